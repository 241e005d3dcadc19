import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ACTOR_KINDS,
  PERMISSIONS,
  RESOURCES,
  actorKind,
  can,
  mayChooseUnit,
  mayChooseViewUnit,
  rowInScope,
  scopeOf,
  scopeRule,
  unitForWrite,
  unitViewScope,
  type Action,
  type Actor,
  type ActorKind,
  type Resource,
  type ScopeRule,
} from './permissions';
import { ROLE_IDS } from './roles';

/**
 * The expected matrix, written out independently of the table: per resource and action, the actor
 * kinds that have access and their scope. Every kind not listed must have none.
 */
const ALL = ACTOR_KINDS.map((k) => `${k}:all`).join(' ');
const UNIT_READ =
  'super:all pemerintah_daerah:all pemda:all perangkat_daerah:own-unit setda:setda-and-biro biro:own-unit ' +
  'validator_bappeda:all validator_perencanaan_1:all validator_perencanaan_2:all validator_perencanaan_3:all ' +
  'validator_kepala_bidang:own-unit validator_kepala_opd:own-unit';
const UNIT_WRITE = 'super:all perangkat_daerah:own-unit setda:own-unit biro:own-unit';
const CITY = 'super:all pemerintah_daerah:all pemda:all';

const EXPECTED: Record<Resource, Record<Action, string>> = {
  'visi-misi-rpjmd': { read: ALL, write: CITY },
  'sasaran-strategis-rpjmd': { read: ALL, write: CITY },
  'kinerja-cross-cutting': { read: ALL, write: CITY },
  'kinerja-bayangan': { read: ALL, write: CITY },
  'sasaran-strategis-pd': {
    read: UNIT_READ.replace('biro:own-unit', 'biro:own-unit-and-setda'),
    write: 'super:all perangkat_daerah:own-unit setda:own-unit',
  },
  'kinerja-program': { read: UNIT_READ, write: UNIT_WRITE },
  'kinerja-kegiatan': { read: UNIT_READ, write: UNIT_WRITE },
  'kinerja-sub-kegiatan': { read: UNIT_READ, write: UNIT_WRITE },
  'kinerja-langkah-aksi': { read: UNIT_READ, write: UNIT_WRITE },
  'rencana-aksi': { read: UNIT_READ, write: UNIT_WRITE },
  'kamus-indikator': { read: UNIT_READ, write: UNIT_WRITE },
  'tim-kerja': { read: UNIT_READ, write: UNIT_WRITE },
  'validasi-kamus-indikator': { read: 'super:all validator_bappeda:all', write: 'super:all validator_bappeda:all' },
  'validasi-sub-kegiatan': { read: 'super:all validator_bappeda:all', write: 'super:all validator_bappeda:all' },
  'validasi-perencanaan': {
    read:
      'super:all pemerintah_daerah:all pemda:all perangkat_daerah:own-unit setda:setda-and-biro biro:own-unit ' +
      'validator_perencanaan_1:all validator_perencanaan_2:all validator_perencanaan_3:all',
    write:
      'super:all perangkat_daerah:own-unit setda:own-unit biro:own-unit ' +
      'validator_perencanaan_1:stage validator_perencanaan_2:stage validator_perencanaan_3:stage',
  },
  'validasi-kepala-bidang': {
    read: 'super:all validator_kepala_bidang:own-unit',
    write: 'super:all validator_kepala_bidang:own-unit',
  },
  'validasi-kepala-opd': {
    read: 'super:all validator_kepala_bidang:own-unit validator_kepala_opd:own-unit',
    write: 'super:all validator_kepala_bidang:own-unit validator_kepala_opd:own-unit',
  },
  program: { read: ALL, write: 'super:all' },
  kegiatan: { read: ALL, write: 'super:all' },
  'sub-kegiatan': { read: ALL, write: 'super:all' },
  'kategori-tematik': { read: ALL, write: 'super:all' },
  'rencana-aksi-rb': { read: ALL, write: 'super:all' },
  'program-prioritas': { read: ALL, write: CITY },
  'perjanjian-kinerja': { read: UNIT_READ, write: UNIT_WRITE },
  referensi: { read: ALL, write: 'super:all' },
  users: { read: 'super:all', write: 'super:all' },
  'satuan-kerja': { read: 'super:all', write: 'super:all' },
  'unit-kerja': { read: 'super:all', write: 'super:all' },
  pegawai: { read: 'super:all', write: 'super:all' },
  'periode-rpjmd': { read: 'super:all', write: 'super:all' },
  'narasi-pemda': { read: ALL, write: CITY },
  'narasi-pd': { read: UNIT_READ, write: UNIT_WRITE },
  'tindak-lanjut-lhe': {
    read: `${UNIT_READ} validator_lke:all validator_lke_pleno:all`,
    write: `${UNIT_WRITE} validator_lke:all`,
  },
  dokumen: {
    read: `${CITY} perangkat_daerah:own-unit setda:setda-and-biro biro:own-unit validator_lke:all validator_lke_pleno:all`,
    write: UNIT_WRITE,
  },
  'verifikasi-dokumen': { read: 'super:all', write: 'super:all' },
  lke: {
    read: `${CITY} perangkat_daerah:own-unit biro:own-unit validator_lke:all validator_lke_pleno:all`,
    write: 'super:all perangkat_daerah:own-unit biro:own-unit',
  },
  'lke-penilaian': {
    read: 'super:all validator_lke:all validator_lke_pleno:all',
    write: 'validator_lke:all validator_lke_pleno:all',
  },
  'rapor-kinerja': {
    read: `${CITY} perangkat_daerah:own-unit setda:setda-and-biro biro:own-unit`,
    write: UNIT_WRITE,
  },
  'penambahan-jumlah-output': {
    read: 'pemerintah_daerah:all perangkat_daerah:own-unit biro:own-unit',
    write: 'pemerintah_daerah:all perangkat_daerah:own-unit biro:own-unit',
  },
  'nilai-jenjang-kinerja': { read: 'super:all', write: 'super:all' },
  'penilaian-kinerja-organisasi': {
    read: `${CITY} perangkat_daerah:own-unit setda:setda-and-biro biro:own-unit`,
    write: 'super:all',
  },
};

