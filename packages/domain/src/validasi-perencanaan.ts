/**
 * Planning validation (SPEC §4 'Planning validation', DOMAIN.md 'Validasi perencanaan').
 *
 * One record per unit and year: status and tahap (1..3). The flow:
 * - no record: the unit has not submitted; it edits freely;
 * - the unit submits ('ajukan') → status true at tahap 1: the plan is in validation and locked;
 * - validator tahap N approves ('setujui') → tahap N + 1, status stays true; at tahap 3 the plan is
 *   validated (status true after stage 3) and stays locked;
 * - validator tahap N rejects ('tolak', a note required) → status false at tahap N: the unit edits
 *   again ('editing for stage N' of SPEC §4) and resubmits, which returns the plan to tahap N.
 * So the two editing rules of SPEC §4 hold as written: editing is allowed with no record or status
 * false, and editing for a stage with no record or status false at that stage.
 *
 * The record cannot tell 'waiting for validator 3' from 'approved by validator 3' (both status true
 * at tahap 3): the last transition of the history tells them apart (see faseValidasiPerencanaan).
 */
export interface ValidasiPerencanaanStatus {
  status: boolean;
  tahap: number;
}

export const VALIDASI_PERENCANAAN_STAGES = [1, 2, 3] as const;
export type TahapValidasi = (typeof VALIDASI_PERENCANAAN_STAGES)[number];
export const TAHAP_TERAKHIR: TahapValidasi = 3;

/** General editing: allowed when there is no status record or its status is false. */
export function canEditPerencanaan(record: ValidasiPerencanaanStatus | null | undefined): boolean {
  return !record || !record.status;
}

/** Editing at a stage: no record, or status false while the plan sits at that stage. */
export function canEditPerencanaanStage(
  record: ValidasiPerencanaanStatus | null | undefined,
  tahap: number,
): boolean {
  return !record || (!record.status && record.tahap === tahap);
}

export const AKSI_VALIDASI_PERENCANAAN = ['ajukan', 'setujui', 'tolak'] as const;
export type AksiValidasiPerencanaan = (typeof AKSI_VALIDASI_PERENCANAAN)[number];

/** The latest transition of a record: what was done, at which stage. */
export interface TransisiValidasi {
  aksi: AksiValidasiPerencanaan;
  tahap: number;
}

export const FASE_VALIDASI_PERENCANAAN = ['belum-diajukan', 'menunggu', 'ditolak', 'tervalidasi'] as const;
export type FaseValidasiPerencanaan = (typeof FASE_VALIDASI_PERENCANAAN)[number];

/**
 * Where a unit's plan stands. Status true at tahap 3 is 'tervalidasi' once validator 3 approved
 * (or when the record has no history at all: written directly, e.g. demo data), else 'menunggu'.
 */
export function faseValidasiPerencanaan(
  record: ValidasiPerencanaanStatus | null | undefined,
  terakhir?: TransisiValidasi | null,
): FaseValidasiPerencanaan {
  if (!record) return 'belum-diajukan';
  if (!record.status) return 'ditolak';
  if (record.tahap < TAHAP_TERAKHIR) return 'menunggu';
  if (!terakhir) return 'tervalidasi';
  return terakhir.aksi === 'setujui' && terakhir.tahap === TAHAP_TERAKHIR ? 'tervalidasi' : 'menunggu';
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

/** The colour of a phase's badge (Mantine colour names), the same on every screen. */
export const FASE_COLORS: Record<FaseValidasiPerencanaan, string> = {
  'belum-diajukan': 'gray',
  menunggu: 'orange',
  ditolak: 'red',
  tervalidasi: 'green',
};

/** Why a unit may not edit its plan (the UI shows this beside the disabled fields), or null. */
export function alasanPerencanaanTerkunci(fase: FaseValidasiPerencanaan, tahap: number, tahun: number): string | null {
  if (fase === 'tervalidasi') return `Perencanaan tahun ${tahun} sudah divalidasi; perubahan tidak dapat disimpan`;
  if (fase === 'menunggu') {
    return `Perencanaan tahun ${tahun} sedang dalam validasi tahap ${tahap}; perubahan tidak dapat disimpan`;
  }
  return null;
}

export type HasilTransisi =
  | { ok: true; next: ValidasiPerencanaanStatus; aksi: AksiValidasiPerencanaan; tahap: number }
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

/** The unit submits: a first submission starts at tahap 1, a resubmission returns to the stage that rejected. */
export function ajukanPerencanaan(
  record: ValidasiPerencanaanStatus | null | undefined,
  terakhir?: TransisiValidasi | null,
): HasilTransisi {
  const fase = faseValidasiPerencanaan(record, terakhir);
  if (fase === 'tervalidasi') return notOk('Perencanaan sudah tervalidasi');
  if (fase === 'menunggu') return notOk(`Perencanaan sudah diajukan dan sedang menunggu validasi tahap ${record!.tahap}`);
  const tahap = record ? record.tahap : 1;
  return { ok: true, next: { status: true, tahap }, aksi: 'ajukan', tahap };
}

/**
 * A validator decides at `tahap`: only a plan waiting at exactly that stage. Approving moves it to
 * the next stage (status true throughout; validated after stage 3); rejecting returns it to the
 * unit with status false at that stage.
 */
export function putuskanValidasiPerencanaan(
  record: ValidasiPerencanaanStatus | null | undefined,
  terakhir: TransisiValidasi | null | undefined,
  tahap: number,
  keputusan: 'setuju' | 'tolak',
): HasilTransisi {
  const fase = faseValidasiPerencanaan(record, terakhir);
  if (fase !== 'menunggu' || !record) return notOk(bukanMenunggu(fase));
  if (record.tahap !== tahap) return notOk(`Perencanaan ini sedang menunggu validasi tahap ${record.tahap}, bukan tahap ${tahap}`);
  if (keputusan === 'tolak') return { ok: true, next: { status: false, tahap }, aksi: 'tolak', tahap };
  const next = Math.min(tahap + 1, TAHAP_TERAKHIR);
  return { ok: true, next: { status: true, tahap: next }, aksi: 'setujui', tahap };
}

/** Is the plan waiting for this stage's validator? */
export function menungguTahap(fase: FaseValidasiPerencanaan, record: ValidasiPerencanaanStatus | null | undefined, tahap: number): boolean {
  return fase === 'menunggu' && record?.tahap === tahap;
}
