/** Special work units of SPEC §6. Ids of satuan kerja are text. */
export const SATKER_SETDA_ID = '9999';
/** Dinas Penanaman Modal dan Pelayanan Terpadu Satu Pintu (investment and licensing). */
export const SATKER_DPMPTSP_ID = '1046';
/** A biro's id starts with this code of the setda unit. */
export const SETDA_CODE = SATKER_SETDA_ID.slice(0, 4);

/** A biro is a unit of the secretariat: not setda itself, but its id starts with setda's code. */
export function isBiroSatker(satuanKerjaId: string | null | undefined): boolean {
  if (!satuanKerjaId) return false;
  return satuanKerjaId !== SATKER_SETDA_ID && satuanKerjaId.startsWith(SETDA_CODE);
}
