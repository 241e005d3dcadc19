import { Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack } from '@mantine/core';
import {
  periodStartYear,
  sasaranStrategisPdSchema,
  type Polaritas,
  type SasaranStrategisPdDetail,
} from '@sakip/domain';
import { requestYear } from '../../../api/year';
import { DefinisiOperasionalFieldset, PkFlagCheckboxes, PolaritasField } from '../../../components/form/FormParts';
import { OptionSelect } from '../../../components/OptionSelect';
import { numberInput, PlanningFormFrame, PlanningUnitSelect, textInput } from '../PlanningFormFrame';
import { idOption } from '../../../components/form/id-option';
import { recordValues } from '../../../components/form/record-values';
import type { IndikatorDocValues } from '../kinerja/kinerja-form-values';
import { emptyPerTahun, listRecords, type PerTahunValues } from '../rpjmd/PerTahun';
import { usePlanningForm, withChosenUnit } from '../use-planning-form';
import { GROUP } from './shared';
import { TargetTahunanFieldset, TriwulanFieldset, type TriwulanRow } from './TargetFieldsets';

type Nilai = number | null;

export interface SasaranStrategisPdFormValues extends PerTahunValues, IndikatorDocValues, Record<string, unknown> {
  satuan_kerja_id: string | null;
  sasaran_strategis_rpjmd_id: number | null;
  sasaran_strategis_satker: string;
  iku: string;
  satuan: string;
  polaritas: Polaritas;
  baseline: Nilai;
  rata_nasional: Nilai;
  is_kinerja_direktur_rsud: boolean;
  urutan: number;
  triwulan: TriwulanRow[];
}

const blankValues = (): SasaranStrategisPdFormValues => ({
  satuan_kerja_id: null,
  sasaran_strategis_rpjmd_id: null,
  sasaran_strategis_satker: '',
  iku: '',
  satuan: '',
  polaritas: 'naik',
  baseline: null,
  rata_nasional: null,
  ...emptyPerTahun(null),
  do_narasi: '',
  do_rumus: '',
  do_keterangan: '',
  do_sumber: '',
  status_upload_pk: false,
  skp: false,
  is_kinerja_direktur_rsud: false,
  kinerja_cross_cutting_id: null,
  urutan: 0,
  triwulan: [],
});

function initialValues(r: SasaranStrategisPdDetail | null): SasaranStrategisPdFormValues {
  return {
    ...recordValues(blankValues(), r),
    triwulan: (r?.triwulan ?? []).map(({ tahun, triwulan, target, realisasi }) => ({
      tahun,
      triwulan,
      target,
      realisasi,
    })),
  };
}

/** Payload: empty quarters are not sent; the unit only by actors who may choose it. */
function payloadOf(values: SasaranStrategisPdFormValues, chooseUnit: boolean): Record<string, unknown> {
  const body = withChosenUnit(values, chooseUnit);
  return { ...body, triwulan: values.triwulan.filter((r) => r.target !== null || r.realisasi !== null) };
}

const rpjmdLabel = (row: Record<string, unknown>) => {
  const ss = row.sasaran_strategis as { sasaran?: string } | undefined;
  return `${ss?.sasaran ?? ''} — ${typeof row.indikator === 'string' ? row.indikator : ''}`;
};

interface Props {
  record: SasaranStrategisPdDetail | null;
  onDone: (saved: SasaranStrategisPdDetail | null) => void;
}

/** Create and edit of a sasaran strategis PD: goal, IKU, targets per year and quarter, DO, flags. */
export function SasaranStrategisPdForm({ record, onDone }: Props) {
  const form = usePlanningForm({
    group: GROUP,
    schema: sasaranStrategisPdSchema,
    record,
    initial: initialValues(record),
    payload: payloadOf,
    onDone,
  });
  const { values, errors, setField, disabled, f } = form;
  const tahun = requestYear();
  const tahunAwal = record?.tahun_awal ?? periodStartYear(tahun);

  return (
    <PlanningFormFrame label="Formulir sasaran strategis PD" form={form} onCancel={() => onDone(null)}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <PlanningUnitSelect
            show={form.chooseUnit}
            value={values.satuan_kerja_id}
            error={errors.satuan_kerja_id}
            disabled={disabled || record !== null}
            onChange={(v) => setField('satuan_kerja_id', v)}
          />
          <OptionSelect
            endpoint="/sasaran-strategis-rpjmd"
            params={{ per_page: 500 }}
            recordsOf={listRecords}
            labelKey={rpjmdLabel}
            label="Sasaran strategis RPJMD"
            {...idOption(form, 'sasaran_strategis_rpjmd_id')}
          />
          {textInput(f, 'sasaran_strategis_satker', 'Sasaran', true, true)}
          {textInput(f, 'iku', 'IKU', true, true)}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {textInput(f, 'satuan', 'Satuan', false, true)}
            {numberInput(f, 'baseline', 'Baseline')}
            {numberInput(f, 'rata_nasional', 'Rata-rata nasional')}
          </SimpleGrid>
          <PolaritasField value={values.polaritas} disabled={disabled} onChange={(v) => setField('polaritas', v)} />
        </Stack>
      </Paper>
      <TargetTahunanFieldset f={f} errors={errors} tahunAwal={tahunAwal} disabled={disabled} />
      <TriwulanFieldset
        rows={values.triwulan}
        tahun={tahun}
        error={errors.triwulan}
        disabled={disabled}
        onChange={(rows) => setField('triwulan', rows)}
      />
      <DefinisiOperasionalFieldset disabled={disabled} field={(key, label) => textInput(f, key, label, true)} />
      <Group gap="lg">
        <PkFlagCheckboxes values={values} disabled={disabled} onChange={(key, checked) => setField(key, checked)} />
        <Checkbox
          label="Kinerja Direktur RSUD"
          checked={values.is_kinerja_direktur_rsud}
          disabled={disabled}
          onChange={(e) => setField('is_kinerja_direktur_rsud', e.currentTarget.checked)}
        />
        <NumberInput
          label="Urutan"
          w={120}
          value={values.urutan}
          hideControls
          disabled={disabled}
          error={errors.urutan}
          onChange={(v) => setField('urutan', v === '' ? 0 : Number(v))}
        />
      </Group>
    </PlanningFormFrame>
  );
}
