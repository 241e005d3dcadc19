import { notify } from '../../../lib/notify/notify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ajukanValidasiPerencanaanEndpoint,
  eventPutusan,
  faseValidasiPerencanaan,
  menungguTahap,
  MESSAGE_FORBIDDEN,
  putuskanValidasiPerencanaanEndpoint,
  recordOfStatePerencanaan,
  rowInScope,
  scopeOf,
  validatorPerencanaanStage,
  yearKey,
  statePerencanaan,
  type Actor,
  type EventPerencanaan,
  type FaseValidasiPerencanaan,
  type StatePerencanaan,
  type ProgramRingkas,
  type SasaranRingkas,
  type ValidasiPerencanaanDetail,
  type validasiPerencanaanListQuerySchema,
  type ValidasiPerencanaanUnit,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { validasiPerencanaan } from '../../../db/schema/index';
import { assertCan, contextOf, type CrudContext } from '../../../lib/crud/index';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import {
  workflowAdapter,
  type WorkflowAuditEntry,
  type WorkflowLoaded,
  type WorkflowStep,
} from '../../../lib/workflow/workflow-routes';
import { offsetOf, paginate } from '../../../lib/pagination';
import * as repo from './validasi-perencanaan.repository';
import { must } from '../../../lib/must';

const RESOURCE = 'validasi-perencanaan';
const UNIT_NOT_FOUND = 'Satuan kerja tidak ditemukan';

type Record_ = Pick<repo.ValidasiRow, 'id' | 'status' | 'tahap' | 'divalidasi_at' | 'catatan' | 'updated_at'>;

/** What this actor may do with a unit's plan now (the buttons of the screens). */
function aksiTersedia(actor: Actor, satkerId: string, record: Record_ | null, fase: FaseValidasiPerencanaan) {
  const scope = scopeOf(actor, 'write', RESOURCE);
  const tahapValidator = validatorPerencanaanStage(actor.role_id);
  const unitWriter = scope.kind !== 'stage' && scope.kind !== 'none' && rowInScope(scope, satkerId);
  return {
    ajukan: unitWriter && (fase === 'belum-diajukan' || fase === 'ditolak'),
    validasi: tahapValidator
      ? menungguTahap(fase, record, tahapValidator)
      : scope.kind === 'all' && fase === 'menunggu',
  };
}

function unitOf(
  actor: Actor,
  unit: { satuan_kerja_id: string; satuan_kerja_nama: string },
  record: Record_ | null,
): ValidasiPerencanaanUnit {
  const fase = faseValidasiPerencanaan(record);
  return {
    satuan_kerja_id: unit.satuan_kerja_id,
    satuan_kerja_nama: unit.satuan_kerja_nama,
    status: record?.status ?? null,
    tahap: record?.tahap ?? null,
    fase,
    catatan: record?.catatan ?? null,
    updated_at: record?.updated_at.toISOString() ?? null,
    aksi: aksiTersedia(actor, unit.satuan_kerja_id, record, fase),
  };
}

/** The status record as GET /validasi-perencanaan answers it (SPEC §7: status, tahap). */
function statusOf(record: repo.ValidasiRow | undefined) {
  if (!record) return { data: null };
  return {
    data: {
      status: record.status,
      tahap: record.tahap,
      divalidasi_at: record.divalidasi_at?.toISOString() ?? null,
      fase: faseValidasiPerencanaan(record),
      catatan: record.catatan,
    },
  };
}

/** GET /validasi-perencanaan (SPEC §7): the status of the user's own unit, or null. */
export async function statusOwn(db: Db, actor: Actor, tahun: number) {
  const satker = actor.satuan_kerja_id;
  return statusOf(satker ? await repo.findRecord(db, satker, tahun) : undefined);
}

/**
 * GET /validasi-perencanaan?satuan_kerja_id=: the status of a unit the actor may read (the lock of
 * a record of that unit, e.g. setda editing a biro's); others' units are 404. One statement for
 * the unit and its record.
 */
export async function statusOfUnit(db: Db, actor: Actor, satkerId: string, tahun: number) {
  const scope = assertCan(actor, 'read', RESOURCE);
  const unit = await repo.findUnitWithRecord(db, satkerId, tahun);
  if (!unit || !rowInScope(scope, unit.satuan_kerja_id)) throw new NotFoundError(UNIT_NOT_FOUND);
  return statusOf(unit.record ?? undefined);
}

