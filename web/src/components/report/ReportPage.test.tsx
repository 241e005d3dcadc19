import { defineReport, ROLE_IDS, type SessionUser } from '@sakip/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearToken } from '../../api/token';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { getYear } from '../../api/year';
import { reportPage } from './report-page';
import { ReportPage } from './ReportPage';

const report = defineReport({
  slug: 'uji/laporan',
  title: 'Laporan Uji',
  area: 'display',
  access: { guard: 'auth' },
  unit: { resource: 'sasaran-strategis-pd', emptyText: 'Pilih satuan kerja terlebih dahulu' },
  public: true,
  row: z.object({
    id: z.number(),
    nama: z.string(),
    nip: z.string().nullable(),
    anggaran: z.number(),
    capaian: z.number().nullable(),
    growth: z.number().nullable(),
  }),
  rowKey: 'id',
  columns: [
    { key: 'nama', header: 'Nama', kind: 'text' },
    { key: 'nip', header: 'NIP', kind: 'text', private: true },
    { key: 'anggaran', header: 'Anggaran', kind: 'money' },
    { key: 'capaian', header: 'Tahun {tahun}', kind: 'capaian', group: 'Capaian' },
    { key: 'growth', header: 'Peningkatan', kind: 'growth', group: 'Capaian' },
  ],
  emptyText: 'There are no records to show',
});

const ROWS = [
  { id: 1, nama: 'Program A', nip: '197001', anggaran: 1500000, capaian: 80, growth: -2 },
  { id: 2, nama: 'Program B', nip: '197002', anggaran: 0, capaian: null, growth: null },
];
let answer: { data: unknown[]; total: number } = { data: ROWS, total: 45 };
const fetchMock = vi.fn(async (input: string) => {
  const body = input.includes('/option/') ? [] : { ...answer, current_page: 1, per_page: 20 };
  return jsonResponse(body);
});

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  clearToken();
  fetchMock.mockClear();
  answer = { data: ROWS, total: 45 };
});

const superUser: SessionUser = {
  id: 1,
  nama: 'Super',
  username: 'super',
  nip: null,
  role_id: ROLE_IDS.super,
  role: 'super',
  satuan_kerja_id: null,
  satuan_kerja_nama: null,
  is_biro: false,
};

function renderPage(url: string, isPublic: boolean, Page?: ComponentType) {
  const element = Page ? <Page /> : <ReportPage report={report} isPublic={isPublic} />;
  return renderWithProviders(element, { url, user: isPublic ? undefined : superUser });
}

const requested = () =>
  fetchMock.mock.calls.map((c) => String((c as unknown[])[0])).filter((u) => !u.includes('/option/'));

describe('ReportPage', () => {
  it('renders the declaration: grouped and numbered headers, id-ID cells, bands with text, paging', async () => {
    renderPage('/laporan?satuan_kerja_id=1010&page=2', false);
    expect(screen.getByRole('heading', { name: 'Laporan Uji' })).toBeTruthy();
    await screen.findByText('Program A');
    const table = screen.getByRole('table', { name: 'Laporan Uji' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 7)).toEqual([
      'No',
      'Nama',
      'NIP',
      'Anggaran',
      'Capaian',
      `Tahun ${getYear('auth')}`,
      'Peningkatan',
    ]);
    // Numbered header row: 1..6 over No and the five columns.
    expect(headers.slice(7)).toEqual(['1', '2', '3', '4', '5', '6']);
    const first = within(table).getByText('Program A').closest('tr')?.textContent;
    expect(first).toContain('21'); // row number continues on page 2
    expect(first).toContain('Rp 1.500.000');
    expect(first).toContain('80,00% · Hampir tercapai');
    expect(first).toContain('-2,00% · Turun');
    expect(screen.getByText('Menampilkan 21–22 dari 45 data')).toBeTruthy();
    expect(screen.getByLabelText('Keterangan warna').textContent).toContain('Belum tercapai (< 75%)');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    await waitFor(() => expect(requested()[0]).toContain('/backend/api/uji/laporan?'));
    expect(requested()[0]).toMatch(/satuan_kerja_id=1010.*page=2&per_page=20/);
    expect(screen.queryByText('Unduh CSV')).toBeNull();
  });

  it('public copy: public path with the year, no private column, open data links; unit empty text', async () => {
    answer = { data: [], total: 0 };
    renderPage('/laporan', true);
    expect(await screen.findByText('Pilih satuan kerja terlebih dahulu')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('NIP');
    const year = getYear('public');
    await waitFor(() =>
      expect(requested()[0]).toContain(`/backend/api/public-display/uji/laporan?tahun_kinerja=${year}`),
    );
    // Issue 25 item 32: nothing to download before a unit is chosen (header-only files).
    expect(screen.queryByRole('link', { name: /Unduh CSV/ })).toBeNull();
    expect(screen.getByText('Unduh CSV dan JSON tersedia setelah satuan kerja dipilih.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(true);
  });

  it('shows the SPEC empty text and the open data links once a unit is chosen (a route loaded through reportPage)', async () => {
    answer = { data: [], total: 0 };
    const { default: Page } = await reportPage(report, true)();
    renderPage('/laporan?satuan_kerja_id=1010', true, Page);
    expect(await screen.findByText('There are no records to show')).toBeTruthy();
    const year = getYear('public');
    const csv = screen.getByRole('link', { name: /Unduh CSV/ }).getAttribute('href');
    expect(csv).toBe(
      `/backend/api/public-display/uji/laporan/export?satuan_kerja_id=1010&tahun_kinerja=${year}&format=csv`,
    );
    expect(screen.getByRole('link', { name: /Unduh JSON/ }).getAttribute('href')).toContain('format=json');
  });
});
