import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pkPegawaiListEndpoint, pkPegawaiPdfEndpoint } from '@sakip/domain';
import { downloadEndpoint } from './download';

let fetchMock: ReturnType<typeof vi.fn>;
let clicked: string[];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:pk');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadEndpoint', () => {
  it("fetches the declared path with the query and saves the file under the server's name", async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-', {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="PK 1970.pdf"' },
      }),
    );
    await downloadEndpoint(
      pkPegawaiPdfEndpoint,
      { params: { nip: '1970' }, query: { satuan_kerja_id: '1010', tanggal: '2024-01-02' } },
      'PK.pdf',
    );
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('/backend/api/perjanjian-kinerja-pegawai/1970/pdf?');
    expect(url).toContain('satuan_kerja_id=1010');
    expect(clicked).toEqual(['PK 1970.pdf']);
  });

  it('refuses an endpoint that answers JSON', () => {
    expect(() => downloadEndpoint(pkPegawaiListEndpoint as never, {} as never, 'x')).toThrow(/answers JSON/);
  });
});
