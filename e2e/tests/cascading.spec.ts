import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures';

/**
 * The cascading diagram (issue 4): the demo unit of perangkat_daerah is Dinas Pendidikan (1010).
 * Its SS-PD 5 has a rencana aksi row that points at sub kegiatan 50; program 16 has langkah aksi;
 * SS-PD 3 adopts program 120 through a cross link.
 */
const UNIT = 'Dinas Pendidikan';
const tree = (page: Page) => page.getByTestId('cascading-tree');
const dialog = (page: Page) => page.getByRole('dialog');

async function openDiagram(page: Page, path = '/display-mikro/cascading') {
  await page.goto(path);
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

/** Opens a modal from a node button and checks its title and that it shows data. */
async function openModal(page: Page, button: RegExp, title: string, content: string | RegExp) {
  await tree(page).getByRole('button', { name: button }).first().click();
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog(page).getByText(content).first()).toBeVisible();
  await closeDialog(page);
}

test('perangkat daerah: switches, modals, jump to a node, image, zoom, text view and export', async ({ page }) => {
  test.slow();
  await loginAs(page, 'perangkat_daerah');
  await openDiagram(page);
  await expect(tree(page).getByText(`Kepala ${UNIT}`).first()).toBeVisible();
  await expect(tree(page).getByText('Walikota').first()).toBeVisible();

  // Switches.
  const capaian = page.getByRole('switch', { name: 'Tampilkan icon capaian' });
  await capaian.check({ force: true });
  await expect(tree(page).getByRole('button', { name: /^(Tidak tercapai|CSF Gagal)/ }).first()).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^Diagnosa CSF:/ }).first()).toBeVisible();

  const edit = page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' });
  await edit.check({ force: true });
  await expect(tree(page).getByRole('link', { name: /^Ubah Kinerja Program:/ }).first()).toHaveAttribute(
    'href',
    /\/kinerja-program\/\d+\/edit\?from=cascading$/,
  );
  await expect(tree(page).getByRole('link', { name: /^Tambah Kinerja Kegiatan:/ }).first()).toHaveAttribute(
    'href',
    /\/kinerja-kegiatan\/create\?from=cascading&id=\d+$/,
  );
  await expect(page.getByRole('button', { name: /^Edit Rencana Aksi/ })).toHaveCount(0); // super only
  await edit.uncheck({ force: true });

  const cross = page.getByRole('switch', { name: 'Tampilkan cross cutting' });
  await expect(tree(page).getByText(/^Cross cutting:/)).toHaveCount(0);
  await cross.check({ force: true });
  await expect(tree(page).getByText(/^Cross cutting:/).first()).toBeVisible();
  await cross.uncheck({ force: true });
  await expect(tree(page).getByText(/^Cross cutting:/)).toHaveCount(0);
  // One parent's CC button shows only its own cross items.
  await tree(page).getByRole('button', { name: /^CC \(cross cutting\)/ }).first().click();
  await expect(tree(page).getByText(/^Cross cutting:/).first()).toBeVisible();
  await tree(page).getByRole('button', { name: /^CC \(cross cutting\)/ }).first().click();
  await expect(tree(page).getByText(/^Cross cutting:/)).toHaveCount(0);

  // Modals with data.
  await openModal(page, /^DO \(Definisi Operasional\)/, 'Definisi Operasional', 'Rumus');
  await openModal(page, /^K \(Kamus Indikator\)/, 'Kamus Indikator', 'Indikator Sub Kegiatan Versi Kemendagri');
  await openModal(page, /^Langkah Aksi/, 'Kinerja Langkah Aksi', /rehabilitasi/i);
  await openModal(page, /^Diagnosa CSF:/, 'Diagnosa Critical Success Factor (CSF)', /./);
  await openModal(page, /^(Tidak tercapai|CSF Gagal)/, 'Penyebab Kegagalan', 'Target');
  await openModal(page, /^RRA \(Realisasi Rencana Aksi\): Meningkatnya akuntabilitas/, 'Realisasi Rencana Aksi', 'Realisasi TW 1');

  // RA modal → click an Indikator → the text view shows the sub kegiatan node highlighted.
  await page.getByRole('button', { name: /^RA \(Rencana Aksi\): Meningkatnya akuntabilitas kinerja Disdik/ }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Rencana Aksi' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Jumlah Orang yang Menerima Gaji dan Tunjangan ASN' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const node = page.locator('#node-kinerja-sub-kegiatan-50');
  await expect(node).toHaveAttribute('data-highlighted', 'true');
  await expect(node).toBeInViewport();

  // The image: pan and zoom.
  await page.getByRole('button', { name: 'Render gambar' }).click();
  const image = page.getByRole('img', { name: `Diagram cascading ${UNIT}` });
  await expect(image).toBeVisible({ timeout: 60_000 });
  const textSwitch = page.getByRole('switch', { name: 'Tampilkan dalam bentuk teks' });
  await expect(textSwitch).not.toBeChecked();

  // Zoom to both limits (SPEC §9: 1 to 40).
  const zoomIn = page.getByRole('button', { name: 'Perbesar' });
  const zoomOut = page.getByRole('button', { name: 'Perkecil' });
  const scale = page.getByTestId('zoom-scale');
  await expect(zoomOut).toBeDisabled();
  for (let i = 0; i < 20 && (await zoomIn.isEnabled()); i += 1) {
    await zoomIn.click();
    await page.waitForTimeout(200);
  }
  await expect(scale).toHaveText('Perbesaran 40×');
  await expect(zoomIn).toBeDisabled();
  for (let i = 0; i < 20 && (await zoomOut.isEnabled()); i += 1) {
    await zoomOut.click();
    await page.waitForTimeout(200);
  }
  await expect(scale).toHaveText('Perbesaran 1×');

  // The wheel moves in small steps around the cursor (issue 10: one notch used to jump to 21×).
  const box = await image.boundingBox();
  if (!box) throw new Error('image has no box');
  await page.mouse.move(box.x + box.width / 3, box.y + 200);
  await page.mouse.wheel(0, -100);
  await expect(scale).toHaveText('Perbesaran 1,2×');
  await page.mouse.wheel(0, -100);
  await expect(scale).toHaveText('Perbesaran 1,4×');
  await page.mouse.wheel(0, 100);
  await expect(scale).toHaveText('Perbesaran 1,2×');
  await page.getByRole('button', { name: 'Ukuran awal' }).click();
  await expect(scale).toHaveText('Perbesaran 1×');

  // The text view by the switch, and back.
  await textSwitch.check({ force: true });
  await expect(image).toHaveCount(0);
  await expect(tree(page)).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^RA \(Rencana Aksi\)/ }).first()).toBeVisible();
  await textSwitch.uncheck({ force: true });
  await expect(image).toBeVisible();

  // Export: a PNG named for the unit and a timestamp.
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Cascading Dinas Pendidikan \d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.png$/);
  const bytes = await readFile((await download.path()));
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(10_000);

  // Maximize and Minimize.
  await page.getByRole('button', { name: 'Maximize' }).click();
  await page.getByRole('button', { name: 'Minimize' }).click();
  await expect(page.getByRole('button', { name: 'Maximize' })).toBeVisible();
});

