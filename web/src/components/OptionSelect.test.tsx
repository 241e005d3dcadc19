import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders as wrap } from '../test/render';
import { choosePlaceholder, OptionSelect } from './OptionSelect';

const fetchMock = vi.fn(async () => jsonResponse([{ id: 7, nama: 'Program A' }]));

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => fetchMock.mockClear());

function inputOf(label: RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error('no input');
  return input as HTMLInputElement;
}

describe('OptionSelect', () => {
  it('is required by default: the input is required while nothing is chosen', async () => {
    wrap(<OptionSelect endpoint="/option/program" label="Program" value={null} onChange={() => undefined} />);
    const input = inputOf(/Program/);
    expect(input).toHaveProperty('required', true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/backend/api/option/program');
  });

  it('drops the native required flag once a value is chosen and shows its label', async () => {
    wrap(<OptionSelect endpoint="/option/program" label="Program" value={7} onChange={() => undefined} />);
    const input = inputOf(/Program/);
    await waitFor(() => expect(input.value).toBe('Program A'));
    expect(input).toHaveProperty('required', false);
  });

  it('required={false} lifts the requirement', () => {
    wrap(
      <OptionSelect
        endpoint="/option/program"
        label="Program"
        value={null}
        required={false}
        onChange={() => undefined}
      />,
    );
    expect(inputOf(/Program/)).toHaveProperty('required', false);
  });

  it('loads nothing while a dependsOn param is missing and says why', () => {
    wrap(
      <OptionSelect
        endpoint="/option/sub-kegiatan/"
        params={{ satuan_kerja_id: '' }}
        dependsOn={['satuan_kerja_id']}
        label="Sub kegiatan"
        value={null}
        onChange={() => undefined}
      />,
    );
    const input = inputOf(/Sub kegiatan/);
    expect(input.getAttribute('placeholder')).toBe('Pilih satuan kerja terlebih dahulu');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to choose in lower case, keeping acronyms (NIP, RPJMD, PD) in capitals', async () => {
    wrap(<OptionSelect endpoint="/option/pegawai" label="Pejabat (NIP)" value={null} onChange={() => undefined} />);
    await waitFor(() => expect(inputOf(/Pejabat/).getAttribute('placeholder')).toBe('Pilih pejabat (NIP)'));
    expect(choosePlaceholder('Sasaran strategis RPJMD (tingkat pemerintah daerah)')).toBe(
      'Pilih sasaran strategis RPJMD (tingkat pemerintah daerah)',
    );
    expect(choosePlaceholder('Satuan Kerja')).toBe('Pilih satuan kerja');
    expect(choosePlaceholder('Sasaran strategis PD')).toBe('Pilih sasaran strategis PD');
  });

  it("names the record's saved choice when the options no longer hold it (a deactivated holder)", async () => {
    const current = { value: '199001152015032002', label: 'Sari Dewi, S.Sos. (199001152015032002)' };
    wrap(
      <OptionSelect
        endpoint="/option/program"
        label="Pejabat (NIP)"
        value="199001152015032002"
        current={current}
        onChange={() => undefined}
      />,
    );
    const input = inputOf(/Pejabat/);
    await waitFor(() => expect(input.value).toBe('Sari Dewi, S.Sos. (199001152015032002)'));
  });
});
