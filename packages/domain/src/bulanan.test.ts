import { describe, expect, it } from 'vitest';
import { BULAN_KE, monthlyColumns, monthlyKey, monthlyValues } from './bulanan';
import { cumulativeByTriwulan } from './capaian';

describe('monthly columns ↔ arrays', () => {
  it('names the column of a month', () => {
    expect(monthlyKey('target', 1)).toBe('target_bulan_1');
    expect(monthlyKey('realisasi_anggaran', 12)).toBe('realisasi_anggaran_bulan_12');
    expect(BULAN_KE).toHaveLength(12);
  });

  it('round-trips 12 values and pads short arrays with null', () => {
    const values = [1, null, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const columns = monthlyColumns('target', values);
    expect(columns.target_bulan_1).toBe(1);
    expect(columns.target_bulan_2).toBeNull();
    expect(Object.keys(columns)).toHaveLength(12);
    expect(monthlyValues(columns, 'target')).toEqual(values);
    expect(monthlyColumns('realisasi', [5]).realisasi_bulan_12).toBeNull();
  });

  it('reads missing or non-numeric cells as null and feeds the quarter sums', () => {
    const row = { target_bulan_1: 2, target_bulan_2: '3', target_bulan_3: 4 };
    const values = monthlyValues(row, 'target');
    expect(values.slice(0, 3)).toEqual([2, null, 4]);
    expect(cumulativeByTriwulan(values)).toEqual([6, 6, 6, 6]);
  });
});
