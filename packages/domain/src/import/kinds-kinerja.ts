import { defineImport, type ImportColumn } from './recipe';

/**
 * The kinerja kinds of import (issue 26 kind d): a unit's kinerja program, kegiatan and sub kegiatan
 * of the year with their budgets, one kind per level. The columns of each are its list's export
 * columns (the others of the export are ignored), so an export can be edited and imported back.
 */

/** The measurement columns of a kinerja level (as the list exports them) after its code column. */
function ukuranColumns(example: { sasaran: string; indikator: string; target: number; satuan: string; anggaran: number }): ImportColumn[] {
  return [
    { key: 'sasaran', header: 'Sasaran', type: 'text', required: true, max: 2000, example: [example.sasaran] },
    {
      key: 'indikator',
      header: 'Indikator',
      type: 'text',
      required: true,
      max: 2000,
      example: [example.indikator],
      note: 'Kode dan indikator menentukan barisnya: indikator yang belum ada pada kode itu ditambahkan sebagai baris baru.',
    },
    { key: 'target', header: 'Target', type: 'number', example: [example.target] },
    { key: 'satuan', header: 'Satuan', type: 'text', required: true, max: 100, example: [example.satuan] },
    { key: 'anggaran', header: 'Anggaran (Rp)', type: 'rupiah', example: [example.anggaran] },
    {
      key: 'polaritas',
      header: 'Polaritas',
      type: 'enum',
      values: ['naik', 'turun'],
      example: ['naik'],
      note: 'naik: semakin tinggi semakin baik; turun: semakin rendah semakin baik. Kosong: naik untuk baris baru, tidak berubah untuk baris yang ada.',
    },
  ];
}

function petunjukKinerja(level: string, list: string): string[] {
  return [
    `Setiap baris satu ${level} unit Anda pada tahun yang dipilih. Baris dengan kode dan indikator yang sudah ada diperbarui; yang belum ada ditambahkan.`,
    `Ekspor daftar ${list} dapat diubah lalu diimpor kembali: kolom lain di berkas (Realisasi, Capaian, Pengampu, …) diabaikan.`,
    `${list} yang tidak ada di berkas tidak dihapus. Sel Target, Anggaran dan Polaritas yang kosong tidak mengubah nilainya.`,
    'Impor ditolak seluruhnya bila perencanaan unit pada tahun itu sedang divalidasi atau sudah divalidasi.',
  ];
}

/** A unit's kinerja program of the year with its budget; the columns are the list's export columns. */
export const imporKinerjaProgram = defineImport({
  kind: 'kinerja-program',
  title: 'Kinerja Program',
  area: 'perencanaan',
  group: 'kinerja-program',
  basePath: '/kinerja-program',
  resource: 'kinerja-program',
  scope: 'unit',
  sheet: 'Kinerja Program',
  columns: [
    {
      key: 'sasaran_strategis_pd',
      header: 'Sasaran Strategis PD',
      type: 'text',
      max: 2000,
      example: ['Meningkatnya mutu pendidikan dasar'],
      note: 'Sasaran strategis PD unit Anda persis seperti tertulis di Sakip (induknya); wajib untuk kinerja program baru, kosong berarti tidak berubah.',
    },
    {
      key: 'kode',
      header: 'Kode Program',
      type: 'code',
      required: true,
      max: 40,
      example: ['1.01.02'],
      note: 'Kode program seperti pada data master Program (3 segmen, misalnya 1.01.02).',
    },
    ...ukuranColumns({
      sasaran: 'Meningkatnya akses pendidikan dasar',
      indikator: 'Angka partisipasi murni SD',
      target: 98.5,
      satuan: '%',
      anggaran: 1_250_000_000,
    }),
  ],
  matchBy: ['kode', 'indikator'],
  petunjuk: petunjukKinerja('kinerja program', 'Kinerja Program'),
});

