import { Select } from '@mantine/core';
import { mayChooseUnit, PENGAMPU_FILTERS, type Resource } from '@sakip/domain';
import { useSession } from '../../api/session';
import { SatuanKerjaSelect } from '../OptionSelect';

const STATUS_VALIDASI_DATA = [
  { value: '1', label: 'Tervalidasi' },
  { value: '0', label: 'Belum Tervalidasi' },
];

const PENGAMPU_LABELS: Record<(typeof PENGAMPU_FILTERS)[number], string> = {
  '-': 'Tanpa pengampu',
  'tim-kerja': 'Tim kerja',
  'unit-kerja': 'Unit kerja',
};

interface FilterProps {
  value: string;
  onChange: (value: string | null) => void;
}

/** SPEC §4: all (empty) / 1 Tervalidasi / 0 Belum Tervalidasi. */
export function StatusValidasiFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Status validasi"
      placeholder="Semua"
      data={STATUS_VALIDASI_DATA}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** SPEC §4: '-' (no pengampu) / tim-kerja / unit-kerja. */
export function PengampuFilter({ value, onChange }: FilterProps) {
  return (
    <Select
      label="Pengampu"
      placeholder="Semua"
      data={PENGAMPU_FILTERS.map((v) => ({ value: v, label: PENGAMPU_LABELS[v] }))}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** The unit picker, shown only to actors who may choose the unit (super, setda). */
export function UnitFilter({
  value,
  onChange,
  resource,
  placeholder = 'Semua satuan kerja',
}: FilterProps & { resource: Resource; placeholder?: string }) {
  const { user } = useSession();
  if (!user || !mayChooseUnit(user, resource, 'read')) return null;
  return (
    <div style={{ minWidth: 260 }}>
      <SatuanKerjaSelect
        placeholder={placeholder}
        required={false}
        value={value || null}
        onChange={(next) => onChange(next)}
      />
    </div>
  );
}
