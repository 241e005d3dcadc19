import { defineImport, POLARITAS_COLUMN, type ImportColumn } from './recipe';

/**
 * The planning documents of a period as import kinds (DOMAIN-3 §3, issue 26): a unit's renstra
 * (SS-PD with its IKU and yearly targets) and the city's RPJMD tree (misi → tujuan → sasaran →
 * indikator with yearly targets). Their year columns are named by the period's years
 * ("Target {tahun_1}" reads "Target 2025" for the period 2025-2029: `importRecipeOfPeriod`), as the
 * lists of the period export them. The server reads and writes them beside the groups they fill
 * (modules/perencanaan/sasaran-strategis-pd, modules/perencanaan/visi-misi-rpjmd).
 */

const TAHUN_KE = [1, 2, 3, 4, 5] as const;

/** Baseline and the five yearly targets of the period. */
function nilaiPeriodeColumns(baseline: number[], targets: number[][]): ImportColumn[] {
  return [
    { key: 'baseline', header: 'Baseline', type: 'number', example: baseline, note: 'Nilai tahun sebelum periode.' },
    ...TAHUN_KE.map((k): ImportColumn => ({
      key: `target_${k}`,
      header: `Target {tahun_${k}}`,
      type: 'number',
      example: targets.map((t) => t[k - 1] ?? null),
    })),
  ];
}

/** A unit's renstra of the period: its SS-PD with IKU and targets; the columns of the list's export. */
export const imporRenstra = defineImport({
  kind: 'renstra',
  title: 'Renstra (Sasaran Strategis PD dan IKU)',
  area: 'perencanaan',
  group: 'sasaran-strategis-pd',
  basePath: '/sasaran-strategis-pd',
  resource: 'sasaran-strategis-pd',
  scope: 'unit',
  sheet: 'Sasaran Strategis PD',
  columns: [
    {
      key: 'sasaran_rpjmd',
      header: 'Sasaran Strategis RPJMD',
      type: 'text',
      max: 2000,
      example: ['Meningkatnya kualitas pendidikan'],
      note: 'Sasaran strategis RPJMD induknya, persis seperti tertulis di Sakip (teks atau nomornya, misalnya 1.2.1); wajib untuk baris baru, kosong berarti tidak berubah.',
    },
    {
      key: 'indikator_rpjmd',
      header: 'Indikator Sasaran RPJMD',
      type: 'text',
      max: 2000,
      example: [null],
      note: 'Boleh kosong; isi bila sasaran RPJMD itu punya lebih dari satu indikator, untuk memilih satu.',
    },
    {
      key: 'sasaran',
      header: 'Sasaran Strategis PD',
      type: 'text',
      required: true,
      max: 2000,
      example: ['Meningkatnya mutu pendidikan dasar'],
      note: 'Sasaran strategis PD dan IKU menentukan barisnya: pasangan yang belum ada di unit Anda pada periode ini ditambahkan.',
    },
    { key: 'iku', header: 'IKU', type: 'text', required: true, max: 2000, example: ['Angka partisipasi murni SD'] },
    { key: 'satuan', header: 'Satuan', type: 'text', required: true, max: 100, example: ['%'] },
    POLARITAS_COLUMN,
    ...nilaiPeriodeColumns([95], [[96, 97, 98, 99, 100]]),
  ],
  matchBy: ['sasaran', 'iku'],
  petunjuk: [
    'Setiap baris satu sasaran strategis PD dengan IKU-nya untuk unit Anda pada periode RPJMD tahun yang dipilih. Baris dengan sasaran dan IKU yang sudah ada diperbarui; yang belum ada ditambahkan.',
    'Ekspor daftar Sasaran Strategis PD dapat diubah lalu diimpor kembali: kolom lain di berkas (No, Satuan Kerja, Realisasi, Capaian, Pengampu) diabaikan.',
    'Sasaran strategis PD yang tidak ada di berkas tidak dihapus. Sel Baseline, Target dan Polaritas yang kosong tidak mengubah nilainya; baris baru wajib mengisi kelima target.',
    'Impor ditolak seluruhnya bila perencanaan unit pada tahun itu sedang divalidasi atau sudah divalidasi.',
  ],
});

