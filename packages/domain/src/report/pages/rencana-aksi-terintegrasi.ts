import { z } from 'zod';
import { columnGroup, defineReport, readAccess, unitPicker, type ReportColumn } from '../define';
import { text, int, angka } from '../../schemas/record-fields';

const TRIWULAN = [1, 2, 3, 4] as const;
type KumulatifKey<P extends string> = `${P}_tw${(typeof TRIWULAN)[number]}`;

/** The four cumulative quarters of a series in a row: `<prefix>_tw1`..`<prefix>_tw4`. */
function kumulatifShape<P extends string>(prefix: P) {
  return Object.fromEntries(TRIWULAN.map((i) => [`${prefix}_tw${i}`, angka])) as Record<KumulatifKey<P>, typeof angka>;
}

/** The four cumulative quarters of a series ('TW 1'..'TW 4') under one header group. */
function kumulatifColumns<P extends string>(prefix: P, group: string): ReportColumn<KumulatifKey<P>>[] {
  return columnGroup(
    group,
    TRIWULAN.map((i) => ({ key: `${prefix}_tw${i}` as const, header: `TW ${i}`, kind: 'number' as const })),
  );
}

/**
 * Langkah aksi terintegrasi (SPEC §2 'Other routes'; public copy: display-mikro
 * rencana-aksi-terintegrasi): one row per langkah aksi of a unit's year with its sub kegiatan, its
 * team and the members' targets, cumulative target and realisasi per quarter. The team leader's
 * NIP is for logged-in users only; the public copy names only members both heads approved (the
 * unit's own page lists every member, marking those still waiting).
 */
export const rencanaAksiTerintegrasiReport = defineReport({
  slug: 'display-mikro/rencana-aksi-terintegrasi',
  title: 'Langkah Aksi Terintegrasi',
  area: 'perencanaan',
  description: 'Kolom TW menampilkan target dan realisasi kumulatif sampai akhir triwulan.',
  access: readAccess('kinerja-langkah-aksi'),
  unit: unitPicker('kinerja-langkah-aksi'),
  public: true,
  row: z.object({
    id: int,
    sub_kegiatan: text,
    sasaran: text,
    indikator: text,
    satuan: text,
    tim_kerja: text.nullable(),
    ketua_tim: text.nullable(),
    ketua_tim_nip: text.nullable(),
    target: angka,
    ...kumulatifShape('target'),
    ...kumulatifShape('realisasi'),
    capaian: angka,
    anggaran: angka,
    realisasi_anggaran: angka,
    target_anggota: text.nullable(),
  }),
  rowKey: 'id',
  columns: [
    { key: 'sub_kegiatan', header: 'Sub Kegiatan', kind: 'text', merge: true },
    { key: 'sasaran', header: 'Langkah Aksi', kind: 'text' },
    { key: 'indikator', header: 'Indikator', kind: 'text' },
    { key: 'satuan', header: 'Satuan', kind: 'text', searchable: false },
    { key: 'tim_kerja', header: 'Tim Kerja', kind: 'text' },
    { key: 'ketua_tim', header: 'Ketua Tim', kind: 'text' },
    { key: 'ketua_tim_nip', header: 'NIP Ketua Tim', kind: 'text', private: true },
    { key: 'target', header: 'Target', kind: 'number' },
    ...kumulatifColumns('target', 'Target Kumulatif'),
    ...kumulatifColumns('realisasi', 'Realisasi Kumulatif'),
    { key: 'capaian', header: 'Capaian', kind: 'capaian' },
    { key: 'anggaran', header: 'Anggaran', kind: 'money' },
    { key: 'realisasi_anggaran', header: 'Realisasi Anggaran', kind: 'money' },
    { key: 'target_anggota', header: 'Target Anggota', kind: 'text' },
  ],
  emptyText: 'Belum ada langkah aksi pada tahun ini',
  searchPlaceholder: 'Langkah aksi, indikator, sub kegiatan atau tim',
});
