import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { misi, periode, sasaranStrategis, strategiRpjmd, tujuan, visi } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';
import { columnsOf } from '../../../lib/db/columns';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { joinUp } from '../../../lib/db/rpjmd-joins';
import { periodeOfYear } from '../../../lib/periode';

const t = strategiRpjmd;
/** The table of the group (the recipe writes and audits it). */
export const table = strategiRpjmd;
const ss = sasaranStrategis;

const recordColumns = {
  ...columnsOf(t, ['id', 'sasaran_strategis_id', 'nomor', 'strategi', 'arah_kebijakan', 'updated_at']),
  sasaran_nomor: ss.nomor,
  sasaran: ss.sasaran,
};

export const searchColumns = [t.strategi, t.arah_kebijakan, ss.sasaran];
export const columns = { sasaranStrategisId: t.sasaran_strategis_id };

/** Strategy → sasaran → tujuan → misi → visi → its RPJMD period (the list is the year's period). */
function joined(db: Db | Tx) {
  const q = db.select(recordColumns).from(t).innerJoin(ss, eq(ss.id, t.sasaran_strategis_id)).$dynamic();
  return joinUp(q, 'sasaran', 'periode');
}

const queries = selectRecordQueries({
  table: t,
  select: joined,
  orderBy: [asc(ss.nomor), asc(ss.id), asc(t.nomor), asc(t.id)],
});
export const { listRows, countRows, findRecord, findRow } = queries;
export type StrategiRow = Awaited<ReturnType<typeof listRows>>[number];

/** The RPJMD period containing the year (on the list's joins). */
export function ofYear(tahun: number) {
  return periodeOfYear(tahun);
}

/** The sasaran strategis belongs to the RPJMD period of the year. */
export function sasaranOfYear(id: number, tahun: number): RefCheck {
  return {
    field: 'sasaran_strategis_id',
    message: `Sasaran strategis tidak ditemukan pada periode RPJMD tahun ${tahun}`,
    ok: existsIn(
      ss,
      eq(ss.id, id),
      existsIn(
        tujuan,
        eq(tujuan.id, ss.tujuan_id),
        existsIn(
          misi,
          eq(misi.id, tujuan.misi_id),
          existsIn(visi, eq(visi.id, misi.visi_id), existsIn(periode, eq(periode.id, visi.periode_id), ofYear(tahun))),
        ),
      ),
    ),
  };
}
