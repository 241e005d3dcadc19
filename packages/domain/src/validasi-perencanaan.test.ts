import { describe, expect, it } from 'vitest';
import { canEditPerencanaan, canEditPerencanaanStage } from './validasi-perencanaan';

describe('planning validation editing (SPEC §4)', () => {
  it('allows general editing without a record or while status is false', () => {
    expect(canEditPerencanaan(null)).toBe(true);
    expect(canEditPerencanaan({ status: false, tahap: 2 })).toBe(true);
    expect(canEditPerencanaan({ status: true, tahap: 3 })).toBe(false);
  });

  it('allows stage editing only at that stage while status is false', () => {
    expect(canEditPerencanaanStage(undefined, 1)).toBe(true);
    expect(canEditPerencanaanStage({ status: false, tahap: 2 }, 2)).toBe(true);
    expect(canEditPerencanaanStage({ status: false, tahap: 2 }, 1)).toBe(false);
    expect(canEditPerencanaanStage({ status: true, tahap: 2 }, 2)).toBe(false);
  });
});
