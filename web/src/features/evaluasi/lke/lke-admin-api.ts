import {
  LKE_LEMBAR_LEVEL_ENDPOINTS,
  lkeLembarBobotEndpoint,
  lkeLembarEditorEndpoint,
  lkeValidatorUnitEndpoint,
  salinLkeLembarEndpoint,
  simpanLkeValidatorUnitEndpoint,
  type EndpointInput,
  type LkeLembarLevel,
  type LkeSalinBody,
} from '@sakip/domain';
import { callEndpoint, useEndpoint } from '../../../api/endpoint';
import { useLkeWrite } from './api';

/**
 * Calls of the LKE administration of super: validator ↔ unit assignment, copying the worksheet.
 * Their reads are under 'lke-admin'; every write refreshes the LKE views and these (`useLkeWrite`).
 */

export function useValidatorUnits(enabled: boolean) {
  return useEndpoint(lkeValidatorUnitEndpoint, {}, { enabled });
}

const quiet = { silent422: true } as const;

export const useSaveValidatorUnits = () =>
  useLkeWrite((v: { userId: number; satuan_kerja_ids: string[] }) =>
    callEndpoint(
      simpanLkeValidatorUnitEndpoint,
      { params: { userId: String(v.userId) }, body: { satuan_kerja_ids: v.satuan_kerja_ids } },
      quiet,
    ),
  );

export const useSalinLembar = () =>
  useLkeWrite((body: LkeSalinBody) => callEndpoint(salinLkeLembarEndpoint, { body }, quiet));

/** The worksheet editor (Kelola Lembar Kerja LKE): the year's tree and one write call for every level. */
export function useLembarKerja() {
  return useEndpoint(lkeLembarEditorEndpoint, {});
}

type Values = Record<string, unknown>;

/** One write of the editor: the weights, or a row of a level (add, edit, reorder, (de)activate, remove). */
export type LembarWrite =
  | { kind: 'bobot'; body: EndpointInput<typeof lkeLembarBobotEndpoint>['body'] }
  | { kind: 'create'; level: LkeLembarLevel; body: Values }
  | { kind: 'update'; level: LkeLembarLevel; id: number; body: Values }
  | { kind: 'urutan'; level: LkeLembarLevel; ids: number[] }
  | { kind: 'aktif'; level: LkeLembarLevel; id: number; aktif: boolean }
  | { kind: 'hapus'; level: LkeLembarLevel; id: number };

function callLembarWrite(w: LembarWrite) {
  if (w.kind === 'bobot') return callEndpoint(lkeLembarBobotEndpoint, { body: w.body }, quiet);
  const level = LKE_LEMBAR_LEVEL_ENDPOINTS[w.level];
  switch (w.kind) {
    case 'create':
      return callEndpoint(level.create, { body: w.body }, quiet);
    case 'update':
      return callEndpoint(level.update, { params: { id: String(w.id) }, body: w.body }, quiet);
    case 'urutan':
      return callEndpoint(level.reorder, { body: { ids: w.ids } }, quiet);
    case 'aktif':
      return callEndpoint(level.aktif, { params: { id: String(w.id) }, body: { aktif: w.aktif } }, quiet);
    case 'hapus':
      return callEndpoint(level.remove, { params: { id: String(w.id) } }, quiet);
  }
}

export const useLembarKerjaWrite = () => useLkeWrite(callLembarWrite);
