import { NumberInput, Paper, SimpleGrid, Stack } from '@mantine/core';
import { periodStartYear, sasaranStrategisRpjmdSchema, type SasaranStrategisRpjmdDetail } from '@sakip/domain';
import { requestYear } from '../../../api/year';
import { idOption } from '../../../components/form/id-option';
import { recordValues } from '../../../components/form/record-values';
import { RecordFormFrame } from '../../../components/form/RecordFormFrame';
import { useRecordForm } from '../../../components/form/use-record-form';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { textInput } from '../PlanningFormFrame';
import { OptionSelect } from '../../../components/OptionSelect';
import { emptyPerTahun, PerTahunFields, type PerTahunValues } from '../rpjmd/PerTahun';

export const GROUP = 'sasaran-strategis-rpjmd';

type Nilai = number | null;
interface Values extends PerTahunValues, Record<string, unknown> {
  sasaran_strategis_id: number | null;
  indikator_sasaran_strategis_id: number | null;
  baseline: Nilai;
  rata_nasional: Nilai;
  keterangan: string;
  urutan: number;
}

const blankValues = (): Values => ({
  sasaran_strategis_id: null,
  indikator_sasaran_strategis_id: null,
  baseline: null,
  ...emptyPerTahun(null),
  rata_nasional: null,
  keterangan: '',
  urutan: 0,
});

const sasaranLabel = (r: Record<string, unknown>) => `${String(r.nomor)}. ${String(r.sasaran)}`;
const indikatorLabel = (r: Record<string, unknown>) => `${String(r.nomor)}. ${String(r.indikator)}`;

type SelectKey = 'sasaran_strategis_id' | 'indikator_sasaran_strategis_id';

/** The sasaran strategis of the period's tree and one of its indicators (a new sasaran clears it). */
function SasaranIndikatorSelects(props: {
  values: Pick<Values, SelectKey>;
  errors: FormErrors;
  disabled: boolean;
  onChange: (key: SelectKey, value: number | null) => void;
}) {
  const { values, errors, disabled: saving, onChange: setField } = props;
  return (
    <>
      <OptionSelect
        endpoint="/option/sasaran-strategis"
        labelKey={sasaranLabel}
        label="Sasaran strategis"
        value={values.sasaran_strategis_id}
        error={errors.sasaran_strategis_id}
        disabled={saving}
        onChange={(v) => {
          setField('sasaran_strategis_id', v === null ? null : Number(v));
          setField('indikator_sasaran_strategis_id', null);
        }}
      />
      <OptionSelect
        endpoint="/option/indikator-sasaran-strategis"
        params={{ sasaran_strategis_id: values.sasaran_strategis_id }}
        dependsOn={['sasaran_strategis_id']}
        dependsOnMessage="Pilih sasaran strategis terlebih dahulu"
        labelKey={indikatorLabel}
        label="Indikator sasaran strategis"
        {...idOption({ values, errors, disabled: saving, setField }, 'indikator_sasaran_strategis_id')}
      />
    </>
  );
}

/**
 * Create and edit of an RPJMD goal: the sasaran strategis of the period's tree, one of its
 * indicators, baseline, target and realisasi per year (capaian is computed by the server with the
 * indicator's polarity), the national average and a note.
 */
export function SasaranStrategisRpjmdForm({
  record,
  onDone,
}: {
  record: SasaranStrategisRpjmdDetail | null;
  onDone: (saved: SasaranStrategisRpjmdDetail | null) => void;
}) {
  const form = useRecordForm({
    group: GROUP,
    schema: sasaranStrategisRpjmdSchema,
    recordId: record?.id,
    initial: recordValues(blankValues(), record),
    onDone,
  });
  const { values, errors, setField, saving } = form;
  const tahunAwal = record?.tahun_awal ?? periodStartYear(requestYear());
  const number = (key: 'baseline' | 'rata_nasional' | 'urutan', label: string) => (
    <NumberInput
      label={label}
      value={values[key] ?? ''}
      error={errors[key]}
      disabled={saving}
      decimalSeparator=","
      hideControls
      onChange={(v) => setField(key, v === '' ? (key === 'urutan' ? 0 : null) : Number(v))}
    />
  );

  return (
    <RecordFormFrame label="Formulir sasaran strategis RPJMD" form={form} onCancel={() => onDone(null)}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SasaranIndikatorSelects values={values} errors={errors} disabled={saving} onChange={setField} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {number('baseline', `Baseline (${tahunAwal - 1})`)}
            {number('rata_nasional', 'Rata-rata nasional')}
            {number('urutan', 'Urutan')}
          </SimpleGrid>
        </Stack>
      </Paper>
      <PerTahunFields
        values={values}
        errors={errors}
        tahunAwal={tahunAwal}
        targetRequired
        disabled={saving}
        onChange={(key, v) => setField(key, v)}
      />
      {textInput(form.f, 'keterangan', 'Keterangan', true)}
    </RecordFormFrame>
  );
}
