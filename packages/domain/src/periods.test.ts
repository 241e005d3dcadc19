import { describe, expect, it } from 'vitest';
import { isAutoFillYear, isSelectableYear, periodStartYear, periodYearOptions, yearKey } from './periods';

describe('planning periods (SPEC §9)', () => {
  it('steps period starts by 5 from 2019', () => {
    expect(periodStartYear(2019)).toBe(2019);
    expect(periodStartYear(2023)).toBe(2019);
    expect(periodStartYear(2024)).toBe(2024);
    expect(periodStartYear(2028)).toBe(2024);
    expect(periodStartYear(2029)).toBe(2029);
    expect(periodStartYear(2018)).toBe(2014);
  });

  it("offers 5 consecutive years labelled 'Tahun {year}'", () => {
    expect(periodYearOptions(2024)).toEqual([
      { value: 2024, label: 'Tahun 2024' },
      { value: 2025, label: 'Tahun 2025' },
      { value: 2026, label: 'Tahun 2026' },
      { value: 2027, label: 'Tahun 2027' },
      { value: 2028, label: 'Tahun 2028' },
    ]);
  });

  it("builds year keys as prefix + 1-based index, or 'baseline' before the period", () => {
    expect(yearKey('target_', 2024)).toBe('target_1');
    expect(yearKey('target_', 2026)).toBe('target_3');
    expect(yearKey('target_', 2028)).toBe('target_5');
    expect(yearKey('capaian_', 2023, 2024)).toBe('baseline');
    expect(yearKey('realisasi_', 2025, 2024)).toBe('realisasi_2');
  });

  it('selects only 2024 and 2025 and auto-fills from 2023', () => {
    expect(isSelectableYear(2024)).toBe(true);
    expect(isSelectableYear(2025)).toBe(true);
    expect(isSelectableYear(2023)).toBe(false);
    expect(isAutoFillYear(2022)).toBe(false);
    expect(isAutoFillYear(2023)).toBe(true);
  });
});
