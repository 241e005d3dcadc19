import type { CapaianSasaranRpjmd } from '@sakip/domain';

type Ringkasan = CapaianSasaranRpjmd['ringkasan'];

/** A value with its unit of measure, '-' when missing. */
export const nilai = (value: number | null, satuan: string) =>
  value === null ? '-' : `${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(value)} ${satuan}`;

/**
 * Growth with its sign: in percent on the city's strategic goals, in points on the unit IKU (SPEC
 * §1, issue 10 item 4); '-' when either year has no capaian.
 */
export function growthText(value: number | null, satuan: Ringkasan['growth_satuan']): string {
  if (value === null) return '-';
  const sign = value > 0 ? '+' : '';
  const angka = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value);
  return satuan === 'persen' ? `${sign}${angka} %` : `${sign}${angka} poin`;
}

/**
 * Last year's realisasi under the growth. When growth is '-' although last year's realisasi is
 * shown (a baseline without a target: no capaian to compare), the hint says so.
 */
export function growthHint(ringkasan: Ringkasan, satuan: string): string {
  const lalu = ringkasan.tahun - 1;
  const text = `Realisasi ${lalu}: ${nilai(ringkasan.realisasi_tahun_lalu, satuan)}`;
  if (ringkasan.growth === null && ringkasan.realisasi_tahun_lalu !== null && ringkasan.capaian !== null)
    return `${text} (tanpa target ${lalu}, pertumbuhan tidak dapat dihitung)`;
  return text;
}
