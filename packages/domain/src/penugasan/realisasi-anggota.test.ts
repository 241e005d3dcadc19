import { describe, expect, it } from 'vitest';
import { realisasiAnggotaBulan } from './realisasi-anggota';
import { realisasiAnggotaSchema } from './schemas';

const kosong = Array.from({ length: 12 }, () => null);

describe('monthly realisasi of a team member', () => {
  it('sets one month and sums the months into the yearly realisasi', () => {
    const jan = realisasiAnggotaBulan(kosong, 1, 2);
    expect(jan.bulanan).toEqual([2, ...kosong.slice(1)]);
    expect(jan.realisasi).toBe(2);
    const mar = realisasiAnggotaBulan(jan.bulanan, 3, 1.25);
    expect(mar.bulanan.slice(0, 4)).toEqual([2, null, 1.25, null]);
    expect(mar.realisasi).toBe(3.25);
  });

  it('an emptied month leaves the sum; no month at all is no realisasi', () => {
    const cleared = realisasiAnggotaBulan([4, ...kosong.slice(1)], 1, null);
    expect(cleared.bulanan).toEqual(kosong);
    expect(cleared.realisasi).toBeNull();
  });

  it('reads a short or missing array as empty months (old rows)', () => {
    expect(realisasiAnggotaBulan([], 12, 5)).toEqual({ bulanan: [...kosong.slice(1), 5], realisasi: 5 });
  });
});

describe('realisasiAnggotaSchema', () => {
  it('takes a month 1..12 and an optional non-negative number', () => {
    expect(realisasiAnggotaSchema.parse({ bulan: 3, realisasi: '2,5' })).toEqual({ bulan: 3, realisasi: 2.5 });
    expect(realisasiAnggotaSchema.parse({ bulan: 12, realisasi: '' })).toEqual({ bulan: 12, realisasi: null });
  });

  it.each([
    [{ bulan: 0, realisasi: 1 }, 'bulan', 'Bulan minimal 1'],
    [{ bulan: 13, realisasi: 1 }, 'bulan', 'Bulan maksimal 12'],
    [{ bulan: 1.5, realisasi: 1 }, 'bulan', 'Bulan harus berupa bilangan bulat'],
    [{ bulan: 1, realisasi: -1 }, 'realisasi', 'Realisasi tidak boleh negatif'],
    [{ bulan: 1, realisasi: 1e12 }, 'realisasi', undefined],
  ])('refuses %j', (input, field, message) => {
    const parsed = realisasiAnggotaSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});
