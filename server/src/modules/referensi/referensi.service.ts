import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BatasWaktuRecord, batasWaktuSchema, ListQuery } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { referensi } from '../../db/schema/index';
import { crudService, insertAudited, searchCondition, updateAudited } from '../../lib/crud/index';
import { fieldError } from '../../lib/errors';
import { nomorColumn, type XlsxColumn } from '../../lib/xlsx';
import { recordReads, withIsoUpdatedAt } from '../../lib/crud/recipe-parts';
import {
  allDeadlines,
  deadlineQueries,
  deadlinesBetween,
  findDeadlineByKode,
  type DeadlineRow,
  type DeadlineStored,
} from './referensi.repository';

/** The deadlines (Batas Waktu) of each year: the crudService recipe (lib/crud/service.ts). */

type Input = z.output<typeof batasWaktuSchema>;

const XLSX_COLUMNS: XlsxColumn<BatasWaktuRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.kode, width: 22 },
  { header: 'Nama', value: (r) => r.nama, width: 40 },
  { header: 'Tanggal', value: (r) => r.nilai_date, width: 14 },
  { header: 'Keterangan', value: (r) => r.keterangan, width: 40 },
];

/** One deadline of each kind a year: 422 on `kode` when another row (not `exceptId`) has it. */
async function assertKindFree(tx: Tx, tahun: number, kode: string, exceptId?: number) {
  const other = await findDeadlineByKode(tx, tahun, kode);
  if (other && other.id !== exceptId) throw fieldError('kode', 'Batas waktu jenis ini sudah ada untuk tahun tersebut');
}

export const batasWaktuService = crudService<
  ListQuery,
  Input,
  DeadlineRow,
  DeadlineStored,
  BatasWaktuRecord,
  BatasWaktuRecord
>({
  resource: 'referensi',
  table: referensi,
  notFound: 'Batas waktu tidak ditemukan',
  unitScoped: false,
  repo: deadlineQueries,
  where: (ctx, q) => and(eq(referensi.tahun, ctx.tahun), searchCondition(q.search, [referensi.nama, referensi.kode])),
  ...recordReads(withIsoUpdatedAt<DeadlineRow>, (tahun) => `Referensi ${tahun}`, XLSX_COLUMNS),
  async insert(tx, { actor, tahun }, input) {
    await assertKindFree(tx, tahun, input.kode);
    return (await insertAudited(tx, referensi, actor.id, { ...input, tahun })).id;
  },
  async write(tx, { actor }, before, input) {
    await assertKindFree(tx, before.tahun, input.kode, before.id);
    await updateAudited(tx, referensi, actor.id, { id: before.id, before, set: input });
    return undefined;
  },
});

/** Every deadline of a year (the dashboard's countdowns). */
export function deadlinesOfYear(db: Db, tahun: number) {
  return allDeadlines(db, tahun);
}

/** The deadlines of any year dated between two days (the reminders of issue 27). */
export function deadlinesDue(db: Db, from: string, to: string) {
  return deadlinesBetween(db, from, to);
}
