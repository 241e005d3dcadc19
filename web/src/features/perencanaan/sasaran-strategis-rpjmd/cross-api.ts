import type { SsRpjmdCrossKandidat, SsRpjmdCrossList } from '@sakip/domain';
import { useCrossKandidatAt, useCrossListAt, useCrossWriteAt, type CrossEndpoint } from '../cross/api';

/**
 * Calls of /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross: the adopted SS-PD, the
 * candidates (SS-PD of the period under other goals), adopt and release (cross/api's recipe).
 */
const endpoint = (id: number): CrossEndpoint => ({
  group: 'sasaran-strategis-rpjmd',
  id,
  childGroup: 'sasaran-strategis-pd',
  childField: 'sasaran_strategis_pd_id',
});

export const useSsPdCrossList = (id: number) => useCrossListAt<SsRpjmdCrossList>(endpoint(id));
export const useSsPdCrossKandidat = (id: number, search: string, enabled: boolean) =>
  useCrossKandidatAt<SsRpjmdCrossKandidat>(endpoint(id), search, enabled);
export const useSsPdCrossWrite = (id: number) => useCrossWriteAt<SsRpjmdCrossList>(endpoint(id));
