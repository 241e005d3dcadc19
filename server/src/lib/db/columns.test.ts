import { describe, expect, it } from 'vitest';
import { rencanaAksi } from '../../db/schema/index';
import { columnsOf } from './columns';

describe('columnsOf', () => {
  it("takes the named columns of a table under their own names, in the order asked", () => {
    const picked = columnsOf(rencanaAksi, ['tahun', 'id']);
    expect(Object.keys(picked)).toEqual(['tahun', 'id']);
    expect(picked.id).toBe(rencanaAksi.id);
    expect(picked.tahun).toBe(rencanaAksi.tahun);
  });
});
