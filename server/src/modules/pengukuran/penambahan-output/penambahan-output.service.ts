import { and, asc, eq } from 'drizzle-orm';
import {
  PENAMBAHAN_OUTPUT_YEAR,
  type PenambahanOutputRow,
  type SessionUser,
  type penambahanOutputBodySchema,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { penambahanJumlahOutput, satuanKerja } from '../../../db/schema/index';
import { assertCan, unitForNew } from '../../../lib/crud/access';
import { findById, insertAudited, updateAudited } from '../../../lib/crud/writes';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { scopeCondition } from '../../../lib/scope';

const RESOURCE = 'penambahan-jumlah-output';
const t = penambahanJumlahOutput;

/** Only PENAMBAHAN_OUTPUT_YEAR has output additions (SPEC §6): any other year is a 422. */
function assertYear(tahun: number) {
  if (tahun !== PENAMBAHAN_OUTPUT_YEAR)
    throw fieldError(
      'tahun',
      `Penambahan jumlah output hanya diisi untuk tahun ${PENAMBAHAN_OUTPUT_YEAR}; tahun ${tahun} tidak dapat diisi`,
    );
}

/** The units of the actor's scope with their four counts (0 when none was entered): 1 statement. */
export async function penambahanOutputOf(db: Db, actor: SessionUser, tahun: number) {
  const scope = assertCan(actor, 'read', RESOURCE);
  assertYear(tahun);
  const rows = await db
    .select({
      satuan_kerja_id: satuanKerja.satuan_kerja_id,
      satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
      tw1: t.tw1,
      tw2: t.tw2,
      tw3: t.tw3,
      tw4: t.tw4,
    })
    .from(satuanKerja)
    .leftJoin(t, and(eq(t.satuan_kerja_id, satuanKerja.satuan_kerja_id), eq(t.tahun, tahun)))
    .where(and(eq(satuanKerja.active, true), scopeCondition(satuanKerja.satuan_kerja_id, scope)))
    .orderBy(asc(satuanKerja.satuan_kerja_nama));
  return {
    tahun,
    units: rows.map((r) => ({ ...r, tw1: r.tw1 ?? 0, tw2: r.tw2 ?? 0, tw3: r.tw3 ?? 0, tw4: r.tw4 ?? 0 })),
  };
}

/** Saves (inserts or updates) the unit's four counts; the unit is the actor's own unless they may choose. */
export async function simpanPenambahanOutput(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  input: z.output<typeof penambahanOutputBodySchema>,
): Promise<PenambahanOutputRow> {
  assertCan(actor, 'write', RESOURCE);
  assertYear(tahun);
  const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id);
  const [satker] = await tx
    .select({ nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(and(eq(satuanKerja.satuan_kerja_id, unit), eq(satuanKerja.active, true)))
    .limit(1);
  if (!satker) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const values = { tw1: input.tw1, tw2: input.tw2, tw3: input.tw3, tw4: input.tw4 };
  const [existing] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.satuan_kerja_id, unit), eq(t.tahun, tahun)))
    .limit(1);
  const row = existing
    ? await updateAudited(tx, t, actor.id, {
        id: existing.id,
        before: (await findById(tx, t, existing.id)) ?? {},
        set: values,
      })
    : await insertAudited(tx, t, actor.id, { satuan_kerja_id: unit, tahun, ...values });
  return {
    satuan_kerja_id: unit,
    satuan_kerja_nama: satker.nama,
    tw1: row.tw1,
    tw2: row.tw2,
    tw3: row.tw3,
    tw4: row.tw4,
  };
}
