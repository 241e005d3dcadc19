import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RPJMD_NODES,
  type IndikatorTujuanNode,
  type MisiNode,
  type RiwayatRecord,
  type RpjmdNode,
  type VisiDetail,
  type VisiMisiRpjmdListQuery,
  type VisiRecord,
  type visiSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { misi, sasaranStrategisRpjmd, visi } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import {
  assertCan,
  assertNoChildren,
  assertRefs,
  deleteAudited,
  existsIn,
  insertAudited,
  listPageOf,
  listRiwayat,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, nomorColumn } from '../../../lib/xlsx';
import { foundOr404 } from '../shared/master';
import { periodeContains, periodeForNew, type Periode } from '../shared/periode';
import { capaianPerTahun } from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import * as repo from './visi-misi-rpjmd.repository';
import { must } from '../../../lib/must';

type Input = z.output<typeof visiSchema>;

/**
 * Visi misi RPJMD: the visi of a period is the CRUD record (one per period); its misi → tujuan
 * (+ indikator tujuan) → sasaran strategis (+ indikator) are nodes written through
 * /visi-misi-rpjmd/{node}. The city writes (permission 'visi-misi-rpjmd'), everyone reads.
 */
const RESOURCE = 'visi-misi-rpjmd';
const NOT_FOUND = 'Visi tidak ditemukan';

function toRecord(
  row: repo.VisiRow,
  misiRows: { id: number; visi_id: number; nomor: number; misi: string }[],
): VisiRecord {
  return {
    id: row.id,
    periode_id: row.periode_id,
    tahun_awal: row.tahun_awal,
    tahun_akhir: row.tahun_akhir,
    periode_nama: row.periode_nama,
    visi: row.visi,
    misi: misiRows.filter((m) => m.visi_id === row.id).map((m) => ({ id: m.id, nomor: m.nomor, misi: m.misi })),
    updated_at: row.updated_at.toISOString(),
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** The visi with its tree, assembled in memory from the five statements of findTree. */
async function detailOf(db: Db | Tx, row: repo.VisiRow): Promise<VisiDetail> {
  const tree = await repo.findTree(db, row.id);
  const indikatorTujuan = groupBy(tree.indikatorTujuanRows, (r) => r.tujuan_id);
  const indikatorSasaran = groupBy(tree.indikatorSasaranRows, (r) => r.sasaran_strategis_id);
  const sasaran = groupBy(tree.sasaranRows, (r) => r.tujuan_id);
  const tujuan = groupBy(tree.tujuanRows, (r) => r.misi_id);
  const polar = <T extends { polaritas: string }>(r: T) => ({ ...r, polaritas: polaritasOf(r.polaritas) });
  const misiNodes: MisiNode[] = tree.misiRows.map((m) => ({
    id: m.id,
    visi_id: m.visi_id,
    nomor: m.nomor,
    misi: m.misi,
    tujuan: (tujuan.get(m.id) ?? []).map((tj) => ({
      id: tj.id,
      misi_id: tj.misi_id,
      nomor: tj.nomor,
      tujuan: tj.tujuan,
      indikator: (indikatorTujuan.get(tj.id) ?? []).map((i): IndikatorTujuanNode => polar(i)),
      sasaran_strategis: (sasaran.get(tj.id) ?? []).map((ss) => ({
        id: ss.id,
        tujuan_id: ss.tujuan_id,
        nomor: ss.nomor,
        sasaran: ss.sasaran,
        indikator: (indikatorSasaran.get(ss.id) ?? []).map(polar),
      })),
    })),
  }));
  const { misi: _m, ...record } = toRecord(row, []);
  return { ...record, misi: misiNodes };
}

async function findOr404(db: Db | Tx, id: number) {
  return foundOr404(await repo.findRecord(db, id), NOT_FOUND);
}

function whereOf(ctx: CrudContext, q: VisiMisiRpjmdListQuery) {
  assertCan(ctx.actor, 'read', RESOURCE);
  return and(periodeContains(ctx.tahun), repo.searchVisi(q.search));
}

async function listWithMisi(db: Db, rows: repo.VisiRow[]) {
  const misiRows = await repo.findMisiOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRecord(row, misiRows));
}

async function assertVisiFree(tx: Tx, p: Periode) {
  if (await repo.findByPeriode(tx, p.id)) {
    throw fieldError('visi', `Visi untuk periode ${p.tahun_awal}-${p.tahun_akhir} sudah ada`);
  }
}

export const visiMisiRpjmdService: CrudService<VisiMisiRpjmdListQuery, Input, VisiRecord, VisiDetail> = {
  async list(db, ctx, q) {
    const where = whereOf(ctx, q);
    const page = await listPageOf(db, repo, where, q, (row) => row);
    return { ...page, data: await listWithMisi(db, page.data) };
  },

  async exportXlsx(db, ctx, q) {
    const rows = await listWithMisi(db, await repo.listRows(db, whereOf(ctx, q)));
    return buildXlsx({
      sheetName: `Visi Misi RPJMD ${ctx.tahun}`,
      columns: [
        nomorColumn(),
        { header: 'Periode', value: (r) => `${r.tahun_awal}-${r.tahun_akhir}`, width: 14 },
        { header: 'Visi', value: (r) => r.visi, width: 50 },
        { header: 'Misi', value: (r) => r.misi.map((m) => `${m.nomor}. ${m.misi}`).join('\n'), width: 80 },
      ],
      rows,
    });
  },

  async get(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    return detailOf(db, await findOr404(db, id));
  },

  async create(db, ctx, input) {
    const { actor, tahun } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const p = await periodeForNew(tx, tahun, 'visi', 'RPJMD');
      await assertVisiFree(tx, p);
      const row = await insertAudited(tx, visi, actor.id, { ...input, periode_id: p.id });
      return detailOf(tx, must((await repo.findRecord(tx, row.id))));
    });
  },

  async update(db, ctx, id, input) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await updateAudited(tx, visi, actor.id, { id, before, set: { visi: input.visi } });
      return detailOf(tx, must((await repo.findRecord(tx, id))));
    });
  },

  async remove(db, ctx, id) {
    const { actor } = ctx;
    assertCan(actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      foundOr404(await repo.findRow(tx, id), NOT_FOUND);
      await assertNoChildren(tx, 'Visi', id, [{ label: 'misi', table: misi, column: misi.visi_id }]);
      await deleteAudited(tx, visi, actor.id, { id, notFound: NOT_FOUND });
    });
  },

  async riwayat(db, ctx, id) {
    assertCan(ctx.actor, 'read', RESOURCE);
    await findOr404(db, id);
    return listRiwayat(db, visi, id);
  },
};

