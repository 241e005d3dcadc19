/**
 * The unit a public visitor chose last in this tab (issue 25 item 31): the public navbar carries it
 * into the mikro pages and the public rapor, so that moving between them keeps the unit.
 */
const KEY = 'sakip.public.satuan_kerja_id';

export function rememberedPublicUnit(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberPublicUnit(value: string | null): void {
  try {
    if (value) window.sessionStorage.setItem(KEY, value);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the unit lives in the URL only.
  }
}

/** A public page's link with the remembered unit (`?satuan_kerja_id=`), when there is one. */
export function withPublicUnit(to: string, unit: string | null): string {
  if (!unit) return to;
  return `${to}${to.includes('?') ? '&' : '?'}satuan_kerja_id=${encodeURIComponent(unit)}`;
}
