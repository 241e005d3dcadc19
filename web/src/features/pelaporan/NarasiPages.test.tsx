import { MantineProvider } from '@mantine/core';
import { NARASI_JENIS_LABELS, NARASI_JENIS_SASARAN, ROLE_IDS, type SessionUser } from '@sakip/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { clearToken, setToken } from '../../api/token';
import { NarasiPemdaFormPage } from './NarasiPages';

const fetchMock = vi.fn(
  async () => new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } }),
);

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom lacks what the narrative's autosize textarea listens to.
  if (!('ResizeObserver' in window))
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  if ('matchMedia' in window) return;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  clearToken();
});

const city: SessionUser = {
  id: 1,
  nama: 'Pemda',
  username: 'pemda',
  nip: null,
  role_id: ROLE_IDS.pemerintah_daerah,
  role: 'pemerintah_daerah',
  satuan_kerja_id: null,
  satuan_kerja_nama: null,
  is_biro: false,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setToken('t', false);
  client.setQueryData(queryKeys.user, city);
  const router = createMemoryRouter([{ path: '*', element: <NarasiPemdaFormPage /> }], {
    initialEntries: ['/lkip/narasi-pemda/create'],
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Opens a select of the form and returns the labels it offers. */
function open(name: string): string[] {
  const form = screen.getByRole('form', { name: 'Formulir narasi' });
  fireEvent.click(within(form).getByRole('combobox', { name }));
  const labels = screen.queryAllByRole('option').map((o) => o.textContent ?? '');
  return labels;
}

function choose(select: string, option: string) {
  open(select);
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('LKIP narrative form', () => {
  it('offers only the narrative kinds of the chosen bab, and drops a kind the new bab lacks', () => {
    renderForm();
    choose('Bab', 'Bab I Pendahuluan');
    expect(open('Jenis narasi')).toEqual([
      NARASI_JENIS_LABELS['tugas-fungsi'],
      NARASI_JENIS_LABELS['struktur-organisasi'],
      NARASI_JENIS_LABELS['isu-strategis'],
    ]);
    fireEvent.click(screen.getByRole('option', { name: NARASI_JENIS_LABELS['isu-strategis'] }));
    const form = screen.getByRole('form', { name: 'Formulir narasi' });
    const jenis = within(form).getByRole<HTMLInputElement>('combobox', { name: 'Jenis narasi' });
    expect(jenis.value).toBe('Isu strategis');

    choose('Bab', 'Bab III Akuntabilitas Kinerja');
    expect(jenis.value).toBe('');
    expect(open('Jenis narasi')).toEqual(NARASI_JENIS_SASARAN.map((j) => NARASI_JENIS_LABELS[j]));

    choose('Bab', 'Kata Pengantar dan Ikhtisar Eksekutif');
    expect(open('Jenis narasi')).toEqual(['Kata Pengantar', 'Ikhtisar Eksekutif']);
    choose('Bab', 'Bab II Perencanaan Kinerja');
    expect(open('Jenis narasi')).toEqual([]);
  });
});
