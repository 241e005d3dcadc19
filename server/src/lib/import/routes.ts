import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_LISTED,
  IMPORT_PREVIEW_MINUTES,
  importRecipeOfPeriod,
  type ImportChange,
  type ImportCounts,
  type ImportPreview,
  type ImportRecipe,
  type ImportRefusal,
  type ImportRow,
  type SessionUser,
} from '@sakip/domain';
import { inBackground, type Db, type Tx } from '../../db/client';
import { imporPratinjau } from '../../db/schema/index';
import { actorOf } from '../actor';
import { recordAudit } from '../audit';
import { registerRaw, registerRead, sendDocument } from '../contract/register';
import { assertCan, unitForNew } from '../crud/access';
import { answerWrite } from '../crud/write-reply';
import { NotFoundError, ValidationError } from '../errors';
import { contentDisposition, receiveUpload } from '../files/upload';
import { readImport } from './read';
import { buildImportTemplate, templateFilename } from './template';

/**
 * The three routes of every import kind (decision 0053): the template, the preview (multipart) and
 * the apply. A kind says only how its rows meet the database: `plan` reads what each row would
 * change (no writes) and hands back the write to run. The file is read outside any transaction (in
 * a worker), the plan and its write of apply in one transaction, audited: all or nothing.
 * Planning and applying run in the background lane (decision 0059): on the embedded database the
 * other requests' statements go first, and their reads run between the apply's statements.
 */

export interface ImportContext {
  actor: SessionUser;
  tahun: number;
  /** The unit imported into (scope 'unit'), null for the city's data. */
  unit: string | null;
}

export interface ImportPlan {
  counts: Omit<ImportCounts, 'ditolak'>;
  changes: ImportChange[];
  refused: ImportRefusal[];
  catatan?: string[];
  /** The writes; run inside the apply's transaction. */
  write: (tx: Tx) => Promise<void>;
}

export interface ImportKind {
  recipe: ImportRecipe;
  plan: (db: Db | Tx, context: ImportContext, rows: ImportRow[]) => Promise<ImportPlan>;
  /**
   * For a recipe whose headers name the years of a planning period ("Target {tahun_1}"): the first
   * year of the period of the request's year; its template and its reading use those years.
   */
  periodeAwal?: (db: Db | Tx, tahun: number) => Promise<number>;
}

/** The recipe of a kind for a year: the period's years in its headers when it has them. */
async function recipeOf(db: Db | Tx, kind: ImportKind, tahun: number) {
  return kind.periodeAwal ? importRecipeOfPeriod(kind.recipe, await kind.periodeAwal(db, tahun)) : kind.recipe;
}

const PREVIEW_GONE = 'Pratinjau impor tidak ditemukan atau sudah kedaluwarsa: unggah ulang berkasnya.';

