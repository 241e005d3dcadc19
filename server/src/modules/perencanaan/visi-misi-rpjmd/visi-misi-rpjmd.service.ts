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
import {
  assertCan,
  assertNoChildren,
  assertRefs,
  crudService,
  deleteAudited,
  existsIn,
  insertAudited,
  listRiwayat,
  updateAudited,
  type CrudContext,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { buildXlsx, nomorColumn } from '../../../lib/xlsx';
import { foundOr404 } from '../shared/master';
import { periodeContains, periodeForNew, type Periode } from '../shared/periode';
import { capaianPerTahun } from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import * as repo from './visi-misi-rpjmd.repository';

type Input = z.output<typeof visiSchema>;

/**
 * Visi misi RPJMD: the visi of a period is the CRUD record (one per period); its misi → tujuan
 * (+ indikator tujuan) → sasaran strategis (+ indikator) are nodes written through
 * /visi-misi-rpjmd/{node}. The city writes (permission 'visi-misi-rpjmd'), everyone reads.
 */
const RESOURCE = 'visi-misi-rpjmd';

function toRecord(row: repo.VisiWithMisi): VisiRecord {
  return {
    id: row.id,
    periode_id: row.periode_id,
    tahun_awal: row.tahun_awal,
    tahun_akhir: row.tahun_akhir,
    periode_nama: row.periode_nama,
    visi: row.visi,
    misi: row.misi.map((m) => ({ id: m.id, nomor: m.nomor, misi: m.misi })),
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
async function detailOf(db: Db | Tx, row: repo.VisiWithMisi): Promise<VisiDetail> {
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
  const { misi: _m, ...record } = toRecord(row);
  return { ...record, misi: misiNodes };
}

async function assertVisiFree(tx: Tx, p: Periode) {
  if (await repo.findByPeriode(tx, p.id)) {
    throw fieldError('visi', `Visi untuk periode ${p.tahun_awal}-${p.tahun_akhir} sudah ada`);
  }
}

/** The visi of a period: the crudService recipe (lib/crud/service.ts); city-level, no unit. */
export const visiMisiRpjmdService = crudService<
  VisiMisiRpjmdListQuery,
  Input,
  repo.VisiWithMisi,
  typeof visi.$inferSelect,
  VisiRecord,
  VisiDetail
>({
  resource: RESOURCE,
  table: visi,
  notFound: 'Visi tidak ditemukan',
  unitScoped: false,
  repo: repo.visiRepo,
  where: (ctx, q) => and(periodeContains(ctx.tahun), repo.searchVisi(q.search)),
  toRecord,
  detail: (db, row) => detailOf(db, row),
  xlsx: (rows, tahun) =>
    buildXlsx({
      sheetName: `Visi Misi RPJMD ${tahun}`,
      columns: [
        nomorColumn(),
        { header: 'Periode', value: (r) => `${r.tahun_awal}-${r.tahun_akhir}`, width: 14 },
        { header: 'Visi', value: (r) => r.visi, width: 50 },
        { header: 'Misi', value: (r) => r.misi.map((m) => `${m.nomor}. ${m.misi}`).join('\n'), width: 80 },
      ],
      rows: rows.map(toRecord),
    }),
  async insert(tx, { actor, tahun }, input) {
    const p = await periodeForNew(tx, tahun, 'visi', 'RPJMD');
    await assertVisiFree(tx, p);
    return (await insertAudited(tx, visi, actor.id, { ...input, periode_id: p.id })).id;
  },
  async write(tx, { actor }, before, input) {
    await updateAudited(tx, visi, actor.id, { id: before.id, before, set: { visi: input.visi } });
    return undefined;
  },
  async beforeRemove(tx, _ctx, before) {
    await assertNoChildren(tx, 'Visi', before.id, [{ label: 'misi', table: misi, column: misi.visi_id }]);
  },
});

// -------------------------------------------------------------------------------------------
// Nodes of the tree
// -------------------------------------------------------------------------------------------

type NodeInput = Record<string, unknown>;
type NodeRow = Record<string, unknown> & { id: number };

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

/** The nodes under a visi: create, update, delete and history of one kind (not a listed group). */
export const rpjmdNodeService = {
  async create(db: Db, ctx: CrudContext, kind: RpjmdNode, input: NodeInput) {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      await assertParentExists(tx, kind, input);
      return (await insertAudited(tx, repo.NODE_TABLES[kind].table, ctx.actor.id, input)) as NodeRow;
    });
  },

  async update(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number, input: NodeInput) {
    assertCan(ctx.actor, 'write', RESOURCE);
    return db.transaction(async (tx) => {
      const before = await nodeOr404(tx, kind, id);
      await assertParentExists(tx, kind, input);
      const after = (await updateAudited(tx, repo.NODE_TABLES[kind].table, ctx.actor.id, {
        id,
        before,
        set: input,
      })) as NodeRow;
      if (kind === 'indikator-sasaran-strategis' && before.polaritas !== after.polaritas) {
        await recomputeCapaian(tx, id, String(after.polaritas), ctx.actor.id);
      }
      return after;
    });
  },

  async remove(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number) {
    assertCan(ctx.actor, 'write', RESOURCE);
    await db.transaction(async (tx) => {
      await nodeOr404(tx, kind, id);
      const { children, table } = repo.NODE_TABLES[kind];
      await assertNoChildren(tx, RPJMD_NODES[kind].label, id, children);
      await deleteAudited(tx, table, ctx.actor.id, { id });
    });
  },

  async riwayat(db: Db, ctx: CrudContext, kind: RpjmdNode, id: number): Promise<RiwayatRecord[]> {
    assertCan(ctx.actor, 'read', RESOURCE);
    await nodeOr404(db, kind, id);
    return listRiwayat(db, repo.NODE_TABLES[kind].table, id);
  },
};
