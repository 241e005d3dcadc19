import { endpointPath, pkPegawaiListEndpoint, pkPegawaiPdfEndpoint, pkPegawaiZipEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';
import { download } from '../../../components/crud/download';

export function usePkPegawai(satuanKerjaId: string | null) {
  return useEndpoint(
    pkPegawaiListEndpoint,
    { query: { satuan_kerja_id: satuanKerjaId ?? undefined } },
    { keepPrevious: true },
  );
}

/** The PDF of one employee's agreement, on its declared path (the one failure toast). */
export const downloadPkPegawai = (nip: string, satuanKerjaId: string | null, tanggal: string) =>
  download(endpointPath(pkPegawaiPdfEndpoint, { nip }), { satuan_kerja_id: satuanKerjaId, tanggal }, `PK ${nip}.pdf`);

/** The ZIP of every employee's agreement of the unit, on its declared path (the one failure toast). */
export const downloadPkPegawaiZip = (satuanKerjaId: string | null, tanggal: string) =>
  download(pkPegawaiZipEndpoint.path, { satuan_kerja_id: satuanKerjaId, tanggal }, 'PK Pegawai.zip');
