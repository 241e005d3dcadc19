import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@sakip/domain';
import { kinerjaProgram, sasaranStrategisPd, users } from '../db/schema/index';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { DEMO_PD_SATKER_ID } from '../seed/reference-data';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 9, 'What was found' 1-3: inputs that reached the database (and broke the public diagram, or
 * answered 500 from a database limit, or slipped through a loose coercion) are 422 now, and leave
 * nothing behind; a value already stored as NaN or Infinity reads as null and the migration
 * repairs it.
 */

let t: TestApp;
const api = '/backend/api';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ssPdRow() {
  const [row] = await t.database.db
    .select()
    .from(sasaranStrategisPd)
    .where(eq(sasaranStrategisPd.satuan_kerja_id, DEMO_PD_SATKER_ID))
    .orderBy(asc(sasaranStrategisPd.id))
    .limit(1);
  return row!;
}

async function kinerjaProgramRow() {
  const [row] = await t.database.db
    .select()
    .from(kinerjaProgram)
    .where(eq(kinerjaProgram.satuan_kerja_id, DEMO_PD_SATKER_ID))
    .orderBy(asc(kinerjaProgram.id))
    .limit(1);
  return row!;
}

/** The record's own values as a PUT body (what the form would send back). */
function ssPdBody(row: Awaited<ReturnType<typeof ssPdRow>>): Record<string, unknown> {
  return {
    sasaran_strategis_rpjmd_id: row.sasaran_strategis_rpjmd_id,
    sasaran_strategis_satker: row.sasaran_strategis_satker,
    iku: row.iku,
    satuan: row.satuan,
    polaritas: row.polaritas,
    baseline: row.baseline,
    target_1: row.target_1 ?? 1,
    target_2: row.target_2 ?? 1,
    target_3: row.target_3 ?? 1,
    target_4: row.target_4 ?? 1,
    target_5: row.target_5 ?? 1,
  };
}

function kinerjaProgramBody(row: Awaited<ReturnType<typeof kinerjaProgramRow>>): Record<string, unknown> {
  return {
    sasaran_strategis_pd_id: row.sasaran_strategis_pd_id,
    program_id: row.program_id,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    target: row.target ?? 1,
    anggaran: row.anggaran,
  };
}

/** Both drivers (PGlite, node-postgres) answer { rows }. */
async function rows<R>(query: SQL): Promise<R[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: R[] }).rows;
}

function expect422(
  res: { statusCode: number; body: string; json: () => { errors: Record<string, string[]> } },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const fields = Object.keys(res.json().errors).map((key) => key.split('.')[0]);
  expect(fields, res.body).toContain(field);
}

