import { z } from 'zod';
import { intWithDefault, optionalId, optionalText, requiredText, satuanKerjaQuery } from './primitives';
import { listQuerySchema } from './common';
import { text, textN, num, angka } from './record-fields';

/** LKIP narratives (lkip/narasi-pemda: the city's report; lkip/narasi-pd: a unit's report). */

/**
 * The parts of an LKIP a narrative belongs to (PermenPAN-RB 53/2014, DOMAIN-3 §1.2): 0 = the
 * front matter (Kata Pengantar and Ikhtisar Eksekutif, told apart by the kind), then the four
 * chapters. The labels are the chapter titles of the screens, the narrative lists and the PDF.
 */
export const BAB_LKIP = [0, 1, 2, 3, 4] as const;
export type BabLkip = (typeof BAB_LKIP)[number];
export const BAB_LKIP_LABELS: Record<BabLkip, string> = {
  0: 'Kata Pengantar dan Ikhtisar Eksekutif',
  1: 'Bab I Pendahuluan',
  2: 'Bab II Perencanaan Kinerja',
  3: 'Bab III Akuntabilitas Kinerja',
  4: 'Bab IV Penutup',
};

/** A JSON integer 0..4 (or its digits from the select); `true` or [] is not a chapter. */
const babSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.union(
    BAB_LKIP.map((b) => z.literal(b)),
    { error: 'Bab wajib dipilih' },
  ),
);

/**
 * The seven narratives of a goal in Bab III (DOMAIN-2 §5; PermenPAN-RB 53/2014), in the order
 * the LKIP prints them under the goal.
 */
export const NARASI_JENIS_SASARAN = [
  'target-realisasi',
  'tahun-sebelumnya',
  'target-akhir',
  'nasional',
  'penyebab-solusi',
  'program-pendukung',
  'efisiensi',
] as const;

/**
 * Every kind of narrative, in the order the LKIP prints them: the front matter's two (Kata
 * Pengantar, Ikhtisar Eksekutif), Bab I's three about the organisation, then Bab III's seven per
 * goal. A narrative of Bab I-IV may have no kind (a free section of its chapter).
 */
export const NARASI_JENIS = [
  'kata-pengantar',
  'ikhtisar-eksekutif',
  'tugas-fungsi',
  'struktur-organisasi',
  'isu-strategis',
  ...NARASI_JENIS_SASARAN,
] as const;
export type NarasiJenis = (typeof NARASI_JENIS)[number];
export const NARASI_JENIS_LABELS: Record<NarasiJenis, string> = {
  'kata-pengantar': 'Kata Pengantar',
  'ikhtisar-eksekutif': 'Ikhtisar Eksekutif',
  'tugas-fungsi': 'Tugas dan fungsi organisasi',
  'struktur-organisasi': 'Struktur organisasi',
  'isu-strategis': 'Isu strategis',
  'target-realisasi': 'Perbandingan target dan realisasi kinerja tahun ini',
  'tahun-sebelumnya': 'Perbandingan realisasi kinerja dengan tahun-tahun sebelumnya',
  'target-akhir': 'Perbandingan realisasi kinerja dengan target akhir periode',
  nasional: 'Perbandingan realisasi kinerja dengan standar nasional',
  'penyebab-solusi': 'Penyebab keberhasilan atau kegagalan dan alternatif solusi',
  'program-pendukung': 'Program dan kegiatan yang menunjang pencapaian kinerja',
  efisiensi: 'Efisiensi penggunaan sumber daya',
};
/** The part each kind belongs to. */
export const NARASI_JENIS_BAB: Record<NarasiJenis, BabLkip> = {
  'kata-pengantar': 0,
  'ikhtisar-eksekutif': 0,
  'tugas-fungsi': 1,
  'struktur-organisasi': 1,
  'isu-strategis': 1,
  ...(Object.fromEntries(NARASI_JENIS_SASARAN.map((j) => [j, 3])) as Record<(typeof NARASI_JENIS_SASARAN)[number], 3>),
};
export const isJenisSasaran = (jenis: NarasiJenis): boolean =>
  (NARASI_JENIS_SASARAN as readonly string[]).includes(jenis);
export const MESSAGE_NARASI_SASARAN_BAB = 'Narasi per sasaran hanya untuk Bab III';
export const MESSAGE_NARASI_JENIS_WAJIB = 'Jenis narasi wajib dipilih';
export const messageJenisBab = (jenis: NarasiJenis): string =>
  `${NARASI_JENIS_LABELS[jenis]} hanya untuk ${BAB_LKIP_LABELS[NARASI_JENIS_BAB[jenis]]}`;

/** '' or null from the select = no kind. */
const jenisSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.enum(NARASI_JENIS, { error: 'Jenis narasi tidak dikenal' }).nullable(),
);

export const narasiLkipSchema = z
  .object({
    /** Only read on lkip/narasi-pd, when the actor may choose the unit (super). */
    satuan_kerja_id: optionalText('Satuan kerja', 20),
    bab: babSchema,
    judul: requiredText('Judul', 300),
    narasi: requiredText('Narasi', 50000),
    urutan: intWithDefault('Urutan', 0),
    /**
     * The goal the narrative is written under (Bab III): an RPJMD goal (sasaran_strategis_rpjmd.id)
     * on narasi-pemda, an SS-PD of the unit (sasaran_strategis_pd.id) on narasi-pd; the server
     * checks it belongs to the city / the unit and the year's period.
     */
    sasaran_id: optionalId('Sasaran'),
    jenis: jenisSchema,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const perSasaran = v.sasaran_id !== null || (v.jenis !== null && isJenisSasaran(v.jenis));
    if (perSasaran && v.bab !== 3) issue('bab', MESSAGE_NARASI_SASARAN_BAB);
    else if (v.jenis !== null && NARASI_JENIS_BAB[v.jenis] !== v.bab) issue('jenis', messageJenisBab(v.jenis));
    // A goal needs one of its seven kinds; the front matter needs its kind (which of the two).
    const needsKind = v.sasaran_id !== null || v.bab === 0;
    if (needsKind && v.jenis === null) issue('jenis', MESSAGE_NARASI_JENIS_WAJIB);
  });
export type NarasiLkipInput = z.input<typeof narasiLkipSchema>;

export const narasiLkipListQuerySchema = listQuerySchema.extend({
  satuan_kerja_id: satuanKerjaQuery,
  bab: z.enum(['', '0', '1', '2', '3', '4']).optional(),
});
export type NarasiLkipListQuery = z.infer<typeof narasiLkipListQuerySchema>;

export const narasiLkipRecordSchema = z.object({
  id: num,
  tahun: num,
  satuan_kerja_id: textN,
  satuan_kerja_nama: textN,
  bab: num,
  bab_nama: text,
  judul: text,
  narasi: text,
  urutan: num,
  sasaran_id: angka,
  /** 'sasaran — indikator' of the linked goal. */
  sasaran_nama: textN,
  jenis: z.enum(NARASI_JENIS).nullable(),
  jenis_nama: textN,
  updated_at: text,
});
export type NarasiLkipRecord = z.infer<typeof narasiLkipRecordSchema>;
