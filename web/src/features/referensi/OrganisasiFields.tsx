import { Text } from '@mantine/core';
import type { CrudField, CrudValues } from '../../components/crud/CrudForm';

/**
 * What the organisation's admin pages share (satuan kerja, unit kerja, pegawai, periode): the
 * status filter and label, and the pickers of a position and of a pegawai by NIP.
 */
export const STATUS_AKTIF_DATA = [
  { value: 'aktif', label: 'Aktif' },
  { value: 'nonaktif', label: 'Nonaktif' },
];

export function StatusAktif({ active }: { active: boolean }) {
  return (
    <Text size="sm" fw={600} c={active ? 'green.8' : 'gray.7'}>
      {active ? 'Aktif' : 'Nonaktif'}
    </Text>
  );
}

const unitOf = (values: CrudValues) => ({
  satuan_kerja_id: typeof values.satuan_kerja_id === 'string' ? values.satuan_kerja_id : '',
});

/** A position (unit kerja) of the chosen satuan kerja: the active ones of the admin list. */
export function unitKerjaOption(name: string, label: string): CrudField {
  return {
    name,
    label,
    kind: 'option',
    required: false,
    option: {
      endpoint: '/unit-kerja',
      params: { status: 'aktif', per_page: 500 },
      dependsOn: ['satuan_kerja_id'],
      labelKey: (r) => `${String(r.jabatan_nama)} (${String(r.unit_kerja_nama)})`,
      recordsOf: (response) => (response as { data: Record<string, unknown>[] }).data,
    },
    optionParams: unitOf,
  };
}

/** A pegawai of the chosen satuan kerja, by NIP (the active ones). */
export function pegawaiOption(name: string, label: string): CrudField {
  return {
    name,
    label,
    kind: 'option',
    required: false,
    option: {
      endpoint: '/option/pegawai',
      params: { limit: 50 },
      dependsOn: ['satuan_kerja_id'],
      valueKey: 'NIP',
      labelKey: (r) => `${String(r.NAMA)} (${String(r.NIP)})`,
    },
    optionParams: unitOf,
  };
}