function parse(spec: string): Partial<Record<ActorKind, ScopeRule>> {
  return Object.fromEntries(
    spec
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split(':') as [ActorKind, ScopeRule]),
  );
}

/** One actor per kind, with a unit that fits the kind. */
function actorOf(kind: ActorKind): Actor {
  if (kind === 'biro') return { role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '9999001' };
  if (kind === 'setda') return { role_id: ROLE_IDS.setda, satuan_kerja_id: '9999' };
  if (kind === 'super' || kind === 'pemerintah_daerah' || kind === 'pemda')
    return { role_id: ROLE_IDS[kind], satuan_kerja_id: null };
  return { role_id: ROLE_IDS[kind], satuan_kerja_id: '1001' };
}

describe('permission table (issue 3 "Who may do what")', () => {
  it('covers every resource and action, and nothing else', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...RESOURCES].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...RESOURCES].sort());
  });

  for (const resource of RESOURCES) {
    for (const action of ACTIONS) {
      it(`${action} ${resource}`, () => {
        const expected = parse(EXPECTED[resource][action]);
        const actual = Object.fromEntries(
          ACTOR_KINDS.map((k) => [k, scopeRule(actorOf(k), action, resource) ?? 'none']),
        );
        const wanted = Object.fromEntries(ACTOR_KINDS.map((k) => [k, expected[k] ?? 'none']));
        expect(actual).toEqual(wanted);
        for (const kind of ACTOR_KINDS) {
          expect(can(actorOf(kind), action, resource)).toBe(expected[kind] !== undefined);
        }
      });
    }
  }

  it('lets nobody without a session do anything', () => {
    expect(can(null, 'read', 'visi-misi-rpjmd')).toBe(false);
    expect(can(undefined, 'read', 'program')).toBe(false);
  });

  it('gives LKE validators nothing in a unit plan', () => {
    for (const role of ['validator_lke', 'validator_lke_pleno'] as const) {
      const actor = { role_id: ROLE_IDS[role], satuan_kerja_id: null };
      expect(can(actor, 'read', 'kinerja-program')).toBe(false);
      expect(can(actor, 'write', 'visi-misi-rpjmd')).toBe(false);
      expect(can(actor, 'read', 'visi-misi-rpjmd')).toBe(true);
    }
  });
});

