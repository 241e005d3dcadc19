import { defineWorkflow, transition } from '../workflow/workflow';
/**
 * Approval of a team member (DOMAIN-2 §4): pending → approved by the head of the team's division
 * (kepala bidang) → approved by the head of the team's unit (kepala OPD). Either head may reject
 * with a note; an edit of the member (approved or rejected) sends it back to pending.
 *
 * Stored as two columns of tim_kerja_anggota (status_kepala_bidang, status_kepala_opd), each
 * 'menunggu' | 'disetujui' | 'ditolak'; the state below is derived from the pair.
 */
export const STATUS_PERSETUJUAN = ['menunggu', 'disetujui', 'ditolak'] as const;
export type StatusPersetujuan = (typeof STATUS_PERSETUJUAN)[number];

export const TAHAP_PERSETUJUAN = ['kepala-bidang', 'kepala-opd'] as const;
export type TahapPersetujuan = (typeof TAHAP_PERSETUJUAN)[number];

export const TAHAP_PERSETUJUAN_LABELS: Record<TahapPersetujuan, string> = {
  'kepala-bidang': 'Kepala Bidang',
  'kepala-opd': 'Kepala OPD',
};

export const STATE_ANGGOTA = [
  'menunggu-kepala-bidang',
  'ditolak-kepala-bidang',
  'menunggu-kepala-opd',
  'ditolak-kepala-opd',
  'disetujui',
] as const;
export type StateAnggota = (typeof STATE_ANGGOTA)[number];

export const STATE_ANGGOTA_LABELS: Record<StateAnggota, string> = {
  'menunggu-kepala-bidang': 'Menunggu persetujuan Kepala Bidang',
  'ditolak-kepala-bidang': 'Ditolak Kepala Bidang',
  'menunggu-kepala-opd': 'Menunggu persetujuan Kepala OPD',
  'ditolak-kepala-opd': 'Ditolak Kepala OPD',
  disetujui: 'Disetujui',
};

export interface StatusPair {
  status_kepala_bidang: string;
  status_kepala_opd: string;
}

function asStatus(value: string): StatusPersetujuan {
  return (STATUS_PERSETUJUAN as readonly string[]).includes(value) ? (value as StatusPersetujuan) : 'menunggu';
}

/** The state of a member from its two stored columns. */
export function stateOf(pair: StatusPair): StateAnggota {
  const bidang = asStatus(pair.status_kepala_bidang);
  const opd = asStatus(pair.status_kepala_opd);
  if (bidang === 'ditolak') return 'ditolak-kepala-bidang';
  if (bidang === 'menunggu') return 'menunggu-kepala-bidang';
  if (opd === 'ditolak') return 'ditolak-kepala-opd';
  if (opd === 'menunggu') return 'menunggu-kepala-opd';
  return 'disetujui';
}

/** The stage whose head decides next, or null when nobody has to act (approved or rejected). */
export function tahapMenunggu(state: StateAnggota): TahapPersetujuan | null {
  if (state === 'menunggu-kepala-bidang') return 'kepala-bidang';
  if (state === 'menunggu-kepala-opd') return 'kepala-opd';
  return null;
}

export type AksiPersetujuan = 'setujui' | 'tolak';

export const MESSAGE_CATATAN_WAJIB = 'Catatan wajib diisi saat menolak';
export const MESSAGE_BELUM_GILIRAN_OPD = 'Anggota belum disetujui Kepala Bidang';
export const MESSAGE_SUDAH_DIPUTUSKAN = 'Anggota ini sudah diputuskan pada tahap ini';
export const MESSAGE_SUDAH_DITOLAK = 'Anggota ini sudah ditolak; menunggu perbaikan oleh operator';

function refusedAt(tahap: TahapPersetujuan) {
  return (from: StateAnggota): string => {
    if (from === 'ditolak-kepala-bidang' || from === 'ditolak-kepala-opd') return MESSAGE_SUDAH_DITOLAK;
    if (tahap === 'kepala-opd' && from === 'menunggu-kepala-bidang') return MESSAGE_BELUM_GILIRAN_OPD;
    return MESSAGE_SUDAH_DIPUTUSKAN;
  };
}

/**
 * Who decides as kepala OPD: the kepala OPD validators, a kepala bidang account whose NIP heads the
 * unit (SPEC §6 menu), and super where its NIP heads (who heads what is checked against the structure).
 */
