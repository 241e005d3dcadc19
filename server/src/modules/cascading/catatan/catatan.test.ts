import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_YEAR } from '@sakip/domain';
import { kinerjaProgram, kinerjaSubKegiatan, sasaranStrategisRpjmd } from '../../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { testAppForFile } from '../../../test/file-app';
import { fieldErrorsOf } from '../../../test/refusals';
import { setValidasi } from '../../perencanaan/testing';

const t = testAppForFile();
let own = 0;
let ownSub = 0;
let other = 0;
let goal = 0;
beforeAll(async () => {
  const db = t.database.db;
  const kp = kinerjaProgram;
  const ofUnit = (unit: boolean) =>
    and(
      eq(kp.tahun, DEFAULT_YEAR),
      unit ? eq(kp.satuan_kerja_id, DEMO_PD_SATKER_ID) : ne(kp.satuan_kerja_id, DEMO_PD_SATKER_ID),
    );
  own = (await db.select({ id: kp.id }).from(kp).where(ofUnit(true)).orderBy(kp.id).limit(1))[0]!.id;
  other = (await db.select({ id: kp.id }).from(kp).where(ofUnit(false)).orderBy(kp.id).limit(1))[0]!.id;
  const ksk = kinerjaSubKegiatan;
  ownSub = (
    await db
      .select({ id: ksk.id })
      .from(ksk)
      .where(and(eq(ksk.tahun, DEFAULT_YEAR), eq(ksk.satuan_kerja_id, DEMO_PD_SATKER_ID)))
      .limit(1)
  )[0]!.id;
  goal = (await db.select({ id: sasaranStrategisRpjmd.id }).from(sasaranStrategisRpjmd).limit(1))[0]!.id;
});

const API = '/backend/api/catatan-kinerja';
interface Notes {
  kinerja_tercapai: { id: number; catatan: string; triwulan: number | null }[];
  kinerja_tidak_tercapai: { id: number; catatan: string }[];
  solusi: { id: number; solusi: string; masalah: string | null } | null;
  terkunci: string | null;
}
const notes = (res: { json: () => unknown }) => (res.json() as { data: Notes }).data;

/** The solutions LKIP Tabel 3.3 of the unit counts: bullets plus the '… dan N lainnya' of each cell. */
async function solusiInLkip(): Promise<number> {
  const res = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/lkip/bab/3' });
  const cells = [...res.body.matchAll(/"faktor_solusi":"((?:[^"\\]|\\.)*)"/g)].map(
    (m) => JSON.parse(`"${m[1]}"`) as string,
  );
  return cells.reduce((sum, cell) => {
    const rest = /… dan (\d+) lainnya/.exec(cell);
    return sum + (cell.match(/• /g)?.length ?? 0) + (rest ? Number(rest[1]) : 0);
  }, 0);
}