async function bytesOf(app: FastifyInstance, key: string): Promise<Uint8Array> {
  const opened = await app.files.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Reads the file and plans it; the refusals of the reader and of the kind together, by row. */
async function planFile(app: FastifyInstance, db: Db | Tx, kind: ImportKind, context: ImportContext, key: string) {
  const read = await readImport(await recipeOf(db, kind, context.tahun), await bytesOf(app, key));
  const plan = await kind.plan(db, context, read.rows);
  const refused = [...read.refused, ...plan.refused].sort((a, b) => a.baris - b.baris);
  const ditolak = new Set(refused.map((r) => r.baris)).size;
  return { read, plan, refused, counts: { ...plan.counts, ditolak } satisfies ImportCounts };
}

/** Removes the expired previews and their files. */
async function sweepExpired(app: FastifyInstance): Promise<void> {
  const gone = await app.db
    .delete(imporPratinjau)
    .where(lt(imporPratinjau.kedaluwarsa, new Date()))
    .returning({ key: imporPratinjau.file_key });
  for (const row of gone) await app.files.remove(row.key).catch(() => undefined);
}

function contextOf(request: FastifyRequest, kind: ImportKind, requestedUnit: string | undefined): ImportContext {
  const actor = actorOf(request);
  assertCan(actor, 'write', kind.recipe.resource);
  const unit = kind.recipe.scope === 'unit' ? unitForNew(actor, kind.recipe.resource, requestedUnit ?? null) : null;
  return { actor, tahun: request.tahun, unit };
}

async function preview(app: FastifyInstance, request: FastifyRequest, kind: ImportKind): Promise<ImportPreview> {
  assertCan(actorOf(request), 'write', kind.recipe.resource);
  const { file, fields } = await receiveUpload(request, { kinds: ['xlsx'] });
  let keep = false;
  try {
    const context = contextOf(request, kind, fields.satuan_kerja_id || undefined);
    const { read, plan, refused, counts } = await inBackground(() => planFile(app, app.db, kind, context, file.key));
    const applicable = refused.length === 0 && (counts.tambah > 0 || counts.ubah > 0);
    const token = applicable ? randomUUID() : null;
    const kedaluwarsa = new Date(Date.now() + IMPORT_PREVIEW_MINUTES * 60_000);
    if (token) {
      await app.db.insert(imporPratinjau).values({
        token,
        jenis: kind.recipe.kind,
        user_id: context.actor.id,
        satuan_kerja_id: context.unit,
        tahun: context.tahun,
        file_key: file.key,
        nama_berkas: file.originalName,
        sha256: file.sha256,
        kedaluwarsa,
      });
      keep = true;
    }
    await sweepExpired(app);
    return {
      token,
      jenis: kind.recipe.kind,
      nama_berkas: file.originalName,
      total_baris: read.total,
      jumlah: counts,
      ditolak: refused.slice(0, IMPORT_MAX_LISTED),
      perubahan: plan.changes.slice(0, IMPORT_MAX_LISTED),
      catatan: plan.catatan ?? [],
      kedaluwarsa: token ? kedaluwarsa.toISOString() : null,
    };
  } finally {
    if (!keep) await app.files.remove(file.key).catch(() => undefined);
  }
}

async function apply(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, kind: ImportKind) {
  const actor = actorOf(request);
  assertCan(actor, 'write', kind.recipe.resource);
  const { token } = request.params as { token: string };
  const mine = and(
    eq(imporPratinjau.token, token),
    eq(imporPratinjau.jenis, kind.recipe.kind),
    eq(imporPratinjau.user_id, actor.id),
    gt(imporPratinjau.kedaluwarsa, new Date()),
  );
  const [stored] = await app.db.select().from(imporPratinjau).where(mine);
  if (!stored) throw new NotFoundError(PREVIEW_GONE);
  const context: ImportContext = { actor, tahun: stored.tahun, unit: stored.satuan_kerja_id };
  const read = await readImport(await recipeOf(app.db, kind, stored.tahun), await bytesOf(app, stored.file_key));
  const write = (tx: Tx) => applyPlan(kind, tx, { token, mine, stored, context, read });
  await inBackground(() => answerWrite(app.db, reply, write));
  await app.files.remove(stored.file_key).catch(() => undefined);
  return reply;
}

interface Taken {
  token: string;
  mine: SQL | undefined;
  stored: typeof imporPratinjau.$inferSelect;
  context: ImportContext;
  read: Awaited<ReturnType<typeof readImport>>;
}

/** The apply's transaction: takes the preview, plans again, writes and audits. */
async function applyPlan(kind: ImportKind, tx: Tx, { token, mine, stored, context, read }: Taken) {
  // Taken by this apply: a second click (or a second instance) finds nothing.
  const [taken] = await tx.delete(imporPratinjau).where(mine).returning({ token: imporPratinjau.token });
  if (!taken) throw new NotFoundError(PREVIEW_GONE);
  const plan = await kind.plan(tx, context, read.rows);
  const refused = [...read.refused, ...plan.refused];
  if (refused.length > 0) {
    throw new ValidationError(
      { file: refused.slice(0, 20).map((r) => `Baris ${r.baris}: ${r.alasan}`) },
      'Data berubah sejak pratinjau dan sebagian baris kini ditolak: unggah ulang berkasnya.',
    );
  }
  await plan.write(tx);
  const counts: ImportCounts = { ...plan.counts, ditolak: 0 };
  await recordAudit(tx, {
    actorId: context.actor.id,
    action: 'upload',
    table: `impor:${kind.recipe.kind}`,
    recordId: token,
    newValues: { nama_berkas: stored.nama_berkas, sha256: stored.sha256, tahun: stored.tahun, unit: stored.satuan_kerja_id, ...counts },
  });
  return {
    message: `Impor diterapkan: ${counts.tambah} ditambah, ${counts.ubah} diubah, ${counts.tetap} tetap.`,
    data: counts,
  };
}

/** Registers the template, preview and apply routes of an import kind. */
export function importRoutes(kind: ImportKind) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const { endpoints } = kind.recipe;
    registerRead(app, endpoints.template, async (request, reply) => {
      assertCan(actorOf(request), 'write', kind.recipe.resource);
      const buffer = await buildImportTemplate(await recipeOf(app.db, kind, request.tahun));
      return sendDocument(reply, 'xlsx', contentDisposition(templateFilename(kind.recipe)), buffer);
    });
    registerRaw(app, endpoints.preview, (request) => preview(app, request, kind), { multipart: true });
    registerRaw(app, endpoints.apply, (request, reply) => apply(app, request, reply, kind));
  };
}