test('showOption and showSkp query options', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await openDiagram(page, '/display-mikro/cascading?showOption=true&showSkp=true');
  const ratio = page.getByLabel('Pixel ratio');
  await expect(ratio).toHaveValue('1');
  await ratio.focus();
  await page.keyboard.press('ArrowUp'); // step 0.1
  await expect(ratio).toHaveValue('1.1');
  await expect(tree(page).getByText(/^(Ditandai sebagai SKP|Bukan SKP)$/).first()).toBeVisible();
});

test('super: Rencana Aksi Reformasi Birokrasi from a sub kegiatan node', async ({ page }) => {
  test.slow();
  await loginAs(page, 'super');
  await openDiagram(page, '/display-mikro/cascading?satuan_kerja_id=1010');
  await expect(tree(page).getByText(`Kepala ${UNIT}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit Rencana Aksi/ })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' }).check({ force: true });
  await expect(tree(page).getByText('Kategori Reformasi Birokrasi').first()).toBeVisible();
  await tree(page).getByRole('button', { name: /^Edit Rencana Aksi/ }).first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Rencana Aksi Reformasi Birokrasi' })).toBeVisible();
  const simpan = dialog(page).getByRole('button', { name: 'Simpan' });
  await expect(dialog(page).getByRole('radio').first()).toBeVisible();
  if (!(await dialog(page).getByRole('radio', { checked: true }).count())) await expect(simpan).toBeDisabled();
  await dialog(page).getByRole('radio').last().check();
  await expect(simpan).toBeEnabled();
  await simpan.click();
  await expect(page.getByText('Sukses')).toBeVisible();
});

test('the PK link opens a PDF in a new tab', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await openDiagram(page);
  const pk = tree(page).getByRole('link', { name: /^PK \(Perjanjian Kinerja/ }).first();
  await expect(pk).toHaveAttribute('target', '_blank');
  const href = await pk.getAttribute('href');
  expect(href).toMatch(/^\/backend\/api\/perjanjian-kinerja\/download\?jenis=sasaranStrategisPd&id=\d+$/);
  // A new tab sends no Authorization header: the plain request must answer the PDF.
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a citizen sees the public diagram without logging in', async ({ page }) => {
  await openDiagram(page, '/public-display/display-mikro/cascading?satuan_kerja_id=1010');
  await expect(tree(page).getByText(`Kepala ${UNIT}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Tampilkan icon edit kinerja' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Render gambar' }).click();
  await expect(page.getByRole('img', { name: `Diagram cascading ${UNIT}` })).toBeVisible({ timeout: 60_000 });

  await openDiagram(page, '/public-display/arsitektur-kinerja?satuan_kerja_id=1010');
  await expect(tree(page).getByText('Dampak (Impact)').first()).toBeVisible();
  await expect(tree(page).getByText('Penanggung Jawab').first()).toBeVisible();
});

