import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatPercent, formatRupiah, isAutoFillYear } from '@sakip/domain';
import { requestYear } from '../../../api/year';
import { MonthlyInput } from '../../../components/crud/MonthlyInput';
import { PengampuFieldset as SharedPengampuFieldset } from '../../../components/crud/PengampuFieldset';
import type { fieldProps } from '../../../components/form/field-props';
import { PolaritasField, type Polaritas } from '../../../components/form/FormParts';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { idOption } from '../../../components/form/id-option';
import { OptionSelect } from '../../../components/OptionSelect';
import { numberInput, textInput } from '../PlanningFormFrame';
import {
  num,
  type KinerjaFormValues,
  type KinerjaMeasureValues,
  type Monthly,
  type MonthlyKey,
  type Row,
} from './kinerja-form-values';
import type { KinerjaLevel } from './levels';

/** What every part of the kinerja form is given. */
export interface KinerjaPartProps {
  values: KinerjaFormValues;
  errors: FormErrors;
  disabled: boolean;
  setField: <K extends keyof KinerjaFormValues>(key: K, value: KinerjaFormValues[K]) => void;
}

const recordsOf = (res: unknown): Row[] =>
  res && typeof res === 'object' && 'data' in res && Array.isArray(res.data) ? (res.data as Row[]) : [];

/** The parent (goal or program/kegiatan) and the master item under it. */
export function ParentMasterSelects({
  level,
  unit,
  master,
  ...form
}: KinerjaPartProps & { level: KinerjaLevel; unit: string; master: ReturnType<KinerjaLevel['masterOption']> }) {
  return (
    <>
      <OptionSelect
        endpoint={level.parentEndpoint}
        params={{ per_page: 500, satuan_kerja_id: level.parentUnit(unit) }}
        recordsOf={recordsOf}
        labelKey={level.parentText}
        label={level.parentLabel}
        {...idOption(form, 'parent_id')}
      />
      <OptionSelect
        endpoint={master.endpoint}
        params={master.params}
        dependsOn={master.dependsOn}
        dependsOnMessage={level.parentGroup ? `Pilih ${level.parentLabel.toLowerCase()} terlebih dahulu` : undefined}
        label={level.masterLabel}
        {...idOption(form, 'master_id')}
      />
    </>
  );
}

/** Who carries the kinerja: nobody, a unit kerja or a tim kerja of the unit (the shared picker). */
export function PengampuFieldset({
  level,
  unit,
  values,
  errors,
  disabled,
  setField,
}: KinerjaPartProps & { level: KinerjaLevel; unit: string }) {
  return (
    <SharedPengampuFieldset
      satuanKerjaId={unit}
      optionType={level.group}
      value={values}
      errors={errors}
      disabled={disabled}
      onChange={(v) => {
        setField('pengampu_type', v.pengampu_type);
        setField('unit_kerja_id', v.unit_kerja_id);
        setField('tim_kerja_id', v.tim_kerja_id);
      }}
    />
  );
}

const MONTHLY: readonly { key: MonthlyKey; legend: string; money?: true }[] = [
  { key: 'target_bulanan', legend: 'Target bulanan' },
  { key: 'realisasi_bulanan', legend: 'Realisasi bulanan' },
  { key: 'anggaran_bulanan', legend: 'Anggaran bulanan', money: true },
  { key: 'realisasi_anggaran_bulanan', legend: 'Realisasi anggaran bulanan', money: true },
];

/** The four rows of twelve monthly values (kinerja levels and langkah aksi). */
export function MonthlyFieldsets({
  values,
  errors,
  disabled,
  setField,
}: {
  values: Record<MonthlyKey, Monthly>;
  errors: FormErrors;
  disabled: boolean;
  setField: (key: MonthlyKey, value: Monthly) => void;
}) {
  return (
    <>
      {MONTHLY.map(({ key, legend, money }) => (
        <MonthlyInput
          key={key}
          legend={legend}
          money={money}
          value={values[key]}
          error={errors[key]}
          disabled={disabled}
          onChange={(v: Monthly) => setField(key, v)}
        />
      ))}
    </>
  );
}

/**
 * What a kinerja row measures in numbers: satuan, target, anggaran; polarity, the year's realisasi
 * (entered by hand only before AUTO_FILL_FROM_YEAR: later the server sums the months) and order.
 */
export function MeasureFields({
  f,
  polaritas,
  onPolaritas,
  disabled,
  anggaranRequired,
  naikLabel,
}: {
  f: Pick<ReturnType<typeof fieldProps<KinerjaMeasureValues>>, 'text' | 'number'>;
  polaritas: string;
  onPolaritas: (value: Polaritas) => void;
  disabled: boolean;
  anggaranRequired: boolean;
  /** The polarity's 'naik' wording, when shorter than the default. */
  naikLabel?: string;
}) {
  const tahun = requestYear();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {textInput(f, 'satuan', 'Satuan', false, true)}
        {numberInput(f, 'target', 'Target', true)}
        {numberInput(f, 'anggaran', 'Anggaran (Rp)', anggaranRequired, true)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PolaritasField value={polaritas} disabled={disabled} naikLabel={naikLabel} onChange={onPolaritas} />
        {isAutoFillYear(tahun) ? null : numberInput(f, 'realisasi', `Realisasi ${tahun}`)}
        {numberInput(f, 'urutan', 'Urutan')}
      </SimpleGrid>
    </>
  );
}

/** Capaian and budget figures the server computes (shown when editing). */
export function ComputedValues({ record }: { record: Row }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600} mb="xs">
        Dihitung oleh sistem
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Text size="sm">Capaian: {formatPercent(num(record.capaian) ?? undefined)}</Text>
        <Text size="sm">Realisasi anggaran: {formatRupiah(num(record.realisasi_anggaran) ?? 0)}</Text>
        <Text size="sm">Capaian anggaran: {formatPercent(num(record.capaian_anggaran) ?? undefined)}</Text>
      </SimpleGrid>
    </Paper>
  );
}
