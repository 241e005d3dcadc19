import { defineWorkflow, transition, type WorkflowEvent, type WorkflowState } from './workflow/workflow';
import { ROLE_IDS } from './roles';

/**
 * Planning validation (SPEC §4 'Planning validation', DOMAIN.md 'Validasi perencanaan').
 *
 * One record per unit and year: status, tahap (1..3) and divalidasi_at. The flow:
 * - no record: the unit has not submitted; it edits freely;
 * - the unit submits ('ajukan') → status true at tahap 1: the plan is in validation and locked;
 * - validator tahap N approves ('setujui') → tahap N + 1, status stays true; validator 3's approval
 *   keeps tahap 3 and sets divalidasi_at: the plan is validated and stays locked;
 * - validator tahap N rejects ('tolak', a note required) → status false at tahap N: the unit edits
 *   again ('editing for stage N' of SPEC §4) and resubmits, which returns the plan to tahap N.
 * So the two editing rules of SPEC §4 hold as written: editing is allowed with no record or status
 * false, and editing for a stage with no record or status false at that stage. divalidasi_at tells
 * 'waiting for validator 3' (status true, tahap 3, null) from 'validated' (set) on the record alone.
 */
export interface ValidasiPerencanaanStatus {
  status: boolean;
  tahap: number;
}

/** The whole record: the status plus when validator 3 approved (null until then). */
export interface ValidasiPerencanaanRecord extends ValidasiPerencanaanStatus {
  divalidasi_at: Date | string | null;
}

export const VALIDASI_PERENCANAAN_STAGES = [1, 2, 3] as const;
export type TahapValidasi = (typeof VALIDASI_PERENCANAAN_STAGES)[number];
export const TAHAP_TERAKHIR: TahapValidasi = 3;

/** General editing: allowed when there is no status record or its status is false. */
export function canEditPerencanaan(record: ValidasiPerencanaanStatus | null | undefined): boolean {
  return !record || !record.status;
}

/** Editing at a stage: no record, or status false while the plan sits at that stage. */
export function canEditPerencanaanStage(record: ValidasiPerencanaanStatus | null | undefined, tahap: number): boolean {
  return !record || (!record.status && record.tahap === tahap);
}

export const AKSI_VALIDASI_PERENCANAAN = ['ajukan', 'setujui', 'tolak'] as const;
export type AksiValidasiPerencanaan = (typeof AKSI_VALIDASI_PERENCANAAN)[number];

export const FASE_VALIDASI_PERENCANAAN = ['belum-diajukan', 'menunggu', 'ditolak', 'tervalidasi'] as const;
export type FaseValidasiPerencanaan = (typeof FASE_VALIDASI_PERENCANAAN)[number];

/** Where a unit's plan stands, from its record alone. */
export function faseValidasiPerencanaan(record: ValidasiPerencanaanRecord | null | undefined): FaseValidasiPerencanaan {
  if (!record) return 'belum-diajukan';
  if (!record.status) return 'ditolak';
  return record.divalidasi_at ? 'tervalidasi' : 'menunggu';
}

/** The label of a phase, as lists and badges show it. */
export function labelFaseValidasi(fase: FaseValidasiPerencanaan, tahap: number | null | undefined): string {
  switch (fase) {
    case 'belum-diajukan':
      return 'Belum diajukan';
    case 'menunggu':
      return `Menunggu validasi tahap ${tahap ?? 1}`;
    case 'ditolak':
      return `Dikembalikan pada tahap ${tahap ?? 1}`;
    case 'tervalidasi':
      return 'Tervalidasi';
  }
}

/** Where a locked plan stands, as the lock texts say it; null when the phase does not lock. */
function keadaanKunci(fase: FaseValidasiPerencanaan, tahap: number): string | null {
  if (fase === 'tervalidasi') return 'sudah divalidasi';
  if (fase === 'menunggu') return `sedang dalam validasi tahap ${tahap}`;
  return null;
}

/** Why a unit may not edit its plan (the server's 422 errors.validasi), or null. */
export function alasanPerencanaanTerkunci(fase: FaseValidasiPerencanaan, tahap: number, tahun: number): string | null {
  const keadaan = keadaanKunci(fase, tahap);
  return keadaan ? `Perencanaan tahun ${tahun} ${keadaan}; perubahan tidak dapat disimpan` : null;
}

/** Super is not held by the lock (the server lets its writes through: assertPerencanaanEditable). */
export function bypassesPerencanaanLock(roleId: number | null | undefined): boolean {
  return roleId === ROLE_IDS.super;
}

/**
 * What a planning form says about the lock of the unit's plan: 'terkunci' (fields disabled, the
 * reason shown) for everyone the lock holds; 'info' for super, whose edits override it.
 */
