import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { importRecipeOfPeriod, type ImportPreview, type ImportRecipe } from '@sakip/domain';
import { auditLog } from '../db/schema/index';
import type { DemoUsername, TestApp } from './harness';
import { multipart } from './multipart';

/** Test helpers of the import recipe (decision 0053): a workbook from rows, a preview, an apply. */

export type SheetRow = Record<string, string | number | Date | null | undefined | { formula: string; result: number }>;

/** An XLSX whose first sheet has `headers` in row 1 and one row per object (by header). */
export async function workbookOf(headers: string[], rows: SheetRow[], sheetName = 'Data'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template's data sheet (first sheet) and its header row, read back. */
export async function templateOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = ((sheet.getRow(1).values as unknown[]) ?? []).slice(1).map(String);
  return { workbook, sheet, headers, names: workbook.worksheets.map((w) => w.name) };
}

/** The headers an import kind declares, in order (a kind of a period: its years from `tahunAwal`). */
export function headersOf(recipe: ImportRecipe, tahunAwal?: number): string[] {
  const columns = tahunAwal === undefined ? recipe.columns : importRecipeOfPeriod(recipe, tahunAwal).columns;
  return columns.map((c) => c.header);
}

/** The five yearly target cells of a row of a period kind, `Target <year>` from `tahunAwal` on (missing: empty). */
export function yearTargets(tahunAwal: number, ...values: (number | string | null)[]): SheetRow {
  return Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`Target ${tahunAwal + i}`, values[i] ?? null]));
}

export interface ExpectedTemplate {
  /** The file name in Content-Disposition, e.g. `templat-impor-renstra.xlsx`. */
  file: string;
  headers: string[];
  /** The sheets: the data sheet, then Petunjuk. */
  names: string[];
  /** The rows of the data sheet: the header and the example rows. */
  rowCount: number;
  /** Who fetches it (200). */
  who?: DemoUsername;
  /** Roles refused (403); without login it is 401. */
  refused?: readonly DemoUsername[];
}

/** An import's template: `who` gets the file with the kind's headers and sheets; no login 401, `refused` 403. */
export async function expectTemplate(t: TestApp, url: string, expected: ExpectedTemplate) {
  const { file, headers, names, rowCount, who = 'perangkat_daerah', refused = ['validator_lke'] } = expected;
  const res = await t.as(who, { method: 'GET', url: `${url}/template` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain(file);
  const template = await templateOf(res.rawPayload);
  expect(template.headers).toEqual(headers);
  expect(template.names).toEqual(names);
  expect(template.sheet.rowCount).toBe(rowCount);
  expect((await t.as(null, { method: 'GET', url: `${url}/template` })).statusCode).toBe(401);
  for (const role of refused)
    expect((await t.as(role, { method: 'GET', url: `${url}/template` })).statusCode).toBe(403);
  return template;
}

export function preview(
  t: TestApp,
  who: DemoUsername,
  url: string,
  file: Buffer,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, { filename: 'impor.xlsx', content: file });
  return t.as(who, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

/** Previews and applies (expects a token), returning the preview and the apply's answer. */
export async function previewAndApply(
  t: TestApp,
  who: DemoUsername,
  url: string,
  file: Buffer,
  fields: Record<string, string> = {},
) {
  const res = await preview(t, who, url, file, fields);
  if (res.statusCode !== 200) throw new Error(`preview ${res.statusCode}: ${res.body}`);
  const body = res.json<ImportPreview>();
  if (!body.token) throw new Error(`no token: ${res.body}`);
  const applied = await t.as(who, { method: 'POST', url: `${url}/${body.token}` });
  return { preview: body, applied };
}

/** The preview of a list's export imported back as `who` (a round trip; a test expects nothing to change). */
export async function previewOfExport(
  t: TestApp,
  exportUrl: string,
  importUrl: string,
  who: DemoUsername = 'super',
): Promise<ImportPreview> {
  const exported = await t.as(who, { method: 'GET', url: exportUrl });
  expect(exported.statusCode).toBe(200);
  const res = await preview(t, who, importUrl, exported.rawPayload);
  expect(res.statusCode).toBe(200);
  return res.json<ImportPreview>();
}

/** The preview of a file with refused rows: answered 200 with nothing to apply (no token). */
export async function previewRefused(t: TestApp, who: DemoUsername, url: string, file: Buffer) {
  const res = await preview(t, who, url, file);
  expect(res.statusCode).toBe(200);
  const body = res.json<ImportPreview>();
  expect(body.token).toBeNull();
  return body;
}

/** The audit trail of an apply: one entry for the whole import (`name`, e.g. 'impor:renstra'). */
export async function expectOneImportAudit(t: TestApp, name: string) {
  const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.table_name, name));
  expect(audits).toHaveLength(1);
}

/** The preview of a file already applied: all its `tetap` rows unchanged, nothing to apply (no token). */
export async function expectNothingToApply(t: TestApp, who: DemoUsername, url: string, file: Buffer, tetap: number) {
  const again = (await preview(t, who, url, file)).json<ImportPreview>();
  expect(again.jumlah).toEqual({ tambah: 0, ubah: 0, tetap, ditolak: 0 });
  expect(again.token).toBeNull();
}

/**
 * The planning lock of a unit's import (issue 26): the unit's preview of `file` is ready, then
 * `lock(true)` validates the plan of 2024; a new preview of the file and the apply of the ready one
 * are both refused (422, the lock's message). `whileLocked` checks what stayed unwritten (and what
 * super may still do) before `lock(false)` lifts the lock again.
 */
export async function expectRefusedWhileLocked(
  t: TestApp,
  url: string,
  file: Buffer,
  lock: (on: boolean) => Promise<void>,
  whileLocked: () => Promise<void>,
) {
  const ready = (await preview(t, 'perangkat_daerah', url, file)).json<ImportPreview>();
  expect(ready.token).not.toBeNull();
  await lock(true);
  try {
    const expected = { validasi: ['Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan'] };
    const locked = await preview(t, 'perangkat_daerah', url, file);
    expect(locked.statusCode).toBe(422);
    expect(locked.json<{ errors: unknown }>().errors).toEqual(expected);
    const apply = await t.as('perangkat_daerah', { method: 'POST', url: `${url}/${ready.token}` });
    expect(apply.statusCode).toBe(422);
    expect(apply.json<{ errors: unknown }>().errors).toEqual(expected);
    await whileLocked();
  } finally {
    await lock(false);
  }
}

/**
 * A preview is its maker's alone: the unit's own preview of `file` gets a token that another
 * account (super) cannot apply (404), and a role without the import is refused outright (403).
 */
export async function expectPreviewOnlyItsMakers(t: TestApp, url: string, file: Buffer) {
  const mine = (await preview(t, 'perangkat_daerah', url, file)).json<ImportPreview>();
  expect(mine.token).not.toBeNull();
  expect((await t.as('super', { method: 'POST', url: `${url}/${mine.token}` })).statusCode).toBe(404);
  expect((await t.as('validator_lke', { method: 'POST', url })).statusCode).toBe(403);
}