describe('catatan-kinerja: CSF notes and solutions of a node', () => {
  it("the unit adds, edits and deletes its node's notes; the tree icon and LKIP Tabel 3.3 show them", async () => {
    const csf = {
      jenis: 'tidak-tercapai',
      level: 'kinerja-program',
      kinerja_id: own,
      triwulan: null,
      catatan: 'Data dukung terlambat masuk',
    };
    const added = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/csf`, payload: csf });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('CSF Gagal berhasil ditambahkan');
    const note = notes(added).kinerja_tidak_tercapai.find((n) => n.catatan === csf.catatan)!;
    expect(note).toBeDefined();

    const tree = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/display-mikro/cascading' });
    expect(tree.statusCode).toBe(200);
    expect(tree.body).toContain('Data dukung terlambat masuk');
    const bab3 = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/lkip/bab/3' });
    expect(bab3.statusCode, bab3.body).toBe(200);
    expect(bab3.body).toContain('Data dukung terlambat masuk');

    const edited = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/csf/tidak-tercapai/${note.id}`,
      payload: { triwulan: 2, catatan: 'Data dukung TW 2 terlambat' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(notes(edited).kinerja_tidak_tercapai.map((n) => n.catatan)).toContain('Data dukung TW 2 terlambat');
    const tercapai = await t.as('perangkat_daerah', {
      method: 'POST',
      url: `${API}/csf`,
      payload: { ...csf, jenis: 'tercapai', catatan: 'Koordinasi lintas bidang berjalan' },
    });
    expect(notes(tercapai).kinerja_tercapai.map((n) => n.catatan)).toContain('Koordinasi lintas bidang berjalan');

    const removed = await t.as('perangkat_daerah', { method: 'DELETE', url: `${API}/csf/tidak-tercapai/${note.id}` });
    expect(removed.statusCode).toBe(200);
    expect(notes(removed).kinerja_tidak_tercapai.map((n) => n.id)).not.toContain(note.id);
    const gone = await t.as('perangkat_daerah', { method: 'DELETE', url: `${API}/csf/tidak-tercapai/${note.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('saves one solution per kinerja (the Solusi Kinerja check), then removes it', async () => {
    const before = await solusiInLkip();
    const body = {
      level: 'kinerja-sub-kegiatan',
      kinerja_id: ownSub,
      masalah: 'Sosialisasi kurang',
      solusi: 'Sosialisasi door to door',
    };
    const first = await t.as('perangkat_daerah', { method: 'PUT', url: `${API}/solusi`, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const again = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/solusi`,
      payload: { ...body, solusi: 'Sosialisasi lewat RT' },
    });
    const saved = notes(again).solusi!;
    expect(saved).toMatchObject({ id: notes(first).solusi!.id, solusi: 'Sosialisasi lewat RT' });
    const modal = await t.as(null, {
      method: 'GET',
      url: '/backend/api/solusi-masalah',
      query: { type: 'kinerja-sub-kegiatan', id: String(ownSub) },
    });
    expect(modal.body).toContain('Sosialisasi lewat RT');
    const tree = await t.as('perangkat_daerah', { method: 'GET', url: '/backend/api/display-mikro/cascading' });
    expect(tree.body).toContain('Sosialisasi lewat RT');
    // LKIP Tabel 3.3 counts one more solution (a cell shows the most frequent, then '… dan N lainnya').
    expect(await solusiInLkip()).toBe(before + 1);
    const removed = await t.as('perangkat_daerah', { method: 'DELETE', url: `${API}/solusi/${saved.id}` });
    expect(notes(removed).solusi).toBeNull();
  });
});

describe('catatan-kinerja: who may not, and the planning lock', () => {
  it("refuses: 401 without a session, 403 without the write rule, 404 for another unit's node, 422 input", async () => {
    const body = { jenis: 'tercapai', level: 'kinerja-program', kinerja_id: own, catatan: 'x' };
    expect((await t.as(null, { method: 'POST', url: `${API}/csf`, payload: body })).statusCode).toBe(401);
    expect(
      (await t.as(null, { method: 'GET', url: API, query: { level: 'kinerja-program', id: String(own) } })).statusCode,
    ).toBe(401);
    expect((await t.as('validator_lke', { method: 'POST', url: `${API}/csf`, payload: body })).statusCode).toBe(403);
    expect((await t.as('pemerintah_daerah', { method: 'POST', url: `${API}/csf`, payload: body })).statusCode).toBe(
      403,
    );
    const foreign = await t.as('perangkat_daerah', {
      method: 'POST',
      url: `${API}/csf`,
      payload: { ...body, kinerja_id: other },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Kinerja tidak ditemukan');
    const read = await t.as('perangkat_daerah', {
      method: 'GET',
      url: API,
      query: { level: 'kinerja-program', id: String(other) },
    });
    expect(read.statusCode).toBe(404);
    // Another unit's note: the unit cannot reach it by its id either.
    const theirs = await t.as('super', {
      method: 'POST',
      url: `${API}/csf`,
      payload: { ...body, kinerja_id: other, catatan: 'Milik unit lain' },
    });
    const theirId = notes(theirs).kinerja_tercapai.find((n) => n.catatan === 'Milik unit lain')!.id;
    expect(
      (await t.as('perangkat_daerah', { method: 'DELETE', url: `${API}/csf/tercapai/${theirId}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as('perangkat_daerah', {
          method: 'PUT',
          url: `${API}/csf/tercapai/${theirId}`,
          payload: { catatan: 'y' },
        })
      ).statusCode,
    ).toBe(404);

    const invalid = await fieldErrorsOf(t, 'perangkat_daerah', {
      method: 'POST',
      url: `${API}/csf`,
      payload: { jenis: 'lain', level: 'kinerja-program', kinerja_id: own, catatan: '' },
    });
    expect(invalid).toMatchObject({
      jenis: ['Jenis catatan tidak dikenal'],
      catatan: ['Catatan wajib diisi'],
    });
    const noSolusi = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/solusi`,
      payload: { level: 'sasaran-strategis-pd', kinerja_id: own, solusi: '' },
    });
    expect(noSolusi.statusCode).toBe(422);
    // The city writes its own goal's notes (no unit, no lock).
    const city = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: `${API}/csf`,
      payload: { jenis: 'tercapai', level: 'sasaran-strategis-rpjmd', kinerja_id: goal, catatan: 'Dukungan DPRD' },
    });
    expect(city.statusCode, city.body).toBe(200);
  });
});

describe('catatan-kinerja: the planning lock', () => {
  it("respects the unit's planning lock (422, the reason shown by the editor); super passes", async () => {
    await setValidasi(t.database.db, DEMO_PD_SATKER_ID, DEFAULT_YEAR, true);
    const shown = await t.as('perangkat_daerah', {
      method: 'GET',
      url: API,
      query: { level: 'kinerja-program', id: String(own) },
    });
    expect(shown.statusCode).toBe(200);
    expect(notes(shown).terkunci).toBeTruthy();
    const body = { jenis: 'tercapai', level: 'kinerja-program', kinerja_id: own, catatan: 'Saat terkunci' };
    const locked = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/csf`, payload: body });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.validasi).toHaveLength(1);
    expect((await t.as('super', { method: 'POST', url: `${API}/csf`, payload: body })).statusCode).toBe(200);
    await setValidasi(t.database.db, DEMO_PD_SATKER_ID, DEFAULT_YEAR, null);
    const open = await t.as('perangkat_daerah', {
      method: 'GET',
      url: API,
      query: { level: 'kinerja-program', id: String(own) },
    });
    expect(notes(open).terkunci).toBeNull();
  });
});