export interface PemberitahuanKunciPerencanaan {
  jenis: 'terkunci' | 'info';
  judul: string;
  pesan: string;
}

export function pemberitahuanKunciPerencanaan(
  record: ValidasiPerencanaanRecord | null | undefined,
  tahun: number,
  bypass: boolean,
): PemberitahuanKunciPerencanaan | null {
  const fase = faseValidasiPerencanaan(record);
  const keadaan = keadaanKunci(fase, record?.tahap ?? 1);
  if (!keadaan) return null;
  if (bypass) {
    return {
      jenis: 'info',
      judul: fase === 'tervalidasi' ? 'Perencanaan sudah divalidasi' : 'Perencanaan dalam validasi',
      pesan: `Perencanaan tahun ${tahun} satuan kerja ini ${keadaan}. Sebagai super admin Anda tetap dapat mengubah isian; perubahan Anda mengesampingkan kunci validasi perencanaan.`,
    };
  }
  const lanjut =
    fase === 'menunggu' ? ' Isian dapat diubah kembali bila validator mengembalikan perencanaan untuk diperbaiki.' : '';
  return {
    jenis: 'terkunci',
    judul: 'Perencanaan terkunci',
    pesan: `${alasanPerencanaanTerkunci(fase, record?.tahap ?? 1, tahun)}.${lanjut}`,
  };
}

export type HasilTransisi =
  | {
      ok: true;
      next: ValidasiPerencanaanStatus & { divalidasi_at: Date | null };
      aksi: AksiValidasiPerencanaan;
      tahap: number;
    }
  | { ok: false; reason: string };

function notOk(reason: string): HasilTransisi {
  return { ok: false, reason };
}

/** Why a plan in this phase cannot be decided on by a validator. */
function bukanMenunggu(fase: FaseValidasiPerencanaan): string {
  if (fase === 'belum-diajukan') return 'Perencanaan belum diajukan oleh satuan kerja';
  if (fase === 'ditolak') return 'Perencanaan sedang dikembalikan kepada satuan kerja untuk diperbaiki';
  return 'Perencanaan sudah tervalidasi';
}

/** A plan's state on the workflow recipe: the phase with its stage. */
type Tahap = `${TahapValidasi}`;
export type StatePerencanaan = 'belum-diajukan' | `menunggu-${Tahap}` | `ditolak-${Tahap}` | 'tervalidasi';
export type EventPerencanaan = 'ajukan' | `setujui-${Tahap}` | `tolak-${Tahap}`;

export function statePerencanaan(record: ValidasiPerencanaanRecord | null | undefined): StatePerencanaan {
  return statePerencanaanOf(faseValidasiPerencanaan(record), record?.tahap);
}

/** The workflow state of a phase at a stage (what lists carry), e.g. for its badge. */
export function statePerencanaanOf(fase: FaseValidasiPerencanaan, tahap: number | null | undefined): StatePerencanaan {
  if (fase === 'menunggu' || fase === 'ditolak') return `${fase}-${tahap ?? 1}` as StatePerencanaan;
  return fase;
}

function tahapOf(state: StatePerencanaan): number {
  return Number(state.split('-').at(-1)) || TAHAP_TERAKHIR;
}

function faseOf(state: StatePerencanaan): FaseValidasiPerencanaan {
  return state.startsWith('menunggu')
    ? 'menunggu'
    : state.startsWith('ditolak')
      ? 'ditolak'
      : (state as FaseValidasiPerencanaan);
}

/** A validator of stage `tahap` acting on a plan that does not wait for them. */
function refusedAtTahap(tahap: number) {
  return (from: StatePerencanaan): string =>
    faseOf(from) === 'menunggu'
      ? `Perencanaan ini sedang menunggu validasi tahap ${tahapOf(from)}, bukan tahap ${tahap}`
      : bukanMenunggu(faseOf(from));
}

const STAGES = VALIDASI_PERENCANAAN_STAGES.map(String) as Tahap[];

function statesPerencanaan(): Record<StatePerencanaan, WorkflowState> {
  const states: Partial<Record<StatePerencanaan, WorkflowState>> = {
    'belum-diajukan': { label: 'Belum diajukan', color: 'gray', locks: false, waitsFor: ['unit'] },
    tervalidasi: { label: 'Tervalidasi', color: 'green', locks: true, waitsFor: [] },
  };
  for (const t of STAGES) {
    const n = Number(t);
    states[`menunggu-${t}`] = {
      label: labelFaseValidasi('menunggu', n),
      color: 'orange',
      locks: true,
      waitsFor: [`validator_perencanaan_${t}`],
    };
    states[`ditolak-${t}`] = { label: labelFaseValidasi('ditolak', n), color: 'red', locks: false, waitsFor: ['unit'] };
  }
  return states as Record<StatePerencanaan, WorkflowState>;
}