/** A unit's kinerja kegiatan of the year with its budget, under the unit's kinerja program. */
export const imporKinerjaKegiatan = defineImport({
  kind: 'kinerja-kegiatan',
  title: 'Kinerja Kegiatan',
  area: 'perencanaan',
  group: 'kinerja-kegiatan',
  basePath: '/kinerja-kegiatan',
  resource: 'kinerja-kegiatan',
  scope: 'unit',
  sheet: 'Kinerja Kegiatan',
  columns: [
    {
      key: 'indikator_program',
      header: 'Indikator Program',
      type: 'text',
      max: 2000,
      example: ['Angka partisipasi murni SD'],
      note: 'Indikator kinerja program induknya (program dari kode kegiatan) persis seperti tertulis di Sakip; boleh kosong bila unit hanya punya satu kinerja program untuk program itu.',
    },
    {
      key: 'kode',
      header: 'Kode Kegiatan',
      type: 'code',
      required: true,
      max: 40,
      example: ['1.01.02.2.01'],
      note: 'Kode kegiatan seperti pada data master Kegiatan (5 segmen, misalnya 1.01.02.2.01).',
    },
    ...ukuranColumns({
      sasaran: 'Terkelolanya pendidikan sekolah dasar',
      indikator: 'Jumlah sekolah dasar yang dikelola',
      target: 120,
      satuan: 'sekolah',
      anggaran: 750_000_000,
    }),
  ],
  matchBy: ['kode', 'indikator'],
  petunjuk: petunjukKinerja('kinerja kegiatan', 'Kinerja Kegiatan'),
});

/**
 * A unit's kinerja sub kegiatan of the year with its budget, under the unit's kinerja kegiatan. Its
 * own base path: /kinerja-sub-kegiatan/import is the monthly realisations' (imporRealisasiBulanan).
 */
export const imporKinerjaSubKegiatan = defineImport({
  kind: 'kinerja-sub-kegiatan',
  title: 'Kinerja Sub Kegiatan dan Anggaran',
  area: 'perencanaan',
  group: 'kinerja-sub-kegiatan',
  basePath: '/kinerja-sub-kegiatan/anggaran',
  resource: 'kinerja-sub-kegiatan',
  scope: 'unit',
  sheet: 'Kinerja Sub Kegiatan',
  columns: [
    {
      key: 'indikator_kegiatan',
      header: 'Indikator Kegiatan',
      type: 'text',
      max: 2000,
      example: ['Jumlah sekolah dasar yang dikelola'],
      note: 'Indikator kinerja kegiatan induknya (kegiatan dari kode sub kegiatan) persis seperti tertulis di Sakip; boleh kosong bila unit hanya punya satu kinerja kegiatan untuk kegiatan itu.',
    },
    {
      key: 'kode',
      header: 'Kode Sub Kegiatan',
      type: 'code',
      required: true,
      max: 40,
      example: ['1.01.02.2.01.0001'],
      note: 'Kode sub kegiatan seperti pada data master Sub Kegiatan (6 segmen, misalnya 1.01.02.2.01.0001).',
    },
    ...ukuranColumns({
      sasaran: 'Tersedianya ruang kelas sekolah dasar yang layak',
      indikator: 'Jumlah ruang kelas yang direhabilitasi',
      target: 24,
      satuan: 'ruang',
      anggaran: 480_000_000,
    }),
    {
      key: 'indikator_kemendagri',
      header: 'Indikator Kemendagri',
      type: 'text',
      max: 2000,
      example: ['Jumlah Unit Sekolah Baru yang Dibangun'],
      note: 'Rumusan indikator menurut Kemendagri (kamus indikator); kosong berarti tidak berubah.',
    },
  ],
  matchBy: ['kode', 'indikator'],
  petunjuk: [
    ...petunjukKinerja('kinerja sub kegiatan', 'Kinerja Sub Kegiatan'),
    'Kinerja sub kegiatan yang sudah divalidasi Bappeda dan berubah oleh impor ini kembali menjadi Belum Tervalidasi, sama seperti bila diubah lewat formulir.',
    'Target dan realisasi bulanan diimpor lewat "Impor Realisasi Bulanan" pada daftar yang sama.',
  ],
});
