import { kesehatanDataEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';

/** GET /kesehatan-data: the defects of the plans of the chosen unit (or every unit in reach). */
export function useKesehatanData(satuanKerjaId: string | null) {
  return useEndpoint(
    kesehatanDataEndpoint,
    { query: satuanKerjaId ? { satuan_kerja_id: satuanKerjaId } : {} },
    { keepPrevious: true },
  );
}
