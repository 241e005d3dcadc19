import { describe, expect, it } from 'vitest';
import {
  decide,
  editResets,
  MESSAGE_BELUM_GILIRAN_OPD,
  MESSAGE_CATATAN_WAJIB,
  MESSAGE_SUDAH_DIPUTUSKAN,
  MESSAGE_SUDAH_DITOLAK,
  resetPersetujuan,
  stateOf,
  tahapMenunggu,
} from './persetujuan';

const pair = (b: string, o: string) => ({ status_kepala_bidang: b, status_kepala_opd: o });

describe('persetujuan anggota tim', () => {
  it('derives the state from the two columns', () => {
    expect(stateOf(pair('menunggu', 'menunggu'))).toBe('menunggu-kepala-bidang');
    expect(stateOf(pair('ditolak', 'menunggu'))).toBe('ditolak-kepala-bidang');
    expect(stateOf(pair('disetujui', 'menunggu'))).toBe('menunggu-kepala-opd');
    expect(stateOf(pair('disetujui', 'ditolak'))).toBe('ditolak-kepala-opd');
    expect(stateOf(pair('disetujui', 'disetujui'))).toBe('disetujui');
    expect(stateOf(pair('x', 'y'))).toBe('menunggu-kepala-bidang');
    expect(tahapMenunggu('menunggu-kepala-opd')).toBe('kepala-opd');
    expect(tahapMenunggu('disetujui')).toBeNull();
  });

  it('kepala bidang first, then kepala OPD', () => {
    const first = decide(pair('menunggu', 'menunggu'), 'kepala-bidang', 'setujui', null);
    expect(first).toEqual({ ok: true, set: { status_kepala_bidang: 'disetujui' }, to: 'menunggu-kepala-opd' });
    const second = decide(pair('disetujui', 'menunggu'), 'kepala-opd', 'setujui', undefined);
    expect(second).toEqual({ ok: true, set: { status_kepala_opd: 'disetujui' }, to: 'disetujui' });
  });

  it('refuses out of order and repeated decisions', () => {
    expect(decide(pair('menunggu', 'menunggu'), 'kepala-opd', 'setujui', null)).toEqual({
      ok: false,
      message: MESSAGE_BELUM_GILIRAN_OPD,
    });
    expect(decide(pair('disetujui', 'menunggu'), 'kepala-bidang', 'setujui', null)).toEqual({
      ok: false,
      message: MESSAGE_SUDAH_DIPUTUSKAN,
    });
    expect(decide(pair('disetujui', 'disetujui'), 'kepala-opd', 'tolak', 'x')).toEqual({
      ok: false,
      message: MESSAGE_SUDAH_DIPUTUSKAN,
    });
    expect(decide(pair('ditolak', 'menunggu'), 'kepala-opd', 'setujui', null)).toEqual({
      ok: false,
      message: MESSAGE_SUDAH_DITOLAK,
    });
  });

  it('a rejection needs a note', () => {
    expect(decide(pair('menunggu', 'menunggu'), 'kepala-bidang', 'tolak', '  ')).toEqual({
      ok: false,
      message: MESSAGE_CATATAN_WAJIB,
    });
    const rejected = decide(pair('disetujui', 'menunggu'), 'kepala-opd', 'tolak', 'Beban kerja penuh');
    expect(rejected).toMatchObject({ ok: true, to: 'ditolak-kepala-opd' });
  });

  it('an edit of an approved or rejected member sends it back to pending', () => {
    expect(editResets(pair('disetujui', 'disetujui'))).toBe(true);
    expect(editResets(pair('ditolak', 'menunggu'))).toBe(true);
    expect(editResets(pair('menunggu', 'menunggu'))).toBe(false);
    const reset = resetPersetujuan();
    expect(stateOf(reset)).toBe('menunggu-kepala-bidang');
    expect(reset.catatan_kepala_bidang).toBeNull();
  });
});
