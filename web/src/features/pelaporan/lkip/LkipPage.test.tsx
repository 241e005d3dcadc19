import { BAB_LKIP_LABELS, LKIP_BAGIAN_JUDUL, ROLE_IDS, type LkipBabData, type SessionUser } from '@sakip/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../api/token';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LkipBab1Page, LkipBab2Page, LkipBab3Page } from './LkipPage';

const BAB3: LkipBabData = {
  bab: 3,
  judul: 'Bab III Akuntabilitas Kinerja',
  tahun: 2024,
  lingkup: 'pd',
  satuan_kerja: { satuan_kerja_id: '1010', satuan_kerja_nama: 'Dinas Pendidikan' },
  sections: [
    {
      key: 'tabel-3-1',
      judul: 'Tabel 3.1 Capaian Kinerja Sasaran',
      bagian: 'A',
      columns: [
        { key: 'sasaran', header: 'Sasaran', kind: 'text', merge: true },
        { key: 'capaian', header: '% Capaian', kind: 'capaian', group: 'Capaian Tahun {tahun}' },
      ],
      rows: [{ id: '1', sasaran: 'Meningkatnya mutu pendidikan', capaian: 98.5 }],
    },
    {
      key: 'program-inovatif',
      judul: 'Program Inovatif',
      bagian: 'A',
      columns: [{ key: 'sasaran', header: 'Sasaran', kind: 'text' }],
      rows: [],
    },
    {
      key: 'anggaran',
      judul: 'Tabel 3.4 Realisasi Anggaran',
      bagian: 'B',
      columns: [{ key: 'program', header: 'Program', kind: 'text' }],
      rows: [{ id: '1', program: 'Program Pengelolaan Pendidikan' }],
    },
    {
      key: 'faktor-iku',
      judul: 'Tabel 3.3 Faktor Keberhasilan dan Kegagalan per IKU',
      bagian: 'A',
      columns: [
        { key: 'sasaran', header: 'Sasaran', kind: 'text', merge: true },
        { key: 'faktor_berhasil', header: 'Faktor Keberhasilan', kind: 'text' },
        { key: 'faktor_gagal', header: 'Faktor Kegagalan / Penyebab', kind: 'text' },
        { key: 'faktor_solusi', header: 'Solusi / Langkah Perbaikan', kind: 'text' },
      ],
      rows: [
        {
          id: '1',
          sasaran: 'Meningkatnya mutu pendidikan',
          faktor_berhasil: null,
          faktor_gagal: '• Tender gagal dan harus diulang\n• Keterbatasan tenaga pelaksana',
          faktor_solusi: '• Percepatan proses pengadaan',
        },
      ],
    },
  ],
  narasi: [{ id: 7, bab: 3, judul: 'Analisis Capaian Kinerja', narasi: 'Capaian dibandingkan target.' }],
  sasaran: [
    {
      id: 1,
      sasaran: 'Meningkatnya mutu pendidikan',
      indikator: 'Angka partisipasi sekolah',
      capaian: 98.5,
      narasi: [
        {
          id: 8,
          bab: 3,
          judul: 'Target dan Realisasi',
          narasi: 'Realisasi mendekati target.',
          sasaran_id: 1,
          jenis: 'target-realisasi',
        },
      ],
    },
    { id: 2, sasaran: 'Meningkatnya literasi', indikator: 'Indeks literasi', capaian: null, narasi: [] },
  ],
  diagram: null,
};
const BAB1_UNIT: LkipBabData = {
  ...BAB3,
  bab: 1,
  judul: 'Bab I Pendahuluan',
  sections: [],
  sasaran: [],
  diagram: {
    pages: [{ svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>', width: 10, height: 10 }],
    omitted: 0,
    outline: [
      { depth: 0, label: 'SASARAN RPJMD', title: 'Meningkatnya kualitas SDM', indikator: 'IPM', angka: 'Target 75' },
      {
        depth: 1,
        label: 'SASARAN PERANGKAT DAERAH',
        title: 'Meningkatnya mutu pendidikan',
        indikator: 'Angka partisipasi sekolah',
        angka: 'Target 98 % · Capaian 98,50%',
      },
      { depth: 2, label: 'PROGRAM 1.01.02', title: 'Program Pengelolaan Pendidikan', indikator: 'APK', angka: '-' },
    ],
  },
};
const BAB1_CITY: LkipBabData = {
  ...BAB3,
  bab: 1,
  judul: 'Bab I Pendahuluan',
  lingkup: 'pemda',
  satuan_kerja: null,
  sections: [],
  narasi: [],
  sasaran: [],
};

let answer: LkipBabData = BAB3;
const fetchMock = vi.fn(async (input: string) => {
  const body = input.includes('/option/') ? [] : { data: answer };
  return jsonResponse(body);
});

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  clearToken();
  fetchMock.mockClear();
  answer = BAB3;
});

