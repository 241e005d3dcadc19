import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satuanKerja } from '../../db/schema/index';
import { openSeededCopy, type SeededCopy } from '../../test/databases';
import { unitNameOf } from './unit-name';

let seeded: SeededCopy;
beforeAll(async () => {
  seeded = await openSeededCopy();
});
afterAll(async () => {
  await seeded.database.close();
  await seeded.drop();
});

describe('unitNameOf', () => {
  it("answers a unit's id and name, and undefined for an unknown unit", async () => {
    const db = seeded.database.db;
    const [unit] = await db.select().from(satuanKerja).limit(1);
    expect(unit).toBeDefined();
    expect(await unitNameOf(db, unit!.satuan_kerja_id)).toEqual({
      satuan_kerja_id: unit!.satuan_kerja_id,
      satuan_kerja_nama: unit!.satuan_kerja_nama,
    });
    expect(await unitNameOf(db, 'tidak-ada')).toBeUndefined();
  });
});
