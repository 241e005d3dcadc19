import { describe, expect, it } from 'vitest';
import { satuanKerja } from '../../db/schema/index';
import { seededDatabaseForFile } from '../../test/file-app';
import { unitNameOf } from './unit-name';

const seeded = seededDatabaseForFile();

describe('unitNameOf', () => {
  it("answers a unit's id and name, and undefined for an unknown unit", async () => {
    const db = seeded.db;
    const [unit] = await db.select().from(satuanKerja).limit(1);
    expect(unit).toBeDefined();
    expect(await unitNameOf(db, unit!.satuan_kerja_id)).toEqual({
      satuan_kerja_id: unit!.satuan_kerja_id,
      satuan_kerja_nama: unit!.satuan_kerja_nama,
    });
    expect(await unitNameOf(db, 'tidak-ada')).toBeUndefined();
  });
});
