import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { RencanaAksiRecord } from '@sakip/domain';
import { rencanaAksi, sasaranStrategisPd } from '../../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import type { DemoUsername } from '../../../test/harness';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const API = '/backend/api/rencana-aksi';
const call = (who: DemoUsername | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url = '', payload?: object) =>
  t.as(who, { method, url: `${API}${url}`, payload });

async function ssPd(own: boolean) {
  const [row] = await t.database.db
    .select({ id: sasaranStrategisPd.id, rpjmd: sasaranStrategisPd.sasaran_strategis_rpjmd_id })
    .from(sasaranStrategisPd)
    .where(
      own
        ? eq(sasaranStrategisPd.satuan_kerja_id, DEMO_PD_SATKER_ID)
        : ne(sasaranStrategisPd.satuan_kerja_id, DEMO_PD_SATKER_ID),
    )
    .limit(1);
  if (!row) throw new Error('demo data: SS-PD needed');
  return row;
}

const body = {
  rencana_aksi: 'Pendataan anak tidak sekolah',
  indikator: 'Jumlah kelurahan terdata',
  satuan: 'kelurahan',
  tw1: 5,
  tw2: '10',
  tw3: 15,
  tw4: 20,
  tw2_realisasi: null,
  tw3_realisasi: null,
  tw4_realisasi: null,
  tw1_realisasi: 4,
};

describe('/rencana-aksi', () => {
  it('lists the unit’s rows of the year (its own unit only) and exports XLSX', async () => {
    const res = await call('perangkat_daerah', 'GET', '?per_page=500');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as RencanaAksiRecord[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.satuan_kerja_id === DEMO_PD_SATKER_ID && r.tahun === 2024)).toBe(true);
    expect((await call('perangkat_daerah', 'GET', '/export')).statusCode).toBe(200);
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call('validator_lke', 'GET')).statusCode).toBe(403);
  });

  it('creates under an own SS-PD (RPJMD goal copied), updates, deletes; another unit’s SS-PD is 422', async () => {
    const own = await ssPd(true);
    const created = await call('perangkat_daerah', 'POST', '', { ...body, sasaran_strategis_pd_id: own.id });
    expect(created.statusCode).toBe(200);
    const rec = created.json().data as RencanaAksiRecord;
    expect(rec).toMatchObject({
      satuan_kerja_id: DEMO_PD_SATKER_ID,
      sasaran_strategis_rpjmd_id: own.rpjmd,
      tw2: 10,
      tw4_realisasi: null,
    });
    const filtered = (await call('perangkat_daerah', 'GET', `?sasaran_strategis_pd_id=${own.id}&per_page=500`)).json()
      .data;
    expect(filtered.some((r: RencanaAksiRecord) => r.id === rec.id)).toBe(true);

    const updated = await call('perangkat_daerah', 'PUT', `/${rec.id}`, {
      ...body,
      sasaran_strategis_pd_id: own.id,
      tw4_realisasi: 21,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.tw4_realisasi).toBe(21);

    const other = await ssPd(false);
    const bad = await call('perangkat_daerah', 'POST', '', { ...body, sasaran_strategis_pd_id: other.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sasaran_strategis_pd_id).toBeDefined();
    expect(
      (await call('perangkat_daerah', 'POST', '', { ...body, sasaran_strategis_pd_id: own.id, tw1: 'x' })).statusCode,
    ).toBe(422);
    expect((await call('perangkat_daerah', 'POST', '', { ...body })).statusCode).toBe(422);

    expect((await call('perangkat_daerah', 'DELETE', `/${rec.id}`)).statusCode).toBe(200);
    expect((await call('perangkat_daerah', 'GET', `/${rec.id}`)).statusCode).toBe(404);
  });

  it('refuses another unit’s row with 404', async () => {
    const [theirs] = await t.database.db
      .select({ id: rencanaAksi.id })
      .from(rencanaAksi)
      .where(and(ne(rencanaAksi.satuan_kerja_id, DEMO_PD_SATKER_ID), eq(rencanaAksi.tahun, 2024)))
      .limit(1);
    if (!theirs) throw new Error('demo data: another unit’s rencana aksi needed');
    expect((await call('perangkat_daerah', 'GET', `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('perangkat_daerah', 'DELETE', `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('super', 'GET', `/${theirs.id}`)).statusCode).toBe(200);
  });
});
