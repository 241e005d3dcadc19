import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NarasiJenis } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { narasiLkip, satuanKerja } from '../../../db/schema/index';

/** The LKIP's own reads: the unit's name and the narratives of a year (one statement each). */

export async function unitOf(db: Db, satuanKerjaId: string) {
  const [row] = await db
    .select({ satuan_kerja_id: satuanKerja.satuan_kerja_id, satuan_kerja_nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.satuan_kerja_id, satuanKerjaId))
    .limit(1);
  return row;
}

/** The narratives of the city (unit null) or of a unit for the year, of the given chapters, in order. */
export function narasiOf(db: Db, tahun: number, satuanKerjaId: string | null, bab: readonly number[]) {
  const t = narasiLkip;
  return db
    .select({
      id: t.id,
      bab: t.bab,
      judul: t.judul,
      narasi: t.narasi,
      sasaran_id: sql<number | null>`coalesce(${t.sasaran_strategis_rpjmd_id}, ${t.sasaran_strategis_pd_id})`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      // The column's check keeps it to the seven kinds.
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
