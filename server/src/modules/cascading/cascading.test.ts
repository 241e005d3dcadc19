import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cascadingResponseSchema, type CascadingTree } from '@sakip/domain';
import { sasaranStrategisPd } from '../../db/schema/index';
import { countQueries } from '../../db/query-counter';
import { publish } from '../../lib/cache/hub';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache';
import type { DemoUsername } from '../../test/harness';
import { testAppForFile } from '../../test/file-app';
import { unitTree } from './cascading.service';

const t = testAppForFile();
const MIKRO = '/backend/api/display-mikro/cascading';
const PUBLIC_MIKRO = '/backend/api/public-display/display-mikro/cascading';
const MAKRO = '/backend/api/display-makro/cascading';
const PUBLIC_MAKRO = '/backend/api/public-display/display-makro/cascading';

async function tree(
  who: DemoUsername | null,
  url: string,
  headers: Record<string, string> = {},
): Promise<CascadingTree> {
  const res = await t.as(who, { method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return cascadingResponseSchema.parse(res.json()).data;
}

// Walkers over the tree.
const ssPdOf = (tr: CascadingTree) => tr.sasaran_strategis_rpjmd.flatMap((r) => r.sasaran_strategis_pd);
const programsOf = (tr: CascadingTree) => ssPdOf(tr).flatMap((s) => s.kinerja_program);
const kegiatanOf = (tr: CascadingTree) => programsOf(tr).flatMap((p) => p.kinerja_kegiatan);
const subKegiatanOf = (tr: CascadingTree) => kegiatanOf(tr).flatMap((k) => k.kinerja_sub_kegiatan);
const ids = (list: { id: number }[]) => list.map((n) => n.id).sort((a, b) => a - b);

function find<T extends { id: number }>(list: T[], id: number): T {
  const node = list.find((n) => n.id === id);
  if (!node) throw new Error(`node ${id} not in the tree`);
  return node;
}

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      allKeys(v, into);
    }
  }
  return into;
}