const userOf = (role: 'perangkat_daerah' | 'pemerintah_daerah'): SessionUser => ({
  id: 1,
  nama: role,
  username: role,
  nip: null,
  role_id: ROLE_IDS[role],
  role,
  satuan_kerja_id: role === 'perangkat_daerah' ? '1010' : null,
  satuan_kerja_nama: null,
  is_biro: false,
});

function renderPage(url: string, user: SessionUser, Page: () => React.JSX.Element) {
  return renderWithProviders(<Page />, { url, user });
}

const requested = () =>
  fetchMock.mock.calls.map((c) => String((c as unknown[])[0])).filter((u) => !u.includes('/option/'));

describe('LKIP chapter page', () => {
  it("shows a unit's chapter: narratives, tables with bands, the PDF button; no unit picker", async () => {
    renderPage('/lkip/bab-3?satuan_kerja_id=1025', userOf('perangkat_daerah'), LkipBab3Page);
    expect(screen.getByRole('heading', { level: 1, name: 'Bab III Akuntabilitas Kinerja' })).toBeTruthy();
    expect(await screen.findByText('Laporan Kinerja Dinas Pendidikan Tahun 2024', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analisis Capaian Kinerja' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Tabel 3.1 Capaian Kinerja Sasaran' });
    expect(within(table).getByText('Meningkatnya mutu pendidikan').closest('tr')?.textContent).toContain(
      '98,50% · Hampir tercapai',
    );
    const goals = screen.getByRole('region', { name: 'Analisis Capaian Kinerja per Sasaran' });
    const goal = within(goals).getByRole('region', { name: 'Sasaran Meningkatnya mutu pendidikan' });
    expect(within(goal).getByRole('heading', { name: 'Target dan Realisasi' })).toBeTruthy();
    expect(within(goal).getByText('Perbandingan target dan realisasi kinerja tahun ini')).toBeTruthy();
    expect(within(goal).getByText('capaian 98,50%', { exact: false })).toBeTruthy();
    const other = within(goals).getByRole('region', { name: 'Sasaran Meningkatnya literasi' });
    expect(within(other).getByText('Belum ada narasi untuk sasaran ini.', { exact: false })).toBeTruthy();
    // Each IKU's success and failure factors, one statement a line.
    const faktor = screen.getByRole('table', { name: 'Tabel 3.3 Faktor Keberhasilan dan Kegagalan per IKU' });
    const faktorRow = within(faktor).getByText('Meningkatnya mutu pendidikan').closest('tr');
    expect(faktorRow?.textContent).toContain('• Tender gagal dan harus diulang');
    expect(faktorRow?.textContent).toContain('• Percepatan proses pengadaan');
    expect(within(faktor).getByRole('columnheader', { name: 'Faktor Keberhasilan' })).toBeTruthy();
    const empty = screen.getByRole('table', { name: 'Program Inovatif' });
    expect(within(empty).getByText('There are no records to show')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unduh LKIP (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Satuan kerja' })).toBeNull();
    // The two parts of Bab III (PermenPAN-RB 53/2014), worded as the PDF: A holds the organisation's
    // tables and the per-goal analyses, B the budget table, in that order.
    expect(LKIP_BAGIAN_JUDUL).toEqual({ A: 'A. Capaian Kinerja Organisasi', B: 'B. Realisasi Anggaran' });
    const partA = screen.getByRole('region', { name: 'A. Capaian Kinerja Organisasi' });
    const partB = screen.getByRole('region', { name: 'B. Realisasi Anggaran' });
    expect(within(partA).getByRole('heading', { level: 2, name: 'A. Capaian Kinerja Organisasi' })).toBeTruthy();
    expect(within(partB).getByRole('heading', { level: 2, name: 'B. Realisasi Anggaran' })).toBeTruthy();
    expect(within(partA).getByRole('table', { name: 'Tabel 3.1 Capaian Kinerja Sasaran' })).toBeTruthy();
    expect(within(partA).getByRole('region', { name: 'Analisis Capaian Kinerja per Sasaran' })).toBeTruthy();
    expect(within(partA).queryByRole('table', { name: 'Tabel 3.4 Realisasi Anggaran' })).toBeNull();
    expect(within(partB).getByRole('table', { name: 'Tabel 3.4 Realisasi Anggaran' })).toBeTruthy();
    expect(within(partB).queryByRole('table', { name: 'Tabel 3.1 Capaian Kinerja Sasaran' })).toBeNull();
    expect(partA.compareDocumentPosition(partB) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A unit role does not pass the unit of the URL: the server decides anyway.
    await waitFor(() => expect(requested()[0]).toMatch(/\/backend\/api\/lkip\/bab\/3$/));
  });

  it("shows a unit's Bab I cascading diagram as an image with a text alternative", async () => {
    answer = BAB1_UNIT;
    renderPage('/lkip/bab-1', userOf('perangkat_daerah'), LkipBab1Page);
    expect(screen.getByRole('heading', { level: 1, name: BAB_LKIP_LABELS[1] })).toBeTruthy();
    expect(BAB_LKIP_LABELS[1]).toBe('Bab I Pendahuluan');
    const figure = await screen.findByRole('region', { name: 'Gambar 1.1 Diagram Cascading Kinerja' });
    const img = within(figure).getByRole('img');
    expect(img.getAttribute('alt')).toContain('Gambar 1.1 Diagram Cascading Kinerja');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The text alternative nests the boxes as the diagram draws them.
    const outer = within(figure).getByText('SASARAN RPJMD: Meningkatnya kualitas SDM').closest('li');
    const inner = within(outer as HTMLElement)
      .getByText('SASARAN PERANGKAT DAERAH: Meningkatnya mutu pendidikan')
      .closest('li');
    expect(within(inner as HTMLElement).getByText('PROGRAM 1.01.02: Program Pengelolaan Pendidikan')).toBeTruthy();
    expect(within(figure).getByText('Teks alternatif diagram')).toBeTruthy();
  });

  it("the city reads the city's chapter and may pick a unit; an empty chapter invites a narrative", async () => {
    answer = BAB1_CITY;
    renderPage('/lkip/bab-1', userOf('pemerintah_daerah'), LkipBab1Page);
    expect(await screen.findByText('Laporan Kinerja Pemerintah Daerah Tahun 2024', { exact: false })).toBeTruthy();
    expect(screen.getByText('Belum ada narasi untuk bab ini.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tulis narasi' }).getAttribute('href')).toBe('/lkip/narasi-pemda');
    expect(screen.getByPlaceholderText('Pemerintah Daerah (LKIP Pemda)')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Bab LKIP' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/lkip/bab-1', '/lkip/bab-2', '/lkip/bab-3']);
  });

  it('titles Bab II from the one list of chapter titles; only Bab III has parts', async () => {
    answer = { ...BAB1_CITY, bab: 2, judul: BAB_LKIP_LABELS[2] };
    renderPage('/lkip/bab-2', userOf('pemerintah_daerah'), LkipBab2Page);
    expect(screen.getByRole('heading', { level: 1, name: 'Bab II Perencanaan Kinerja' })).toBeTruthy();
    expect(await screen.findByText('Laporan Kinerja Pemerintah Daerah Tahun 2024', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'A. Capaian Kinerja Organisasi' })).toBeNull();
  });
});
