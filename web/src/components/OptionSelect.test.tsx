import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OptionSelect } from './OptionSelect';

const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify([{ id: 7, nama: 'Program A' }]), { headers: { 'content-type': 'application/json' } }),
);

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
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
  fetchMock.mockClear();
});

function inputOf(label: RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error('no input');
  return input as HTMLInputElement;
}

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
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
});
