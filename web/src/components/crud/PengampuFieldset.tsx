import { Fieldset, SegmentedControl, Stack } from '@mantine/core';
import type { OptionPengampuType } from '@sakip/domain';
import { OptionSelect } from '../OptionSelect';

export type PengampuType = 'unit-kerja' | 'tim-kerja' | null;

export interface PengampuValue {
  pengampu_type: PengampuType;
  unit_kerja_id: number | null;
  tim_kerja_id: number | null;
}

export interface PengampuFieldsetProps {
  /** The unit whose positions and teams are offered. */
  satuanKerjaId: string;
  /** Which positions may carry it (ESELON_PENGAMPU of @sakip/domain). */
  optionType: OptionPengampuType;
  value: PengampuValue;
  onChange: (value: PengampuValue) => void;
  errors?: Partial<Record<keyof PengampuValue, string | undefined>>;
  disabled?: boolean;
}

/**
 * Who carries a row: nobody, a unit kerja (position) or a tim kerja of the unit (SPEC §4). The
 * one pengampu picker of the kinerja forms and of the rencana aksi form; changing the kind clears
 * the chosen position or team.
 */
export function PengampuFieldset({
  satuanKerjaId,
  optionType,
  value,
  onChange,
  errors,
  disabled = false,
}: PengampuFieldsetProps) {
  return (
    <Fieldset legend="Pengampu" disabled={disabled}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Jenis pengampu"
          data={[
            { value: '-', label: 'Tanpa pengampu' },
            { value: 'unit-kerja', label: 'Unit kerja' },
            { value: 'tim-kerja', label: 'Tim kerja' },
          ]}
          value={value.pengampu_type ?? '-'}
          disabled={disabled}
          onChange={(v) => onChange({ pengampu_type: v === '-' ? null : v, unit_kerja_id: null, tim_kerja_id: null })}
        />
        {value.pengampu_type === 'unit-kerja' ? (
          <OptionSelect
            endpoint="/option/pengampu/unit-kerja"
            params={{ satuan_kerja_id: satuanKerjaId, type: optionType }}
            dependsOn={['satuan_kerja_id']}
            labelKey="unit_kerja_nama"
            label="Unit kerja pengampu"
            value={value.unit_kerja_id}
            error={errors?.unit_kerja_id}
            disabled={disabled}
            onChange={(v) => onChange({ ...value, unit_kerja_id: v === null ? null : Number(v) })}
          />
        ) : null}
        {value.pengampu_type === 'tim-kerja' ? (
          <OptionSelect
            endpoint="/option/pengampu/tim-kerja"
            params={{ satuan_kerja_id: satuanKerjaId }}
            dependsOn={['satuan_kerja_id']}
            label="Tim kerja pengampu"
            value={value.tim_kerja_id}
            error={errors?.tim_kerja_id}
            disabled={disabled}
            onChange={(v) => onChange({ ...value, tim_kerja_id: v === null ? null : Number(v) })}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
