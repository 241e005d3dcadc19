import { raporSsPdEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';

/** The rapor SS-PD of a quarter; its key is under 'rapor-kinerja', so a rapor write refreshes it too. */
export function useRaporSsPd(tw: number, unit: string | null) {
  return useEndpoint(
    raporSsPdEndpoint,
    { params: { triwulan: String(tw) }, query: { satuan_kerja_id: unit ?? undefined } },
    { keepPrevious: true },
  );
}
