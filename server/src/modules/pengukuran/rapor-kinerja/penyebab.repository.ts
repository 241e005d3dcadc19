import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  langkahAksiPerbaikan,
  penyebabKegagalan,
} from '../../../db/schema/index';
import { insertAudited } from '../../../lib/crud/writes';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';

const pk = penyebabKegagalan;
const ksk = kinerjaSubKegiatan;
/** The table of the group (the recipe writes and audits it). */
export const table = penyebabKegagalan;

/** The causes of sub kegiatan (the table also holds other levels'), for the list's condition. */
export const ofSubKegiatan = eq(pk.level, 'kinerja-sub-kegiatan');
export const columns = { tahun: pk.tahun, triwulan: pk.triwulan, satuanKerjaId: ksk.satuan_kerja_id, kskId: ksk.id };
export const searchColumns = [pk.penyebab, ksk.sasaran, ksk.indikator];

/** A cause with its sub kegiatan's unit, sasaran and indikator. */
function selectRecords(db: Db | Tx) {
  return db
    .select({
      ...columnsOf(pk, ['id', 'tahun', 'triwulan', 'penyebab']),
      kinerja_sub_kegiatan_id: ksk.id,
      satuan_kerja_id: ksk.satuan_kerja_id,
      sasaran: ksk.sasaran,
      indikator: ksk.indikator,
    })
    .from(pk)
    .innerJoin(ksk, eq(ksk.id, pk.kinerja_sub_kegiatan_id))
    .$dynamic();
}

export const { listRows, countRows, findRecord } = selectRecordQueries({
  table: pk,
  select: selectRecords,
  orderBy: [asc(pk.triwulan), asc(pk.id)],
});

/** The stored cause with the unit of its sub kegiatan (the recipe scopes rows by it). */
export async function findRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ row: pk, satuan_kerja_id: ksk.satuan_kerja_id })
    .from(pk)
    .innerJoin(ksk, eq(ksk.id, pk.kinerja_sub_kegiatan_id))
    .where(and(eq(pk.id, id), ofSubKegiatan))
    .limit(1);
  return row ? { ...row.row, satuan_kerja_id: row.satuan_kerja_id } : undefined;
}

/** The cause an item already has in the quarter, if any. */
export async function causeOfQuarter(db: Db | Tx, kskId: number, tahun: number, triwulan: number) {
  const [row] = await db
    .select({ id: pk.id })
    .from(pk)
    .where(and(eq(pk.kinerja_sub_kegiatan_id, kskId), eq(pk.tahun, tahun), eq(pk.triwulan, triwulan)))
    .limit(1);
  return row;
}

/** Deletes the corrective langkah aksi of a cause (their member targets and notes cascade); answers the rows removed. */
export async function deleteCorrectiveOf(tx: Tx, causeId: number) {
  const links = tx
    .select({ id: langkahAksiPerbaikan.kinerja_langkah_aksi_id })
    .from(langkahAksiPerbaikan)
    .where(eq(langkahAksiPerbaikan.penyebab_kegagalan_id, causeId));
  return tx.delete(kinerjaLangkahAksi).where(inArray(kinerjaLangkahAksi.id, links)).returning();
}

/** Links a langkah aksi to the cause it corrects (audited). */
export function linkCorrective(tx: Tx, actorId: number, causeId: number, langkahAksiId: number) {
  return insertAudited(tx, langkahAksiPerbaikan, actorId, {
    penyebab_kegagalan_id: causeId,
    kinerja_langkah_aksi_id: langkahAksiId,
  });
}
