import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { satuanKerja, timKerja, users } from '../../db/schema/index';
import { testAppForFile } from '../../test/file-app';
import { selectWithOptionalUnit, selectWithUnit } from './unit-joined-select';

const t = testAppForFile();

describe('selectWithUnit', () => {
  it("answers each row of the table beside its unit's name", async () => {
    const db = t.database.db;
    const columns = { id: timKerja.id, satuan_kerja_id: timKerja.satuan_kerja_id, nama: satuanKerja.satuan_kerja_nama };
    const rows = await selectWithUnit(db, columns, timKerja);
    expect(rows.length).toBeGreaterThan(0);
    const [first] = rows;
    const [unit] = await db.select().from(satuanKerja).where(eq(satuanKerja.satuan_kerja_id, first!.satuan_kerja_id));
    expect(first!.nama).toBe(unit!.satuan_kerja_nama);
    expect(rows).toHaveLength((await db.select({ id: timKerja.id }).from(timKerja)).length);
  });

  it('keeps, with the optional unit, the rows without a unit (a null name)', async () => {
    const db = t.database.db;
    const columns = { id: users.id, satuan_kerja_id: users.satuan_kerja_id, nama: satuanKerja.satuan_kerja_nama };
    const rows = await selectWithOptionalUnit(db, columns, users);
    expect(rows).toHaveLength((await db.select({ id: users.id }).from(users)).length);
    const withoutUnit = rows.filter((r) => r.satuan_kerja_id === null);
    expect(withoutUnit.length).toBeGreaterThan(0);
    expect(withoutUnit.every((r) => r.nama === null)).toBe(true);
    expect(rows.filter((r) => r.satuan_kerja_id !== null).every((r) => typeof r.nama === 'string')).toBe(true);
  });
});
