import {
  lkeAjukanEndpoint,
  lkeBatalValidasiEndpoint,
  lkeGeneratedNotes,
  lkeMissingMessage,
  lkeTutupPenilaianEndpoint,
  lkeTutupPlenoEndpoint,
  lkeWorkflow,
  MESSAGE_FORBIDDEN,
  type LkeEvent,
  type LkeTahap,
  type SessionUser,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { actorOf } from '../../../lib/actor';
import { ValidationError } from '../../../lib/errors';
import { notify } from '../../../lib/notify/notify';
import {
  workflowAdapter,
  type WorkflowAuditEntry,
  type WorkflowLoaded,
  type WorkflowStep,
} from '../../../lib/workflow/workflow-routes';
import * as adminRepo from './lke-admin.repository';
import * as repo from './lke.repository';
import { allKriteria, assertUnitMayEdit, lembar, pleno, resolveUnit, StageError, type Unit } from './lke.service';

/**
 * The LKE stages of a unit and year on the workflow recipe (decision 0048, `lkeWorkflow`): submit
 * (Ajukan), close a scoring stage (Tutup Penilaian), reopen one (Batal Validasi) and close the
 * plenary (Tutup Pleno). A refusal of the stage is a 409 with the flow's message; each transition
 * stamps its moment on the unit's status row, audits `lke_status` and tells whoever acts next.
 */

interface Stage {
  unit: Unit;
  tahun: number;
}
type LoadedStage<R extends Stage = Stage> = WorkflowLoaded<LkeTahap, R>;

/** The unit (scoped like its other writes: 'write' for the unit, 'score' for a validator) and its stage, locked. */
async function loadStage(
  tx: Tx,
  rq: { tahun: number; body: { satuan_kerja_id?: string | undefined } },
  actor: SessionUser,
  mode: 'write' | 'score',
): Promise<LoadedStage> {
  const unit = await resolveUnit(tx, actor, rq.tahun, rq.body.satuan_kerja_id, mode);
  const row = await repo.statusForUpdate(tx, rq.tahun, unit.satuan_kerja_id);
  // whoever may write the unit's sheet submits for it (the declaration's 'unit')
  return {
    state: (row?.tahap as LkeTahap | undefined) ?? 'pengisian',
    record: { unit, tahun: rq.tahun },
    owner: mode === 'write',
  };
}

const eventOfTahap =
  <E extends LkeEvent>(first: E, second: E) =>
  (rq: { body: { tahap: 1 | 2 } }) =>
    rq.body.tahap === 1 ? first : second;

/** The moments each transition stamps on the status row (a reopening clears the later ones). */
function stampsOf(event: LkeEvent, now: Date): Record<string, Date | null> {
  const stamps: Record<LkeEvent, Record<string, Date | null>> = {
    ajukan_1: { diajukan_1_at: now },
    ajukan_2: { diajukan_2_at: now },
    tutup_1: { ditutup_1_at: now },
    tutup_2: { ditutup_2_at: now },
    batal_1: { ditutup_1_at: null, diajukan_1_at: null, diajukan_2_at: null, ditutup_2_at: null, pleno_at: null },
    batal_2: { diajukan_2_at: null, ditutup_2_at: null, pleno_at: null },
    tutup_pleno: { pleno_at: now },
  };
  return stamps[event];
}

async function persistStage(tx: Tx, { record }: LoadedStage, step: WorkflowStep<LkeTahap, LkeEvent>) {
  const stamps = stampsOf(step.event, new Date());
  await repo.upsertStatus(tx, record.tahun, record.unit.satuan_kerja_id, { tahap: step.to, ...stamps }, step.actor.id);
}

function stageAudit(
  { record }: LoadedStage,
  _after: unknown,
  step: WorkflowStep<LkeTahap, LkeEvent>,
): WorkflowAuditEntry {
  return {
    action: 'update',
    table: 'lke_status',
    recordId: `${record.unit.satuan_kerja_id}/${record.tahun}`,
    oldValues: { tahap: step.from },
    newValues: { tahap: step.to, event: step.event },
  };
}

const STAGE_NEWS: Record<LkeEvent, string> = {
  ajukan_1: 'Lembar kerja LKE diajukan dan menunggu Penilaian Awal',
  tutup_1: 'Penilaian Awal LKE ditutup: eviden dapat diperbaiki',
  batal_1: 'Validasi LKE dibatalkan: lembar kerja dapat diisi kembali',
  ajukan_2: 'Eviden perbaikan LKE diajukan dan menunggu Penilaian Akhir',
  tutup_2: 'Penilaian Akhir LKE ditutup dan menunggu Penilaian Pleno',
  batal_2: 'Validasi akhir LKE dibatalkan: eviden perbaikan dapat diubah kembali',
  tutup_pleno: 'Penilaian LKE selesai',
};
const STAGE_SCREEN: Record<LkeTahap, string> = {
  pengisian: '/lke/eviden',
  validasi_1: '/lke/penilaian',
  perbaikan: '/lke/eviden-2',
  validasi_2: '/lke/penilaian-2',
  pleno: '/lke/penilaian-humanis',
  selesai: '/lke/hasil-akhir',
};

/** Tells whoever the new stage waits for (the workflow's `waitsFor`), or the unit when it is done. */
async function notifyStage(tx: Tx, { record }: LoadedStage, _after: unknown, step: WorkflowStep<LkeTahap, LkeEvent>) {
  const { unit, tahun } = record;
  const waits = lkeWorkflow.states[step.to].waitsFor;
  const pesan = `${unit.satuan_kerja_nama}, LKE tahun ${tahun}: ${lkeWorkflow.states[step.to].label}.`;
  const n = { jenis: `lke-${step.event}`, judul: `${STAGE_NEWS[step.event]} (${unit.satuan_kerja_nama})`, pesan };
  const tautan = `${STAGE_SCREEN[step.to]}?satuan_kerja_id=${encodeURIComponent(unit.satuan_kerja_id)}`;
  if (waits.includes('validator_lke')) {
    const assigned = await adminRepo.assignments(tx, tahun);
    const userIds = assigned.filter((a) => a.satuan_kerja_id === unit.satuan_kerja_id).map((a) => a.user_id);
    await notify(tx, { userIds }, { ...n, tautan });
  } else if (waits.includes('validator_lke_pleno')) {
    await notify(tx, { roles: ['validator_lke_pleno'] }, { ...n, tautan });
  } else {
    await notify(
      tx,
      { roles: ['perangkat_daerah'], satuanKerjaId: unit.satuan_kerja_id },
      { ...n, tautan: STAGE_SCREEN[step.to] },
    );
  }
}

/** What every LKE stage route shares: the 403, the 409 refusal, the audit row and the notification. */
const STAGE = {
  forbidden: MESSAGE_FORBIDDEN,
  refusal: (message: string) => new StageError(message),
  audit: stageAudit,
  notify: notifyStage,
};

/** Ajukan: a complete sheet the unit may still edit (before the count-down ends, for stage 2). */
export const ajukanAdapter = workflowAdapter({
  ...STAGE,
  endpoint: lkeAjukanEndpoint,
  event: eventOfTahap('ajukan_1', 'ajukan_2'),
  load: (tx, rq, actor) => loadStage(tx, rq, actor, 'write'),
  check: async (tx, rq, { record }) => {
    const sid = record.unit.satuan_kerja_id;
    await assertUnitMayEdit(tx, rq.tahun, sid, rq.body.tahap);
    const sheet = (await lembar(tx, actorOf(rq), rq.tahun, { satuan_kerja_id: sid, tahap: rq.body.tahap })).data;
    if (sheet.kurang.length) throw new ValidationError({ lembar: [lkeMissingMessage(sheet.kurang)] });
  },
  persist: (tx, _rq, loaded, step) => persistStage(tx, loaded, step),
  answer: (_after, { to }) => ({ message: 'Lembar kerja berhasil diajukan untuk divalidasi', data: { tahap: to } }),
});

type Sheet = Awaited<ReturnType<typeof lembar>>['data'];

/** The criteria a validator has not scored yet (no value, or no verdict). */
function unscored(sheet: Sheet): string[] {
  return allKriteria(sheet.struktur)
    .filter(({ kriteria }) => {
      const p = sheet.penilaian[kriteria.id];
      return !p || p.opsi_id === null || !p.status;
    })
    .map(({ kriteria }) => kriteria.kode);
}

/** The notes of stage 2: where the validator's verdict or value differs from the unit's answer. */
function notesOf(sheet: Sheet) {
  return lkeGeneratedNotes(
    allKriteria(sheet.struktur).map(({ kriteria, komponenId }) => {
      const p = sheet.penilaian[kriteria.id];
      return {
        kriteria,
        komponenId,
        unitOpsiId: sheet.jawaban[kriteria.id] ?? null,
        validatorOpsiId: p?.opsi_id ?? null,
        status: (p?.status as 'terima' | 'tolak' | null) ?? null,
        catatan: p?.catatan ?? null,
      };
    }),
  );
}

/**
 * Tutup Penilaian: every criterion scored. Stage 1 copies sheet 1 to sheet 2 for the improvements;
 * stage 2 writes the notes of the results.
 */
export const tutupPenilaianAdapter = workflowAdapter<typeof lkeTutupPenilaianEndpoint, Stage & { sheet: Sheet }, void>({
  ...STAGE,
  endpoint: lkeTutupPenilaianEndpoint,
  event: eventOfTahap('tutup_1', 'tutup_2'),
  load: async (tx, rq, actor) => {
    const loaded = await loadStage(tx, rq, actor, 'score');
    const query = { satuan_kerja_id: loaded.record.unit.satuan_kerja_id, tahap: rq.body.tahap };
    return { ...loaded, record: { ...loaded.record, sheet: (await lembar(tx, actor, rq.tahun, query)).data } };
  },
  decideBeforeCheck: true,
  check: (_tx, _rq, { record }) => {
    const kurang = unscored(record.sheet);
    const more = kurang.length > 5 ? ` dan ${kurang.length - 5} kriteria lainnya` : '';
    if (kurang.length)
      throw new ValidationError({ penilaian: [`Penilaian belum lengkap: ${kurang.slice(0, 5).join(', ')}${more}`] });
  },
  persist: async (tx, _rq, loaded, step) => {
    await persistStage(tx, loaded, step);
    const { tahun, unit, sheet } = loaded.record;
    if (step.event === 'tutup_1') await repo.copyLembar1To2(tx, tahun, unit.satuan_kerja_id, step.actor.id);
    else await repo.insertCatatan(tx, tahun, unit.satuan_kerja_id, notesOf(sheet));
  },
  answer: (_after, { event }) => ({
    message: event === 'tutup_1' ? 'Penilaian awal berhasil ditutup' : 'Penilaian akhir berhasil ditutup',
    data: null,
  }),
});

/**
 * Batal Validasi: reopens a stage and clears the later ones (the plenary and the notes; from stage
 * 1, sheet 2 too, whose files no other row refers to are removed after the commit).
 */
export function batalValidasiAdapter(removeFiles: (keys: string[]) => () => Promise<unknown>) {
  return workflowAdapter<typeof lkeBatalValidasiEndpoint, Stage, string[]>({
    ...STAGE,
    endpoint: lkeBatalValidasiEndpoint,
    event: eventOfTahap('batal_1', 'batal_2'),
    load: (tx, rq, actor) => loadStage(tx, rq, actor, 'score'),
    persist: async (tx, _rq, loaded, step) => {
      await persistStage(tx, loaded, step);
      const { tahun, unit } = loaded.record;
      const obsolete =
        step.event === 'batal_1'
          ? await repo.unusedKeys(tx, await repo.clearLembar2(tx, tahun, unit.satuan_kerja_id))
          : [];
      await repo.clearPlenoAndNotes(tx, tahun, unit.satuan_kerja_id);
      return obsolete;
    },
    answer: (obsolete, _step, _loaded, afterCommit) => {
      afterCommit(removeFiles(obsolete));
      return { message: 'Validasi berhasil dibatalkan', data: null };
    },
  });
}

/** Tutup Pleno: a value for every component. */
export const tutupPlenoAdapter = workflowAdapter({
  ...STAGE,
  endpoint: lkeTutupPlenoEndpoint,
  event: () => 'tutup_pleno' as const,
  load: (tx, rq, actor) => loadStage(tx, rq, actor, 'score'),
  decideBeforeCheck: true,
  check: async (tx, rq, { record }) => {
    const current = (await pleno(tx, actorOf(rq), rq.tahun, record.unit.satuan_kerja_id)).data;
    const kosong = current.komponen.filter((k) => k.nilai_pleno === null).map((k) => k.nama);
    if (kosong.length) throw new ValidationError({ nilai: [`Nilai pleno belum diisi: ${kosong.join(', ')}`] });
  },
  persist: (tx, _rq, loaded, step) => persistStage(tx, loaded, step),
  answer: () => ({ message: 'Penilaian pleno berhasil ditutup', data: null }),
});