const OPD_DECIDERS = ['validator_kepala_opd', 'validator_kepala_bidang', 'super'] as const;

/** Member approval on the workflow recipe: kepala bidang first, then kepala OPD; either may reject. */
export const persetujuanAnggotaWorkflow = defineWorkflow({
  name: 'persetujuan-anggota',
  noteMessage: MESSAGE_CATATAN_WAJIB,
  states: {
    'menunggu-kepala-bidang': {
      label: STATE_ANGGOTA_LABELS['menunggu-kepala-bidang'],
      color: 'yellow',
      locks: false,
      waitsFor: ['validator_kepala_bidang'],
    },
    'ditolak-kepala-bidang': {
      label: STATE_ANGGOTA_LABELS['ditolak-kepala-bidang'],
      color: 'red',
      locks: false,
      waitsFor: ['unit'],
    },
    'menunggu-kepala-opd': {
      label: STATE_ANGGOTA_LABELS['menunggu-kepala-opd'],
      color: 'orange',
      locks: false,
      waitsFor: ['validator_kepala_opd'],
    },
    'ditolak-kepala-opd': {
      label: STATE_ANGGOTA_LABELS['ditolak-kepala-opd'],
      color: 'red',
      locks: false,
      waitsFor: ['unit'],
    },
    disetujui: { label: STATE_ANGGOTA_LABELS.disetujui, color: 'green', locks: false, waitsFor: [] },
  },
  events: {
    'setujui-kepala-bidang': {
      from: ['menunggu-kepala-bidang'],
      to: 'menunggu-kepala-opd',
      by: ['validator_kepala_bidang', 'super'],
      refused: refusedAt('kepala-bidang'),
    },
    'tolak-kepala-bidang': {
      from: ['menunggu-kepala-bidang'],
      to: 'ditolak-kepala-bidang',
      by: ['validator_kepala_bidang', 'super'],
      noteRequired: true,
      refused: refusedAt('kepala-bidang'),
    },
    'setujui-kepala-opd': {
      from: ['menunggu-kepala-opd'],
      to: 'disetujui',
      by: OPD_DECIDERS,
      refused: refusedAt('kepala-opd'),
    },
    'tolak-kepala-opd': {
      from: ['menunggu-kepala-opd'],
      to: 'ditolak-kepala-opd',
      by: OPD_DECIDERS,
      noteRequired: true,
      refused: refusedAt('kepala-opd'),
    },
  },
});

export type TransitionResult =
  | {
      ok: true;
      set: Partial<Record<'status_kepala_bidang' | 'status_kepala_opd', StatusPersetujuan>>;
      to: StateAnggota;
    }
  | { ok: false; message: string };

/**
 * A head's decision at a stage: allowed only while the member waits for that stage (out of order
 * and repeated decisions are refused); a rejection needs a note.
 */
export function decide(
  pair: StatusPair,
  tahap: TahapPersetujuan,
  aksi: AksiPersetujuan,
  catatan: string | null | undefined,
): TransitionResult {
  const outcome = transition(persetujuanAnggotaWorkflow, stateOf(pair), `${aksi}-${tahap}`, catatan);
  if (!outcome.ok) return outcome;
  const status: StatusPersetujuan = aksi === 'setujui' ? 'disetujui' : 'ditolak';
  const column = tahap === 'kepala-bidang' ? 'status_kepala_bidang' : 'status_kepala_opd';
  return { ok: true, set: { [column]: status }, to: outcome.to };
}

/** The columns an edit of the member writes: back to pending at both stages (notes cleared). */
export function resetPersetujuan() {
  return {
    status_kepala_bidang: 'menunggu' as const,
    status_kepala_opd: 'menunggu' as const,
    catatan_kepala_bidang: null,
    catatan_kepala_opd: null,
    kepala_bidang_by: null,
    kepala_bidang_at: null,
    kepala_opd_by: null,
    kepala_opd_at: null,
  };
}

/** Whether an edit changes the approval (anything but a member already pending at the first stage). */
export function editResets(pair: StatusPair): boolean {
  return stateOf(pair) !== 'menunggu-kepala-bidang' || asStatus(pair.status_kepala_opd) !== 'menunggu';
}
