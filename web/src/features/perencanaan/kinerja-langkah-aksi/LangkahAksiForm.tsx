import { ActionIcon, Button, Fieldset, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  formatNumber,
  kinerjaLangkahAksiSchema,
  targetAnggotaTahunan,
  type KinerjaLangkahAksiDetail,
} from '@sakip/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MonthlyInput } from '../../../components/crud/MonthlyInput';
import { OptionSelect } from '../../../components/OptionSelect';
import { idOption } from '../../../components/form/id-option';
import { recordValues } from '../../../components/form/record-values';
import { blankMeasureValues, empty12, type KinerjaMeasureValues, type Monthly } from '../kinerja/kinerja-form-values';
import { MeasureFields, MonthlyFieldsets } from '../kinerja/KinerjaFormParts';
import { PlanningFormFrame, PlanningUnitSelect, textInput } from '../PlanningFormFrame';
import { listRecords } from '../rpjmd/PerTahun';
import { usePlanningForm, withChosenUnit, type PlanningForm } from '../use-planning-form';
import { GROUP } from './shared';
import { FieldsetError } from '../../../components/form/FieldsetError';

interface AnggotaRow {
  tim_kerja_anggota_id: number | null;
  /** Januari..Desember; the member's yearly target is their sum. */
  target_bulanan: Monthly;
  satuan: string;
  realisasi: number | null;
}

export interface LangkahAksiFormValues extends KinerjaMeasureValues {
  kinerja_sub_kegiatan_id: number | null;
  tim_kerja_id: number | null;
  anggota: AnggotaRow[];
}

function initialValues(r: KinerjaLangkahAksiDetail | null, parentId: number | null): LangkahAksiFormValues {
  const blank: LangkahAksiFormValues = {
    ...blankMeasureValues(),
    kinerja_sub_kegiatan_id: parentId,
    tim_kerja_id: null,
    anggota: [],
  };
  return {
    ...recordValues(blank, r),
    anggota: (r?.tim_kerja_anggota ?? []).map((a) => ({
      tim_kerja_anggota_id: a.tim_kerja_anggota_id,
      target_bulanan: a.target_bulanan,
      satuan: a.satuan,
      realisasi: a.realisasi,
    })),
  };
}

const kskLabel = (row: Record<string, unknown>) => {
  const sub = row.sub_kegiatan as { nama?: string } | undefined;
  return `${sub?.nama ?? ''} — ${typeof row.indikator === 'string' ? row.indikator : ''}`;
};

interface Props {
  record: KinerjaLangkahAksiDetail | null;
  parentId: number | null;
  onDone: (saved: KinerjaLangkahAksiDetail | null) => void;
}

/** Create and edit of a langkah aksi: what it measures, its months, its team and members' targets. */
export function LangkahAksiForm({ record, parentId, onDone }: Props) {
  const form = usePlanningForm({
    group: GROUP,
    schema: kinerjaLangkahAksiSchema,
    record,
    initial: initialValues(record, parentId),
    payload: withChosenUnit,
    onDone,
  });
  const { values, errors, setField, disabled } = form;
  const unit = values.satuan_kerja_id || record?.satuan_kerja_id || form.user?.satuan_kerja_id || '';

  return (
    <PlanningFormFrame label="Formulir kinerja langkah aksi" form={form} onCancel={() => onDone(null)}>
      <LangkahAksiFields form={form} unit={unit} />
      <MonthlyFieldsets values={values} errors={errors} disabled={disabled} setField={setField} />
      <TimKerjaFieldset
        unit={unit}
        values={values}
        error={errors.tim_kerja_id}
        anggotaError={errors.anggota}
        disabled={disabled}
        onTim={(tim) => {
          setField('tim_kerja_id', tim);
          setField('anggota', []);
        }}
        onAnggota={(rows) => setField('anggota', rows)}
      />
    </PlanningFormFrame>
  );
}

/** What the langkah aksi measures: unit, sub kegiatan, goal, indicator, target, budget, polarity. */
function LangkahAksiFields({ form, unit }: { form: PlanningForm<LangkahAksiFormValues>; unit: string }) {
  const { values, errors, setField, disabled, f } = form;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <PlanningUnitSelect
          show={form.chooseUnit}
          value={values.satuan_kerja_id}
          error={errors.satuan_kerja_id}
          disabled={disabled}
          onChange={(v) => setField('satuan_kerja_id', v)}
        />
        <OptionSelect
          endpoint="/kinerja-sub-kegiatan"
          params={{ per_page: 500, satuan_kerja_id: unit }}
          dependsOn={['satuan_kerja_id']}
          recordsOf={listRecords}
          labelKey={kskLabel}
          label="Kinerja sub kegiatan"
          {...idOption(form, 'kinerja_sub_kegiatan_id')}
        />
        {textInput(f, 'sasaran', 'Sasaran', true, true)}
        {textInput(f, 'indikator', 'Indikator', true, true)}
        <MeasureFields
          f={f}
          polaritas={values.polaritas}
          onPolaritas={(v) => setField('polaritas', v)}
          disabled={disabled}
          anggaranRequired={false}
          naikLabel="Naik"
        />
      </Stack>
    </Paper>
  );
}

