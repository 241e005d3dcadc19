import { NumberInput, Paper, SimpleGrid, Stack } from '@mantine/core';
import { kinerjaCrossCuttingSchema, periodStartYear, type KinerjaCrossCuttingDetail } from '@sakip/domain';
import { requestYear } from '../../../api/year';
import { idOption } from '../../../components/form/id-option';
import { recordValues } from '../../../components/form/record-values';
import { RecordFormFrame } from '../../../components/form/RecordFormFrame';
import { useRecordForm } from '../../../components/form/use-record-form';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { numberInput, textInput } from '../PlanningFormFrame';
import { OptionSelect, SatuanKerjaSelect } from '../../../components/OptionSelect';
import { emptyPerTahun, listRecords, PerTahunFields, type PerTahunValues } from '../rpjmd/PerTahun';
import { PolaritasField } from '../../../components/form/FormParts';
import { CrudFormPage, type CrudFormProps } from '../../../components/crud/CrudFormPage';

export const GROUP = 'kinerja-cross-cutting' as const;
type Nilai = number | null;
interface Values extends PerTahunValues, Record<string, unknown> {
  sasaran_strategis_rpjmd_id: number | null;
  parent_id: number | null;
  satuan_kerja_id: string | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: 'naik' | 'turun';
  baseline: Nilai;
  keterangan: string;
  urutan: number;
}

const blankValues = (): Values => ({
  sasaran_strategis_rpjmd_id: null,
  parent_id: null,
  satuan_kerja_id: null,
  sasaran: '',
  indikator: '',
  satuan: '',
  polaritas: 'naik',
  baseline: null,
  ...emptyPerTahun(null),
  keterangan: '',
  urutan: 0,
});

const goalLabel = (r: Record<string, unknown>) => `${String(r.sasaran)} — ${String(r.indikator)}`;
const ssRpjmdLabel = (r: Record<string, unknown>) =>
  `${String((r.sasaran_strategis as { sasaran?: string } | undefined)?.sasaran ?? '')} — ${String(r.indikator)}`;

type LinkKey = 'sasaran_strategis_rpjmd_id' | 'parent_id' | 'satuan_kerja_id';

interface CrossCuttingLinksProps {
  values: Pick<Values, LinkKey>;
  errors: FormErrors;
  recordId: number | undefined;
  disabled: boolean;
  onChange: <K extends LinkKey>(key: K, value: Values[K]) => void;
}

/** Where the goal hangs: the RPJMD goal, the parent cross-cutting goal (never itself), the coordinator. */
function CrossCuttingLinks({ values, errors, recordId, disabled: saving, onChange: setField }: CrossCuttingLinksProps) {
  const form = { values, errors, disabled: saving, setField };
  return (
    <>
      <OptionSelect
        endpoint="/sasaran-strategis-rpjmd"
        params={{ per_page: 500 }}
        recordsOf={listRecords}
        labelKey={ssRpjmdLabel}
        label="Sasaran strategis RPJMD"
        required={false}
        {...idOption(form, 'sasaran_strategis_rpjmd_id')}
      />
      <OptionSelect
        endpoint="/kinerja-cross-cutting"
        params={{ per_page: 500 }}
        recordsOf={(res) => listRecords(res).filter((r) => r.id !== recordId)}
        labelKey={goalLabel}
        label="Induk kinerja cross cutting"
        required={false}
        {...idOption(form, 'parent_id')}
      />
      <SatuanKerjaSelect
        label="Satuan kerja koordinator"
        required={false}
        value={values.satuan_kerja_id}
        error={errors.satuan_kerja_id}
        disabled={saving}
        onChange={(v) => setField('satuan_kerja_id', v)}
      />
    </>
  );
}

function KinerjaCrossCuttingForm({ record, onDone }: CrudFormProps<KinerjaCrossCuttingDetail>) {
  const form = useRecordForm({
    group: GROUP,
    schema: kinerjaCrossCuttingSchema,
    recordId: record?.id,
    initial: recordValues(blankValues(), record),
    onDone,
  });
  const { values, errors, setField, saving, f } = form;
  const tahunAwal = record?.tahun_awal ?? periodStartYear(requestYear());

  return (
    <RecordFormFrame label="Formulir kinerja cross cutting" form={form} onCancel={() => onDone(null)}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <CrossCuttingLinks
            values={values}
            errors={errors}
            recordId={record?.id}
            disabled={saving}
            onChange={setField}
          />
          {textInput(f, 'sasaran', 'Sasaran', true, true)}
          {textInput(f, 'indikator', 'Indikator', true, true)}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {textInput(f, 'satuan', 'Satuan', false, true)}
            {numberInput(f, 'baseline', `Baseline (${tahunAwal - 1})`)}
            <NumberInput
              label="Urutan"
              value={values.urutan}
              error={errors.urutan}
              disabled={saving}
              hideControls
              onChange={(v) => setField('urutan', v === '' ? 0 : Number(v))}
            />
          </SimpleGrid>
          <PolaritasField value={values.polaritas} disabled={saving} onChange={(v) => setField('polaritas', v)} />
        </Stack>
      </Paper>
      <PerTahunFields
        values={values}
        errors={errors}
        tahunAwal={tahunAwal}
        targetRequired={false}
        disabled={saving}
        onChange={(key, v) => setField(key, v)}
      />
      {textInput(f, 'keterangan', 'Keterangan', true)}
    </RecordFormFrame>
  );
}

/** /kinerja-cross-cutting/create and /kinerja-cross-cutting/:id/edit. */
export function KinerjaCrossCuttingFormPage() {
  return (
    <CrudFormPage<KinerjaCrossCuttingDetail> group={GROUP} form={(props) => <KinerjaCrossCuttingForm {...props} />} />
  );
}
