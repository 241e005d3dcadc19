import { defineImport, POLARITAS_COLUMN, type ImportColumn } from './recipe';

/**
 * The kinerja kinds of import (issue 26 kind d): a unit's kinerja program, kegiatan and sub kegiatan
 * of the year with their budgets, one kind per level. The columns of each are its list's export
 * columns (the others of the export are ignored), so an export can be edited and imported back.
 */

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
    POLARITAS_COLUMN,
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

type Resource = 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';

/** The code column of a level: the code of its master row (Program, Kegiatan, Sub Kegiatan). */
function kodeColumn(master: string, example: string): ImportColumn {
  const note = `Kode ${master.toLowerCase()} seperti pada data master ${master} (${example.split('.').length} segmen, misalnya ${example}).`;
  return { key: 'kode', header: `Kode ${master}`, type: 'code', required: true, max: 40, example: [example], note };
}

/**
 * A kinerja level's import: the parent column, the code column, the measurement, the level's tail.
 * `master` names the level (sheet 'Kinerja {master}', column 'Kode {master}'); `kode` is an example.
 */
function kinerjaImport(level: {
  kind: Resource;
  title: string;
  basePath?: string;
  master: string;
  induk: ImportColumn;
  kode: string;
  ukuran: Parameters<typeof ukuranColumns>[0];
  tail?: ImportColumn[];
  petunjuk?: string[];
}) {
  const list = `Kinerja ${level.master}`;
  return defineImport({
    kind: level.kind,
    title: level.title,
    area: 'perencanaan',
    group: level.kind,
    basePath: level.basePath ?? `/${level.kind}`,
    resource: level.kind,
    scope: 'unit',
    sheet: list,
    columns: [level.induk, kodeColumn(level.master, level.kode), ...ukuranColumns(level.ukuran), ...(level.tail ?? [])],
    matchBy: ['kode', 'indikator'],
    petunjuk: [...petunjukKinerja(list.toLowerCase(), list), ...(level.petunjuk ?? [])],
  });
}

/** The parent column of a child level: the parent's indicator, optional while there is one parent. */
function indukColumn(key: string, parent: string, example: string, note: string): ImportColumn {
  return { key, header: `Indikator ${parent}`, type: 'text', max: 2000, example: [example], note };
}

/** A unit's kinerja program of the year with its budget; the columns are the list's export columns. */
export const imporKinerjaProgram = kinerjaImport({
  kind: 'kinerja-program',
  title: 'Kinerja Program',
  master: 'Program',
  induk: {
    key: 'sasaran_strategis_pd',
    header: 'Sasaran Strategis PD',
    type: 'text',
    max: 2000,
    example: ['Meningkatnya mutu pendidikan dasar'],
    note: 'Sasaran strategis PD unit Anda persis seperti tertulis di Sakip (induknya); wajib untuk kinerja program baru, kosong berarti tidak berubah.',
  },
  kode: '1.01.02',
  ukuran: {
    sasaran: 'Meningkatnya akses pendidikan dasar',
    indikator: 'Angka partisipasi murni SD',
    target: 98.5,
    satuan: '%',
    anggaran: 1_250_000_000,
  },
});

/** A unit's kinerja kegiatan of the year with its budget, under the unit's kinerja program. */
export const imporKinerjaKegiatan = kinerjaImport({
  kind: 'kinerja-kegiatan',
  title: 'Kinerja Kegiatan',
  master: 'Kegiatan',
  induk: indukColumn(
    'indikator_program',
    'Program',
    'Angka partisipasi murni SD',
    'Indikator kinerja program induknya (program dari kode kegiatan) persis seperti tertulis di Sakip; boleh kosong bila unit hanya punya satu kinerja program untuk program itu.',
  ),
  kode: '1.01.02.2.01',
  ukuran: {
    sasaran: 'Terkelolanya pendidikan sekolah dasar',
    indikator: 'Jumlah sekolah dasar yang dikelola',
    target: 120,
    satuan: 'sekolah',
    anggaran: 750_000_000,
  },
});

/**
 * A unit's kinerja sub kegiatan of the year with its budget, under the unit's kinerja kegiatan. Its
 * own base path: /kinerja-sub-kegiatan/import is the monthly realisations' (imporRealisasiBulanan).
 */
export const imporKinerjaSubKegiatan = kinerjaImport({
  kind: 'kinerja-sub-kegiatan',
  title: 'Kinerja Sub Kegiatan dan Anggaran',
  basePath: '/kinerja-sub-kegiatan/anggaran',
  master: 'Sub Kegiatan',
  induk: indukColumn(
    'indikator_kegiatan',
    'Kegiatan',
    'Jumlah sekolah dasar yang dikelola',
    'Indikator kinerja kegiatan induknya (kegiatan dari kode sub kegiatan) persis seperti tertulis di Sakip; boleh kosong bila unit hanya punya satu kinerja kegiatan untuk kegiatan itu.',
  ),
  kode: '1.01.02.2.01.0001',
  ukuran: {
    sasaran: 'Tersedianya ruang kelas sekolah dasar yang layak',
    indikator: 'Jumlah ruang kelas yang direhabilitasi',
    target: 24,
    satuan: 'ruang',
    anggaran: 480_000_000,
  },
  tail: [
    {
      key: 'indikator_kemendagri',
      header: 'Indikator Kemendagri',
      type: 'text',
      max: 2000,
      example: ['Jumlah Unit Sekolah Baru yang Dibangun'],
      note: 'Rumusan indikator menurut Kemendagri (kamus indikator); kosong berarti tidak berubah.',
    },
  ],
  petunjuk: [
    'Kinerja sub kegiatan yang sudah divalidasi Bappeda dan berubah oleh impor ini kembali menjadi Belum Tervalidasi, sama seperti bila diubah lewat formulir.',
    'Target dan realisasi bulanan diimpor lewat "Impor Realisasi Bulanan" pada daftar yang sama.',
  ],
});
