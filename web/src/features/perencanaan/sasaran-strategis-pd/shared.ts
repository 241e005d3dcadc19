import { formatNumber } from '@sakip/domain';

/** The CRUD group (API path, page paths) and the permission resource. */
export const GROUP = 'sasaran-strategis-pd' as const;

export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : formatNumber(value, 2);
