import { pkPegawaiListEndpoint, pkPegawaiPdfEndpoint, pkPegawaiZipEndpoint } from '@sakip/domain';
import { useEndpoint } from '../../../api/endpoint';
import { downloadEndpoint } from '../../../components/crud/download';

export function usePkPegawai(satuanKerjaId: string | null) {
  return useEndpoint(
    pkPegawaiListEndpoint,
    { query: { satuan_kerja_id: satuanKerjaId ?? undefined } },
    { keepPrevious: true },
  );
}

/** The PDF of one employee's agreement (the one failure toast). */
export const downloadPkPegawai = (nip: string, satuanKerjaId: string | null, tanggal: string) =>
  downloadEndpoint(
    pkPegawaiPdfEndpoint,
    { params: { nip }, query: { satuan_kerja_id: satuanKerjaId ?? undefined, tanggal } },
    `PK ${nip}.pdf`,
  );

/** The ZIP of every employee's agreement of the unit (the one failure toast). */
export const downloadPkPegawaiZip = (satuanKerjaId: string | null, tanggal: string) =>
  downloadEndpoint(
    pkPegawaiZipEndpoint,
    { query: { satuan_kerja_id: satuanKerjaId ?? undefined, tanggal } },
    'PK Pegawai.zip',
  );
