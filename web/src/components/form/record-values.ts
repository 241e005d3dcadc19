/**
 * A form's starting values: the blank values of a new record (`blank`, which also names the form's
 * fields), each taken from the record being edited where it has one (null there keeps the blank).
 */
export function recordValues<V extends Record<string, unknown>>(
  blank: V,
  record: { [K in keyof V]?: V[K] | null } | null | undefined,
): V {
  const values: Record<string, unknown> = { ...blank };
  for (const key of Object.keys(blank)) values[key] = record?.[key] ?? blank[key];
  return values as V;
}
