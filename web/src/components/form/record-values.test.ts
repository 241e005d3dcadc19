import { describe, expect, it } from 'vitest';
import { recordValues } from './record-values';

describe('recordValues', () => {
  const blank = { sasaran: '', target: null as number | null, urutan: 0 };

  it('gives the blank values for a new record', () => {
    expect(recordValues(blank, null)).toEqual(blank);
  });

  it("takes the record's fields, keeping the blank where the record has null, and no other field", () => {
    const record = { sasaran: 'Meningkatnya mutu', target: null, urutan: 3, id: 7 };
    expect(recordValues(blank, record)).toEqual({ sasaran: 'Meningkatnya mutu', target: null, urutan: 3 });
  });
});
