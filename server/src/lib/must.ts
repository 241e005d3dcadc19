/**
 * The value, or an error naming what was missing: for what the code knows is there (a row just
 * inserted, an index inside the array) where the type still says `| undefined`. Replaces `x!`,
 * which would let an undefined through silently.
 */
export function must<T>(value: T | null | undefined, what = 'nilai'): T {
  if (value === null || value === undefined) throw new Error(`${what} tidak ada`);
  return value;
}
