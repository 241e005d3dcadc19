/** Number, money and date formats of SPEC §9 (id-ID). */
export const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
export const BULAN_DESC = [...BULAN].reverse();

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** id-ID number: dot thousands, comma decimals. */
/** One formatter per number of decimals: making an Intl.NumberFormat costs ~100 times a format. */
const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: Numeric, decimals = 0): string {
  const n = toNumber(value) ?? 0;
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(n);
}

/** Rupiah without decimals, 'Rp 0' when empty (diagram nodes, budgets). */
export function formatRupiah(value: Numeric): string {
  return `Rp ${formatNumber(Math.round(toNumber(value) ?? 0))}`;
}

/** Rupiah with decimals where they exist (other screens): 'Rp 1.234,5'. */
export function formatRupiahDecimal(value: Numeric, maxDecimals = 2): string {
  const n = toNumber(value) ?? 0;
  const text = new Intl.NumberFormat('id-ID', { maximumFractionDigits: maxDecimals }).format(n);
  return `Rp ${text}`;
}

/** A percentage with two decimals, or '-' when there is no value. */
export function formatPercent(value: Numeric, decimals = 2): string {
  const n = toNumber(value);
  return n === undefined ? '-' : `${formatNumber(n, decimals)}%`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** '21 November 2026', or '21 November 2026 14:05' with time. Empty input gives '-'. */
export function formatDate(value: Date | string | null | undefined, withTime = false): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '-';
  const text = `${date.getDate()} ${BULAN[date.getMonth()]} ${date.getFullYear()}`;
  return withTime ? `${text} ${pad2(date.getHours())}:${pad2(date.getMinutes())}` : text;
}