function eventsPerencanaan(): Record<EventPerencanaan, WorkflowEvent<StatePerencanaan>> {
  const events: Partial<Record<EventPerencanaan, WorkflowEvent<StatePerencanaan>>> = {
    ajukan: {
      from: ['belum-diajukan', ...STAGES.map((t) => `ditolak-${t}` as const)],
      to: (from) => (from === 'belum-diajukan' ? 'menunggu-1' : (`menunggu-${tahapOf(from)}` as StatePerencanaan)),
      by: ['unit'],
      refused: (from) =>
        from === 'tervalidasi'
          ? 'Perencanaan sudah tervalidasi'
          : `Perencanaan sudah diajukan dan sedang menunggu validasi tahap ${tahapOf(from)}`,
    },
  };
  for (const t of STAGES) {
    const n = Number(t);
    const common = {
      from: [`menunggu-${t}` as const],
      by: [`validator_perencanaan_${t}` as const, 'super' as const],
      refused: refusedAtTahap(n),
    };
    events[`setujui-${t}`] = {
      ...common,
      to: n >= TAHAP_TERAKHIR ? 'tervalidasi' : (`menunggu-${n + 1}` as StatePerencanaan),
    };
    events[`tolak-${t}`] = { ...common, to: `ditolak-${t}` };
  }
  return events as Record<EventPerencanaan, WorkflowEvent<StatePerencanaan>>;
}

/**
 * Planning validation on the workflow recipe: the unit submits, validators 1, 2 and 3 approve in
 * turn (a rejection returns the plan to the unit at that stage; its resubmission returns to it).
 */
export const validasiPerencanaanWorkflow = defineWorkflow<StatePerencanaan, EventPerencanaan>({
  name: 'validasi-perencanaan',
  states: statesPerencanaan(),
  events: eventsPerencanaan(),
});

/** The unit submits: a first submission starts at tahap 1, a resubmission returns to the stage that rejected. */
export function ajukanPerencanaan(record: ValidasiPerencanaanRecord | null | undefined): HasilTransisi {
  const outcome = transition(validasiPerencanaanWorkflow, statePerencanaan(record), 'ajukan');
  if (!outcome.ok) return notOk(outcome.message);
  const tahap = tahapOf(outcome.to);
  return { ok: true, next: { status: true, tahap, divalidasi_at: null }, aksi: 'ajukan', tahap };
}

/**
 * A validator decides at `tahap`: only a plan waiting at exactly that stage. Approving moves it to
 * the next stage (status true throughout); approving at the last stage validates it (divalidasi_at
 * = now); rejecting returns it to the unit with status false at that stage.
 */
export function putuskanValidasiPerencanaan(
  record: ValidasiPerencanaanRecord | null | undefined,
  tahap: number,
  keputusan: 'setuju' | 'tolak',
  now: Date = new Date(),
): HasilTransisi {
  const from = statePerencanaan(record);
  const event = eventPutusan(keputusan, tahap);
  if (!(event in validasiPerencanaanWorkflow.events)) return notOk(refusedAtTahap(tahap)(from));
  const outcome = transition(validasiPerencanaanWorkflow, from, event);
  if (!outcome.ok) return notOk(outcome.message);
  if (keputusan === 'tolak')
    return { ok: true, next: { status: false, tahap, divalidasi_at: null }, aksi: 'tolak', tahap };
  const next =
    outcome.to === 'tervalidasi'
      ? { status: true, tahap: TAHAP_TERAKHIR, divalidasi_at: now }
      : { status: true, tahap: tahapOf(outcome.to), divalidasi_at: null };
  return { ok: true, next, aksi: 'setujui', tahap };
}

/** The validator's decision at a stage as the workflow's event. */
export function eventPutusan(keputusan: 'setuju' | 'tolak', tahap: number): Exclude<EventPerencanaan, 'ajukan'> {
  return `${keputusan === 'tolak' ? 'tolak' : 'setujui'}-${tahap}` as Exclude<EventPerencanaan, 'ajukan'>;
}

/** The stored columns of a state (the record keeps status and tahap; a validated plan its date). */
export function recordOfStatePerencanaan(
  state: StatePerencanaan,
  now: Date = new Date(),
): ValidasiPerencanaanStatus & { divalidasi_at: Date | null } {
  if (state === 'tervalidasi') return { status: true, tahap: TAHAP_TERAKHIR, divalidasi_at: now };
  return { status: state.startsWith('menunggu'), tahap: tahapOf(state), divalidasi_at: null };
}

/** Is the plan waiting for this stage's validator? */
export function menungguTahap(
  fase: FaseValidasiPerencanaan,
  record: ValidasiPerencanaanStatus | null | undefined,
  tahap: number,
): boolean {
  return fase === 'menunggu' && record?.tahap === tahap;
}
