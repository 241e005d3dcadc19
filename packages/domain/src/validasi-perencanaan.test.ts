import { describe, expect, it } from 'vitest';
import {
  ajukanPerencanaan,
  alasanPerencanaanTerkunci,
  canEditPerencanaan,
  canEditPerencanaanStage,
  faseValidasiPerencanaan,
  labelFaseValidasi,
  putuskanValidasiPerencanaan,
  type HasilTransisi,
  type TransisiValidasi,
  type ValidasiPerencanaanStatus,
} from './validasi-perencanaan';

function next(result: HasilTransisi): ValidasiPerencanaanStatus {
  if (!result.ok) throw new Error(result.reason);
  return result.next;
}

describe('planning validation editing (SPEC §4)', () => {
  it('allows general editing without a record or while status is false', () => {
    expect(canEditPerencanaan(null)).toBe(true);
    expect(canEditPerencanaan({ status: false, tahap: 2 })).toBe(true);
    expect(canEditPerencanaan({ status: true, tahap: 3 })).toBe(false);
    expect(canEditPerencanaan({ status: true, tahap: 1 })).toBe(false);
  });

  it('allows stage editing only at that stage while status is false', () => {
    expect(canEditPerencanaanStage(undefined, 1)).toBe(true);
    expect(canEditPerencanaanStage({ status: false, tahap: 2 }, 2)).toBe(true);
    expect(canEditPerencanaanStage({ status: false, tahap: 2 }, 1)).toBe(false);
    expect(canEditPerencanaanStage({ status: true, tahap: 2 }, 2)).toBe(false);
  });
});

describe('planning validation phases', () => {
  it('tells the phase from the record and the last transition', () => {
    expect(faseValidasiPerencanaan(null)).toBe('belum-diajukan');
    expect(faseValidasiPerencanaan({ status: true, tahap: 1 })).toBe('menunggu');
    expect(faseValidasiPerencanaan({ status: true, tahap: 2 }, { aksi: 'setujui', tahap: 1 })).toBe('menunggu');
    expect(faseValidasiPerencanaan({ status: false, tahap: 2 }, { aksi: 'tolak', tahap: 2 })).toBe('ditolak');
    // Status true at tahap 3: waiting after validator 2, validated after validator 3.
    expect(faseValidasiPerencanaan({ status: true, tahap: 3 }, { aksi: 'setujui', tahap: 2 })).toBe('menunggu');
    expect(faseValidasiPerencanaan({ status: true, tahap: 3 }, { aksi: 'ajukan', tahap: 3 })).toBe('menunggu');
    expect(faseValidasiPerencanaan({ status: true, tahap: 3 }, { aksi: 'setujui', tahap: 3 })).toBe('tervalidasi');
    // A record without history (demo data) at tahap 3 counts as validated.
    expect(faseValidasiPerencanaan({ status: true, tahap: 3 }, null)).toBe('tervalidasi');
  });

  it('labels the phases and explains a lock', () => {
    expect(labelFaseValidasi('belum-diajukan', null)).toBe('Belum diajukan');
    expect(labelFaseValidasi('menunggu', 2)).toBe('Menunggu validasi tahap 2');
    expect(labelFaseValidasi('ditolak', 1)).toBe('Dikembalikan pada tahap 1');
    expect(labelFaseValidasi('tervalidasi', 3)).toBe('Tervalidasi');
    expect(alasanPerencanaanTerkunci('menunggu', 2, 2024)).toBe(
      'Perencanaan tahun 2024 sedang dalam validasi tahap 2; perubahan tidak dapat disimpan',
    );
    expect(alasanPerencanaanTerkunci('tervalidasi', 3, 2024)).toBe(
      'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
    );
    expect(alasanPerencanaanTerkunci('ditolak', 2, 2024)).toBeNull();
    expect(alasanPerencanaanTerkunci('belum-diajukan', 1, 2024)).toBeNull();
  });
});

describe('planning validation flow', () => {
  it('passes a plan stage by stage; the unit is locked from submission to the end', () => {
    let record: ValidasiPerencanaanStatus | null = null;
    let last: TransisiValidasi | null = null;
    expect(canEditPerencanaan(record)).toBe(true);

    record = next(ajukanPerencanaan(record, last));
    last = { aksi: 'ajukan', tahap: 1 };
    expect(record).toEqual({ status: true, tahap: 1 });
    expect(canEditPerencanaan(record)).toBe(false);

    for (const tahap of [1, 2, 3]) {
      record = next(putuskanValidasiPerencanaan(record, last, tahap, 'setuju'));
      last = { aksi: 'setujui', tahap };
      expect(canEditPerencanaan(record)).toBe(false);
    }
    expect(record).toEqual({ status: true, tahap: 3 });
    expect(faseValidasiPerencanaan(record, last)).toBe('tervalidasi');
    expect(putuskanValidasiPerencanaan(record, last, 3, 'tolak')).toEqual({
      ok: false,
      reason: 'Perencanaan sudah tervalidasi',
    });
    expect(ajukanPerencanaan(record, last)).toEqual({ ok: false, reason: 'Perencanaan sudah tervalidasi' });
  });

  it('lets each validator decide only at its own stage', () => {
    const waiting2 = { status: true, tahap: 2 };
    const last: TransisiValidasi = { aksi: 'setujui', tahap: 1 };
    expect(putuskanValidasiPerencanaan(waiting2, last, 1, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan ini sedang menunggu validasi tahap 2, bukan tahap 1',
    });
    expect(putuskanValidasiPerencanaan(waiting2, last, 3, 'tolak').ok).toBe(false);
    expect(next(putuskanValidasiPerencanaan(waiting2, last, 2, 'setuju'))).toEqual({ status: true, tahap: 3 });
    expect(putuskanValidasiPerencanaan(null, null, 1, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan belum diajukan oleh satuan kerja',
    });
  });

  it('returns a rejected plan to the unit, which edits and resubmits to the rejecting stage', () => {
    const waiting2 = { status: true, tahap: 2 };
    const rejected = next(putuskanValidasiPerencanaan(waiting2, { aksi: 'setujui', tahap: 1 }, 2, 'tolak'));
    expect(rejected).toEqual({ status: false, tahap: 2 });
    const last: TransisiValidasi = { aksi: 'tolak', tahap: 2 };
    expect(canEditPerencanaan(rejected)).toBe(true);
    expect(canEditPerencanaanStage(rejected, 2)).toBe(true);
    expect(putuskanValidasiPerencanaan(rejected, last, 2, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan sedang dikembalikan kepada satuan kerja untuk diperbaiki',
    });
    expect(ajukanPerencanaan(rejected, last)).toEqual({
      ok: true,
      next: { status: true, tahap: 2 },
      aksi: 'ajukan',
      tahap: 2,
    });
  });

  it('refuses a second submission while the plan is in validation', () => {
    expect(ajukanPerencanaan({ status: true, tahap: 1 }, { aksi: 'ajukan', tahap: 1 })).toEqual({
      ok: false,
      reason: 'Perencanaan sudah diajukan dan sedang menunggu validasi tahap 1',
    });
  });
});