/**
 * A level of the RPJMD tree: its number (optional) and its text (required), with the two example
 * rows (one text: both rows under the same parent).
 */
function levelColumns(
  key: string,
  noHeader: string,
  header: string,
  texts: string[],
  numbers: number[],
): ImportColumn[] {
  const note =
    key === 'indikator'
      ? 'Indikator sasaran strategis; setiap baris satu indikator dengan target per tahun (sasaran strategis RPJMD).'
      : undefined;
  return [
    { key: `no_${key}`, header: noHeader, type: 'number', example: numbers },
    {
      key,
      header,
      type: 'text',
      required: true,
      max: key === 'indikator' ? 2000 : 5000,
      example: [texts[0] ?? null, texts[1] ?? texts[0] ?? null],
      ...(note ? { note } : {}),
    },
  ];
}

/** The RPJMD tree of the period (super): one row per indicator of a sasaran strategis with its ancestors. */
export const imporRpjmd = defineImport({
  kind: 'rpjmd',
  title: 'Pohon RPJMD (Misi, Tujuan, Sasaran Strategis, Indikator dan Target)',
  area: 'perencanaan',
  group: 'visi-misi-rpjmd',
  basePath: '/visi-misi-rpjmd',
  resource: 'periode-rpjmd',
  scope: 'city',
  sheet: 'Pohon RPJMD',
  columns: [
    {
      key: 'visi',
      header: 'Visi',
      type: 'text',
      max: 5000,
      example: ['Kota yang maju, sejahtera dan berkelanjutan', null],
      note: 'Visi periode; wajib bila periode belum punya visi, boleh kosong bila sudah (isi yang berbeda mengganti teksnya).',
    },
    ...levelColumns('misi', 'No Misi', 'Misi', ['Mewujudkan sumber daya manusia yang unggul'], [1, 1]),
    ...levelColumns('tujuan', 'No Tujuan', 'Tujuan', ['Meningkatkan kualitas pendidikan'], [1, 1]),
    ...levelColumns('sasaran', 'No Sasaran', 'Sasaran Strategis', ['Meningkatnya kualitas pendidikan'], [1, 1]),
    ...levelColumns(
      'indikator',
      'No Indikator',
      'Indikator',
      ['Rata-rata lama sekolah', 'Harapan lama sekolah'],
      [1, 2],
    ),
    { key: 'satuan', header: 'Satuan', type: 'text', required: true, max: 100, example: ['tahun', 'tahun'] },
    { ...POLARITAS_COLUMN, example: ['naik', 'naik'] },
    ...nilaiPeriodeColumns(
      [9.1, 13.2],
      [
        [9.2, 9.3, 9.4, 9.5, 9.6],
        [13.3, 13.4, 13.5, 13.6, 13.7],
      ],
    ),
  ],
  matchBy: ['misi', 'tujuan', 'sasaran', 'indikator'],
  petunjuk: [
    'Setiap baris satu indikator sasaran strategis beserta misi, tujuan dan sasaran strategis induknya, untuk periode RPJMD tahun yang dipilih.',
    'Setiap tingkat dicocokkan dengan teksnya di bawah induknya (tanpa membedakan huruf besar dan spasi berlebih), lalu dengan nomornya: teks baru dengan nomor yang sudah ada mengganti teks itu; teks dan nomor baru ditambahkan.',
    'Induk yang sama ditulis di setiap barisnya; baris yang hanya berbeda spasi tidak menambah induk ganda. Nomor kosong: nomor berikutnya untuk yang baru, tidak berubah untuk yang ada.',
    'Baseline dan target per tahun mengisi sasaran strategis RPJMD indikator itu; sel yang kosong tidak mengubah nilainya, indikator baru wajib mengisi kelima target.',
    'Yang tidak ada di berkas tidak dihapus.',
  ],
});