test('node buttons are reachable and usable from the keyboard; the text view passes axe', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await openDiagram(page);
  await page.getByRole('button', { name: 'Maximize' }).focus();
  let label: string | null = null;
  for (let i = 0; i < 12 && !label?.startsWith('RA ('); i += 1) {
    await page.keyboard.press('Tab');
    label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
  }
  expect(label).toMatch(/^RA \(Rencana Aksi\)/);
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: 'Rencana Aksi' })).toBeVisible();
  await closeDialog(page);

  const results = await new AxeBuilder({ page }).include('[data-testid="cascading-tree"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('2025: the green Solusi Kinerja check opens Perbaikan Kinerja with last year beside this year', async ({ page }) => {
  await loginAs(page, 'perangkat_daerah');
  await page.getByRole('combobox', { name: 'Tahun Kinerja' }).selectOption('2025');
  await expect(page.getByRole('heading', { name: 'Batas Waktu Tahun 2025' })).toBeVisible();
  await openDiagram(page);
  await page.getByRole('switch', { name: 'Tampilkan icon capaian' }).check({ force: true });
  // The first node with a solution: a program of 2025 answering its 2024 problem.
  await tree(page).getByRole('button', { name: /^Solusi Kinerja:/ }).first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Perbaikan Kinerja' })).toBeVisible();
  await expect(dialog(page).getByRole('region', { name: 'Masalah Tahun lalu' })).toContainText('(2024)');
  const solusi = dialog(page).getByRole('region', { name: 'Solusi Tahun ini' });
  await expect(solusi).toContainText('(2025)');
  await expect(solusi).toContainText('Solusi:');
});
