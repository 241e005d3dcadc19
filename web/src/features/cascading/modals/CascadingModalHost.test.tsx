import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CascadingModalHost } from './CascadingModalHost';
import { openCascadingModal, type CascadingModalRequest } from './modal-events';

/** Answers per API path; a path without an answer is a 404. */
let answers: Record<string, unknown> = {};
const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
  const url = new URL(input, 'http://localhost');
  const path = url.pathname.replace('/backend/api/', '');
  const body = answers[path];
  return body === undefined ? jsonResponse({ message: 'Data tidak ditemukan' }, 404) : jsonResponse(body);
});

beforeAll(async () => {
  // Warm the lazily loaded modal chunks: their first transform is slower than a findBy.
  await Promise.all([import('./RencanaAksiModal'), import('./PerbaikanKinerjaModal'), import('./RencanaAksiRbModal')]);
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  answers = {};
  fetchMock.mockClear();
});

function renderHost(onJumpToNode = vi.fn()) {
  renderWithProviders(<CascadingModalHost onJumpToNode={onJumpToNode} />, { notifications: true });
  return onJumpToNode;
}

const open = (request: CascadingModalRequest) => act(() => openCascadingModal(request));

describe('CascadingModalHost', () => {
  it('shows the Kamus Indikator with its two columns, named by its title', async () => {
    renderHost();
    open({ kind: 'kamus-indikator', indikator: 'Jumlah sekolah', indikatorKemendagri: null });
    expect(await screen.findByRole('dialog', { name: 'Kamus Indikator' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Indikator Output' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Indikator Sub Kegiatan Versi Kemendagri' })).toBeTruthy();
  });

  it('shows the empty state of the Rencana Aksi table', async () => {
    answers['public-display/rencana-aksi'] = { data: [], current_page: 1, total: 0, per_page: 20 };
    renderHost();
    open({ kind: 'rencana-aksi', satuanKerjaId: '1010', sasaranStrategisPdId: 4 });
    expect(await screen.findByText('There are no records to show')).toBeTruthy();
    // One empty state only (issue 10 item 13): no 'Tidak ada data' from the pagination beside it.
    expect(screen.queryByText('Tidak ada data')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('sasaran_strategis_pd_id=4');
  });

  it('the Indikator link closes the modal and jumps to the sub-activity node', async () => {
    answers['public-display/rencana-aksi-gubernur'] = {
      data: [
        {
          id: 1,
          iku: 'IKU',
          kinerja_sub_kegiatan_id: 58,
          rencana_aksi: 'RA',
          indikator: 'Indikator A',
          satuan: 'Orang',
          tw1: 1,
          tw2: 2,
          tw3: 3,
          tw4: 4,
          tw1_realisasi: null,
          tw2_realisasi: null,
          tw3_realisasi: null,
          tw4_realisasi: null,
          pengampu: '-',
          struktur_organisasi: null,
          tim_kerja: null,
        },
      ],
      current_page: 1,
      total: 1,
      per_page: 20,
    };
    const onJump = renderHost();
    open({ kind: 'realisasi-rencana-aksi-gubernur', satuanKerjaId: '1010', sasaranStrategisRpjmdId: 9 });
    fireEvent.click(await screen.findByRole('button', { name: 'Indikator A' }));
    expect(onJump).toHaveBeenCalledWith('node-kinerja-sub-kegiatan-58');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Perbaikan Kinerja closes when its load fails', async () => {
    renderHost();
    open({ kind: 'perbaikan-kinerja', type: 'kinerja-kegiatan', id: 999 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Rencana Aksi RB: Simpan is disabled until a category is chosen', async () => {
    answers['display-mikro/rencana-aksi-rb'] = {
      jenisRb: [
        { id: 1, nama: 'Kemiskinan' },
        { id: 2, nama: 'Investasi' },
      ],
      kinerjaSubKegiatan: { id: 50, kategori_tematik_id: null },
    };
    answers['display-mikro/update-rencana-aksi-rb'] = { message: 'Rencana Aksi berhasil diperbarui' };
    renderHost();
    open({ kind: 'rencana-aksi-rb', kinerjaSubKegiatanId: 50 });
    const simpan = await screen.findByRole('button', { name: 'Simpan' });
    expect(simpan).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Investasi' }));
    expect(screen.getByRole('button', { name: 'Simpan' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sukses')).toBeTruthy();
    const post = fetchMock.mock.calls.find((c) => c[0].includes('update-rencana-aksi-rb'));
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ kinerjaSubKegiatanId: 50, jenisRbId: 2 });
  });

  it('Rencana Aksi RB: a failed load shows "Gagal memuat data" and closes', async () => {
    renderHost();
    open({ kind: 'rencana-aksi-rb', kinerjaSubKegiatanId: 50 });
    expect(await screen.findByText('Gagal memuat data')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
