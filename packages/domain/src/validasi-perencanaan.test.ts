import { describe, expect, it } from 'vitest';
import {
  ajukanPerencanaan,
  alasanPerencanaanTerkunci,
  canEditPerencanaan,
  canEditPerencanaanStage,
  faseValidasiPerencanaan,
  bypassesPerencanaanLock,
  labelFaseValidasi,
  pemberitahuanKunciPerencanaan,
  putuskanValidasiPerencanaan,
  type HasilTransisi,
  type ValidasiPerencanaanRecord,
} from './validasi-perencanaan';
import { ROLE_IDS } from './roles';

function next(result: HasilTransisi): ValidasiPerencanaanRecord {
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

const NOW = new Date('2024-03-01T02:00:00Z');
const waiting = (tahap: number): ValidasiPerencanaanRecord => ({ status: true, tahap, divalidasi_at: null });
const validated: ValidasiPerencanaanRecord = { status: true, tahap: 3, divalidasi_at: '2024-03-01T02:00:00.000Z' };

describe('planning validation phases', () => {
  it('tells the phase from the record alone', () => {
    expect(faseValidasiPerencanaan(null)).toBe('belum-diajukan');
    expect(faseValidasiPerencanaan(waiting(1))).toBe('menunggu');
    expect(faseValidasiPerencanaan({ status: false, tahap: 2, divalidasi_at: null })).toBe('ditolak');
    // Status true at tahap 3: waiting for validator 3 until divalidasi_at is set.
    expect(faseValidasiPerencanaan(waiting(3))).toBe('menunggu');
    expect(faseValidasiPerencanaan(validated)).toBe('tervalidasi');
    expect(faseValidasiPerencanaan({ ...validated, divalidasi_at: NOW })).toBe('tervalidasi');
  });

  it('labels the phases and explains a lock', () => {
    expect(labelFaseValidasi('belum-diajukan', null)).toBe('Belum diajukan');
    expect(labelFaseValidasi('menunggu', 2)).toBe('Menunggu validasi tahap 2');
    expect(labelFaseValidasi('ditolak', 1)).toBe('Dikembalikan pada tahap 1');
    expect(labelFaseValidasi('tervalidasi', 3)).toBe('Tervalidasi');
    expect(alasanPerencanaanTerkunci('menunggu', 2, 2024)).toBe(
      'Perencanaan tahun 2024 sedang dalam validasi tahap 2; perubahan tidak dapat disimpan',
    );
    expect(alasanPerencanaanTerkunci('menunggu', 3, 2024)).toBe(
      'Perencanaan tahun 2024 sedang dalam validasi tahap 3; perubahan tidak dapat disimpan',
    );
    expect(alasanPerencanaanTerkunci('tervalidasi', 3, 2024)).toBe(
      'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan',
    );
    expect(alasanPerencanaanTerkunci('ditolak', 2, 2024)).toBeNull();
    expect(alasanPerencanaanTerkunci('belum-diajukan', 1, 2024)).toBeNull();
  });
});

describe('what the planning forms say about the lock', () => {
  it('lets only super past the lock', () => {
    expect(bypassesPerencanaanLock(ROLE_IDS.super)).toBe(true);
    expect(bypassesPerencanaanLock(ROLE_IDS.perangkat_daerah)).toBe(false);
    expect(bypassesPerencanaanLock(ROLE_IDS.setda)).toBe(false);
    expect(bypassesPerencanaanLock(null)).toBe(false);
  });

  it('says nothing while the unit may edit', () => {
    expect(pemberitahuanKunciPerencanaan(null, 2024, false)).toBeNull();
    expect(pemberitahuanKunciPerencanaan({ status: false, tahap: 2, divalidasi_at: null }, 2024, true)).toBeNull();
  });

  it('locks the unit with the stage it waits at, and promises a reopening only while waiting', () => {
    expect(pemberitahuanKunciPerencanaan(waiting(3), 2024, false)).toEqual({
      jenis: 'terkunci',
      judul: 'Perencanaan terkunci',
      pesan:
        'Perencanaan tahun 2024 sedang dalam validasi tahap 3; perubahan tidak dapat disimpan. Isian dapat diubah kembali bila validator mengembalikan perencanaan untuk diperbaiki.',
    });
    expect(pemberitahuanKunciPerencanaan(validated, 2024, false)).toEqual({
      jenis: 'terkunci',
      judul: 'Perencanaan terkunci',
      pesan: 'Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan.',
    });
  });

  it('informs super, whose edits override the lock, without claiming they cannot be saved', () => {
    const inValidation = pemberitahuanKunciPerencanaan(waiting(2), 2025, true);
    expect(inValidation).toMatchObject({ jenis: 'info', judul: 'Perencanaan dalam validasi' });
    expect(inValidation!.pesan).toContain('Perencanaan tahun 2025 satuan kerja ini sedang dalam validasi tahap 2.');
    expect(inValidation!.pesan).toContain('perubahan Anda mengesampingkan kunci validasi perencanaan');
    const done = pemberitahuanKunciPerencanaan(validated, 2025, true);
    expect(done).toMatchObject({ jenis: 'info', judul: 'Perencanaan sudah divalidasi' });
    expect(done!.pesan).toContain('Perencanaan tahun 2025 satuan kerja ini sudah divalidasi.');
    for (const notice of [inValidation!, done!]) expect(notice.pesan).not.toContain('tidak dapat disimpan');
  });
});

describe('planning validation flow', () => {
  it('passes a plan stage by stage; the unit is locked from submission to the end', () => {
    let record: ValidasiPerencanaanRecord | null = null;
    expect(canEditPerencanaan(record)).toBe(true);

    record = next(ajukanPerencanaan(record));
    expect(record).toEqual(waiting(1));
    expect(canEditPerencanaan(record)).toBe(false);

    for (const tahap of [1, 2]) {
      record = next(putuskanValidasiPerencanaan(record, tahap, 'setuju', NOW));
      expect(record).toEqual(waiting(tahap + 1));
      expect(canEditPerencanaan(record)).toBe(false);
    }
    // Waiting for validator 3: not validated yet, and a second submission is refused.
    expect(faseValidasiPerencanaan(record)).toBe('menunggu');
    expect(ajukanPerencanaan(record).ok).toBe(false);

    record = next(putuskanValidasiPerencanaan(record, 3, 'setuju', NOW));
    expect(record).toEqual({ status: true, tahap: 3, divalidasi_at: NOW });
    expect(faseValidasiPerencanaan(record)).toBe('tervalidasi');
    expect(canEditPerencanaan(record)).toBe(false);
    expect(putuskanValidasiPerencanaan(record, 3, 'tolak')).toEqual({ ok: false, reason: 'Perencanaan sudah tervalidasi' });
    expect(ajukanPerencanaan(record)).toEqual({ ok: false, reason: 'Perencanaan sudah tervalidasi' });
  });

  it('lets each validator decide only at its own stage', () => {
    expect(putuskanValidasiPerencanaan(waiting(2), 1, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan ini sedang menunggu validasi tahap 2, bukan tahap 1',
    });
    expect(putuskanValidasiPerencanaan(waiting(2), 3, 'tolak').ok).toBe(false);
    expect(next(putuskanValidasiPerencanaan(waiting(2), 2, 'setuju'))).toEqual(waiting(3));
    expect(putuskanValidasiPerencanaan(null, 1, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan belum diajukan oleh satuan kerja',
    });
  });

  it('returns a rejected plan to the unit, which edits and resubmits to the rejecting stage', () => {
    const rejected = next(putuskanValidasiPerencanaan(waiting(3), 3, 'tolak'));
    expect(rejected).toEqual({ status: false, tahap: 3, divalidasi_at: null });
    expect(canEditPerencanaan(rejected)).toBe(true);
    expect(canEditPerencanaanStage(rejected, 3)).toBe(true);
    expect(putuskanValidasiPerencanaan(rejected, 3, 'setuju')).toEqual({
      ok: false,
      reason: 'Perencanaan sedang dikembalikan kepada satuan kerja untuk diperbaiki',
    });
    expect(ajukanPerencanaan(rejected)).toEqual({ ok: true, next: waiting(3), aksi: 'ajukan', tahap: 3 });
  });

  it('refuses a second submission while the plan is in validation', () => {
    expect(ajukanPerencanaan(waiting(1))).toEqual({
      ok: false,
      reason: 'Perencanaan sudah diajukan dan sedang menunggu validasi tahap 1',
    });
  });
});
