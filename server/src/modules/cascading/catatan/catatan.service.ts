import type { z } from 'zod';
import {
  JENIS_CSF_LABELS,
  type CatatanKinerja,
  type CatatanLevel,
  type JenisCsf,
  type SessionUser,
  type simpanSolusiSchema,
  type tambahCatatanCsfSchema,
  type ubahCatatanCsfSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  assertCan,
  assertPerencanaanEditable,
  deleteAudited,
  inScopeOr404,
  insertAudited,
  updateAudited,
} from '../../../lib/crud/index';
import { AppError, NotFoundError } from '../../../lib/errors';
import * as repo from './catatan.repository';

/**
 * The CSF notes and the solution of a diagram node, written by the unit that owns the node (issue
 * 24 item 4). Order of every write: the write rule of the node's level (403), the node in the
 * actor's unit scope (404), the unit's planning lock of the year (422 errors.validasi), then the
 * write with its audit entry. The answer is the node's notes after the write.
 */
const NODE_NOT_FOUND = 'Kinerja tidak ditemukan';
const CSF_NOT_FOUND = 'Catatan tidak ditemukan';
const SOLUSI_NOT_FOUND = 'Solusi tidak ditemukan';

interface WritableNode extends repo.Node {
  level: CatatanLevel;
  id: number;
  tahun: number;
}

/** The node when the actor may write its notes (403 / 404 otherwise); its year defaults to the request's. */
async function nodeForWrite(db: Db | Tx, actor: SessionUser, level: CatatanLevel, id: number, tahun: number) {
  const scope = assertCan(actor, 'write', level);
  const node = await repo.nodeOf(db, level, id);
  if (!node) throw new NotFoundError(NODE_NOT_FOUND);
  if (node.satuan_kerja_id !== null) inScopeOr404(node, scope, NODE_NOT_FOUND);
  return { ...node, level, id, tahun: node.tahun ?? tahun } satisfies WritableNode;
}

/** 422 when the unit's plan of the year is locked (the city's goal has no unit and no lock). */
async function assertUnlocked(db: Db | Tx, actor: SessionUser, node: WritableNode) {
  if (node.satuan_kerja_id !== null) await assertPerencanaanEditable(db, actor, node.satuan_kerja_id, node.tahun);
}

/** The node a write goes to: writable by the actor (403 / 404), its plan unlocked (422). */
async function unlockedNode(tx: Tx, actor: SessionUser, level: CatatanLevel, id: number, tahun: number) {
  const node = await nodeForWrite(tx, actor, level, id, tahun);
  await assertUnlocked(tx, actor, node);
  return node;
}

/** The columns of a new note or solusi that name its node. */
function nodeColumns(node: WritableNode) {
  return { level: node.level, [repo.levelColumn(node.level)]: node.id, tahun: node.tahun };
}

async function lockReason(db: Db, actor: SessionUser, node: WritableNode): Promise<string | null> {
  try {
    await assertUnlocked(db, actor, node);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) return error.message;
    throw error;
  }
}

async function notesAnswer(db: Db | Tx, node: WritableNode, terkunci: string | null): Promise<CatatanKinerja> {
  const notes = await repo.notesOf(db, node.level, node.id, node.tahun);
  return {
    level: node.level,
    id: node.id,
    tahun: node.tahun,
    satuan_kerja_id: node.satuan_kerja_id,
    ...notes,
    terkunci,
  };
}

/** GET /catatan-kinerja: the notes of a node the actor may change, and whether the plan is locked. */
export async function catatanKinerja(db: Db, actor: SessionUser, tahun: number, level: CatatanLevel, id: number) {
  const node = await nodeForWrite(db, actor, level, id, tahun);
  return { data: await notesAnswer(db, node, await lockReason(db, actor, node)) };
}

/** The node of a stored note (and the note), writable by the actor, its plan unlocked. */
async function writableNodeOf<R extends Parameters<typeof repo.nodeOfRow>[0]>(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  row: R | undefined,
  missing: string,
): Promise<{ node: WritableNode; row: R }> {
  if (!row) throw new NotFoundError(missing);
  const { level, id } = repo.nodeOfRow(row);
  const node = await unlockedNode(tx, actor, level, id, tahun).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(missing) : error;
  });
  return { node, row };
}

export async function tambahCsf(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  input: z.output<typeof tambahCatatanCsfSchema>,
) {
  const node = await unlockedNode(tx, actor, input.level, input.kinerja_id, tahun);
  await insertAudited(tx, repo.csfTable(input.jenis), actor.id, {
    ...nodeColumns(node),
    triwulan: input.triwulan,
    catatan: input.catatan,
    urutan: await repo.nextUrutan(tx, input.jenis, node.level, node.id, node.tahun),
  });
  return { message: `${JENIS_CSF_LABELS[input.jenis]} berhasil ditambahkan`, data: await notesAnswer(tx, node, null) };
}

export async function ubahCsf(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  params: { jenis: JenisCsf; id: number },
  input: z.output<typeof ubahCatatanCsfSchema>,
) {
  const found = await repo.findCsf(tx, params.jenis, params.id);
  const { node, row: before } = await writableNodeOf(tx, actor, tahun, found, CSF_NOT_FOUND);
  await updateAudited(tx, repo.csfTable(params.jenis), actor.id, { id: params.id, before, set: input });
  return { message: `${JENIS_CSF_LABELS[params.jenis]} berhasil diperbarui`, data: await notesAnswer(tx, node, null) };
}

export async function hapusCsf(tx: Tx, actor: SessionUser, tahun: number, params: { jenis: JenisCsf; id: number }) {
  const { node } = await writableNodeOf(
    tx,
    actor,
    tahun,
    await repo.findCsf(tx, params.jenis, params.id),
    CSF_NOT_FOUND,
  );
  await deleteAudited(tx, repo.csfTable(params.jenis), actor.id, { id: params.id, notFound: CSF_NOT_FOUND });
  return { message: `${JENIS_CSF_LABELS[params.jenis]} berhasil dihapus`, data: await notesAnswer(tx, node, null) };
}

/** Saves this year's solution of a kinerja over the one there is (one per kinerja). */
export async function simpanSolusi(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  input: z.output<typeof simpanSolusiSchema>,
) {
  const node = await unlockedNode(tx, actor, input.level, input.kinerja_id, tahun);
  const before = await repo.solusiOfKinerja(tx, input.level, node.id);
  const set = { masalah: input.masalah, solusi: input.solusi };
  if (before) await updateAudited(tx, repo.solusiTable, actor.id, { id: before.id, before, set });
  else await insertAudited(tx, repo.solusiTable, actor.id, { ...nodeColumns(node), ...set });
  return { message: 'Solusi berhasil disimpan', data: await notesAnswer(tx, node, null) };
}

export async function hapusSolusi(tx: Tx, actor: SessionUser, tahun: number, id: number) {
  const { node } = await writableNodeOf(tx, actor, tahun, await repo.findSolusi(tx, id), SOLUSI_NOT_FOUND);
  await deleteAudited(tx, repo.solusiTable, actor.id, { id, notFound: SOLUSI_NOT_FOUND });
  return { message: 'Solusi berhasil dihapus', data: await notesAnswer(tx, node, null) };
}
