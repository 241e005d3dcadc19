import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_CATATAN_WAJIB, persetujuanAnggotaWorkflow, VALIDASI_ANGGOTA_ENDPOINTS } from '@sakip/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { WorkflowInlineDecision } from './WorkflowInlineDecision';

const fetchMock = vi.fn(async () => jsonResponse({ message: 'Anggota tim berhasil disetujui' }));

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => fetchMock.mockClear());

function renderDecision(state: 'menunggu-kepala-bidang' | 'menunggu-kepala-opd', onDone = vi.fn()) {
  renderWithProviders(
    <WorkflowInlineDecision
      workflow={persetujuanAnggotaWorkflow}
      state={state}
      actions={{
        'tolak-kepala-bidang': { label: 'Tolak', success: 'Anggota tim berhasil ditolak' },
        'setujui-kepala-bidang': { label: 'Setujui', success: 'Anggota tim berhasil disetujui' },
      }}
      endpoint={VALIDASI_ANGGOTA_ENDPOINTS['kepala-bidang'].keputusan}
      input={(event, catatan) => ({
        params: { id: '7' },
        body: { aksi: event.startsWith('tolak') ? ('tolak' as const) : ('setujui' as const), catatan: catatan || null },
      })}
      onDone={onDone}
    />,
  );
  return onDone;
}

describe('WorkflowInlineDecision', () => {
  it("draws the state's events in the screen's order; a rejection without a note says the flow's message and sends nothing", () => {
    renderDecision('menunggu-kepala-bidang');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Tolak', 'Setujui']);
    fireEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    expect(screen.getByText(MESSAGE_CATATAN_WAJIB)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits an approval at once through the transition route', async () => {
    const onDone = renderDecision('menunggu-kepala-bidang');
    fireEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/validasi-kepala-bidang/7/keputusan');
    expect(JSON.parse(init.body as string)).toEqual({ aksi: 'setujui', catatan: null });
  });

  it('draws nothing when the state offers none of its events', () => {
    renderDecision('menunggu-kepala-opd');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