describe('display-mikro/cascading: shape and fields', () => {
  let tr: CascadingTree;
  beforeAll(async () => {
    tr = await tree('perangkat_daerah', MIKRO);
  });

  it("answers the unit's tree of the year with the period's target key", () => {
    expect(tr.satuan_kerja).toEqual({ satuan_kerja_id: '1010', satuan_kerja_nama: 'Dinas Pendidikan' });
    expect(tr).toMatchObject({ tahun: 2024, target_key: 'target_1', max_level: 5, type: 'cascading', bayangan: false });
    expect(tr.periode).toMatchObject({ tahun_awal: 2024, tahun_akhir: 2028 });
  });

  it('goes RPJMD → SS-PD 3-5 → programs 15-18 → kegiatan → sub kegiatan, langkah aksi cut at level 5', () => {
    expect(tr.sasaran_strategis_rpjmd.every((r) => r.pengampu === 'Walikota')).toBe(true);
    expect(ids(ssPdOf(tr))).toEqual([3, 4, 5]);
    expect(ids(programsOf(tr))).toEqual([15, 16, 17, 18]);
    expect(kegiatanOf(tr).length).toBeGreaterThan(0);
    expect(subKegiatanOf(tr).length).toBeGreaterThan(0);
    expect(subKegiatanOf(tr).every((s) => s.kinerja_langkah_aksi.length === 0)).toBe(true);
  });

  it('carries the SPEC §3 fields on each level', () => {
    const ss = find(ssPdOf(tr), 3);
    expect(ss).toMatchObject({
      level: 'sasaran-strategis-pd',
      pengampu: 'Kepala Dinas Pendidikan',
      satuan_kerja: { satuan_kerja_nama: 'Dinas Pendidikan' },
      is_cross: false,
      target: 97.2,
    });
    expect(ss.sasaran).toBe(ss.sasaran_strategis_satker);
    expect(ss.indikator).toBe(ss.iku);
    expect(ss.anggaran).toBeGreaterThan(0);

    const program = find(programsOf(tr), 16);
    expect(program.level).toBe('kinerja-program');
    expect(program.program.nama).toEqual(expect.any(String));
    expect(program.anggaran).toBeGreaterThan(0);
    expect(typeof program.realisasi_anggaran).toBe('number');
    expect(program.pengampu).toBe(program.struktur_organisasi?.jabatan_nama ?? program.tim_kerja?.nama ?? '-');

    const failing = find(subKegiatanOf(tr), 56);
    expect(failing.capaian).toBe(66.67);
    expect(failing.sub_kegiatan.nama).toEqual(expect.any(String));
    expect(failing).toHaveProperty('indikator_kemendagri');
    expect(failing).toHaveProperty('kategori_tematik');
    expect(typeof failing.is_external).toBe('boolean');
  });

  it('brings the notes of the year: failed CSF, causes of failure, achieved CSF', () => {
    const failing = find(subKegiatanOf(tr), 56);
    expect(failing.kinerja_tidak_tercapai).toHaveLength(2);
    expect(failing.kinerja_tidak_tercapai[0]).toEqual({
      id: expect.any(Number),
      triwulan: null,
      catatan: expect.any(String),
    });
    expect(failing.penyebab_kegagalan.map((p) => p.triwulan)).toEqual([1, 2, 3, 4]);
    expect(find(programsOf(tr), 18).kinerja_tidak_tercapai).toHaveLength(2);
    expect(find(programsOf(tr), 16).kinerja_tidak_tercapai).toEqual([]);
    expect(
      programsOf(tr).some((p) => p.kinerja_tercapai.length > 0) ||
        kegiatanOf(tr).some((k) => k.kinerja_tercapai.length > 0),
    ).toBe(true);
  });

  it("shows this year's solution (Solusi Kinerja)", async () => {
    const y2025 = await tree('perangkat_daerah', MIKRO, { 'default-key-tahun-kinerja': '2025' });
    expect(find(subKegiatanOf(y2025), 62).solusi).toEqual(expect.stringContaining('Menyusun skala prioritas'));
    // The default year shows the check too (issue 10 item 9): solutions to 2023 problems in words.
    const all2024 = [...programsOf(tr), ...kegiatanOf(tr), ...subKegiatanOf(tr)];
    expect(all2024.some((k) => k.solusi !== null)).toBe(true);
  });

  it('takes the year from the year header: 2025 has programs 19-22', async () => {
    const y2025 = await tree('perangkat_daerah', MIKRO, { 'default-key-tahun-kinerja': '2025' });
    expect(y2025.target_key).toBe('target_2');
    expect(ids(programsOf(y2025))).toEqual([19, 20, 21, 22]);
    const ss = find(ssPdOf(y2025), 3);
    expect(ss.target).toBe(97.6);
  });

  it('answers 401 without login and 422 for a level outside 1-7', async () => {
    expect((await t.as(null, { method: 'GET', url: MIKRO })).statusCode).toBe(401);
    const res = await t.as('perangkat_daerah', { method: 'GET', url: `${MIKRO}?max_level=8` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.max_level).toEqual(['Tingkat maksimal harus antara 1 dan 7']);
  });
});

describe('merging', () => {
  it('merges RPJMD rows with the same sasaran into one node listing every indicator', async () => {
    const tr = await tree('perangkat_daerah', MIKRO);
    const merged = find(tr.sasaran_strategis_rpjmd, 8);
    expect(ids(merged.indikator_merge)).toEqual([8, 9]);
    // SS-PD 3 serves RPJMD row 8 and SS-PD 4 row 9: both hang under the merged node.
    expect(ids(merged.sasaran_strategis_pd)).toEqual([3, 4]);
    expect(tr.sasaran_strategis_rpjmd.find((r) => r.id === 9)).toBeUndefined();
  });

  it('merges SS-PD rows of a unit with the same sasaran', async () => {
    const db = t.database.db;
    const [original] = await db.select().from(sasaranStrategisPd).where(eq(sasaranStrategisPd.id, 3));
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = original!;
    const [twin] = await db
      .insert(sasaranStrategisPd)
      .values({ ...copy, iku: 'Angka Partisipasi Kasar (APK) SD', target_1: 105 })
      .returning({ id: sasaranStrategisPd.id });
    // Written behind the API's back: tell the read cache, as every write path does.
    await publish(db, { kind: 'data' });
    try {
      const tr = await tree('perangkat_daerah', MIKRO);
      const node = find(ssPdOf(tr), 3);
      expect(node.indikator_merge.map((m) => [m.id, m.indikator, m.target])).toEqual([
        [3, original!.iku, 97.2],
        [twin!.id, 'Angka Partisipasi Kasar (APK) SD', 105],
      ]);
      expect(ssPdOf(tr).find((s) => s.id === twin!.id)).toBeUndefined();
    } finally {
      await db.delete(sasaranStrategisPd).where(eq(sasaranStrategisPd.id, twin!.id));
      await publish(db, { kind: 'data' });
    }
  });
});

describe('cross items', () => {
  it("shows adopted programs and sub kegiatan with is_cross and the other unit's name, not expanded", async () => {
    const tr = await tree('perangkat_daerah', MIKRO);
    const ss3 = find(ssPdOf(tr), 3);
    expect(ss3.kinerja_program_cross.length).toBeGreaterThan(0);
    for (const cross of ss3.kinerja_program_cross) {
      expect(cross.is_cross).toBe(true);
      expect(cross.satuan_kerja.satuan_kerja_id).not.toBe('1010');
      expect(cross.kinerja_kegiatan).toEqual([]);
    }
    const kegiatan29 = find(kegiatanOf(tr), 29);
    const adopted = find(kegiatan29.kinerja_sub_kegiatan_cross, 79);
    expect(adopted).toMatchObject({ is_cross: true, satuan_kerja: { satuan_kerja_id: '1020' } });
    expect(adopted.satuan_kerja.satuan_kerja_nama).toEqual(expect.any(String));
    expect(subKegiatanOf(tr).find((s) => s.id === 79)).toBeUndefined();
  });

  it("shows the RSUD's kegiatan 54 adopting Dinkes sub kegiatan 77", async () => {
    const tr = await tree('super', `${MIKRO}?satuan_kerja_id=1025`);
    const kegiatan54 = find(kegiatanOf(tr), 54);
    expect(find(kegiatan54.kinerja_sub_kegiatan_cross, 77).is_cross).toBe(true);
  });
});

describe('bayangan (arsitektur-kinerja-bayangan)', () => {
  it("marks 'render' nodes with a kinerja bayangan, 'hide' those with one below, leaves out the rest", async () => {
    const tr = await tree('perangkat_daerah', `${MIKRO}?type=arsitektur-kinerja&bayangan=true`);
    expect(tr).toMatchObject({ type: 'arsitektur-kinerja', bayangan: true });
    const programs = programsOf(tr);
    expect(find(programs, 16)).toMatchObject({
      render_status: 'render',
      kinerja_bayangan: { sasaran: expect.any(String) },
    });
    expect(find(programs, 17)).toMatchObject({ render_status: 'hide', kinerja_bayangan: null });
    expect(programs.find((p) => p.id === 15)).toBeUndefined();
    expect(programs.find((p) => p.id === 18)).toBeUndefined();
    expect(find(ssPdOf(tr), 3).render_status).toBe('render');
    expect(find(ssPdOf(tr), 4).render_status).toBe('hide');
    expect(ssPdOf(tr).find((s) => s.id === 5)).toBeUndefined();
    expect(find(subKegiatanOf(tr), 56).render_status).toBe('render');
  });

  it('has no render_status outside the bayangan view', async () => {
    const tr = await tree('perangkat_daerah', MIKRO);
    expect(allKeys(tr).has('render_status')).toBe(false);
  });
});

describe('max_level', () => {
  it('cuts the depth: 3 stops at programs, 6 adds langkah aksi, 7 team members', async () => {
    const three = await tree('perangkat_daerah', `${MIKRO}?max_level=3`);
    expect(programsOf(three).length).toBe(4);
    expect(kegiatanOf(three)).toEqual([]);

    const six = await tree('perangkat_daerah', `${MIKRO}?max_level=6`);
    const langkah = subKegiatanOf(six).flatMap((s) => s.kinerja_langkah_aksi);
    expect(langkah.length).toBeGreaterThan(0);
    expect(langkah[0]).toMatchObject({ level: 'kinerja-langkah-aksi', sub_kegiatan: { nama: expect.any(String) } });
    expect(langkah.every((l) => l.tim_kerja_anggota.length === 0)).toBe(true);

    const seven = await tree('perangkat_daerah', `${MIKRO}?max_level=7`);
    const anggota = subKegiatanOf(seven).flatMap((s) => s.kinerja_langkah_aksi.flatMap((l) => l.tim_kerja_anggota));
    expect(anggota.length).toBeGreaterThan(0);
    expect(anggota[0]).toMatchObject({ level: 'tim-kerja-anggota', nama_pegawai_anggota: expect.any(String) });
  });

  it('keeps the RPJMD level alone at max_level 1', async () => {
    const one = await tree('perangkat_daerah', `${MIKRO}?max_level=1`);
    expect(one.sasaran_strategis_rpjmd.length).toBeGreaterThan(0);
    expect(ssPdOf(one)).toEqual([]);
  });
});

describe('scoping per role', () => {
  it('gives a unit account its own unit whatever it asks for', async () => {
    const tr = await tree('perangkat_daerah', `${MIKRO}?satuan_kerja_id=1020`);
    expect(tr.satuan_kerja?.satuan_kerja_id).toBe('1010');
  });

  it('lets super and setda choose the unit', async () => {
    expect((await tree('super', `${MIKRO}?satuan_kerja_id=1020`)).satuan_kerja?.satuan_kerja_id).toBe('1020');
    expect((await tree('setda', `${MIKRO}?satuan_kerja_id=1010`)).satuan_kerja?.satuan_kerja_id).toBe('1010');
    const own = await tree('setda', MIKRO);
    expect(own.satuan_kerja?.satuan_kerja_id).toBe('9999');
    expect(find(ssPdOf(own), 1).pengampu).toBe('Sekretaris Daerah');
    // Setda's goals carry its biro's programs too.
    expect(ids(find(ssPdOf(own), 1).kinerja_program)).toEqual(expect.arrayContaining([5]));
  });

  it("shows a biro setda's upper levels and only its own programs and below", async () => {
    const tr = await tree('biro', `${MIKRO}?satuan_kerja_id=1010`);
    expect(tr.satuan_kerja?.satuan_kerja_id).toBe('9999001');
    expect(ssPdOf(tr).every((s) => s.satuan_kerja.satuan_kerja_id === '9999')).toBe(true);
    expect(find(ssPdOf(tr), 1).pengampu).toBe('Sekretaris Daerah');
    expect(ids(programsOf(tr))).toEqual([5]);
    expect(programsOf(tr).every((p) => p.satuan_kerja.satuan_kerja_id === '9999001')).toBe(true);
    expect(ssPdOf(tr).every((s) => s.kinerja_program_cross.length === 0)).toBe(true);
  });

  it('answers 404 for a unit that does not exist', async () => {
    const res = await t.as('super', { method: 'GET', url: `${MIKRO}?satuan_kerja_id=0000` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Satuan kerja tidak ditemukan');
  });
});

describe('public-display/display-mikro/cascading', () => {
  it('answers without login, cacheable, with the same tree', async () => {
    const res = await t.as(null, { method: 'GET', url: `${PUBLIC_MIKRO}?satuan_kerja_id=1010` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(res.headers.vary)).toContain('default-key-tahun-kinerja-public');
    const pub = cascadingResponseSchema.parse(res.json()).data;
    const own = await tree('perangkat_daerah', MIKRO);
    expect(pub).toEqual(own);
  });

  it('takes the public year header', async () => {
    const pub = await tree(null, `${PUBLIC_MIKRO}?satuan_kerja_id=1010`, {
      'default-key-tahun-kinerja-public': '2025',
    });
    expect(ids(programsOf(pub))).toEqual([19, 20, 21, 22]);
  });

  it('holds only public fields', async () => {
    const pub = await tree(null, `${PUBLIC_MIKRO}?satuan_kerja_id=1010&max_level=7`);
    const keys = allKeys(pub);
    for (const secret of [
      'updated_by',
      'updated_at',
      'created_at',
      'nip',
      'ketua_nip',
      'catatan_validasi',
      'status_validasi',
      'keterangan',
      'password_hash',
    ]) {
      expect(keys.has(secret), secret).toBe(false);
    }
  });

  it('needs the unit (422) and answers 404 for an unknown one', async () => {
    const missing = await t.as(null, { method: 'GET', url: PUBLIC_MIKRO });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.satuan_kerja_id).toEqual(['Satuan kerja wajib dipilih']);
    expect((await t.as(null, { method: 'GET', url: `${PUBLIC_MIKRO}?satuan_kerja_id=0000` })).statusCode).toBe(404);
  });
});

describe('display-makro/cascading (city level)', () => {
  it("shows the RPJMD goals down to every unit's SS-PD", async () => {
    const tr = await tree('pemerintah_daerah', MAKRO);
    expect(tr.satuan_kerja).toBeNull();
    const units = new Set(ssPdOf(tr).map((s) => s.satuan_kerja.satuan_kerja_id));
    expect(units.has('1010')).toBe(true);
    expect(units.has('9999')).toBe(true);
    expect(ssPdOf(tr).every((s) => s.kinerja_program.length === 0)).toBe(true);
    expect(find(tr.sasaran_strategis_rpjmd, 8).indikator_merge.length).toBe(2);
  });

  it('has a public variant without login, and needs login on the private one', async () => {
    expect((await t.as(null, { method: 'GET', url: MAKRO })).statusCode).toBe(401);
    const res = await t.as(null, { method: 'GET', url: PUBLIC_MAKRO });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('sends a cache hit with the stored ETag and compressed body', async () => {
    const plain = await t.as(null, { method: 'GET', url: PUBLIC_MAKRO });
    for (const coding of ['br', 'gzip'] as const) {
      const res = await t.as(null, { method: 'GET', url: PUBLIC_MAKRO, headers: { 'accept-encoding': coding } });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(String(res.headers.vary)).toContain('Accept-Encoding');
      const unzip = coding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(unzip(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('bounded statements', () => {
  it('builds the deepest tree in one statement: its context and every level at once', async () => {
    const { count } = await countQueries(() =>
      unitTree(t.database.db, '1010', 2024, { max_level: 7, type: 'cascading', show_skp: false, bayangan: false }),
    );
    expect(count).toBe(1);
  });
});
