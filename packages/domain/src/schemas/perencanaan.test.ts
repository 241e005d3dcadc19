import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGE_CATATAN_TOLAK,
  MESSAGE_KATEGORI_TEMATIK_WAJIB,
  MESSAGE_PENGAMPU_SATU,
  MESSAGE_PENGAMPU_TIM_KERJA,
  MESSAGE_PENGAMPU_UNIT_KERJA,
  catatanCsfSchema,
  kinerjaKegiatanCrossSchema,
  kinerjaLangkahAksiSchema,
  kinerjaProgramSchema,
  kinerjaSubKegiatanSchema,
  penyebabKegagalanSchema,
  perencanaanListQuerySchema,
  rencanaAksiRbSchema,
  rencanaAksiSchema,
  sasaranStrategisPdSchema,
  validasiBappedaSchema,
  validasiPerencanaanSchema,
} from './perencanaan';

/** field path → messages, like the 422 `errors` object. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const program = {
  sasaran_strategis_pd_id: 1,
  program_id: 2,
  sasaran: 'Meningkatnya mutu pendidikan',
  indikator: 'Angka partisipasi sekolah',
  satuan: '%',
  target: 95,
  anggaran: 1_000_000_000,
};

describe('kinerja program payload', () => {
  it('accepts a minimal payload and fills the defaults', () => {
    const value = kinerjaProgramSchema.parse(program);
    expect(value.polaritas).toBe('naik');
    expect(value.target_bulanan).toEqual(Array(12).fill(null));
    expect(value.realisasi_anggaran_bulanan).toHaveLength(12);
    expect(value.pengampu_type).toBeNull();
    expect(value.unit_kerja_id).toBeNull();
    expect(value.skp).toBe(false);
    expect(value.urutan).toBe(0);
    expect(value.do_rumus).toBeNull();
    expect(value.satuan_kerja_id).toBeNull();
  });

  it('says in Indonesian what is missing', () => {
    const errors = errorsOf(kinerjaProgramSchema, {});
    expect(errors.sasaran).toEqual(['Sasaran wajib diisi']);
    expect(errors.indikator).toEqual(['Indikator wajib diisi']);
    expect(errors.satuan).toEqual(['Satuan wajib diisi']);
    expect(errors.target).toEqual(['Target wajib diisi']);
    expect(errors.anggaran).toEqual(['Anggaran wajib diisi']);
    expect(errors.program_id).toEqual(['Program wajib dipilih']);
    expect(errors.sasaran_strategis_pd_id).toEqual(['Sasaran strategis PD wajib dipilih']);
    expect(errorsOf(kinerjaProgramSchema, { ...program, sasaran: '   ' }).sasaran).toEqual(['Sasaran wajib diisi']);
    expect(errorsOf(kinerjaProgramSchema, { ...program, target: '' }).target).toEqual(['Target wajib diisi']);
  });

  it('checks numbers', () => {
    expect(errorsOf(kinerjaProgramSchema, { ...program, target: 'abc' }).target).toEqual(['Target harus berupa angka']);
    expect(errorsOf(kinerjaProgramSchema, { ...program, target: -1 }).target).toEqual(['Target tidak boleh negatif']);
    expect(errorsOf(kinerjaProgramSchema, { ...program, anggaran: -5 }).anggaran).toEqual([
      'Anggaran tidak boleh negatif',
    ]);
    expect(kinerjaProgramSchema.parse({ ...program, target: '12,5', anggaran: '1500.75' })).toMatchObject({
      target: 12.5,
      anggaran: 1500.75,
    });
    expect(errorsOf(kinerjaProgramSchema, { ...program, target: Number.POSITIVE_INFINITY }).target).toEqual([
      'Target harus berupa angka',
    ]);
    expect(errorsOf(kinerjaProgramSchema, { ...program, polaritas: 'datar' }).polaritas).toEqual([
      'Polaritas harus naik atau turun',
    ]);
  });

  it('takes 12 monthly values, each a non-negative number or empty', () => {
    const target_bulanan = [1, 2, '3', '', null, 6, 7, 8, 9, 10, 11, 12];
    expect(kinerjaProgramSchema.parse({ ...program, target_bulanan }).target_bulanan).toEqual([
      1,
      2,
      3,
      null,
      null,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
    ]);
    expect(errorsOf(kinerjaProgramSchema, { ...program, target_bulanan: [1, 2] }).target_bulanan).toEqual([
      'Target bulanan harus berisi 12 bulan',
    ]);
    const bad = Array(12).fill(0);
    bad[4] = -1;
    expect(errorsOf(kinerjaProgramSchema, { ...program, realisasi_bulanan: bad })['realisasi_bulanan.4']).toEqual([
      'Realisasi bulanan tidak boleh negatif',
    ]);
  });

  it('requires the id of the chosen pengampu, and only that one', () => {
    expect(errorsOf(kinerjaProgramSchema, { ...program, pengampu_type: 'unit-kerja' }).unit_kerja_id).toEqual([
      MESSAGE_PENGAMPU_UNIT_KERJA,
    ]);
    expect(errorsOf(kinerjaProgramSchema, { ...program, pengampu_type: 'tim-kerja' }).tim_kerja_id).toEqual([
      MESSAGE_PENGAMPU_TIM_KERJA,
    ]);
    expect(
      errorsOf(kinerjaProgramSchema, { ...program, pengampu_type: 'unit-kerja', unit_kerja_id: 3, tim_kerja_id: 4 })
        .tim_kerja_id,
    ).toEqual([MESSAGE_PENGAMPU_SATU]);
    expect(errorsOf(kinerjaProgramSchema, { ...program, unit_kerja_id: 3 }).unit_kerja_id).toEqual([
      MESSAGE_PENGAMPU_SATU,
    ]);
    expect(kinerjaProgramSchema.parse({ ...program, pengampu_type: 'tim-kerja', tim_kerja_id: '7' })).toMatchObject({
      pengampu_type: 'tim-kerja',
      tim_kerja_id: 7,
      unit_kerja_id: null,
    });
  });
});

describe('other planning payloads', () => {
  it('sub kegiatan has the Kemendagri indicator, the external flag and the category', () => {
    const value = kinerjaSubKegiatanSchema.parse({
      ...program,
      kinerja_kegiatan_id: 5,
      sub_kegiatan_id: 6,
      indikator_kemendagri: 'Jumlah dokumen',
      is_external: true,
      kategori_tematik_id: 2,
    });
    expect(value).toMatchObject({ indikator_kemendagri: 'Jumlah dokumen', is_external: true, kategori_tematik_id: 2 });
    expect(errorsOf(kinerjaSubKegiatanSchema, { ...program }).kinerja_kegiatan_id).toEqual([
      'Kinerja kegiatan wajib dipilih',
    ]);
  });

  it('sasaran strategis PD needs the RPJMD goal, the IKU and five yearly targets', () => {
    const errors = errorsOf(sasaranStrategisPdSchema, { target_1: 1 });
    expect(errors.sasaran_strategis_rpjmd_id).toEqual(['Sasaran strategis RPJMD wajib dipilih']);
    expect(errors.sasaran_strategis_satker).toEqual(['Sasaran wajib diisi']);
    expect(errors.iku).toEqual(['IKU wajib diisi']);
    expect(errors.target_1).toBeUndefined();
    expect(errors.target_5).toEqual(['Target tahun ke-5 wajib diisi']);
    const ok = {
      sasaran_strategis_rpjmd_id: 1,
      sasaran_strategis_satker: 'S',
      iku: 'I',
      satuan: '%',
      target_1: 1,
      target_2: 2,
      target_3: 3,
      target_4: 4,
      target_5: 5,
      baseline: -2,
    };
    expect(sasaranStrategisPdSchema.parse(ok)).toMatchObject({ baseline: -2, realisasi_1: null, triwulan: [] });
    const twice = { tahun: 2024, triwulan: 1, target: 1 };
    expect(errorsOf(sasaranStrategisPdSchema, { ...ok, triwulan: [twice, twice] })['triwulan.1.triwulan']).toEqual([
      'Triwulan tidak boleh ganda dalam satu tahun',
    ]);
    expect(
      errorsOf(sasaranStrategisPdSchema, { ...ok, triwulan: [{ tahun: 2024, triwulan: 5 }] })['triwulan.0.triwulan'],
    ).toEqual(['Triwulan harus 1 sampai 4']);
  });

  it('langkah aksi lists member targets once each', () => {
    const base = { ...program, kinerja_sub_kegiatan_id: 1, anggaran: '' };
    expect(kinerjaLangkahAksiSchema.parse(base).anggaran).toBe(0);
    const member = { tim_kerja_anggota_id: 3, target: 2, satuan: 'dokumen' };
    expect(
      errorsOf(kinerjaLangkahAksiSchema, { ...base, anggota: [member, member] })['anggota.1.tim_kerja_anggota_id'],
    ).toEqual(['Anggota tim tidak boleh ganda']);
  });

  it('a cross link names the adopted item', () => {
    expect(kinerjaKegiatanCrossSchema.parse({ kinerja_kegiatan_id: '9' })).toEqual({ kinerja_kegiatan_id: 9 });
    expect(errorsOf(kinerjaKegiatanCrossSchema, {}).kinerja_kegiatan_id).toEqual(['Kinerja kegiatan wajib dipilih']);
  });

  it('a rencana aksi serves an SS-PD or an RPJMD goal', () => {
    const base = { rencana_aksi: 'RA', indikator: 'I', satuan: '%' };
    expect(errorsOf(rencanaAksiSchema, base).sasaran_strategis_pd_id).toEqual(['Sasaran strategis wajib dipilih']);
    expect(rencanaAksiSchema.parse({ ...base, sasaran_strategis_pd_id: 1, tw1: '2' })).toMatchObject({
      tw1: 2,
      tw4: null,
    });
  });

  it('notes name their node, quarters are 1 to 4', () => {
    expect(catatanCsfSchema.parse({ level: 'kinerja-program', kinerja_id: 1, catatan: 'x' }).triwulan).toBeNull();
    expect(
      errorsOf(penyebabKegagalanSchema, { level: 'kinerja-program', kinerja_id: 1, triwulan: 0, penyebab: 'x' })
        .triwulan,
    ).toEqual(['Triwulan harus 1 sampai 4']);
    expect(errorsOf(catatanCsfSchema, { level: 'program', kinerja_id: 1, catatan: 'x' }).level).toEqual([
      'Tingkat kinerja wajib dipilih',
    ]);
  });

  it('the RB modal needs a category (SPEC §5)', () => {
    expect(errorsOf(rencanaAksiRbSchema, { kinerjaSubKegiatanId: 1 }).jenisRbId).toEqual([
      MESSAGE_KATEGORI_TEMATIK_WAJIB,
    ]);
    expect(MESSAGE_KATEGORI_TEMATIK_WAJIB).toBe('Silakan pilih salah satu kategori tematik');
  });
});

describe('validation steps', () => {
  it('a planning validator rejects only with a note', () => {
    expect(validasiPerencanaanSchema.parse({ tahap: 2, keputusan: 'setuju' })).toEqual({
      tahap: 2,
      keputusan: 'setuju',
      catatan: null,
    });
    expect(errorsOf(validasiPerencanaanSchema, { tahap: 2, keputusan: 'tolak' }).catatan).toEqual([
      MESSAGE_CATATAN_TOLAK,
    ]);
    expect(errorsOf(validasiPerencanaanSchema, { tahap: 4, keputusan: 'setuju' }).tahap).toEqual([
      'Tahap harus 1, 2 atau 3',
    ]);
  });

  it('Bappeda rejects only with a note', () => {
    expect(validasiBappedaSchema.parse({ status_validasi: true })).toEqual({
      status_validasi: true,
      catatan_validasi: null,
    });
    expect(errorsOf(validasiBappedaSchema, { status_validasi: false }).catatan_validasi).toEqual([
      MESSAGE_CATATAN_TOLAK,
    ]);
  });

  it('list filters: validation status and pengampu', () => {
    expect(perencanaanListQuerySchema.parse({ status_validasi: '1', pengampu: '-' })).toMatchObject({
      page: 1,
      per_page: 20,
      status_validasi: '1',
      pengampu: '-',
    });
    expect(perencanaanListQuerySchema.safeParse({ pengampu: 'x' }).success).toBe(false);
  });
});
