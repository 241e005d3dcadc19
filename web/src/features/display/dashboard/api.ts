import type { FaseValidasiPerencanaan } from '@sakip/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export interface Ringkasan {
  tahun: number;
  satuan_kerja: { satuan_kerja_id: string; satuan_kerja_nama: string } | null;
  jumlah_satuan_kerja: number;
  jumlah_pengguna: number | null;
  batas_waktu: { kode: string; nama: string; nilai_date: string; terbuka: boolean }[];
  validasi_perencanaan: {
    status: boolean;
    tahap: number;
    fase: FaseValidasiPerencanaan;
    catatan: string | null;
  } | null;
}

export function useRingkasan() {
  return useQuery({
    queryKey: queryKeys.dashboard.ringkasan,
    queryFn: async () => (await api.get<{ data: Ringkasan }>('/dashboard/ringkasan')).data,
  });
}