interface TimKerjaFieldsetProps {
  unit: string;
  values: Pick<LangkahAksiFormValues, 'tim_kerja_id' | 'anggota' | 'satuan'>;
  error: string | undefined;
  anggotaError: string | undefined;
  disabled: boolean;
  onTim: (timKerjaId: number | null) => void;
  onAnggota: (rows: AnggotaRow[]) => void;
}

/** The team of the langkah aksi and its members' targets (choosing another team clears them). */
function TimKerjaFieldset({ unit, values, error, anggotaError, disabled, onTim, onAnggota }: TimKerjaFieldsetProps) {
  const rows = values.anggota;
  return (
    <Fieldset legend="Tim kerja dan target anggota" disabled={disabled}>
      <Stack gap="sm">
        <OptionSelect
          endpoint="/option/pengampu/tim-kerja"
          params={{ satuan_kerja_id: unit }}
          dependsOn={['satuan_kerja_id']}
          label="Tim kerja"
          required={false}
          value={values.tim_kerja_id}
          error={error}
          disabled={disabled}
          onChange={(v) => onTim(v === null ? null : Number(v))}
        />
        {values.tim_kerja_id !== null ? (
          <AnggotaTable
            timKerjaId={values.tim_kerja_id}
            rows={rows}
            satuan={values.satuan}
            disabled={disabled}
            error={anggotaError}
            onChange={onAnggota}
            onPatch={(i, patch) => onAnggota(rows.map((a, k) => (k === i ? { ...a, ...patch } : a)))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Pilih tim kerja untuk menetapkan target per anggota.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

interface AnggotaTableProps {
  timKerjaId: number;
  rows: AnggotaRow[];
  satuan: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (rows: AnggotaRow[]) => void;
  onPatch: (index: number, patch: Partial<AnggotaRow>) => void;
}

/** The yearly target of a member: the sum of the months ('-' before any month). */
function jumlah(bulanan: Monthly): string {
  const total = targetAnggotaTahunan(bulanan);
  return total === null ? '-' : formatNumber(total, Number.isInteger(total) ? 0 : 2);
}

/**
 * Per-member targets (SPEC §3 tim_kerja_anggota: target, satuan, nama_pegawai_anggota), entered
 * per month; the yearly target shown is their sum (DOMAIN-2 §4).
 */
function AnggotaTable({ timKerjaId, rows, satuan, disabled, error, onChange, onPatch }: AnggotaTableProps) {
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Target anggota">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Anggota</Table.Th>
              <Table.Th w={140}>Target setahun</Table.Th>
              <Table.Th w={140}>Satuan</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <AnggotaRows
                key={i}
                index={i}
                row={row}
                timKerjaId={timKerjaId}
                disabled={disabled}
                onPatch={(patch) => onPatch(i, patch)}
                onRemove={() => onChange(rows.filter((_, k) => k !== i))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FieldsetError error={error} />
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
          onClick={() =>
            onChange([...rows, { tim_kerja_anggota_id: null, target_bulanan: empty12(), satuan, realisasi: null }])
          }
        >
          Tambah anggota
        </Button>
      </Group>
    </Stack>
  );
}

interface AnggotaRowsProps {
  index: number;
  row: AnggotaRow;
  timKerjaId: number;
  disabled: boolean;
  onPatch: (patch: Partial<AnggotaRow>) => void;
  onRemove: () => void;
}

/** One member: who, the yearly sum, the unit, remove; below, the member's months. */
function AnggotaRows({ index: i, row, timKerjaId, disabled, onPatch, onRemove }: AnggotaRowsProps) {
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <OptionSelect
            endpoint="/option/tim-kerja-anggota"
            params={{ tim_kerja_id: timKerjaId }}
            label={`Anggota ${i + 1}`}
            value={row.tim_kerja_anggota_id}
            disabled={disabled}
            onChange={(v) => onPatch({ tim_kerja_anggota_id: v === null ? null : Number(v) })}
          />
        </Table.Td>
        <Table.Td>{jumlah(row.target_bulanan)}</Table.Td>
        <Table.Td>
          <TextInput
            aria-label={`Satuan anggota ${i + 1}`}
            value={row.satuan}
            disabled={disabled}
            onChange={(e) => onPatch({ satuan: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <ActionIcon
            variant="light"
            color="red"
            aria-label={`Hapus anggota ${i + 1}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Td colSpan={4}>
          <MonthlyInput
            legend={`Target bulanan anggota ${i + 1}`}
            value={row.target_bulanan}
            disabled={disabled}
            onChange={(v) => onPatch({ target_bulanan: v })}
          />
        </Table.Td>
      </Table.Tr>
    </>
  );
}
