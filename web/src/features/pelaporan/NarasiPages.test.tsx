import { NARASI_JENIS_LABELS, NARASI_JENIS_SASARAN, ROLE_IDS, type SessionUser } from '@sakip/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../api/token';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { SimpleFormPage } from '../../components/crud/SimpleCrudPages';
import { narasiPemdaConfig } from './NarasiPages';

const fetchMock = vi.fn(async () => jsonResponse({ data: [] }));

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => clearToken());

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
  return renderWithProviders(<SimpleFormPage config={narasiPemdaConfig} />, {
    url: '/lkip/narasi-pemda/create',
    user: city,
  });
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
