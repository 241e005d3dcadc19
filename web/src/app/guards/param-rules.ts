/**
 * Route validation (SPEC §8: a route whose parameters fail validation is a 404). Every parameter
 * name used in the route table has a rule here; the route-table test checks that.
 */
const positiveInt = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const digits = (v: string) => /^\d{1,30}$/.test(v);
const quarter = (v: string) => /^[1-4]$/.test(v);

export const PARAM_RULES: Record<string, (value: string) => boolean> = {
  id: positiveInt,
  kinerjaId: positiveInt,
  /** Quarters TW 1 to 4. */
  triwulan: quarter,
  /** 1 LKIP, 2 Renstra, 3 Perjanjian Kinerja, 4 Indikator Kinerja Utama. */
  jenisDokumenId: quarter,
  /** Satuan kerja ids are numeric text ('9999', '1046', biro '9999001'). */
  satuanKerjaId: digits,
  satkerId: digits,
  /** NIP: digits only. */
  nip_anggota: digits,
};

/** The `:name` parameters of a route path. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][\w]*)/g)].map((m) => m[1] ?? '');
}

/** True when every parameter present passes its rule (an unknown name fails). */
export function paramsAreValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (name === '*') return true;
    const rule = PARAM_RULES[name];
    return value !== undefined && rule !== undefined && rule(value);
  });
}
