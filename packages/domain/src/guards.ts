import { ROLE_IDS, type RoleName } from './roles';

/**
 * Route guards of SPEC §6, shared by the server (every route declares one) and the web router.
 * `auth` admits any logged-in user; `public` admits everyone (server only); `guest` is for pages a
 * logged-in user should not see (login). The role guards list who passes.
 */
export const ROLE_GUARDS = {
  'pemerintah-daerah': ['pemerintah_daerah', 'super'],
  'perangkat-daerah': ['perangkat_daerah', 'super'],
  super: ['super'],
  'validator-bappeda': ['validator_bappeda'],
  'validator-kepala-bidang': ['validator_kepala_bidang'],
  'validator-kepala-opd': ['validator_kepala_opd'],
  'validator-lke-pleno': ['validator_lke', 'validator_lke_pleno'],
  'validator-lke': ['validator_lke'],
  'validator-perencanaan': [
    'validator_perencanaan_1',
    'validator_perencanaan_2',
    'validator_perencanaan_3',
  ],
} as const satisfies Record<string, readonly RoleName[]>;

export type RoleGuardName = keyof typeof ROLE_GUARDS;
export type GuardName = 'public' | 'guest' | 'auth' | RoleGuardName;

export const GUARD_NAMES: GuardName[] = [
  'public',
  'guest',
  'auth',
  ...(Object.keys(ROLE_GUARDS) as RoleGuardName[]),
];

export type GuardOutcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'redirect-dashboard';

export class UnknownGuardError extends Error {
  constructor(public readonly guard: string) {
    super('Unknown middleware');
    this.name = 'UnknownGuardError';
  }
}

export function isGuardName(value: string): value is GuardName {
  return (GUARD_NAMES as string[]).includes(value);
}

/** Role ids a guard admits; undefined means "any logged-in user" (auth). */
export function guardRoleIds(guard: RoleGuardName): number[] {
  return ROLE_GUARDS[guard].map((role) => ROLE_IDS[role]);
}

/**
 * What a guard decides for a user (undefined = guest). Throws UnknownGuardError for a name that is
 * not a guard, which the web turns into the 500 'Unknown middleware' page.
 */
export function checkGuard(guard: string, user: { role_id: number } | undefined | null): GuardOutcome {
  if (!isGuardName(guard)) throw new UnknownGuardError(guard);
  if (guard === 'public') return 'allowed';
  if (guard === 'guest') return user ? 'redirect-dashboard' : 'allowed';
  if (!user) return 'unauthenticated';
  if (guard === 'auth') return 'allowed';
  return guardRoleIds(guard).includes(user.role_id) ? 'allowed' : 'forbidden';
}

export const MESSAGE_UNAUTHENTICATED = 'Unauthenticated.';
export const MESSAGE_FORBIDDEN = 'Anda tidak memiliki hak akses ke halaman ini';
