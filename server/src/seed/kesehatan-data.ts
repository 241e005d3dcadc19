import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Deliberate defects for Kesehatan Data (issue 27 item 5): a few of each kind, all in one unit of
 * the demo year, so the screen has something to show and its test something to find; every other
 * unit keeps its data as the other seeds made it (the demo unit 1010 stays clean).
 */
export const KESEHATAN_DEFECT_UNIT = '1042';
export const KESEHATAN_DEFECT_YEAR = 2024;

/** The ids of a unit's rows of a level in the year, in id order, from `offset`, `limit` of them. */
const rowsOf = (table: string, offset: number, limit: number) =>
  sql`select id from ${sql.raw(table)} where satuan_kerja_id = ${KESEHATAN_DEFECT_UNIT}
    and tahun = ${KESEHATAN_DEFECT_YEAR} order by id offset ${offset} limit ${limit}`;

export async function seedKesehatanData(tx: Tx): Promise<Record<string, number>> {
  // Langkah aksi: two without a target, two over their sub kegiatan's budget, two without monthly targets.
  await tx.execute(sql`update kinerja_langkah_aksi set target = null, capaian = null
    where id in (${rowsOf('kinerja_langkah_aksi', 0, 2)})`);
  await tx.execute(sql`update kinerja_langkah_aksi k set anggaran = s.anggaran + 10000000
    from kinerja_sub_kegiatan s where s.id = k.kinerja_sub_kegiatan_id and k.id in (${rowsOf('kinerja_langkah_aksi', 2, 2)})`);
  await tx.execute(sql`update kinerja_langkah_aksi set ${sql.raw(
    Array.from({ length: 12 }, (_, i) => `target_bulan_${i + 1} = null`).join(', '),
  )} where id in (${rowsOf('kinerja_langkah_aksi', 4, 2)})`);
  // A kegiatan and a sub kegiatan without their unit of measure.
  await tx.execute(sql`update kinerja_kegiatan set satuan = '' where id in (${rowsOf('kinerja_kegiatan', 0, 1)})`);
  await tx.execute(sql`update kinerja_sub_kegiatan set satuan = '' where id in (${rowsOf('kinerja_sub_kegiatan', 0, 1)})`);
  // Two sub kegiatan with the same indicator wording.
  await tx.execute(sql`update kinerja_sub_kegiatan set indikator = (
      select indikator from kinerja_sub_kegiatan where id in (${rowsOf('kinerja_sub_kegiatan', 1, 1)}))
    where id in (${rowsOf('kinerja_sub_kegiatan', 2, 1)})`);
  // Two sub kegiatan whose realisasi of the last quarter's months was never entered.
  await tx.execute(sql`update kinerja_sub_kegiatan set realisasi_bulan_10 = null, realisasi_bulan_11 = null,
    realisasi_bulan_12 = null where id in (${rowsOf('kinerja_sub_kegiatan', 3, 2)})`);
  // Two teams whose members are not approved yet.
  await tx.execute(sql`update tim_kerja_anggota set status_kepala_opd = 'menunggu', catatan_kepala_opd = null,
    kepala_opd_by = null, kepala_opd_at = null where tim_kerja_id in (${rowsOf('tim_kerja', 0, 2)})`);
  // Two IKU of the current period hung under a goal of the previous RPJMD period.
  const inserted = await tx.execute(sql`
    insert into sasaran_strategis_pd (periode_id, satuan_kerja_id, sasaran_strategis_rpjmd_id,
      sasaran_strategis_satker, iku, satuan, target_1, target_2, target_3, target_4, target_5, urutan)
    select p.id, ${KESEHATAN_DEFECT_UNIT}, old.id, s.sasaran, v.iku, 'Persen', 80, 82, 84, 86, 88, 90 + v.n
    from periode p
    cross join (values (1, 'Persentase layanan terpadu yang terdigitalisasi'),
                       (2, 'Indeks kepuasan layanan terpadu')) as v(n, iku)
    join lateral (select r.id, r.sasaran_strategis_id from sasaran_strategis_rpjmd r
      join periode q on q.id = r.periode_id where q.tahun_akhir < p.tahun_awal order by r.id limit 1) old on true
    join sasaran_strategis s on s.id = old.sasaran_strategis_id
    where ${KESEHATAN_DEFECT_YEAR} between p.tahun_awal and p.tahun_akhir
    returning id`);
  return { kesehatan_data_iku_tanpa_rpjmd: (inserted as { rows: unknown[] }).rows.length };
}
