import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { formatDate, PK_TANGGAL_KOSONG } from '@sakip/domain';
import { kinerjaKegiatan, kinerjaProgram, kinerjaSubKegiatan, sasaranStrategisPd } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import { pkModel, tempatOf } from './perjanjian-kinerja.service';

const t = testAppForFile();
const ids = { ssPd: 0, program: 0, kegiatan: 0, sub: 0 };

beforeAll(async () => {
  const db = t.database.db;
  const [ss] = await db
    .select({ id: sasaranStrategisPd.id })
    .from(sasaranStrategisPd)
    .where(eq(sasaranStrategisPd.satuan_kerja_id, '1010'))
    .orderBy(asc(sasaranStrategisPd.id))
    .limit(1);
  const [kp] = await db
    .select({ id: kinerjaProgram.id })
    .from(kinerjaProgram)
    .where(
      and(
        eq(kinerjaProgram.satuan_kerja_id, '1010'),
        eq(kinerjaProgram.tahun, 2024),
        eq(kinerjaProgram.pengampu_type, 'unit-kerja'),
      ),
    )
    .limit(1);
  const [kk] = await db
    .select({ id: kinerjaKegiatan.id })
    .from(kinerjaKegiatan)
    .where(isNotNull(kinerjaKegiatan.pengampu_type))
    .limit(1);
  const [ksk] = await db.select({ id: kinerjaSubKegiatan.id }).from(kinerjaSubKegiatan).limit(1);
  Object.assign(ids, { ssPd: ss!.id, program: kp!.id, kegiatan: kk!.id, sub: ksk!.id });
});

const download = (query: string) =>
  t.as(null, { method: 'GET', url: `/backend/api/perjanjian-kinerja/download?${query}` });

describe('GET /perjanjian-kinerja/download', () => {
  it.each([
    ['sasaranStrategisPd', 'ssPd'],
    ['kinerjaProgram', 'program'],
    ['kinerjaKegiatan', 'kegiatan'],
    ['kinerjaSubKegiatan', 'sub'],
  ] as const)('answers a PDF for %s without login', async (jenis, key) => {
    const res = await download(`jenis=${jenis}&id=${ids[key]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^inline; filename="perjanjian-kinerja-2024-[a-z0-9-]+\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("the unit head's PK: with the mayor from the settings, in the city, dated in Indonesian, listing the unit's IKU and programs", async () => {
    const settings = t.app.settings.get();
    const model = await pkModel(t.database.db, settings, 2024, { jenis: 'sasaranStrategisPd', id: ids.ssPd });
    expect(model.pihakPertama.jabatan).toBe('Kepala Dinas Pendidikan');
    expect(model.pihakPertama.nip).toBeTruthy();
    expect(model.pihakKedua).toMatchObject({
      jabatan: `Walikota ${tempatOf(settings.nama_kota)}`,
      nama: settings.nama_walikota,
    });
    expect(model.tempat).toBe('Harapan Jaya');
    // The agreement's date (issue 25 item 35): the year of the PK with the day left blank, never
    // the download date; a chosen date prints in Indonesian.
    expect(model.tanggal).toBe(`${PK_TANGGAL_KOSONG} 2024`);
    expect(model.tanggal).not.toBe(formatDate(new Date()));
    const dated = await pkModel(t.database.db, settings, 2024, {
      jenis: 'sasaranStrategisPd',
      id: ids.ssPd,
      tanggal: '2024-01-15',
    });
    expect(dated.tanggal).toBe('15 Januari 2024');
    expect(model.sasaran.length).toBeGreaterThan(0);
    // Every IKU carries its 2024 target (the period's first year column, target_1), never '-'.
    expect(model.sasaran.every((s) => s.target !== '-' && /\d/.test(s.target))).toBe(true);
    expect(model.anggaran.length).toBeGreaterThan(0);
    expect(model.anggaranLabel).toBe('Program');
  });

  it("a pengampu's PK is signed by the position's official with the unit head above", async () => {
    const model = await pkModel(t.database.db, t.app.settings.get(), 2024, {
      jenis: 'kinerjaProgram',
      id: ids.program,
    });
    expect(model.pihakPertama.jabatan).not.toBe('Kepala Dinas Pendidikan');
    expect(model.pihakKedua.jabatan).toBe('Kepala Dinas Pendidikan');
    expect(model.sasaran.length).toBeGreaterThan(0);
  });

  it('404 for an unknown id, 422 for an unknown jenis or a missing id', async () => {
    expect((await download('jenis=kinerjaProgram&id=999999')).statusCode).toBe(404);
    expect((await download('jenis=sasaranStrategisPd&id=999999')).statusCode).toBe(404);
    const bad = await download('jenis=lainnya&id=1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('jenis');
    expect((await download('jenis=kinerjaProgram')).statusCode).toBe(422);
  });
});
