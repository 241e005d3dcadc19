import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  mayChooseUnit,
  periodStartYear,
  sasaranStrategisPdSchema,
  TRIWULAN,
  type Polaritas,
  type SasaranStrategisPdDetail,
} from '@sakip/domain';
import { type FormEvent } from 'react';
import { useSession } from '../../../api/session';
import { requestYear } from '../../../api/year';
import { PerencanaanLockAlert, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { useCrudSubmit } from '../../../components/crud/use-crud-submit';
import { fieldProps } from '../../../components/form/field-props';
import { useZodForm } from '../../../components/form/use-zod-form';
import { OptionSelect, SatuanKerjaSelect } from '../../../components/OptionSelect';
import { GROUP } from './shared';
import { withPeriodYear } from '../rpjmd/PerTahun';
import {
  DefinisiOperasionalFieldset,
  FormActions,
  PkFlagCheckboxes,
  PolaritasField,
} from '../../../components/form/FormParts';

const K = [1, 2, 3, 4, 5] as const;
type Nilai = number | null;
interface TriwulanRow {
  tahun: number;
  triwulan: number;
  target: Nilai;
  realisasi: Nilai;
}

export interface SasaranStrategisPdFormValues extends Record<string, unknown> {
  satuan_kerja_id: string | null;
  sasaran_strategis_rpjmd_id: number | null;
  sasaran_strategis_satker: string;
  iku: string;
  satuan: string;
  polaritas: Polaritas;
  baseline: Nilai;
  rata_nasional: Nilai;
  target_1: Nilai;
  target_2: Nilai;
  target_3: Nilai;
  target_4: Nilai;
  target_5: Nilai;
  realisasi_1: Nilai;
  realisasi_2: Nilai;
  realisasi_3: Nilai;
  realisasi_4: Nilai;
  realisasi_5: Nilai;
  do_narasi: string;
  do_rumus: string;
  do_keterangan: string;
  do_sumber: string;
  status_upload_pk: boolean;
  skp: boolean;
  is_kinerja_direktur_rsud: boolean;
  kinerja_cross_cutting_id: number | null;
  urutan: number;
  triwulan: TriwulanRow[];
}

function initialValues(r: SasaranStrategisPdDetail | null): SasaranStrategisPdFormValues {
  return {
    satuan_kerja_id: r?.satuan_kerja_id ?? null,
    sasaran_strategis_rpjmd_id: r?.sasaran_strategis_rpjmd_id ?? null,
    sasaran_strategis_satker: r?.sasaran_strategis_satker ?? '',
    iku: r?.iku ?? '',
    satuan: r?.satuan ?? '',
    polaritas: r?.polaritas ?? 'naik',
    baseline: r?.baseline ?? null,
    rata_nasional: r?.rata_nasional ?? null,
    target_1: r?.target_1 ?? null,
    target_2: r?.target_2 ?? null,
    target_3: r?.target_3 ?? null,
    target_4: r?.target_4 ?? null,
    target_5: r?.target_5 ?? null,
    realisasi_1: r?.realisasi_1 ?? null,
    realisasi_2: r?.realisasi_2 ?? null,
    realisasi_3: r?.realisasi_3 ?? null,
    realisasi_4: r?.realisasi_4 ?? null,
    realisasi_5: r?.realisasi_5 ?? null,
    do_narasi: r?.do_narasi ?? '',
    do_rumus: r?.do_rumus ?? '',
    do_keterangan: r?.do_keterangan ?? '',
    do_sumber: r?.do_sumber ?? '',
    status_upload_pk: r?.status_upload_pk ?? false,
    skp: r?.skp ?? false,
    is_kinerja_direktur_rsud: r?.is_kinerja_direktur_rsud ?? false,
    kinerja_cross_cutting_id: r?.kinerja_cross_cutting_id ?? null,
    urutan: r?.urutan ?? 0,
    triwulan: (r?.triwulan ?? []).map(({ tahun, triwulan, target, realisasi }) => ({
      tahun,
      triwulan,
      target,
      realisasi,
    })),
  };
}

/** The quarters of the year shown in the form (the other years' rows are kept as they are). */
function quarterOf(rows: TriwulanRow[], tahun: number, tw: number): TriwulanRow {
  return (
    rows.find((r) => r.tahun === tahun && r.triwulan === tw) ?? { tahun, triwulan: tw, target: null, realisasi: null }
  );
}

function withQuarter(rows: TriwulanRow[], next: TriwulanRow): TriwulanRow[] {
  const rest = rows.filter((r) => !(r.tahun === next.tahun && r.triwulan === next.triwulan));
  return [...rest, next].sort((a, b) => a.tahun - b.tahun || a.triwulan - b.triwulan);
}

/** Payload: empty quarters are not sent; the unit only by actors who may choose it. */
function payloadOf(values: SasaranStrategisPdFormValues, chooseUnit: boolean): Record<string, unknown> {
  const { satuan_kerja_id: unit, triwulan, ...rest } = values;
  const body: Record<string, unknown> = {
    ...rest,
    triwulan: triwulan.filter((r) => r.target !== null || r.realisasi !== null),
  };
  if (chooseUnit && unit) body.satuan_kerja_id = unit;
  return body;
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
  const { user } = useSession();
  const chooseUnit = user ? mayChooseUnit(user, GROUP) : false;
  const form = useZodForm(sasaranStrategisPdSchema, initialValues(record));
  const { values, errors, setField } = form;
  // The lock of the record's unit (or the chosen one), not of the actor's (super).
  const lock = usePerencanaanLock(record?.satuan_kerja_id ?? values.satuan_kerja_id);
  const { submit, saving } = useCrudSubmit<SasaranStrategisPdDetail>(GROUP, sasaranStrategisPdSchema, {
    setErrors: form.setErrors,
    onSaved: onDone,
  });
  const tahun = requestYear();
  const tahunAwal = record?.tahun_awal ?? periodStartYear(tahun);
  const disabled = lock.locked || saving;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(record?.id, payloadOf(values, chooseUnit));
  };

  const f = fieldProps({ values, errors, setField, disabled });
  const text = (key: keyof SasaranStrategisPdFormValues & string, label: string, area = false, required = false) =>
    area ? (
      <Textarea autosize minRows={2} {...f.text(key, label, required)} />
    ) : (
      <TextInput {...f.text(key, label, required)} />
    );
  const number = (key: keyof SasaranStrategisPdFormValues & string, label: string, required = false) => (
    <NumberInput {...f.number(key, label, required)} />
  );
  const setQuarter = (tw: number, field: 'target' | 'realisasi', v: string | number) =>
    setField(
      'triwulan',
      withQuarter(values.triwulan, { ...quarterOf(values.triwulan, tahun, tw), [field]: v === '' ? null : Number(v) }),
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir sasaran strategis PD">
      <Stack gap="md">
        <PerencanaanLockAlert notice={lock.notice} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {chooseUnit ? (
              <SatuanKerjaSelect
                value={values.satuan_kerja_id}
                error={errors.satuan_kerja_id}
                disabled={disabled || record !== null}
                onChange={(v) => setField('satuan_kerja_id', v)}
              />
            ) : null}
            <OptionSelect
              endpoint="/sasaran-strategis-rpjmd"
              params={{ per_page: 500 }}
              recordsOf={(res) =>
                res && typeof res === 'object' && 'data' in res && Array.isArray(res.data)
                  ? (res.data as Record<string, unknown>[])
                  : []
              }
              labelKey={rpjmdLabel}
              label="Sasaran strategis RPJMD"
              value={values.sasaran_strategis_rpjmd_id}
              error={errors.sasaran_strategis_rpjmd_id}
              disabled={disabled}
              onChange={(v) => setField('sasaran_strategis_rpjmd_id', v === null ? null : Number(v))}
            />
            {text('sasaran_strategis_satker', 'Sasaran', true, true)}
            {text('iku', 'IKU', true, true)}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('satuan', 'Satuan', false, true)}
              {number('baseline', 'Baseline')}
              {number('rata_nasional', 'Rata-rata nasional')}
            </SimpleGrid>
            <PolaritasField value={values.polaritas} disabled={disabled} onChange={(v) => setField('polaritas', v)} />
          </Stack>
        </Paper>

        <Fieldset legend={`Target dan realisasi per tahun (periode ${tahunAwal}-${tahunAwal + 4})`} disabled={disabled}>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
            {K.map((k) => (
              <Stack gap={4} key={k}>
                <NumberInput
                  {...f.number(`target_${k}`, `Target ${tahunAwal + k - 1}`, true)}
                  error={withPeriodYear(errors[`target_${k}`], tahunAwal)}
                />
                <NumberInput
                  {...f.number(`realisasi_${k}`, `Realisasi ${tahunAwal + k - 1}`)}
                  error={withPeriodYear(errors[`realisasi_${k}`], tahunAwal)}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={`Target dan realisasi per triwulan ${tahun}`} disabled={disabled}>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Triwulan</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Realisasi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {TRIWULAN.map((tw) => {
                  const row = quarterOf(values.triwulan, tahun, tw);
                  return (
                    <Table.Tr key={tw}>
                      <Table.Td>TW {tw}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Target TW ${tw}`}
                          value={row.target ?? ''}
                          decimalSeparator=","
                          hideControls
                          disabled={disabled}
                          onChange={(v) => setQuarter(tw, 'target', v)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Realisasi TW ${tw}`}
                          value={row.realisasi ?? ''}
                          decimalSeparator=","
                          hideControls
                          disabled={disabled}
                          onChange={(v) => setQuarter(tw, 'realisasi', v)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {errors.triwulan ? (
            <Text c="red" size="xs" role="alert">
              {errors.triwulan}
            </Text>
          ) : null}
        </Fieldset>

        <DefinisiOperasionalFieldset disabled={disabled} field={(key, label) => text(key, label, true)} />

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

        <FormActions
          onCancel={() => onDone(null)}
          saving={saving}
          cancelDisabled={saving}
          submitDisabled={lock.locked}
        />
      </Stack>
    </form>
  );
}