/** GET /validasi-perencanaan: the status of the actor's own unit, or of the unit asked for. */
export function status(db: Db, actor: Actor, tahun: number, satkerId: string | undefined) {
  return satkerId ? statusOfUnit(db, actor, satkerId, tahun) : statusOwn(db, actor, tahun);
}

/** Units with their plan's validation; a validator sees the plans waiting at its stage first. */
type ListQuery = z.output<typeof validasiPerencanaanListQuerySchema>;

export async function list(db: Db, ctx: CrudContext, query: ListQuery) {
  const scope = assertCan(ctx.actor, 'read', RESOURCE);
  // All units of the scope in one statement (a city has tens of units); the phase filters and the
  // validator's-stage-first order run on the built rows, and so does the paging.
  const rows = await repo.listUnits(db, ctx.tahun, scope, query.search);
  const units = rows.map((row) => unitOf(ctx.actor, row, row.record));
  const filtered = units.filter((unit) => matches(unit, query));
  filtered.sort((a, b) => Number(b.aksi.validasi) - Number(a.aksi.validasi));
  const start = offsetOf(query.page, query.per_page);
  return paginate(filtered.slice(start, start + query.per_page), filtered.length, query.page, query.per_page);
}

function matches(unit: ValidasiPerencanaanUnit, query: ListQuery): boolean {
  if (query.tahap && unit.tahap !== Number(query.tahap)) return false;
  if (query.status === '1' && unit.fase !== 'tervalidasi') return false;
  if (query.status === '0' && unit.fase === 'tervalidasi') return false;
  if (query.fase && unit.fase !== query.fase) return false;
  return true;
}

/** The unit when it exists and the actor may read its plan (404 otherwise: nothing leaks). */
async function readableUnit(db: Db | Tx, actor: Actor, satkerId: string) {
  const scope = assertCan(actor, 'read', RESOURCE);
  const unit = await repo.findUnit(db, satkerId);
  if (!unit || !rowInScope(scope, unit.satuan_kerja_id)) throw new NotFoundError(UNIT_NOT_FOUND);
  return unit;
}

/** GET /validasi-perencanaan/:satkerId: the plan under review, its status and history. */
export async function detail(db: Db, ctx: CrudContext, satkerId: string): Promise<ValidasiPerencanaanDetail> {
  const unit = await readableUnit(db, ctx.actor, satkerId);
  const record = (await repo.findRecord(db, satkerId, ctx.tahun)) ?? null;
  const riwayat = record ? await repo.listTransitions(db, record.id) : [];
  return {
    ...unitOf(ctx.actor, unit, record),
    tahun: ctx.tahun,
    rencana: await rencanaOf(db, satkerId, ctx.tahun),
    riwayat,
  };
}

function groupBy<T extends { parent_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.parent_id, [...(map.get(row.parent_id) ?? []), row]);
  return map;
}

function ringkas(row: {
  id: number;
  kode: string | null;
  nama: string | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  target: number | null;
  anggaran: number;
}) {
  const { id, kode, nama, sasaran, indikator, satuan, target, anggaran } = row;
  return { id, kode, nama, sasaran, indikator, satuan, target, anggaran };
}

/** An SS-PD's target of the year (target_1..5 of its period; none before the period). */
function targetTahun(row: Awaited<ReturnType<typeof repo.sasaranOf>>[number], tahun: number): number | null {
  const key = yearKey('target_', tahun, row.tahun_awal);
  return key.startsWith('target_') && key in row ? (row[key as keyof typeof row] as number | null) : null;
}

/** SS-PD → program → kegiatan → sub kegiatan of the unit and year: five statements, whatever the size. */
async function rencanaOf(db: Db, satkerId: string, tahun: number): Promise<SasaranRingkas[]> {
  const programs = await repo.programsOf(db, satkerId, tahun);
  const kegiatans = await repo.kegiatanOf(
    db,
    programs.map((p) => p.id),
  );
  const subs = groupBy(
    await repo.subKegiatanOf(
      db,
      kegiatans.map((k) => k.id),
    ),
  );
  const kegiatanByProgram = groupBy(kegiatans);
  const programBySasaran = groupBy(programs);
  const sasaran = await repo.sasaranOf(db, satkerId, tahun, [...programBySasaran.keys()]);
  const programTree = (p: (typeof programs)[number]): ProgramRingkas => ({
    ...ringkas(p),
    kegiatan: (kegiatanByProgram.get(p.id) ?? []).map((k) => ({
      ...ringkas(k),
      sub_kegiatan: (subs.get(k.id) ?? []).map(ringkas),
    })),
  });
  return sasaran.map((s) => ({
    id: s.id,
    sasaran_strategis_satker: s.sasaran_strategis_satker,
    iku: s.iku,
    satuan: s.satuan,
    target: targetTahun(s, tahun),
    program: (programBySasaran.get(s.id) ?? []).map(programTree),
  }));
}

