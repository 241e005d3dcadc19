import { BULAN } from '../format';
import { imporPegawai, imporSatuanKerja, imporUnitKerja } from './kinds-organisasi';
import { defineImport, type ImportColumn } from './recipe';

/**
 * The kinds of import (DOMAIN-3 §3, issue 26): each a declaration of `defineImport`. The server
 * reads and writes them in server/src/modules/<area>/impor-*; the web puts an "Impor" button beside
 * the "Export" of the list each one fills.
 */

function bulanColumns(prefix: string, header: string, type: 'number' | 'rupiah', example: number[]): ImportColumn[] {
  return BULAN.map((bulan, i) => ({
    key: `${prefix}_bulan_${i + 1}`,
    header: `${header} ${bulan}`,
    type,
    example: [example[i % example.length] ?? null],
  }));
}

/** Monthly targets and realisations of a unit's kinerja sub kegiatan of the year. */
export const imporRealisasiBulanan = defineImport({
  kind: 'realisasi-bulanan',
  title: 'Target dan Realisasi Bulanan Kinerja Sub Kegiatan',
  area: 'perencanaan',
  group: 'kinerja-sub-kegiatan',
  basePath: '/kinerja-sub-kegiatan',
  resource: 'kinerja-sub-kegiatan',
  scope: 'unit',
  sheet: 'Realisasi Bulanan',
  columns: [
    {
      key: 'kode',
      header: 'Kode Sub Kegiatan',
      type: 'code',
      required: true,
      max: 40,
      example: ['1.01.02.2.01.0001'],
      note: 'Kode sub kegiatan seperti pada daftar Kinerja Sub Kegiatan.',
    },
    {
      key: 'indikator',
      header: 'Indikator',
      type: 'text',
      required: true,
      max: 2000,
      example: ['Jumlah dokumen perencanaan yang disusun'],
      note: 'Indikator kinerja sub kegiatan persis seperti tertulis di Sakip (kode dan indikator menentukan barisnya).',
    },
    ...bulanColumns('target', 'Target', 'number', [1]),
    ...bulanColumns('realisasi', 'Realisasi', 'number', [1]),
    ...bulanColumns('realisasi_anggaran', 'Realisasi Anggaran', 'rupiah', [1_500_000]),
  ],
  matchBy: ['kode', 'indikator'],
  petunjuk: [
    'Setiap baris mengisi target dan realisasi bulanan satu kinerja sub kegiatan yang sudah ada di unit Anda pada tahun yang dipilih.',
    'Kolom bulan yang tidak ada di berkas dan sel yang kosong tidak mengubah nilai bulan itu.',
    'Realisasi tahunan dan capaian dihitung ulang dari nilai bulanan.',
  ],
});

/** The national program / kegiatan / sub kegiatan nomenclature as SIPD exports it (super). */
export const imporNomenklatur = defineImport({
  kind: 'nomenklatur',
  title: 'Nomenklatur Program, Kegiatan dan Sub Kegiatan',
  area: 'perencanaan',
  group: 'program',
  basePath: '/program',
  resource: 'program',
  scope: 'city',
  sheet: 'Nomenklatur',
  columns: [
    {
      key: 'kode',
      header: 'Kode',
      type: 'code',
      required: true,
      max: 40,
      example: ['1.01', '1.01.02', '1.01.02.2.01', '1.01.02.2.01.0001', 'X.XX.01'],
      note: 'Kode SIPD: program 3 segmen (1.01.02), kegiatan 5 segmen (1.01.02.2.01), sub kegiatan 6 segmen (1.01.02.2.01.0001); X.XX untuk lintas urusan. Baris urusan dan bidang urusan dilewati.',
    },
    {
      key: 'nama',
      header: 'Nomenklatur',
      type: 'text',
      required: true,
      max: 1000,
      example: [
        'URUSAN PEMERINTAHAN BIDANG PENDIDIKAN',
        '1.01.02 PROGRAM PENGELOLAAN PENDIDIKAN',
        '1.01.02.2.01 Pengelolaan Pendidikan Sekolah Dasar',
        '1.01.02.2.01.0001 Pembangunan Unit Sekolah Baru (USB)',
        'PROGRAM PENUNJANG URUSAN PEMERINTAHAN DAERAH KABUPATEN/KOTA',
      ],
      note: 'Nama boleh diawali kodenya seperti ekspor SIPD; kode di depan nama dibuang.',
    },
    {
      key: 'indikator',
      header: 'Indikator',
      type: 'text',
      max: 2000,
      example: [null, null, null, 'Jumlah Unit Sekolah Baru yang Dibangun', null],
    },
    { key: 'satuan', header: 'Satuan', type: 'text', max: 100, example: [null, null, null, 'Unit', null] },
  ],
  matchBy: ['kode'],
  petunjuk: [
    'Unggah ekspor nomenklatur SIPD seluruhnya: pratinjau menunjukkan kode baru, nama yang berubah dan kode lama yang tidak ada lagi di berkas.',
    'Kode yang tidak ada lagi di berkas dinonaktifkan (tidak dihapus), sehingga data tahun lalu tetap utuh.',
    'Induk setiap kegiatan dan sub kegiatan (kode tanpa segmen terakhirnya) harus ada di berkas atau sudah ada di Sakip.',
  ],
});

/** The measurement columns of a kinerja level (as the list exports them) after its code column. */
function ukuranColumns(example: {
  sasaran: string;
  indikator: string;
  target: number;
  satuan: string;
  anggaran: number;
}): ImportColumn[] {
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

export const IMPORT_KINDS = [
  imporRealisasiBulanan,
  imporPegawai,
  imporSatuanKerja,
  imporUnitKerja,
  imporNomenklatur,
  imporKinerjaProgram,
  imporKinerjaKegiatan,
] as const;
