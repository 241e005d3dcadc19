import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import type { CrudContext } from './context';
import { recordReads, sharedWrites, withIsoUpdatedAt } from './recipe-parts';

const row = { id: 7, nama: 'Dinas A', updated_at: new Date('2026-01-02T03:04:05.000Z') };
const tx = {} as Tx;
const ctx = { actor: { id: 42 }, tahun: 2026 } as CrudContext;

describe('recipe parts', () => {
  it('answers a row as its record with the timestamp as ISO text', () => {
    expect(withIsoUpdatedAt(row)).toEqual({ id: 7, nama: 'Dinas A', updated_at: '2026-01-02T03:04:05.000Z' });
  });

  it('reads the detail as the record and exports the records in the sheet of the year', async () => {
    const reads = recordReads(withIsoUpdatedAt<typeof row>, (tahun) => `Daftar ${tahun}`, [
      { header: 'Nama', value: (r) => r.nama },
    ]);
    expect(await reads.detail({} as Db, row)).toEqual(withIsoUpdatedAt(row));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reads.xlsx([row], 2026)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Daftar 2026');
    expect(sheet.getCell('A2').value).toBe('Dinas A');
  });

  it("writes through the shared writes with the actor's id and keeps the default message", async () => {
    const calls: unknown[][] = [];
    const writes = sharedWrites({
      insert: async (_tx, actorId: number, input: string) => (calls.push(['insert', actorId, input]), 5),
      write: async (_tx, actorId: number, before: { id: number }, input: string) => {
        calls.push(['write', actorId, before.id, input]);
      },
    });
    expect(await writes.insert(tx, ctx, 'baru')).toBe(5);
    expect(await writes.write(tx, ctx, { id: 5 }, 'ubah')).toBeUndefined();
    expect(calls).toEqual([
      ['insert', 42, 'baru'],
      ['write', 42, 5, 'ubah'],
    ]);
  });
});