async function publicPagesAnswer() {
  for (const url of [
    `${api}/public-display/display-makro/cascading`,
    `${api}/public-display/display-mikro/cascading?satuan_kerja_id=${DEMO_PD_SATKER_ID}`,
    `${api}/public-display/capaian-iku?satuan_kerja_id=${DEMO_PD_SATKER_ID}`,
  ]) {
    const res = await t.as(null, { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  }
}

describe('finding 1: a tiny target or huge months are refused and change nothing', () => {
  it('PUT sasaran-strategis-pd with target_1 5e-324 → 422, the row and the public diagram intact', async () => {
    const before = await ssPdRow();
    const res = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${api}/sasaran-strategis-pd/${before.id}`,
      payload: { ...ssPdBody(before), target_1: 5e-324 },
    });
    expect422(res, 'target_1');
    expect(res.json().errors.target_1).toEqual(['Target tahun ke-1 maksimal 6 angka di belakang koma']);
    expect(await ssPdRow()).toEqual(before);
    await publicPagesAnswer();
  });

  it('kinerja program: target 5e-324, twelve monthly 1e308, money 1e16 → 422, nothing changed', async () => {
    const before = await kinerjaProgramRow();
    const url = `${api}/kinerja-program/${before.id}`;
    const body = kinerjaProgramBody(before);
    const cases: [Record<string, unknown>, string][] = [
      [{ target: 5e-324 }, 'target'],
      [{ realisasi_bulanan: Array(12).fill(1e308) }, 'realisasi_bulanan'],
      [{ target_bulanan: Array(12).fill(1e308) }, 'target_bulanan'],
      [{ anggaran: 1e16 }, 'anggaran'],
      [{ realisasi_anggaran_bulanan: Array(12).fill(9e15) }, 'realisasi_anggaran_bulanan'],
      [{ program_id: 2147483648 }, 'program_id'],
      [{ sasaran: 'a\u0000b' }, 'sasaran'],
      [{ status_upload_pk: 'true' }, 'status_upload_pk'],
      [{ urutan: [] }, 'urutan'],
    ];
    for (const [override, field] of cases) {
      const res = await t.as('perangkat_daerah', { method: 'PUT', url, payload: { ...body, ...override } });
      expect422(res, field);
    }
    expect(await kinerjaProgramRow()).toEqual(before);
    await publicPagesAnswer();
  });
});

describe('finding 2: database limits are 422 (or 404), never 500', () => {
  it('ids above int4 and malformed ids in a path or query', async () => {
    for (const id of ['2147483648', '0x10', '1e1', '16.0', '0b10000', '%00', '+16', '-1']) {
      const res = await t.as('perangkat_daerah', { method: 'GET', url: `${api}/kinerja-program/${id}` });
      expect([404, 422], `${id}: ${res.body}`).toContain(res.statusCode);
    }
    const q = await t.as(null, {
      method: 'GET',
      url: `${api}/public-display/rencana-aksi?sasaran_strategis_pd_id=2147483648`,
    });
    expect422(q, 'sasaran_strategis_pd_id');
  });

  it('NUL bytes: login, a unit filter, a search', async () => {
    const login = await t.as(null, {
      method: 'POST',
      url: `${api}/login`,
      payload: { username: '\u0000', password: 'x' },
    });
    expect([401, 422], login.body).toContain(login.statusCode);
    expect422(
      await t.as(null, { method: 'GET', url: `${api}/public-display/capaian-iku?satuan_kerja_id=%00` }),
      'satuan_kerja_id',
    );
    expect422(await t.as('perangkat_daerah', { method: 'GET', url: `${api}/kinerja-program?search=%00` }), 'search');
    expect422(
      await t.as(null, { method: 'GET', url: `${api}/public-display/display-mikro/cascading?satuan_kerja_id=10%0010` }),
      'satuan_kerja_id',
    );
  });

  it('a non-integer nomor and impossible dates', async () => {
    const misi = await t.as('pemerintah_daerah', {
      method: 'POST',
      url: `${api}/visi-misi-rpjmd/misi`,
      payload: { visi_id: 1, nomor: 1.5, misi: 'Misi uji' },
    });
    expect422(misi, 'nomor');
    for (const nilai_date of ['2024-02-31', '2023-02-29']) {
      const res = await t.as('super', {
        method: 'POST',
        url: `${api}/referensi`,
        payload: { kode: 'count-down', nama: 'Batas', nilai_date },
      });
      expect422(res, 'nilai_date');
      expect(res.json().errors.nilai_date).toEqual(['Tanggal tidak valid']);
    }
  });
});

describe('finding 3: no loose coercion', () => {
  it('PUT /admin/users/{id} with role_id true → 422, the role unchanged', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'perangkat_daerah'));
    const res = await t.as('super', {
      method: 'PUT',
      url: `${api}/admin/users/${user!.id}`,
      payload: {
        username: user!.username,
        nama: user!.nama,
        nip: user!.nip,
        role_id: true,
        satuan_kerja_id: user!.satuan_kerja_id,
        active: true,
      },
    });
    expect422(res, 'role_id');
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.role_id).toBe(ROLE_IDS.perangkat_daerah);
  });

  it('kinerjaSubKegiatanId true, "0x10" ids and boolean query flags are refused', async () => {
    const rb = await t.as('super', {
      method: 'POST',
      url: `${api}/display-mikro/update-rencana-aksi-rb`,
      payload: { kinerjaSubKegiatanId: true, jenisRbId: 1 },
    });
    expect422(rb, 'kinerjaSubKegiatanId');
    const hex = await t.as('super', {
      method: 'POST',
      url: `${api}/display-mikro/update-rencana-aksi-rb`,
      payload: { kinerjaSubKegiatanId: '0x10', jenisRbId: 1 },
    });
    expect422(hex, 'kinerjaSubKegiatanId');
    expect422(
      await t.as(null, { method: 'GET', url: `${api}/public-display/display-makro/cascading?bayangan=yes` }),
      'bayangan',
    );
  });
});

describe('stored NaN and Infinity', () => {
  it('read as null (no 500), and the migration repairs them', async () => {
    const row = await kinerjaProgramRow();
    await t.database.db.execute(
      sql`update kinerja_program set capaian = 'NaN', realisasi = 'Infinity', target_bulan_1 = '-Infinity' where id = ${row.id}`,
    );
    const one = await t.as('perangkat_daerah', { method: 'GET', url: `${api}/kinerja-program/${row.id}` });
    expect(one.statusCode, one.body.slice(0, 300)).toBe(200);
    expect(one.json().data).toMatchObject({ capaian: null, realisasi: null });
    const list = await t.as('perangkat_daerah', { method: 'GET', url: `${api}/kinerja-program?per_page=500` });
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    await publicPagesAnswer();

    const repair = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0003_repair_non_finite.sql'), 'utf8');
    await t.database.db.execute(sql.raw(repair));
    const [raw] = await rows<{ capaian: string | null; realisasi: string | null; target_bulan_1: string | null }>(
      sql`select capaian::text, realisasi::text, target_bulan_1::text from kinerja_program where id = ${row.id}`,
    );
    expect(raw).toEqual({ capaian: null, realisasi: null, target_bulan_1: null });
    const [anyLeft] = await rows<{ n: number }>(
      sql`select count(*)::int as n from kinerja_program where capaian::text in ('NaN', 'Infinity', '-Infinity')`,
    );
    expect(anyLeft!.n).toBe(0);
  });
});