// -------------------------------------------------------------------------------------------
// Nodes of the tree
// -------------------------------------------------------------------------------------------

type NodeInput = Record<string, unknown>;

async function nodeOr404(db: Db | Tx, kind: RpjmdNode, id: number) {
  return foundOr404(await repo.findNode(db, kind, id), `${RPJMD_NODES[kind].label} tidak ditemukan`);
}

/** The parent named in the payload exists (422 on that field otherwise). */
async function assertParentExists(tx: Tx, kind: RpjmdNode, input: NodeInput) {
  const { parent, parentId } = repo.NODE_TABLES[kind];
  const key = RPJMD_NODES[kind].parentKey;
  const parentLabel = {
    visi_id: 'Visi',
    misi_id: 'Misi',
    tujuan_id: 'Tujuan',
    sasaran_strategis_id: 'Sasaran strategis',
  }[key];
  await assertRefs(tx, [
    { field: key, message: `${parentLabel} tidak ditemukan`, ok: existsIn(parent, eq(parentId, input[key] as number)) },
  ]);
}

/**
 * The RPJMD goals measured by an indicator whose polarity changed: their stored capaian per year
 * is recomputed (capaian depends on the polarity).
 */
async function recomputeCapaian(tx: Tx, indikatorId: number, polaritas: string, actorId: number) {
  const rows = await tx
    .select()
    .from(sasaranStrategisRpjmd)
    .where(eq(sasaranStrategisRpjmd.indikator_sasaran_strategis_id, indikatorId));
  for (const row of rows) {
    const set = capaianPerTahun(row, polaritasOf(polaritas));
    await updateAudited(tx, sasaranStrategisRpjmd, actorId, { id: row.id, before: row, set });
  }
}

export const rpjmdNodeService = {
  async create(db: Db, ctx: CrudContext, kind: RpjmdNode, input: NodeInput) {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      await assertParentExists(tx, kind, input);
      const row = await repo.insertNode(tx, kind, { ...input, updated_by: ctx.actor.id });
      await recordAudit(tx, {
        actorId: ctx.actor.id,
        action: 'create',
        table: repo.NODE_TABLES[kind].name,
        recordId: row.id,
        newValues: row,
      });
      return row;
    });
  },

  async update(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number, input: NodeInput) {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = await nodeOr404(tx, kind, id);
      await assertParentExists(tx, kind, input);
      const after = await repo.updateNode(tx, kind, id, { ...input, updated_at: new Date(), updated_by: ctx.actor.id });
      await recordAudit(tx, {
        actorId: ctx.actor.id,
        action: 'update',
        table: repo.NODE_TABLES[kind].name,
        recordId: id,
        oldValues: before,
        newValues: after,
      });
      if (kind === 'indikator-sasaran-strategis' && before.polaritas !== after.polaritas) {
        await recomputeCapaian(tx, id, String(after.polaritas), ctx.actor.id);
      }
      return after;
    });
  },

  async remove(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number) {
    assertCan(ctx.actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      const before = await nodeOr404(tx, kind, id);
      const { children, name } = repo.NODE_TABLES[kind];
      await assertNoChildren(tx, RPJMD_NODES[kind].label, id, children);
      await repo.deleteNode(tx, kind, id);
      await recordAudit(tx, { actorId: ctx.actor.id, action: 'delete', table: name, recordId: id, oldValues: before });
    });
  },

  async riwayat(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number): Promise<RiwayatRecord[]> {
    assertCan(ctx.actor, 'read', RESOURCE);
    await nodeOr404(db, kind, id);
    return listRiwayat(db, repo.NODE_TABLES[kind].table, id);
  },
};
