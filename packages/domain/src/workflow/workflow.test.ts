import { describe, expect, it } from 'vitest';
import { verifikasiDokumenWorkflow } from '../evaluasi/dokumen';
import { lkeWorkflow } from '../evaluasi/lke-workflow';
import { persetujuanAnggotaWorkflow } from '../penugasan/persetujuan';
import { validasiPerencanaanWorkflow, type StatePerencanaan } from '../validasi-perencanaan';
import { eventsFrom, transition, workflowBadge, type TransitionOutcome, type Workflow } from './workflow';

// Each flow has its own literal states; the checks below read them as plain strings.
const FLOWS = [
  validasiPerencanaanWorkflow,
  persetujuanAnggotaWorkflow,
  lkeWorkflow,
  verifikasiDokumenWorkflow,
] as unknown as Workflow<string, string>[];

describe('the approval-workflow recipe', () => {
  it('every flow names its states in Indonesian and every event leads to a declared state', () => {
    for (const flow of FLOWS) {
      const states = Object.keys(flow.states);
      for (const state of states) expect(flow.states[state]?.label, `${flow.name} ${state}`).toMatch(/\S/);
      for (const [name, event] of Object.entries(flow.events)) {
        for (const from of event.from) {
          const outcome = transition(flow, from, name, 'catatan');
          expect(outcome.ok && states.includes(outcome.to), `${flow.name} ${name} from ${from}`).toBe(true);
        }
      }
    }
  });

  it('refuses an event from a state it does not leave, with the flow’s own message', () => {
    expect(transition(lkeWorkflow, 'selesai', 'ajukan_1')).toEqual({
      ok: false,
      message: 'Lembar kerja sudah diajukan',
    });
    expect(transition(persetujuanAnggotaWorkflow, 'menunggu-kepala-bidang', 'setujui-kepala-opd')).toEqual({
      ok: false,
      message: 'Anggota belum disetujui Kepala Bidang',
    });
    expect(transition(validasiPerencanaanWorkflow, 'menunggu-2', 'setujui-1')).toEqual({
      ok: false,
      message: 'Perencanaan ini sedang menunggu validasi tahap 2, bukan tahap 1',
    });
  });

  it('asks for a note where a rejection needs one, before anything else', () => {
    expect(transition(verifikasiDokumenWorkflow, 'menunggu', 'tolak', ' ')).toEqual({
      ok: false,
      message: 'Catatan wajib diisi jika dokumen ditolak',
    });
    expect(transition(persetujuanAnggotaWorkflow, 'disetujui', 'tolak-kepala-opd', '')).toEqual({
      ok: false,
      message: 'Catatan wajib diisi saat menolak',
    });
  });

  it('walks planning validation through its three stages', () => {
    let state: StatePerencanaan = 'belum-diajukan';
    for (const event of ['ajukan', 'setujui-1', 'setujui-2', 'setujui-3'] as const) {
      const outcome: TransitionOutcome<StatePerencanaan> = transition(validasiPerencanaanWorkflow, state, event);
      if (!outcome.ok) throw new Error(outcome.message);
      state = outcome.to;
    }
    expect(workflowBadge(validasiPerencanaanWorkflow, state)).toEqual({ label: 'Tervalidasi', color: 'green' });
    expect(eventsFrom(validasiPerencanaanWorkflow, 'ditolak-2')).toEqual(['ajukan']);
    expect(eventsFrom(lkeWorkflow, 'pleno')).toEqual(['batal_1', 'batal_2', 'tutup_pleno']);
  });
});
