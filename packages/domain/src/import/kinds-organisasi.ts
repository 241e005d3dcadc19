import { JENIS_SATUAN_KERJA, JENIS_SATUAN_KERJA_LABELS, type JenisSatuanKerja } from '../organisasi/organisasi-schemas';
import { SATKER_SETDA_ID } from '../satuan-kerja';
import { defineImport, type ImportColumn, type ImportRecipeInput } from './recipe';

/**
 * The organisation imports (issue 26, DOMAIN-3 §3; super): satuan kerja, unit kerja positions and
 * pegawai. Each imports into the list it fills, with that list's export columns, so an export
 * edited in Excel imports back; the server holds every row to the rules of the form.
 */

const STATUS: ImportColumn = {
  key: 'active',
  header: 'Status',
  type: 'enum',
  values: ['Aktif', 'Nonaktif'],
  example: ['Aktif', 'Aktif'],
};

/** A list of the city's referensi (super) imported into itself: its kind names group, path and resource. */
function referensiImport(
  kind: 'satuan-kerja' | 'unit-kerja' | 'pegawai',
  title: string,
  recipe: Pick<ImportRecipeInput, 'columns' | 'matchBy' | 'petunjuk'>,
) {
  return defineImport({
    kind,
    title,
    area: 'referensi',
    group: kind,
    basePath: `/${kind}`,
    resource: kind,
    scope: 'city',
    sheet: title,
    ...recipe,
  });
}

/** The labels the satuan kerja list exports in its Jenis column (the import reads them back). */
export const JENIS_SATUAN_KERJA_IMPOR: readonly string[] = JENIS_SATUAN_KERJA.map((j) => JENIS_SATUAN_KERJA_LABELS[j]);

/** The kind (dinas, biro, …) of a Jenis label of the import. */
export function jenisOfLabel(label: string): JenisSatuanKerja | undefined {
  return JENIS_SATUAN_KERJA.find((j) => JENIS_SATUAN_KERJA_LABELS[j] === label);
}

/** The city's satuan kerja, matched by code; the columns are the Satuan Kerja list's export columns. */
export const imporSatuanKerja = referensiImport('satuan-kerja', 'Satuan Kerja', {
  columns: [
    {
      key: 'kode',
      header: 'Kode',
      type: 'code',
      required: true,
      max: 20,
      example: ['1010', `${SATKER_SETDA_ID}01`],
      note: `Kode satuan kerja (tetap setelah disimpan). Sekretariat Daerah: ${SATKER_SETDA_ID}; kode biro diawali ${SATKER_SETDA_ID}.`,
    },
    {
      key: 'nama',
      header: 'Nama',
      type: 'text',
      required: true,
      max: 200,
      example: ['Dinas Pendidikan', 'Biro Pemerintahan'],
    },
    { key: 'singkatan', header: 'Singkatan', type: 'text', max: 50, example: ['Disdik', 'Biro Pem'] },
    {
      key: 'jenis',
      header: 'Jenis',
      type: 'enum',
      required: true,
      values: JENIS_SATUAN_KERJA_IMPOR,
      example: [JENIS_SATUAN_KERJA_LABELS.dinas, JENIS_SATUAN_KERJA_LABELS.biro],
    },
    {
      key: 'induk',
      header: 'Induk',
      type: 'text',
      max: 200,
      example: [null, 'Sekretariat Daerah'],
      note: `Hanya untuk biro: kode (${SATKER_SETDA_ID}) atau nama Sekretariat Daerah. Kosong untuk satuan kerja lain.`,
    },
    {
      key: 'jabatan_kepala',
      header: 'Jabatan Kepala',
      type: 'text',
      required: true,
      max: 200,
      example: ['Kepala Dinas Pendidikan', 'Kepala Biro Pemerintahan'],
    },
    {
      key: 'kepala_nip',
      header: 'NIP Kepala',
      type: 'nip',
      example: [null, null],
      note: 'NIP pegawai aktif yang menjabat kepala, ditulis sebagai teks; pejabat jabatan eselon II satuan kerja itu ikut diganti.',
    },
    STATUS,
  ],
  matchBy: ['kode'],
  petunjuk: [
    'Setiap baris satu satuan kerja. Satuan kerja dengan kode yang sudah ada diperbarui; kode baru ditambahkan.',
    'Ekspor daftar Satuan Kerja dapat diubah lalu diimpor kembali: kolom Kepala dan Plt. (nama) hanya untuk dibaca dan diabaikan.',
    'Satuan kerja yang tidak ada di berkas tidak dihapus. Nonaktifkan dengan Status "Nonaktif".',
    'Aturannya sama dengan formulir: biro berinduk Sekretariat Daerah, kepala harus pegawai aktif.',
  ],
});