/** A unit's plan of the year as the workflow recipe loads it: the unit, its record (locked) and state. */
interface Loaded {
  ctx: CrudContext;
  unit: { satuan_kerja_id: string; satuan_kerja_nama: string };
  before: repo.ValidasiRow | undefined;
}
type Step = WorkflowStep<StatePerencanaan, EventPerencanaan>;

/** The unit (404 outside the actor's scope) and its record, locked for the transition. */
async function loadPlan(tx: Tx, ctx: CrudContext, satkerId: string): Promise<WorkflowLoaded<StatePerencanaan, Loaded>> {
  const scope = scopeOf(ctx.actor, 'write', RESOURCE);
  const unit = await readableUnit(tx, ctx.actor, satkerId);
  const before = await repo.findRecord(tx, satkerId, ctx.tahun, true);
  const owner = scope.kind !== 'stage' && scope.kind !== 'none' && rowInScope(scope, satkerId);
  return { state: statePerencanaan(before), record: { ctx, unit, before }, owner };
}

/** Writes the new state in the caller's transaction (the note with it); the recipe audits it. */
async function persistPlan(tx: Tx, { ctx, unit, before }: Loaded, step: Step, catatan: string | null | undefined) {
  const values = {
    ...recordOfStatePerencanaan(step.to),
    catatan: catatan ?? null,
    updated_at: new Date(),
    updated_by: ctx.actor.id,
  };
  const [after] = before
    ? await tx.update(validasiPerencanaan).set(values).where(eq(validasiPerencanaan.id, before.id)).returning()
    : await tx
        .insert(validasiPerencanaan)
        .values({ ...values, satuan_kerja_id: unit.satuan_kerja_id, tahun: ctx.tahun })
        .returning();
  return must(after);
}

/** The audit row of a transition: the record before and after, with the action and its stage. */
function auditPlan({ before }: Loaded, after: repo.ValidasiRow, step: Step): WorkflowAuditEntry {
  const aksi = step.event === 'ajukan' ? 'ajukan' : step.event.split('-')[0];
  const tahap = step.event === 'ajukan' ? after.tahap : Number(step.event.split('-')[1]);
  return {
    action: before ? 'update' : 'create',
    table: repo.TABLE,
    recordId: after.id,
    oldValues: before ?? null,
    newValues: { ...after, aksi, tahap_aksi: tahap },
  };
}

/** POST /validasi-perencanaan/:satkerId/ajukan: the unit (or super) submits the plan of the year. */
export const ajukanAdapter = workflowAdapter({
  endpoint: ajukanValidasiPerencanaanEndpoint,
  event: () => 'ajukan',
  load: (tx, rq) => loadPlan(tx, contextOf(rq), rq.params.satkerId),
  forbidden: (actor) =>
    scopeOf(actor, 'write', RESOURCE).kind === 'stage'
      ? 'Validator perencanaan tidak dapat mengajukan perencanaan satuan kerja'
      : 'Anda hanya dapat mengajukan perencanaan satuan kerja Anda sendiri',
  refusalField: 'validasi',
  persist: (tx, rq, loaded, step) => persistPlan(tx, loaded.record, step, rq.body.catatan),
  audit: (loaded, after, step) => auditPlan(loaded.record, after, step),
  notify: async (tx, { record: { ctx, unit } }, row) => {
    await notify(
      tx,
      { roles: [validatorOf(row.tahap)] },
      {
        jenis: 'validasi-perencanaan',
        judul: `Perencanaan ${unit.satuan_kerja_nama} menunggu validasi tahap ${row.tahap}`,
        pesan: `${unit.satuan_kerja_nama} mengajukan perencanaan tahun ${ctx.tahun} untuk validasi tahap ${row.tahap}.`,
        tautan: `/validasi-perencanaan/${unit.satuan_kerja_id}`,
      },
    );
  },
  answer: (after, _step, { record: { ctx, unit } }) => ({
    message: `Perencanaan berhasil diajukan untuk validasi tahap ${after.tahap}`,
    data: unitOf(ctx.actor, unit, after),
  }),
});

function validatorOf(tahap: number) {
  return `validator_perencanaan_${tahap}` as 'validator_perencanaan_1';
}

