import { Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BAYANGAN_LEVEL_LABELS,
  BAYANGAN_LEVELS,
  kinerjaBayanganSchema,
  type BayanganLevel,
  type KinerjaBayanganDetail,
  type KinerjaBayanganRecord,
} from '@sakip/domain';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/crud/ChoiceFilter';
import { UnitFilter } from '../../../components/crud/ListFilters';
import {
  ShowLink,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../../components/crud/SimpleCrudPages';
import { idOption } from '../../../components/form/id-option';
import { recordValues } from '../../../components/form/record-values';
import { RecordFormFrame } from '../../../components/form/RecordFormFrame';
import { useRecordForm } from '../../../components/form/use-record-form';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { numberInput, textInput } from '../PlanningFormFrame';
import { OptionSelect, SatuanKerjaSelect } from '../../../components/OptionSelect';
import { goalColumn } from '../PlanningListPage';
import { listRecords, numberText } from '../rpjmd/PerTahun';
import { CrudFormPage, type CrudFormProps } from '../../../components/crud/CrudFormPage';

/**
 * Kinerja bayangan: the shadow wording of one node of a unit's diagram (SS-PD, program, kegiatan,
 * sub kegiatan of the year), shown by the performance-architecture view. The city writes.
 */
const GROUP = 'kinerja-bayangan' as const;
const LEVEL_DATA = BAYANGAN_LEVELS.map((l) => ({ value: l, label: BAYANGAN_LEVEL_LABELS[l] }));

/** The wording of a node row of the level's CRUD list. */
const nodeLabel = (level: BayanganLevel) => (r: Record<string, unknown>) =>
  level === 'sasaran-strategis-pd'
    ? `${String(r.sasaran_strategis_satker)} — ${String(r.iku)}`
    : `${String(r.sasaran)} — ${String(r.indikator)}`;

interface Values extends Record<string, unknown> {
  level: BayanganLevel;
  kinerja_id: number | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  target: number | null;
  keterangan: string;
}

const BLANK: Values = {
  level: 'kinerja-program',
  kinerja_id: null,
  sasaran: '',
  indikator: '',
  satuan: '',
  target: null,
  keterangan: '',
};

interface ShadowedProps {
  values: Pick<Values, 'level' | 'kinerja_id'>;
  errors: FormErrors;
  unit: string | null;
  setUnit: (unit: string | null) => void;
  saving: boolean;
  setField: <K extends 'level' | 'kinerja_id'>(key: K, value: Values[K]) => void;
}

/** The kinerja this one shadows: its unit, its level, the record (a new unit or level clears it). */
function ShadowedKinerjaFields({ values, errors, unit, setUnit, saving, setField }: ShadowedProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SatuanKerjaSelect
            value={unit}
            disabled={saving}
            onChange={(v) => {
              setUnit(v);
              setField('kinerja_id', null);
            }}
          />
          <Select
            label="Tingkat kinerja"
            required
            data={LEVEL_DATA}
            value={values.level}
            error={errors.level}
            allowDeselect={false}
            disabled={saving}
            onChange={(v) => {
              setField(
                'level',
                (BAYANGAN_LEVELS as readonly string[]).includes(v ?? '') ? (v as BayanganLevel) : 'kinerja-program',
              );
              setField('kinerja_id', null);
            }}
          />
        </SimpleGrid>
        <OptionSelect
          endpoint={`/${values.level}`}
          params={{ satuan_kerja_id: unit, per_page: 500 }}
          dependsOn={['satuan_kerja_id']}
          recordsOf={listRecords}
          labelKey={nodeLabel(values.level)}
          label={BAYANGAN_LEVEL_LABELS[values.level]}
          {...idOption({ values, errors, disabled: saving, setField }, 'kinerja_id')}
        />
      </Stack>
    </Paper>
  );
}

function BayanganForm({ record, onDone }: CrudFormProps<KinerjaBayanganDetail>) {
  const [unit, setUnit] = useState<string | null>(record?.satuan_kerja_id ?? null);
  const form = useRecordForm({
    group: GROUP,
    schema: kinerjaBayanganSchema,
    recordId: record?.id,
    initial: recordValues(BLANK, record),
    onDone,
  });
  const { values, errors, setField, saving, f } = form;

  return (
    <RecordFormFrame label="Formulir kinerja bayangan" form={form} onCancel={() => onDone(null)}>
      <ShadowedKinerjaFields
        values={values}
        errors={errors}
        unit={unit}
        setUnit={setUnit}
        saving={saving}
        setField={setField}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {textInput(f, 'sasaran', 'Sasaran bayangan', true, true)}
          {textInput(f, 'indikator', 'Indikator bayangan', true, true)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {numberInput(f, 'target', 'Target')}
            {textInput(f, 'satuan', 'Satuan')}
          </SimpleGrid>
          {textInput(f, 'keterangan', 'Keterangan', true)}
        </Stack>
      </Paper>
    </RecordFormFrame>
  );
}

const common = {
  group: GROUP,
  noun: 'kinerja bayangan',
  resource: GROUP,
  schema: kinerjaBayanganSchema,
  nameOf: (r: KinerjaBayanganRecord) => r.indikator,
  // The form is KinerjaBayanganFormPage; these simple-form hooks are not used.
  fields: () => [],
  initial: () => ({}),
  show: (r: KinerjaBayanganRecord) => [
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Tingkat', value: BAYANGAN_LEVEL_LABELS[r.level] },
    {
      label: 'Kinerja',
      value: (
        <ShowLink group={r.level} id={r.kinerja_id}>
          {r.kinerja.sasaran} — {r.kinerja.indikator}
        </ShowLink>
      ),
    },
    { label: 'Sasaran bayangan', value: r.sasaran },
    { label: 'Indikator bayangan', value: r.indikator },
    { label: 'Target', value: `${numberText(r.target)} ${r.satuan ?? ''}` },
    { label: 'Keterangan', value: r.keterangan ?? '-' },
  ],
};

const listConfig: SimpleCrudConfig<KinerjaBayanganRecord> = {
  ...common,
  filterKeys: ['level', 'satuan_kerja_id'],
  filters: (f, set) => (
    <>
      <ChoiceFilter
        label="Tingkat"
        data={LEVEL_DATA}
        value={f.level ?? ''}
        onChange={(v) => set('level', v)}
        width={220}
      />
      <UnitFilter resource={GROUP} value={f.satuan_kerja_id ?? ''} onChange={(v) => set('satuan_kerja_id', v)} />
    </>
  ),
  columns: [
    { key: 'unit', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama, width: '18%' },
    { key: 'level', header: 'Tingkat', render: (r) => BAYANGAN_LEVEL_LABELS[r.level], width: 150 },
    {
      key: 'kinerja',
      header: 'Kinerja',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.kinerja.sasaran}
        </Text>
      ),
    },
    goalColumn<KinerjaBayanganRecord>(
      GROUP,
      'Sasaran / Indikator Bayangan',
      (r) => r.sasaran,
      (r) => r.indikator,
      'bayangan',
    ),
  ],
};

const showConfig: SimpleCrudConfig<KinerjaBayanganDetail> = { ...listConfig };

export function KinerjaBayanganListPage() {
  return <SimpleListPage config={listConfig} />;
}
export function KinerjaBayanganShowPage() {
  return <SimpleShowPage config={showConfig} />;
}

/** /kinerja-bayangan/create and /kinerja-bayangan/:id/edit. */
export function KinerjaBayanganFormPage() {
  return <CrudFormPage<KinerjaBayanganDetail> group={GROUP} form={(props) => <BayanganForm {...props} />} />;
}
