import { describe, expect, it } from 'vitest';
import { langkahAksiAnggotaSchema } from '../schemas/perencanaan';
import { capaianAnggotaBulanan, dibawahTarget, realisasiAnggotaBulan, realisasiTakWajar } from './realisasi-anggota';
import { anggotaSchema, realisasiAnggotaSchema } from './schemas';
import { targetAnggotaTahunan } from '../bulanan';

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
    [{ bulan: 1, realisasi: 'abc' }, 'realisasi', 'Realisasi harus berupa angka'],
    [{ bulan: 1, realisasi: '12abc' }, 'realisasi', 'Realisasi harus berupa angka'],
  ])('refuses %j', (input, field, message) => {
    const parsed = realisasiAnggotaSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });
});

describe('monthly target of a team member', () => {
  const bulan = (entries: Record<number, number>) => kosong.map((_, i) => entries[i + 1] ?? null);

  it('the yearly target is the sum of the months', () => {
    expect(targetAnggotaTahunan(bulan({ 1: 2, 6: 3.5, 12: 4 }))).toBe(9.5);
    expect(targetAnggotaTahunan(kosong)).toBeNull();
    expect(targetAnggotaTahunan([5])).toBe(5);
  });

  it('capaian per month through the one capaian function, with the polarity', () => {
    const target = bulan({ 1: 2, 2: 2, 3: 4 });
    const realisasi = bulan({ 1: 1, 2: 2, 4: 3 });
    const naik = capaianAnggotaBulanan(target, realisasi, 'naik');
    expect(naik.slice(0, 4)).toEqual([50, 100, null, null]);
    expect(naik.slice(0, 4).map(dibawahTarget)).toEqual([true, false, false, false]);
    // Lower is better: 3 against a target of 2 is (2·2 − 3) / 2 = 50 %.
    const turun = capaianAnggotaBulanan(bulan({ 1: 2 }), bulan({ 1: 3 }), 'turun');
    expect(turun[0]).toBe(50);
    expect(dibawahTarget(turun[0]!)).toBe(true);
    expect(dibawahTarget(null)).toBe(false);
  });

  it('the member schema takes 12 months with at least one filled', () => {
    const parsed = anggotaSchema.parse({
      nip: '198001012006041001',
      target: [{ kinerja_langkah_aksi_id: 3, target_bulanan: ['1,5', ...kosong.slice(1, 11), 2], satuan: 'Dokumen' }],
    });
    expect(parsed.target[0]!.target_bulanan).toEqual([1.5, ...kosong.slice(1, 11), 2]);
  });

  it.each([
    [kosong, 'Target bulanan wajib diisi minimal satu bulan'],
    [undefined, 'Target bulanan wajib diisi minimal satu bulan'],
    [[1, 2], 'Target bulanan harus berisi 12 bulan'],
    [[-1, ...kosong.slice(1)], 'Target bulanan tidak boleh negatif'],
    [[1e12, ...kosong.slice(1)], 'Target bulanan harus kurang dari 1.000.000.000.000'],
    [Array.from({ length: 12 }, () => 9e11), 'Jumlah target bulanan harus kurang dari 1.000.000.000.000'],
    ['12', 'Target bulanan harus berisi 12 bulan'],
  ])('refuses target_bulanan %j', (target_bulanan, message) => {
    const parsed = anggotaSchema.safeParse({
      nip: '198001012006041001',
      target: [{ kinerja_langkah_aksi_id: 3, target_bulanan, satuan: 'Dokumen' }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('the langkah aksi form takes the same monthly targets per member', () => {
    const ok = langkahAksiAnggotaSchema.safeParse({
      tim_kerja_anggota_id: 1,
      target_bulanan: [...kosong.slice(1), 3],
      satuan: '%',
    });
    expect(ok.success).toBe(true);
    const none = langkahAksiAnggotaSchema.safeParse({ tim_kerja_anggota_id: 1, target: 3, satuan: '%' });
    expect(none.error!.issues[0]!.message).toBe('Target bulanan anggota wajib diisi minimal satu bulan');
  });
});

describe('realisasiTakWajar (issue 25 item 13)', () => {
  it('asks to confirm a realisasi above 10 times the yearly target', () => {
    expect(realisasiTakWajar(99999, 4)).toBe(true);
    expect(realisasiTakWajar(41, 4)).toBe(true);
    expect(realisasiTakWajar(40, 4)).toBe(false);
    expect(realisasiTakWajar(3, 4)).toBe(false);
  });

  it('never without a value or a target', () => {
    expect(realisasiTakWajar(null, 4)).toBe(false);
    expect(realisasiTakWajar(500, null)).toBe(false);
    expect(realisasiTakWajar(500, 0)).toBe(false);
  });
});
