import { Select, Text } from '@mantine/core';
import { formatDate } from '@sakip/domain';
import type { CrudField, CrudValues } from '../../components/crud/CrudForm';

/**
 * What the organisation's admin pages share (satuan kerja, unit kerja, pegawai, periode): the
 * status filter and label, and the pickers of a position and of a pegawai by NIP.
 */
export const STATUS_AKTIF_DATA = [
  { value: 'aktif', label: 'Aktif' },
  { value: 'nonaktif', label: 'Nonaktif' },
];

/** The list filter Semua / Aktif / Nonaktif of every organisation list. */
export function StatusAktifFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (v: string | null) => void;
}) {
  return (
    <Select
      label="Status"
      placeholder="Semua"
      data={STATUS_AKTIF_DATA}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 160 }}
    />
  );
}

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

/** The saved holder of a post as its picker names it: 'Nama (NIP)'. */
export function holderOf(nip: string | null | undefined, nama: string | null | undefined) {
  return nip ? { value: nip, label: `${nama ?? '-'} (${nip})` } : null;
}

/**
 * A pegawai of the chosen satuan kerja, by NIP (the active ones). `current`: the record's saved
 * holder, named in the field even when the options no longer hold it (deactivated since): the
 * user sees whom the refusal "tidak aktif" is about and picks another.
 */
export function pegawaiOption(name: string, label: string, current?: ReturnType<typeof holderOf>): CrudField {
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
    current: current ?? null,
    optionParams: unitOf,
  };
}

interface PltRecord {
  plt_nip: string | null;
  plt_nama: string | null;
  plt_mulai: string | null;
  plt_selesai: string | null;
}

/** The acting official (Plt.) of a head or a position, with the acting period. */
export function pltFields(record: PltRecord | null): CrudField[] {
  return [
    pegawaiOption('plt_nip', 'Plt. (NIP)', holderOf(record?.plt_nip, record?.plt_nama)),
    { name: 'plt_mulai', label: 'Plt. mulai', kind: 'date' },
    { name: 'plt_selesai', label: 'Plt. selesai', kind: 'date' },
  ];
}

export function pltInitial(r: PltRecord | null): CrudValues {
  return { plt_nip: r?.plt_nip ?? '', plt_mulai: r?.plt_mulai ?? '', plt_selesai: r?.plt_selesai ?? '' };
}

export function pltShow(r: PltRecord): { label: string; value: string | null }[] {
  if (!r.plt_nama) return [{ label: 'Plt.', value: null }];
  const dates = [
    r.plt_mulai && formatDate(`${r.plt_mulai}T00:00:00`),
    r.plt_selesai && formatDate(`${r.plt_selesai}T00:00:00`),
  ];
  const period = dates.some(Boolean) ? ` · ${dates[0] || '…'} s.d. ${dates[1] || '…'}` : '';
  return [{ label: 'Plt.', value: `${r.plt_nama} (${r.plt_nip})${period}` }];
}
