import { formatNumber, type KinerjaLangkahAksiRecord } from '@sakip/domain';

/** The CRUD group (API path, page paths) and the permission resource. */
export const GROUP = 'kinerja-langkah-aksi' as const;

export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : formatNumber(value, 2);

export const confirmText = (row: Pick<KinerjaLangkahAksiRecord, 'indikator'>) =>
  `Hapus langkah aksi "${row.indikator}"?`;
