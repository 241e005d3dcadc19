import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PkPegawaiList } from '@sakip/domain';
import { api } from '../../../api/client';
import { crudKeys } from '../../../api/query-keys';
import { download } from '../../../components/crud/download';

export const pkPegawaiKeys = crudKeys('perjanjian-kinerja-pegawai');

export function usePkPegawai(satuanKerjaId: string | null) {
  return useQuery({
    queryKey: pkPegawaiKeys.view('unit', satuanKerjaId),
    queryFn: ({ signal }) =>
      api.get<PkPegawaiList>('/perjanjian-kinerja-pegawai', { query: { satuan_kerja_id: satuanKerjaId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The PDF of one employee's agreement (the one failure toast). */
export const downloadPkPegawai = (nip: string, satuanKerjaId: string | null, tanggal: string) =>
  download(`/perjanjian-kinerja-pegawai/${nip}/pdf`, { satuan_kerja_id: satuanKerjaId, tanggal }, `PK ${nip}.pdf`);

/** The PDF of one employee's agreement (the one failure toast). */
export const downloadPkPegawaiZip = (satuanKerjaId: string | null, tanggal: string) =>
  download('/perjanjian-kinerja-pegawai/zip', { satuan_kerja_id: satuanKerjaId, tanggal }, 'PK Pegawai.zip');
