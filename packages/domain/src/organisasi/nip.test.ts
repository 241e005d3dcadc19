import { describe, expect, it } from 'vitest';
import { NIP_MESSAGES, nipProblem, parseNip } from './nip';

const TODAY = new Date(Date.UTC(2026, 10, 27));

describe('NIP rule', () => {
  it('accepts a plausible NIP and reads its parts', () => {
    expect(nipProblem('198504122010011003', TODAY)).toBeNull();
    expect(parseNip('198504122010011003', TODAY)).toEqual({
      lahir: { tahun: 1985, bulan: 4, tanggal: 12 },
      tmt: { tahun: 2010, bulan: 1 },
      jenisKelamin: 'L',
      urutan: 3,
    });
    expect(parseNip('199002292015032001', TODAY)).toBeNull(); // 1990 is not a leap year
    expect(parseNip('199202292015032001', TODAY)?.jenisKelamin).toBe('P');
  });

  it('wants exactly 18 digits', () => {
    for (const bad of ['', '19850412201001100', '1985041220100110031', '19850412201001100a', ' 98504122010011003']) {
      expect(nipProblem(bad, TODAY), bad).toBe('format');
    }
  });

  it('checks the birth date (yyyymmdd, plausible year)', () => {
    expect(nipProblem('198513122010011003', TODAY)).toBe('tanggal-lahir'); // month 13
    expect(nipProblem('198504312010011003', TODAY)).toBe('tanggal-lahir'); // 31 April
    expect(nipProblem('198504002010011003', TODAY)).toBe('tanggal-lahir'); // day 0
    expect(nipProblem('193004122010011003', TODAY)).toBe('tanggal-lahir'); // too old
    expect(nipProblem('201504122010011003', TODAY)).toBe('tanggal-lahir'); // a child
  });

  it('checks the TMT (yyyymm: a real month, not in the future, after the 18th birthday)', () => {
    expect(nipProblem('198504122010131003', TODAY)).toBe('tmt');
    expect(nipProblem('198504122010001003', TODAY)).toBe('tmt');
    expect(nipProblem('198504122027011003', TODAY)).toBe('tmt'); // future
    expect(nipProblem('198504122000011003', TODAY)).toBe('tmt'); // aged 14
    expect(nipProblem('198504122026111003', TODAY)).toBeNull(); // this month
  });

  it('checks the sex digit (1 or 2) and a non-zero sequence', () => {
    expect(nipProblem('198504122010013003', TODAY)).toBe('jenis-kelamin');
    expect(nipProblem('198504122010010003', TODAY)).toBe('jenis-kelamin');
    expect(nipProblem('198504122010011000', TODAY)).toBe('urutan');
  });

  it('has an Indonesian message for every problem', () => {
    for (const message of Object.values(NIP_MESSAGES)) expect(message).toMatch(/NIP/);
  });
});
