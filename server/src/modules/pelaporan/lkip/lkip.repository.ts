import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LkipFaktorItem, LkipFaktorJenis, LkipLingkup, NarasiJenis } from '@sakip/domain';
import type { Db } from '../../../db/client';
import {
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  langkahAksiPerbaikan,
  narasiLkip,
  penyebabKegagalan,
  sasaranStrategisPd,
  solusi,
} from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';

/** The LKIP's own reads: the narratives and the factors of a year (one statement each). */

/** The narratives of the city (unit null) or of a unit for the year, of the given chapters, in order. */
export function narasiOf(db: Db, tahun: number, satuanKerjaId: string | null, bab: readonly number[]) {
  const t = narasiLkip;
  return db
    .select({
      ...columnsOf(t, ['id', 'bab', 'judul', 'narasi']),
      sasaran_id: sql<number | null>`coalesce(${t.sasaran_strategis_rpjmd_id}, ${t.sasaran_strategis_pd_id})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      // The column's check keeps it to the kinds of NARASI_JENIS.
      jenis: sql<NarasiJenis | null>`${t.jenis}`,
    })
    .from(t)
    .where(
      and(
        eq(t.tahun, tahun),
        satuanKerjaId === null ? isNull(t.satuan_kerja_id) : eq(t.satuan_kerja_id, satuanKerjaId),
        inArray(t.bab, [...bab]),
      ),
    )
    .orderBy(asc(t.bab), asc(t.urutan), asc(t.id));
}

/** The reference columns of a note or cause (kinerjaRef of the schema): which node it is about. */
const REF = sql.raw(
  'level, sasaran_strategis_rpjmd_id, sasaran_strategis_pd_id, kinerja_program_id, kinerja_kegiatan_id, kinerja_sub_kegiatan_id, kinerja_langkah_aksi_id',
);
const REF_P = sql.raw(
  'p.level, p.sasaran_strategis_rpjmd_id, p.sasaran_strategis_pd_id, p.kinerja_program_id, p.kinerja_kegiatan_id, p.kinerja_sub_kegiatan_id, p.kinerja_langkah_aksi_id',
);

/**
 * The success / failure factors of the goals of a year (Bab III), one statement whatever the size
 * of the city: CSF notes tercapai ('berhasil') and tidak tercapai ('gagal'), the rapor's causes of
 * failure ('gagal'; of each node only its last quarter's: the year's final diagnosis) and the
 * corrective langkah aksi of every cause and the solution a unit wrote on the node (Perbaikan
 * Kinerja) ('solusi'). Each is placed under its goal through the
 * node's own chain (langkah aksi → sub kegiatan → kegiatan → program → SS-PD → RPJMD goal), then
 * counted per goal and distinct text. `goals` are SS-PD ids (pd) or RPJMD goal ids (pemda).
 */
export async function faktorOf(
  db: Db,
  tahun: number,
  lingkup: LkipLingkup,
  goals: readonly number[],
): Promise<LkipFaktorItem[]> {
  if (goals.length === 0) return [];
  const goal =
    lingkup === 'pd' ? sql`sp.id` : sql`coalesce(s.sasaran_strategis_rpjmd_id, sp.sasaran_strategis_rpjmd_id)`;
  // Both drivers answer execute() with { rows }; numbers may come back as text (count, int8).
  const result: unknown = await db.execute(sql`
    with src as (
      select 'berhasil' as jenis, catatan as teks, 0 as triwulan, ${REF} from ${kinerjaTercapai} where tahun = ${tahun}
      union all
      select 'gagal', catatan, 0, ${REF} from ${kinerjaTidakTercapai} where tahun = ${tahun}
      union all
      select 'gagal', penyebab, triwulan, ${REF} from (
        select *, row_number() over (
          partition by ${REF} order by triwulan desc
        ) as urut from ${penyebabKegagalan} where tahun = ${tahun}
      ) last_cause where urut = 1
      union all
      select 'solusi', la.sasaran, p.triwulan, ${REF_P}
      from ${langkahAksiPerbaikan} lap
      join ${penyebabKegagalan} p on p.id = lap.penyebab_kegagalan_id
      join ${kinerjaLangkahAksi} la on la.id = lap.kinerja_langkah_aksi_id
      where p.tahun = ${tahun}
      union all
      select 'solusi', sol.solusi, 0, sol.level, null, null, sol.kinerja_program_id, sol.kinerja_kegiatan_id,
        sol.kinerja_sub_kegiatan_id, null
      from ${solusi} sol where sol.tahun = ${tahun}
    ), placed as (
      select s.jenis, s.teks, s.triwulan, ${goal} as goal_id
      from src s
      left join ${kinerjaLangkahAksi} kla on kla.id = s.kinerja_langkah_aksi_id
      left join ${kinerjaSubKegiatan} ksk on ksk.id = coalesce(s.kinerja_sub_kegiatan_id, kla.kinerja_sub_kegiatan_id)
      left join ${kinerjaKegiatan} kk on kk.id = coalesce(s.kinerja_kegiatan_id, ksk.kinerja_kegiatan_id)
      left join ${kinerjaProgram} kp on kp.id = coalesce(s.kinerja_program_id, kk.kinerja_program_id)
      left join ${sasaranStrategisPd} sp on sp.id = coalesce(s.sasaran_strategis_pd_id, kp.sasaran_strategis_pd_id)
    )
    select goal_id::int as goal_id, jenis, teks, count(*)::int as jumlah, max(triwulan)::int as triwulan
    from placed
    where goal_id in (${sql.join(
      goals.map((g) => sql`${g}`),
      sql`, `,
    )})
    group by goal_id, jenis, teks
  `);
  const { rows } = result as {
    rows: { goal_id: unknown; jenis: LkipFaktorJenis; teks: string; jumlah: unknown; triwulan: unknown }[];
  };
  return rows.map((r) => ({
    goal_id: Number(r.goal_id),
    jenis: r.jenis,
    teks: r.teks,
    jumlah: Number(r.jumlah),
    triwulan: Number(r.triwulan),
  }));
}