/** The positions of the satuan kerja (a tree), matched by unit code + name or by ID Jabatan. */
export const imporUnitKerja = referensiImport('unit-kerja', 'Unit Kerja', {
  columns: [
    {
      key: 'id',
      header: 'ID Jabatan',
      type: 'number',
      example: [null, null],
      note: 'Dari ekspor daftar Unit Kerja; kosong untuk jabatan baru. Bila diisi, nama unit boleh diganti.',
    },
    {
      key: 'kode_satuan_kerja',
      header: 'Kode Satuan Kerja',
      type: 'code',
      required: true,
      max: 20,
      example: ['1010', '1010'],
      note: 'Kode satuan kerja seperti pada daftar Satuan Kerja (format sel Teks).',
    },
    {
      key: 'unit_kerja_nama',
      header: 'Unit Kerja',
      type: 'text',
      required: true,
      max: 200,
      example: ['Dinas Pendidikan', 'Sekretariat'],
      note: 'Nama unit; bersama kode satuan kerja menentukan barisnya (bila ID Jabatan kosong).',
    },
    { key: 'unit_kerja_nama_full', header: 'Nama Lengkap', type: 'text', max: 300, example: [null, null] },
    {
      key: 'jabatan_nama',
      header: 'Jabatan',
      type: 'text',
      required: true,
      max: 200,
      example: ['Kepala Dinas', 'Sekretaris'],
    },
    { key: 'eselon', header: 'Eselon', type: 'enum', required: true, values: ['2', '3', '4'], example: ['2', '3'] },
    {
      key: 'atasan',
      header: 'Atasan',
      type: 'text',
      max: 200,
      example: [null, 'Dinas Pendidikan'],
      note: 'Nama unit atasan pada satuan kerja yang sama, dengan eselon lebih tinggi; boleh baris lain di berkas ini.',
    },
    {
      key: 'pejabat_nip',
      header: 'NIP Pejabat',
      type: 'nip',
      example: [null, null],
      note: 'NIP pegawai aktif yang memegang jabatan (teks). Pejabat jabatan eselon II menjadi kepala satuan kerjanya.',
    },
    {
      key: 'plt_nip',
      header: 'NIP Plt.',
      type: 'nip',
      example: [null, null],
      note: 'NIP pegawai aktif pelaksana tugas (Plt.), bila ada.',
    },
    { key: 'plt_mulai', header: 'Plt. Mulai', type: 'date', example: [null, null] },
    { key: 'plt_selesai', header: 'Plt. Selesai', type: 'date', example: [null, null] },
    STATUS,
  ],
  matchBy: ['kode_satuan_kerja', 'unit_kerja_nama'],
  petunjuk: [
    'Setiap baris satu jabatan. Jabatan dicocokkan dengan ID Jabatan, atau dengan kode satuan kerja dan nama unit; yang belum ada ditambahkan.',
    'Ekspor daftar Unit Kerja dapat diubah lalu diimpor kembali: kolom Satuan Kerja, Pejabat dan Plt. (nama) hanya untuk dibaca dan diabaikan.',
    'Jabatan yang tidak ada di berkas tidak dihapus. Nonaktifkan dengan Status "Nonaktif".',
    'Aturannya sama dengan formulir: atasan pada satuan kerja yang sama dengan eselon lebih tinggi, pejabat dan Plt. pegawai aktif.',
  ],
});

/** The city's civil servants (super): matched by NIP; the columns are the list's export columns. */
export const imporPegawai = referensiImport('pegawai', 'Pegawai', {
  columns: [
    {
      key: 'nip',
      header: 'NIP',
      type: 'nip',
      required: true,
      example: ['198001012005011001', '198502022010012002'],
      note: 'NIP 18 digit, ditulis sebagai teks (format sel Teks) agar Excel tidak membulatkannya.',
    },
    {
      key: 'peg_nama',
      header: 'Nama',
      type: 'text',
      required: true,
      max: 200,
      example: ['Budi Santoso, S.T.', 'Siti Aminah, S.E.'],
    },
    {
      key: 'pangkat_golongan',
      header: 'Pangkat/Golongan',
      type: 'text',
      max: 100,
      example: ['Pembina (IV/a)', 'Penata (III/c)'],
    },
    {
      key: 'jabatan',
      header: 'Jabatan',
      type: 'text',
      max: 300,
      example: ['Kepala Bidang Perencanaan', 'Analis Kebijakan'],
    },
    {
      key: 'satuan_kerja',
      header: 'Satuan Kerja',
      type: 'text',
      max: 300,
      example: ['1010', '1010'],
      note: 'Kode atau nama satuan kerja seperti pada daftar Satuan Kerja; kosong bila belum ditempatkan.',
    },
    {
      key: 'unit_kerja',
      header: 'Unit Kerja',
      type: 'text',
      max: 300,
      example: [null, null],
      note: 'Nama unit kerja (jabatan struktur) di satuan kerja itu; kosong bila tidak ada.',
    },
    STATUS,
  ],
  matchBy: ['nip'],
  petunjuk: [
    'Setiap baris satu pegawai. Pegawai dengan NIP yang sudah ada diperbarui; NIP baru ditambahkan.',
    'Ekspor daftar Pegawai dapat diubah lalu diimpor kembali: kolomnya sama.',
    'Pegawai yang tidak ada di berkas tidak dihapus.',
  ],
});
