import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { pegawai, satuanKerja, unitKerja } from '../../../db/schema/index';
import { crudContract, created, deactivated, expectDeleteRefusedInUse } from '../../../test/crud-contract';
import { testAppForFile } from '../../../test/file-app';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';

const t = testAppForFile();
const url = '/backend/api/unit-kerja';
let kepala = 0;

const body = (overrides: Record<string, unknown> = {}) => ({
  satuan_kerja_id: DEMO_PD_SATKER_ID,
  parent_id: kepala,
  unit_kerja_nama: 'Bidang Kurikulum',
  unit_kerja_nama_full: 'Bidang Kurikulum Dinas Pendidikan',
  jabatan_nama: 'Kepala Bidang Kurikulum',
  eselon: 3,
  pejabat_nip: null,
  active: true,
  plt_nip: null,
  plt_mulai: null,
  plt_selesai: null,
  ...overrides,
});

beforeAll(async () => {
  const [top] = await t.database.db
    .select()
    .from(unitKerja)
    .where(and(eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(unitKerja.eselon, 2)));
  kepala = top!.id;
});

crudContract('unit kerja', {
  url,
  app: () => t,
  writer: 'super',
  body: () => body(),
  change: { field: 'jabatan_nama', value: 'Kepala Bidang Kurikulum dan Penilaian' },
  forbidden: [
    { who: 'perangkat_daerah', method: 'GET' },
    { who: 'pemerintah_daerah', method: 'POST' },
  ],
  otherUnitRow: async () => ({ id: 1_999_999_999 }),
  otherUnit: '',
  notFound: 'Unit kerja tidak ditemukan',
  invalid: {
    body: body({ eselon: 5, jabatan_nama: '' }),
    errors: { eselon: ['Eselon maksimal 4'], jabatan_nama: ['Jabatan wajib diisi'] },
  },
});

describe('unit kerja', () => {
  it('lists the positions of a unit as a tree (a child follows its parent) with holders', async () => {
    const res = await t.as('super', { method: 'GET', url: `${url}?satuan_kerja_id=${DEMO_PD_SATKER_ID}&per_page=500` });
    const rows = res.json().data as {
      id: number;
      parent_id: number | null;
      tingkat: number;
      pejabat_nama: string | null;
    }[];
    expect(rows[0]).toMatchObject({ parent_id: null, tingkat: 0 });
    const seen = new Set<number>();
    for (const r of rows) {
      if (r.parent_id !== null) expect(seen.has(r.parent_id)).toBe(true);
      seen.add(r.id);
    }
    expect(rows.some((r) => r.tingkat === 2)).toBe(true);
    expect(rows.filter((r) => r.pejabat_nama).length).toBeGreaterThan(1);
  });

  it('wants a parent of the same unit and a higher rank, and a holder that is a pegawai', async () => {
    const low = await t.as('super', { method: 'POST', url, payload: body({ eselon: 2 }) });
    expect(low.json().errors.parent_id[0]).toMatch(/eselon lebih tinggi/);
    const other = await t.as('super', { method: 'POST', url, payload: body({ satuan_kerja_id: '9999' }) });
    expect(other.json().errors.parent_id[0]).toMatch(/satuan kerja yang sama/);
    const nobody = await t.as('super', { method: 'POST', url, payload: body({ pejabat_nip: '199001152015031999' }) });
    expect(nobody.json().errors.pejabat_nip[0]).toMatch(/tidak ditemukan/);
    const [p] = await t.database.db
      .select()
      .from(pegawai)
      .where(eq(pegawai.satuan_kerja_id, DEMO_PD_SATKER_ID))
      .limit(1);
    const row = await created(t, 'super', url, body({ plt_nip: p!.nip, plt_mulai: '2026-03-01' }));
    expect(row).toMatchObject({ plt_nama: p!.peg_nama, plt_mulai: '2026-03-01', plt_selesai: null, tingkat: 1 });
    expect((await t.as('super', { method: 'DELETE', url: `${url}/${row.id}` })).statusCode).toBe(200);
  });

  it("keeps the unit's head in step with the holder of its eselon-II position, not with other positions", async () => {
    const [a, b] = await t.database.db.select().from(pegawai).where(eq(pegawai.active, true)).limit(2).offset(7);
    const kepalaNip = async () =>
      (await t.database.db.select().from(satuanKerja).where(eq(satuanKerja.satuan_kerja_id, DEMO_PD_SATKER_ID)))[0]
        ?.kepala_nip;
    const before = await kepalaNip();
    await created(t, 'super', url, body({ unit_kerja_nama: 'Bidang Sinkron', pejabat_nip: a!.nip }));
    expect(await kepalaNip()).toBe(before);
    const record = (await t.as('super', { method: 'GET', url: `${url}/${kepala}` })).json().data;
    const payload = body({
      ...Object.fromEntries(Object.keys(body()).map((k) => [k, record[k]])),
      pejabat_nip: b!.nip,
    });
    const res = await t.as('super', { method: 'PUT', url: `${url}/${kepala}`, payload });
    expect(res.statusCode).toBe(200);
    expect(await kepalaNip()).toBe(b!.nip);
  });
});

describe('unit kerja in use', () => {
  it('refuses to delete a position in use (409 naming where); a deactivated one leaves the pengampu picker', async () => {
    const [held] = await t.database.db
      .select()
      .from(unitKerja)
      .where(
        and(
          eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID),
          eq(unitKerja.eselon, 3),
          isNotNull(unitKerja.pejabat_nip),
        ),
      )
      .limit(1);
    await expectDeleteRefusedInUse(t, 'super', `${url}/${held!.id}`, /^Masih dipakai oleh .*unit kerja/);
    const pickerUrl = `/backend/api/option/pengampu/unit-kerja?type=kinerja-program&satuan_kerja_id=${DEMO_PD_SATKER_ID}`;
    const before = (await t.as('super', { method: 'GET', url: pickerUrl })).json<{ id: number }[]>();
    expect(before.map((o) => o.id)).toContain(held!.id);
    await deactivated(t, 'super', `${url}/${held!.id}`);
    const after = (await t.as('super', { method: 'GET', url: pickerUrl })).json<{ id: number }[]>();
    expect(after.map((o) => o.id)).not.toContain(held!.id);
  });
});
