import ExcelJS from 'exceljs';
import { expect, test, type APIResponse } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * Rekap anggaran (DOMAIN-2 §5): the page with its two tables, and the two XLSX downloads the micro
 * menu opens in a new tab, authorised by the session cookie (a new tab sends no header).
 */

async function sheetRows(res: APIResponse): Promise<string[][]> {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const cell = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  sheet?.eachRow((row) => rows.push(((row.values as unknown[]) ?? []).slice(1).map(cell)));
  return rows;
}

test('a unit sees its budget per unit and per target, and opens both XLSX from the micro menu', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.goto('/rekap-anggaran');
  await expect(page.getByRole('heading', { name: 'Rekap Anggaran per Perangkat Daerah', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Dinas Pendidikan/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Januari' })).toBeVisible();

  await page.getByRole('tab', { name: 'Per Sasaran' }).click();
  await expect(page.getByRole('heading', { name: 'Rekap Anggaran per Sasaran', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Program', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sub Kegiatan', exact: true }).first()).toBeVisible();

  // The micro menu's two actions open /backend/... in a new tab with the year and the unit.
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('button', { name: 'Display Kinerja Mikro' }).click();
  const perUnit = nav.getByRole('link', { name: /Rekap Anggaran per Perangkat Daerah/ });
  const perTarget = nav.getByRole('link', { name: /Rekap Anggaran per Sasaran/ });
  await expect(perUnit).toHaveAttribute('target', '_blank');
  const unitHref = await perUnit.getAttribute('href');
  const targetHref = await perTarget.getAttribute('href');
  expect(unitHref).toBe('/backend/rekap-anggaran?tahun_kinerja=2024&satuan_kerja_id=1010');
  expect(targetHref).toBe('/backend/rekap-rincian?tahun_kinerja=2024&satuan_kerja_id=1010');

  // page.request carries the browser's cookies and no Authorization header, as a new tab does.
  const units = await sheetRows(await page.request.get(unitHref ?? ''));
  expect(units[0]).toContain('Perangkat Daerah');
  expect(units.slice(1)).toHaveLength(1);
  expect(units[1]).toContain('Dinas Pendidikan');

  // Another unit in the query changes nothing for a unit role.
  const rincian = await sheetRows(
    await page.request.get('/backend/rekap-rincian?tahun_kinerja=2024&satuan_kerja_id=1025'),
  );
  expect(rincian[0]).toContain('Program / Kegiatan / Sub Kegiatan');
  expect(rincian.length).toBeGreaterThan(4);
  expect(rincian.slice(1).every((row) => row.includes('Dinas Pendidikan'))).toBe(true);
  expect(rincian[1]).toContain('Program');
  await expect(perTarget).toHaveAttribute('target', '_blank');
});

test('super gets every unit; a logged-out tab gets the 401 page', async ({ page, request }) => {
  await loginAs(page, 'super');
  const all = await sheetRows(await page.request.get('/backend/rekap-anggaran?tahun_kinerja=2024&satuan_kerja_id='));
  expect(all.length - 1).toBeGreaterThan(20);

  // The `request` fixture shares no cookie with the logged-in page.
  const res = await request.get('/backend/rekap-anggaran?tahun_kinerja=2024&satuan_kerja_id=1010');
  expect(res.status()).toBe(401);
  expect(await res.text()).toContain('Silakan masuk kembali');
});
