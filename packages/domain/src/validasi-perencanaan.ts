/** Planning-validation editing rules of SPEC §4. */
export interface ValidasiPerencanaanStatus {
  status: boolean;
  tahap: number;
}

export const VALIDASI_PERENCANAAN_STAGES = [1, 2, 3] as const;

/** General editing: allowed when there is no status record or its status is false. */
export function canEditPerencanaan(record: ValidasiPerencanaanStatus | null | undefined): boolean {
  return !record || !record.status;
}

/** Editing at a stage: no record, or status false while the plan sits at that stage. */
export function canEditPerencanaanStage(
  record: ValidasiPerencanaanStatus | null | undefined,
  tahap: number,
): boolean {
  return !record || (!record.status && record.tahap === tahap);
}
