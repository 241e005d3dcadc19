import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  KinerjaSubKegiatanListQuery,
  kinerjaSubKegiatanTimKerjaSchema,
  RowScope,
  validasiBappedaSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaSubKegiatan } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertPerencanaanEditable,
  assertRefs,
  inScopeOr404,
  type CrudContext,
} from '../../../lib/crud/index';
import { timKerjaCheck } from '../shared/pengampu';
import { subKegiatanLevel } from './kinerja-sub-kegiatan.level';
import { kinerjaSubKegiatanService as service } from './kinerja.service';
import { must } from '../../../lib/must';

/**
 * Beyond the CRUD group of kinerja sub kegiatan: Bappeda's validation (/kinerja-sub-kegiatan/validasi)
 * and the unit's choice of the carrying team (/kinerja-sub-kegiatan/{id}/edit-tim-kerja).
 */

const t = kinerjaSubKegiatan;
const NOT_FOUND = 'Kinerja sub kegiatan tidak ditemukan';

/** The year's sub kegiatan of every unit (validator_bappeda, super), with the list filters. */
export function listValidasi(db: Db, ctx: CrudContext, q: KinerjaSubKegiatanListQuery) {
  return service.listAs(db, ctx, q, 'validasi-sub-kegiatan');
}

/** The XLSX of what the validation list's filters show (all pages). */
export function exportValidasi(db: Db, ctx: CrudContext, q: KinerjaSubKegiatanListQuery) {
  return service.exportXlsxAs(db, ctx, q, 'validasi-sub-kegiatan');
}

type Row = typeof t.$inferSelect;

/**
 * One audited update of a sub kegiatan the actor may write under `scope`: `check` runs on the row
 * before (lock, references), `set` are the columns written.
 */
async function auditedUpdate(
  tx: Tx,
  actorId: number,
  scope: RowScope,
  id: number,
  change: { check?: (before: Row) => Promise<void>; set: Partial<typeof t.$inferInsert> },
) {
  const before = inScopeOr404(await subKegiatanLevel.queries.findRow(tx, id), scope, NOT_FOUND);
  await change.check?.(before);
  const [after] = await tx.update(t).set(change.set).where(eq(t.id, id)).returning();
  await recordAudit(tx, {
    actorId,
    action: 'update',
    table: 'kinerja_sub_kegiatan',
    recordId: id,
    oldValues: before,
    newValues: after,
  });
}

/** validator_bappeda passes a sub kegiatan (status true) or sends it back with a note. */
export async function validasiSubKegiatan(
  db: Db,
  ctx: CrudContext,
  id: number,
  input: z.output<typeof validasiBappedaSchema>,
) {
  const { actor } = ctx;
  const scope = assertCan(actor, 'write', 'validasi-sub-kegiatan');
  return db.transaction(async (tx) => {
    await auditedUpdate(tx, actor.id, scope, id, {
      set: {
        status_validasi: input.status_validasi,
        catatan_validasi: input.catatan_validasi,
        validasi_by: actor.id,
        validasi_at: new Date(),
      },
    });
    const row = await service.findRecord(tx, id);
    return service.toRecord(must(row));
  });
}

/** The unit sets the team carrying its sub kegiatan (pengampu tim-kerja): the planning lock applies. */
export async function setTimKerja(
  db: Db,
  ctx: CrudContext,
  id: number,
  input: z.output<typeof kinerjaSubKegiatanTimKerjaSchema>,
) {
  const { actor } = ctx;
  const scope = assertCan(actor, 'write', 'kinerja-sub-kegiatan');
  await db.transaction((tx) =>
    auditedUpdate(tx, actor.id, scope, id, {
      check: async (before) => {
        await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, before.tahun);
        await assertRefs(tx, [timKerjaCheck(input.tim_kerja_id, before.satuan_kerja_id, before.tahun)]);
      },
      set: {
        pengampu_type: 'tim-kerja',
        tim_kerja_id: input.tim_kerja_id,
        unit_kerja_id: null,
        updated_at: new Date(),
        updated_by: actor.id,
      },
    }),
  );
  return service.get(db, ctx, id);
}
