import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_CROSS_DUPLIKAT,
  MESSAGE_SS_PD_SUDAH_DI_BAWAH,
  type SsRpjmdCrossKandidat,
  type SsRpjmdCrossList,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { sasaranStrategisPdCross } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { assertCan, type CrudContext } from '../../../lib/crud/index';
import { fieldError, NotFoundError } from '../../../lib/errors';
import * as repo from './sasaran-strategis-rpjmd.repository';
import { childOf, findOr404 } from './sasaran-strategis-rpjmd.service';

/**
 * /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross: the city adopts SS-PD of the period
 * that sit under another RPJMD goal as cross cutting of this goal, lists and releases them
 * (table sasaran_strategis_pd_cross, unique per pair). Read: everyone; write: the city.
 */
const RESOURCE = 'sasaran-strategis-rpjmd';
const FIELD = 'sasaran_strategis_pd_id';

async function listOf(db: Db | Tx, row: repo.SasaranStrategisRpjmdRow, tahun: number): Promise<SsRpjmdCrossList> {
  const cross = await repo.findCross(db, row.id);
  return {
    parent: {
      id: row.id,
      periode_id: row.periode_id,
      tahun_awal: row.tahun_awal,
      tahun_akhir: row.tahun_akhir,
      sasaran: row.ss_sasaran,
      indikator: row.indikator,
    },
    cross: cross.map((c) => childOf(c, tahun, row.tahun_awal, true)),
  };
}

export const sasaranStrategisPdCrossService = {
  async list(db: Db, ctx: CrudContext, id: number): Promise<SsRpjmdCrossList> {
    assertCan(ctx.actor, 'read', RESOURCE);
    return listOf(db, await findOr404(db, id), ctx.tahun);
  },

  async kandidat(
    db: Db,
    ctx: CrudContext,
    id: number,
    q: { search?: string | undefined; satuan_kerja_id?: string | undefined },
  ): Promise<SsRpjmdCrossKandidat[]> {
    assertCan(ctx.actor, 'write', RESOURCE);
    const row = await findOr404(db, id);
    const rows = await repo.findKandidat(db, row, q);
    return rows.map(({ sasaran_strategis_rpjmd, ...c }) => {
      const { is_cross: _cross, ...child } = childOf(c, ctx.tahun, row.tahun_awal, false);
      return { ...child, sasaran_strategis_rpjmd };
    });
  },

  async adopt(db: Db, ctx: CrudContext, id: number, ssPdId: number): Promise<SsRpjmdCrossList> {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const row = await findOr404(tx, id);
      const ssPd = await repo.findSsPd(tx, ssPdId);
      if (!ssPd || ssPd.periode_id !== row.periode_id) {
        throw fieldError(
          FIELD,
          `Sasaran strategis PD tidak ditemukan pada periode ${row.tahun_awal}-${row.tahun_akhir}`,
        );
      }
      if (ssPd.sasaran_strategis_rpjmd_id === row.id) throw fieldError(FIELD, MESSAGE_SS_PD_SUDAH_DI_BAWAH);
      // The unique pair decides (also between two concurrent requests): a duplicate is a 422.
      const [link] = await tx
        .insert(sasaranStrategisPdCross)
        .values({ sasaran_strategis_rpjmd_id: row.id, sasaran_strategis_pd_id: ssPdId, updated_by: ctx.actor.id })
        .onConflictDoNothing()
        .returning();
      if (!link) throw fieldError(FIELD, MESSAGE_CROSS_DUPLIKAT);
      await recordAudit(tx, {
        actorId: ctx.actor.id,
        action: 'create',
        table: 'sasaran_strategis_pd_cross',
        recordId: link.id,
        newValues: link,
      });
      return listOf(tx, row, ctx.tahun);
    });
  },

  async release(db: Db, ctx: CrudContext, id: number, ssPdId: number): Promise<SsRpjmdCrossList> {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const row = await findOr404(tx, id);
      const [link] = await tx
        .delete(sasaranStrategisPdCross)
        .where(
          and(
            eq(sasaranStrategisPdCross.sasaran_strategis_rpjmd_id, row.id),
            eq(sasaranStrategisPdCross.sasaran_strategis_pd_id, ssPdId),
          ),
        )
        .returning();
      if (!link) throw new NotFoundError('Sasaran strategis PD cross cutting tidak ditemukan');
      await recordAudit(tx, {
        actorId: ctx.actor.id,
        action: 'delete',
        table: 'sasaran_strategis_pd_cross',
        recordId: link.id,
        oldValues: link,
      });
      return listOf(tx, row, ctx.tahun);
    });
  },
};