describe('actor kinds', () => {
  it("treats a unit account of a biro as 'biro'", () => {
    expect(actorKind({ role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '9999001' })).toBe('biro');
    expect(actorKind({ role_id: ROLE_IDS.setda, satuan_kerja_id: '9999002' })).toBe('biro');
    expect(actorKind({ role_id: ROLE_IDS.setda, satuan_kerja_id: '9999' })).toBe('setda');
    expect(actorKind({ role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '1001' })).toBe('perangkat_daerah');
    // a validator in a biro stays a validator
    expect(actorKind({ role_id: ROLE_IDS.validator_kepala_bidang, satuan_kerja_id: '9999001' })).toBe(
      'validator_kepala_bidang',
    );
    expect(actorKind({ role_id: 5, satuan_kerja_id: null })).toBeUndefined();
  });

  it('gives an unknown role nothing', () => {
    expect(scopeOf({ role_id: 99, satuan_kerja_id: '1001' }, 'read', 'program')).toEqual({ kind: 'none' });
  });
});

describe('row scopes', () => {
  const pd: Actor = { role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '1001' };
  const setda: Actor = { role_id: ROLE_IDS.setda, satuan_kerja_id: '9999' };
  const biro: Actor = { role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '9999001' };
  const sup: Actor = { role_id: ROLE_IDS.super, satuan_kerja_id: null };

  it('limits a unit to its own rows', () => {
    const scope = scopeOf(pd, 'read', 'kinerja-program');
    expect(scope).toEqual({ kind: 'units', satuanKerjaIds: ['1001'] });
    expect(rowInScope(scope, '1001')).toBe(true);
    expect(rowInScope(scope, '1002')).toBe(false);
    expect(rowInScope(scope, null)).toBe(false);
  });

  it('lets setda read its biro and write only itself', () => {
    const read = scopeOf(setda, 'read', 'kinerja-program');
    expect(read).toEqual({ kind: 'setda-and-biro', prefix: '9999' });
    expect(rowInScope(read, '9999')).toBe(true);
    expect(rowInScope(read, '9999003')).toBe(true);
    expect(rowInScope(read, '1001')).toBe(false);
    expect(scopeOf(setda, 'write', 'kinerja-program')).toEqual({ kind: 'units', satuanKerjaIds: ['9999'] });
  });

  it("lets a biro read setda's goals and its own programs, and write from programs down", () => {
    expect(scopeOf(biro, 'read', 'sasaran-strategis-pd')).toEqual({
      kind: 'units',
      satuanKerjaIds: ['9999001', '9999'],
    });
    expect(scopeOf(biro, 'write', 'sasaran-strategis-pd')).toEqual({ kind: 'none' });
    expect(scopeOf(biro, 'read', 'kinerja-program')).toEqual({ kind: 'units', satuanKerjaIds: ['9999001'] });
    expect(scopeOf(biro, 'write', 'kinerja-sub-kegiatan')).toEqual({ kind: 'units', satuanKerjaIds: ['9999001'] });
    expect(rowInScope(scopeOf(biro, 'read', 'kinerja-program'), '9999002')).toBe(false);
  });

  it('gives a unit account without a unit no rows', () => {
    expect(scopeOf({ role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: null }, 'read', 'kinerja-program')).toEqual({
      kind: 'none',
    });
  });

  it('lets each planning validator act only at its own stage', () => {
    expect(
      scopeOf({ role_id: ROLE_IDS.validator_perencanaan_1, satuan_kerja_id: null }, 'write', 'validasi-perencanaan'),
    ).toEqual({
      kind: 'stage',
      tahap: 1,
    });
    expect(
      scopeOf({ role_id: ROLE_IDS.validator_perencanaan_3, satuan_kerja_id: null }, 'write', 'validasi-perencanaan'),
    ).toEqual({
      kind: 'stage',
      tahap: 3,
    });
    expect(
      scopeOf({ role_id: ROLE_IDS.validator_perencanaan_2, satuan_kerja_id: null }, 'read', 'validasi-perencanaan'),
    ).toEqual({
      kind: 'all',
    });
    expect(rowInScope({ kind: 'stage', tahap: 2 }, '1001')).toBe(true);
  });

  it('lets super, the city (for city records) and setda (reading) choose the unit', () => {
    expect(mayChooseUnit(sup, 'kinerja-program')).toBe(true);
    expect(mayChooseUnit(pd, 'kinerja-program')).toBe(false);
    expect(mayChooseUnit(biro, 'kinerja-program')).toBe(false);
    expect(mayChooseUnit(biro, 'sasaran-strategis-pd', 'read')).toBe(false);
    expect(mayChooseUnit(setda, 'kinerja-program')).toBe(false);
    expect(mayChooseUnit(setda, 'kinerja-program', 'read')).toBe(true);
    expect(mayChooseUnit({ role_id: ROLE_IDS.pemda, satuan_kerja_id: null }, 'kinerja-cross-cutting')).toBe(true);
    expect(mayChooseUnit({ role_id: ROLE_IDS.pemda, satuan_kerja_id: null }, 'kinerja-program')).toBe(false);
  });

  it('takes the unit of a new record from the actor unless the actor may choose', () => {
    expect(unitForWrite(pd, 'kinerja-program', '1002')).toEqual({ ok: true, satuanKerjaId: '1001' });
    expect(unitForWrite(biro, 'kinerja-program', '9999')).toEqual({ ok: true, satuanKerjaId: '9999001' });
    expect(unitForWrite(sup, 'kinerja-program', '1002')).toEqual({ ok: true, satuanKerjaId: '1002' });
    expect(unitForWrite(sup, 'kinerja-program', null)).toEqual({ ok: false, reason: 'unit-required' });
    expect(unitForWrite(biro, 'sasaran-strategis-pd', '9999001')).toEqual({ ok: false, reason: 'forbidden' });
    expect(unitForWrite({ role_id: ROLE_IDS.validator_bappeda, satuan_kerja_id: '1001' }, 'kinerja-program')).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});

describe('the unit outside a group: diagram and dashboard (one rule with mayChooseUnit)', () => {
  const as = (role: keyof typeof ROLE_IDS, unit: string | null = null): Actor => ({
    role_id: ROLE_IDS[role],
    satuan_kerja_id: unit,
  });

  it('lets super, the city, setda and the plan validators choose the diagram unit; units keep their own', () => {
    for (const actor of [
      as('super'),
      as('pemda'),
      as('pemerintah_daerah'),
      as('setda', '9999'),
      as('validator_bappeda', '1002'),
    ])
      expect(mayChooseViewUnit(actor)).toBe(true);
    for (const actor of [
      as('perangkat_daerah', '1001'),
      as('perangkat_daerah', '9999001'),
      as('validator_kepala_bidang', '1001'),
    ])
      expect(mayChooseViewUnit(actor)).toBe(false);
  });

  it('is mayChooseUnit on reading a unit plan, except that an account without a unit has nothing else to show', () => {
    for (const kind of ACTOR_KINDS) {
      const actor = actorOf(kind);
      expect(mayChooseViewUnit(actor)).toBe(mayChooseUnit(actor, 'kinerja-program', 'read'));
    }
    expect(mayChooseUnit(as('validator_lke'), 'kinerja-program', 'read')).toBe(false);
    expect(mayChooseViewUnit(as('validator_lke'))).toBe(true);
  });

  it('counts the units an actor looks at: the city, setda with its biro, or its own unit', () => {
    expect(unitViewScope(as('super'))).toEqual({ kind: 'all' });
    expect(unitViewScope(as('validator_lke_pleno'))).toEqual({ kind: 'all' });
    expect(unitViewScope(as('setda', '9999'))).toEqual({ kind: 'setda-and-biro', prefix: '9999' });
    expect(unitViewScope(as('perangkat_daerah', '9999001'))).toEqual({ kind: 'units', satuanKerjaIds: ['9999001'] });
    expect(unitViewScope(as('validator_kepala_opd', '1001'))).toEqual({ kind: 'units', satuanKerjaIds: ['1001'] });
  });
});