/** Who hears of a decision: the unit when returned or validated, the next stage's validators otherwise. */
async function notifyDecision(tx: Tx, { ctx, unit }: Loaded, row: repo.ValidasiRow, step: Step) {
  const tahap = Number(step.event.split('-')[1]);
  const tautan = `/validasi-perencanaan/${unit.satuan_kerja_id}`;
  const keUnit = { roles: ['perangkat_daerah'] as const, satuanKerjaId: unit.satuan_kerja_id };
  if (step.event.startsWith('tolak')) {
    await notify(tx, keUnit, {
      jenis: 'perencanaan-dikembalikan',
      judul: `Perencanaan tahun ${ctx.tahun} dikembalikan pada tahap ${tahap}`,
      pesan: `Catatan validator: ${step.note ?? '-'}`,
      tautan: '/validasi-perencanaan',
    });
  } else if (row.divalidasi_at) {
    await notify(tx, keUnit, {
      jenis: 'perencanaan-tervalidasi',
      judul: `Perencanaan tahun ${ctx.tahun} tervalidasi`,
      pesan: `Perencanaan ${unit.satuan_kerja_nama} telah disetujui pada ketiga tahap validasi.`,
      tautan: '/validasi-perencanaan',
    });
  } else {
    await notify(
      tx,
      { roles: [validatorOf(row.tahap)] },
      {
        jenis: 'validasi-perencanaan',
        judul: `Perencanaan ${unit.satuan_kerja_nama} menunggu validasi tahap ${row.tahap}`,
        pesan: `Perencanaan tahun ${ctx.tahun} disetujui pada tahap ${tahap} dan diteruskan kepada Anda.`,
        tautan,
      },
    );
  }
}

function decisionMessage(aksi: 'setujui' | 'tolak', tahap: number, next: number): string {
  if (aksi === 'tolak') return `Perencanaan dikembalikan kepada satuan kerja pada tahap ${tahap}`;
  return tahap === next
    ? 'Perencanaan disetujui dan tervalidasi'
    : `Perencanaan disetujui pada tahap ${tahap} dan diteruskan ke tahap ${next}`;
}

/** A validator acting on a plan that waits at another stage is refused (403) before the transition. */
function checkStage(actor: Actor, before: repo.ValidasiRow | undefined) {
  const tahapValidator = validatorPerencanaanStage(actor.role_id);
  if (tahapValidator && faseValidasiPerencanaan(before) === 'menunggu' && must(before).tahap !== tahapValidator) {
    throw new ForbiddenError(
      `Perencanaan ini menunggu validasi tahap ${must(before).tahap}; Anda validator tahap ${tahapValidator}`,
    );
  }
}

/**
 * POST /validasi-perencanaan/:satkerId/validasi: validator tahap N approves or rejects (a note
 * required) a plan waiting at tahap N; any other stage is refused (403), and so is a unit. Super
 * decides at whatever stage the plan waits.
 */
export const putuskanAdapter = workflowAdapter({
  endpoint: putuskanValidasiPerencanaanEndpoint,
  event: (rq) => eventPutusan(rq.body.keputusan, rq.body.tahap),
  note: (rq) => rq.body.catatan,
  load: (tx, rq) => loadPlan(tx, contextOf(rq), rq.params.satkerId),
  forbidden: (actor, event) => {
    const tahapValidator = validatorPerencanaanStage(actor.role_id);
    if (!tahapValidator) return 'Hanya validator perencanaan yang dapat menyetujui atau menolak perencanaan';
    return event.endsWith(`-${tahapValidator}`)
      ? MESSAGE_FORBIDDEN
      : `Anda hanya dapat memvalidasi perencanaan pada tahap ${tahapValidator}`;
  },
  check: (_tx, rq, loaded) => checkStage(contextOf(rq).actor, loaded.record.before),
  refusalField: 'validasi',
  persist: (tx, rq, loaded, step) => persistPlan(tx, loaded.record, step, rq.body.catatan),
  audit: (loaded, after, step) => auditPlan(loaded.record, after, step),
  notify: (tx, loaded, row, step) => notifyDecision(tx, loaded.record, row, step),
  answer: (after, step, { record: { ctx, unit } }) => ({
    message: decisionMessage(
      step.event.startsWith('tolak') ? 'tolak' : 'setujui',
      Number(step.event.split('-')[1]),
      after.tahap,
    ),
    data: unitOf(ctx.actor, unit, after),
  }),
});
