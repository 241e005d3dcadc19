import { BULAN } from '../format';
import { imporKinerjaKegiatan, imporKinerjaProgram, imporKinerjaSubKegiatan } from './kinds-kinerja';
import { imporPegawai, imporSatuanKerja, imporUnitKerja } from './kinds-organisasi';
import { imporRenstra, imporRpjmd } from './kinds-renstra';
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

export const IMPORT_KINDS = [
  imporRealisasiBulanan,
  imporPegawai,
  imporSatuanKerja,
  imporUnitKerja,
  imporNomenklatur,
  imporKinerjaProgram,
  imporKinerjaKegiatan,
  imporKinerjaSubKegiatan,
  imporRenstra,
  imporRpjmd,
] as const;
