import { describe, expect, it } from 'vitest';
import { checkGuard, GUARD_NAMES, UnknownGuardError } from './guards';
import { ROLE_IDS, ROLE_NAMES, type RoleName } from './roles';
import { isBiroSatker, SATKER_SETDA_ID } from './satuan-kerja';

const user = (role: RoleName) => ({ role_id: ROLE_IDS[role] });

/** SPEC §6 'Route guards', written out role by role so a change to the table shows here. */
const ADMITTED: Record<string, RoleName[]> = {
  'pemerintah-daerah': ['pemerintah_daerah', 'super'],
  'perangkat-daerah': ['perangkat_daerah', 'super'],
  super: ['super'],
  'validator-bappeda': ['validator_bappeda'],
  'validator-kepala-bidang': ['validator_kepala_bidang'],
  'validator-kepala-opd': ['validator_kepala_opd'],
  'validator-lke-pleno': ['validator_lke', 'validator_lke_pleno'],
  'validator-lke': ['validator_lke'],
  'validator-perencanaan': ['validator_perencanaan_1', 'validator_perencanaan_2', 'validator_perencanaan_3'],
};

describe('guards', () => {
  it.each(Object.entries(ADMITTED))('%s admits exactly its roles', (guard, admitted) => {
    for (const role of ROLE_NAMES) {
      expect(checkGuard(guard, user(role)), `${guard} / ${role}`).toBe(admitted.includes(role) ? 'allowed' : 'forbidden');
    }
    expect(checkGuard(guard, null)).toBe('unauthenticated');
  });

  it('auth admits every logged-in role, public everyone, guest only guests', () => {
    for (const role of ROLE_NAMES) {
      expect(checkGuard('auth', user(role))).toBe('allowed');
      expect(checkGuard('public', user(role))).toBe('allowed');
      expect(checkGuard('guest', user(role))).toBe('redirect-dashboard');
    }
    expect(checkGuard('auth', undefined)).toBe('unauthenticated');
    expect(checkGuard('public', undefined)).toBe('allowed');
    expect(checkGuard('guest', undefined)).toBe('allowed');
  });

  it("throws 'Unknown middleware' for a name that is not a guard", () => {
    expect(() => checkGuard('admin-only', user('super'))).toThrow(UnknownGuardError);
    expect(() => checkGuard('admin-only', user('super'))).toThrow('Unknown middleware');
    expect(GUARD_NAMES).toHaveLength(12);
  });
});

describe('biro rule', () => {
  it('a biro id starts with setda code but is not setda itself', () => {
    expect(isBiroSatker('9999001')).toBe(true);
    expect(isBiroSatker('99990')).toBe(true);
    expect(isBiroSatker(SATKER_SETDA_ID)).toBe(false);
    expect(isBiroSatker('1046')).toBe(false);
    expect(isBiroSatker('1999')).toBe(false);
    expect(isBiroSatker(null)).toBe(false);
    expect(isBiroSatker('')).toBe(false);
  });
});
