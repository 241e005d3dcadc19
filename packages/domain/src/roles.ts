/** Roles of SPEC §6. The numeric ids are the ones stored in `users.role_id`. */
export const ROLE_IDS = {
  super: 1,
  pemerintah_daerah: 2,
  perangkat_daerah: 3,
  setda: 4,
  pemda: 6,
  validator_bappeda: 7,
  validator_lke: 8,
  validator_lke_pleno: 9,
  validator_perencanaan_1: 10,
  validator_perencanaan_2: 11,
  validator_perencanaan_3: 12,
  validator_kepala_bidang: 13,
  validator_kepala_opd: 14,
} as const;

export type RoleName = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleName];

export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

/** Indonesian labels shown in the user admin and the navbar. */
export const ROLE_LABELS: Record<RoleName, string> = {
  super: 'Super Admin',
  pemerintah_daerah: 'Pemerintah Daerah',
  perangkat_daerah: 'Perangkat Daerah',
  setda: 'Sekretariat Daerah',
  pemda: 'Pemda',
  validator_bappeda: 'Validator Bappeda',
  validator_lke: 'Validator LKE',
  validator_lke_pleno: 'Validator LKE Pleno',
  validator_perencanaan_1: 'Validator Perencanaan 1',
  validator_perencanaan_2: 'Validator Perencanaan 2',
  validator_perencanaan_3: 'Validator Perencanaan 3',
  validator_kepala_bidang: 'Validator Kepala Bidang',
  validator_kepala_opd: 'Validator Kepala OPD',
};

const ROLE_BY_ID = new Map<number, RoleName>(ROLE_NAMES.map((name) => [ROLE_IDS[name], name]));

export function roleName(roleId: number): RoleName | undefined {
  return ROLE_BY_ID.get(roleId);
}

/** The role's label ("Validator Perencanaan 1") by its id; an unknown id shows as `fallback` (or its number). */
export function roleLabel(roleId: number, fallback = String(roleId)): string {
  const name = roleName(roleId);
  return name ? ROLE_LABELS[name] : fallback;
}

export function isRoleId(value: number): value is RoleId {
  return ROLE_BY_ID.has(value);
}

/** The stage (tahap 1..3) a planning validator acts at, or undefined for other roles. */
export function validatorPerencanaanStage(roleId: number): 1 | 2 | 3 | undefined {
  if (roleId === ROLE_IDS.validator_perencanaan_1) return 1;
  if (roleId === ROLE_IDS.validator_perencanaan_2) return 2;
  if (roleId === ROLE_IDS.validator_perencanaan_3) return 3;
  return undefined;
}
