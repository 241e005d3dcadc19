import { defineWorkflow } from '../workflow/workflow';

/**
 * The LKE stages of a unit and year on the workflow recipe. pengisian: the unit fills in (stage 1)
 * → validasi_1: submitted, the validator scores → perbaikan: stage 1 closed, the unit improves →
 * validasi_2: submitted again, the validator scores → pleno: stage 2 closed, the plenary sets the
 * component values → selesai. Batal Validasi throws a unit back to the stage it was filling in.
 */
// SPEC §6: validator_lke or validator_lke_pleno score both stages (super passes no validator guard).
const validator = ['validator_lke', 'validator_lke_pleno', 'super'] as const;
export const lkeWorkflow = defineWorkflow({
  name: 'lke',
  states: {
    pengisian: { label: 'Pengisian Eviden', color: 'gray', locks: false, waitsFor: ['unit'] },
    validasi_1: { label: 'Sedang dalam tahap validasi', color: 'orange', locks: true, waitsFor: ['validator_lke'] },
    perbaikan: { label: 'Perbaikan Eviden', color: 'yellow', locks: false, waitsFor: ['unit'] },
    validasi_2: {
      label: 'Sedang dalam tahap validasi akhir',
      color: 'orange',
      locks: true,
      waitsFor: ['validator_lke'],
    },
    pleno: { label: 'Penilaian Pleno', color: 'violet', locks: true, waitsFor: ['validator_lke_pleno'] },
    selesai: { label: 'Selesai', color: 'green', locks: true, waitsFor: [] },
  },
  events: {
    ajukan_1: { from: ['pengisian'], to: 'validasi_1', by: ['unit'], refused: 'Lembar kerja sudah diajukan' },
    tutup_1: {
      from: ['validasi_1'],
      to: 'perbaikan',
      by: validator,
      refused: 'Penilaian awal hanya dapat ditutup saat lembar kerja dalam tahap validasi',
    },
    batal_1: {
      from: ['validasi_1', 'perbaikan', 'validasi_2', 'pleno'],
      to: 'pengisian',
      by: validator,
      refused: 'Tidak ada validasi yang dapat dibatalkan',
    },
    ajukan_2: {
      from: ['perbaikan'],
      to: 'validasi_2',
      by: ['unit'],
      refused: 'Eviden perbaikan hanya dapat diajukan setelah penilaian awal ditutup',
    },
    tutup_2: {
      from: ['validasi_2'],
      to: 'pleno',
      by: validator,
      refused: 'Penilaian akhir hanya dapat ditutup saat eviden perbaikan dalam tahap validasi',
    },
    batal_2: {
      from: ['validasi_2', 'pleno'],
      to: 'perbaikan',
      by: validator,
      refused: 'Tidak ada validasi akhir yang dapat dibatalkan',
    },
    tutup_pleno: {
      from: ['pleno'],
      to: 'selesai',
      by: validator,
      refused: 'Penilaian pleno hanya dapat ditutup setelah penilaian akhir ditutup',
    },
  },
});
