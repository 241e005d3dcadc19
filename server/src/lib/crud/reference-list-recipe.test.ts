import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { pegawai } from '../../db/schema/index';
import type { CrudContext } from './context';
import { referenceListRecipe, statusAktifColumn, type ReferenceListRepository } from './reference-list-recipe';

const row = { id: 7, nama: 'Dinas A', active: false, updated_at: new Date('2026-01-02T03:04:05.000Z') };
const condition = sql`true`;
const seen: unknown[] = [];
const repo = {
  table: pegawai,
  whereOf(q: { search?: string }) {
    seen.push(q);
    return condition;
  },
} as unknown as ReferenceListRepository<{ search?: string }, typeof row, typeof row>;

describe('reference list recipe', () => {
  const recipe = referenceListRecipe({
    resource: 'pegawai',
    notFound: 'Pegawai tidak ditemukan',
    repo,
    xlsx: { sheet: 'Pegawai', columns: [{ header: 'Nama', value: (r) => r.nama }, statusAktifColumn] },
  });

  it('is a city-wide list on the repository: its table, its condition, no unit scope', () => {
    expect(recipe).toMatchObject({ resource: 'pegawai', notFound: 'Pegawai tidak ditemukan', unitScoped: false });
    expect(recipe.table).toBe(pegawai);
    expect(recipe.repo).toBe(repo);
    const q = { search: 'dinas', page: 1, per_page: 20 };
    expect(recipe.where({} as CrudContext, q)).toBe(condition);
    expect(seen).toEqual([q]);
  });

  it('answers the row with an ISO timestamp and exports one sheet with the status', async () => {
    expect(await recipe.detail({} as Db, row)).toEqual({ ...row, updated_at: '2026-01-02T03:04:05.000Z' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await recipe.xlsx([row], 2026)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Pegawai');
    expect([sheet.getCell('A2').value, sheet.getCell('B2').value]).toEqual(['Dinas A', 'Nonaktif']);
  });
});
