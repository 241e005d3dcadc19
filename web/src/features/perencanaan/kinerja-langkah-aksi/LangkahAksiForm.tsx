import {
  ActionIcon,
  Button,
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
  AUTO_FILL_FROM_YEAR,
  formatNumber,
  kinerjaLangkahAksiSchema,
  mayChooseUnit,
  targetAnggotaTahunan,
  type KinerjaLangkahAksiDetail,
  type Polaritas,
} from '@sakip/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent } from 'react';
import { useSession } from '../../../api/session';
import { requestYear } from '../../../api/year';
import { MonthlyInput } from '../../../components/crud/MonthlyInput';
import { PerencanaanLockAlert, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { useCrudSubmit } from '../../../components/crud/use-crud-submit';
import { fieldProps } from '../../../components/form/field-props';
import { useZodForm } from '../../../components/form/use-zod-form';
import { OptionSelect, SatuanKerjaSelect } from '../../../components/OptionSelect';
import { GROUP } from './shared';
import { FormActions, PolaritasField } from '../../../components/form/FormParts';

type Monthly = (number | null)[];
interface AnggotaRow {
  tim_kerja_anggota_id: number | null;
  /** Januari..Desember; the member's yearly target is their sum. */
  target_bulanan: Monthly;
  satuan: string;
  realisasi: number | null;
}

export interface LangkahAksiFormValues extends Record<string, unknown> {
  satuan_kerja_id: string | null;
  kinerja_sub_kegiatan_id: number | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: Polaritas;
  target: number | null;
  realisasi: number | null;
  anggaran: number | null;
  target_bulanan: Monthly;
  realisasi_bulanan: Monthly;
  anggaran_bulanan: Monthly;
  realisasi_anggaran_bulanan: Monthly;
  urutan: number;
  tim_kerja_id: number | null;
  anggota: AnggotaRow[];
}

const empty12 = (): Monthly => Array.from({ length: 12 }, () => null);

function initialValues(r: KinerjaLangkahAksiDetail | null, parentId: number | null): LangkahAksiFormValues {
  return {
    satuan_kerja_id: r?.satuan_kerja_id ?? null,
    kinerja_sub_kegiatan_id: r?.kinerja_sub_kegiatan_id ?? parentId,
    sasaran: r?.sasaran ?? '',
    indikator: r?.indikator ?? '',
    satuan: r?.satuan ?? '',
    polaritas: r?.polaritas ?? 'naik',
    target: r?.target ?? null,
    realisasi: r?.realisasi ?? null,
    anggaran: r?.anggaran ?? null,
    target_bulanan: r?.target_bulanan ?? empty12(),
    realisasi_bulanan: r?.realisasi_bulanan ?? empty12(),
    anggaran_bulanan: r?.anggaran_bulanan ?? empty12(),
    realisasi_anggaran_bulanan: r?.realisasi_anggaran_bulanan ?? empty12(),
    urutan: r?.urutan ?? 0,
    tim_kerja_id: r?.tim_kerja_id ?? null,
    anggota: (r?.tim_kerja_anggota ?? []).map((a) => ({
      tim_kerja_anggota_id: a.tim_kerja_anggota_id,
      target_bulanan: a.target_bulanan,
      satuan: a.satuan,
      realisasi: a.realisasi,
    })),
  };
}

function payloadOf(values: LangkahAksiFormValues, chooseUnit: boolean): Record<string, unknown> {
  const { satuan_kerja_id: unit, ...rest } = values;
  return chooseUnit && unit ? { ...rest, satuan_kerja_id: unit } : rest;
}

const pageRecords = (res: unknown) =>
  res && typeof res === 'object' && 'data' in res && Array.isArray(res.data)
    ? (res.data as Record<string, unknown>[])
    : [];
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
  const { user } = useSession();
  const chooseUnit = user ? mayChooseUnit(user, GROUP) : false;
  const form = useZodForm(kinerjaLangkahAksiSchema, initialValues(record, parentId));
  const { values, errors, setField } = form;
  // The lock of the record's unit (or the chosen one), not of the actor's (super).
  const lock = usePerencanaanLock(record?.satuan_kerja_id ?? values.satuan_kerja_id);
  const { submit, saving } = useCrudSubmit<KinerjaLangkahAksiDetail>(GROUP, kinerjaLangkahAksiSchema, {
    setErrors: form.setErrors,
    onSaved: onDone,
  });
  const unit = values.satuan_kerja_id || record?.satuan_kerja_id || user?.satuan_kerja_id || '';
  const disabled = lock.locked || saving;
  const autoFill = requestYear() >= AUTO_FILL_FROM_YEAR;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(record?.id, payloadOf(values, chooseUnit));
  };
  const f = fieldProps({ values, errors, setField, disabled });
  const text = (key: 'sasaran' | 'indikator' | 'satuan', label: string, area = false) =>
    area ? (
      <Textarea autosize minRows={2} {...f.text(key, label, true)} />
    ) : (
      <TextInput {...f.text(key, label, true)} />
    );
  const number = (
    key: 'target' | 'realisasi' | 'anggaran' | 'urutan',
    label: string,
    required = false,
    money = false,
  ) => <NumberInput {...f.number(key, label, required, money)} />;
  const setAnggota = (i: number, patch: Partial<AnggotaRow>) =>
    setField(
      'anggota',
      values.anggota.map((a, k) => (k === i ? { ...a, ...patch } : a)),
    );
  const monthly = (
    key: 'target_bulanan' | 'realisasi_bulanan' | 'anggaran_bulanan' | 'realisasi_anggaran_bulanan',
    legend: string,
    money = false,
  ) => (
    <MonthlyInput
      legend={legend}
      money={money}
      value={values[key]}
      error={errors[key]}
      disabled={disabled}
      onChange={(v) => setField(key, v)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir kinerja langkah aksi">
      <Stack gap="md">
        <PerencanaanLockAlert notice={lock.notice} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {chooseUnit ? (
              <SatuanKerjaSelect
                value={values.satuan_kerja_id}
                error={errors.satuan_kerja_id}
                disabled={disabled}
                onChange={(v) => setField('satuan_kerja_id', v)}
              />
            ) : null}
            <OptionSelect
              endpoint="/kinerja-sub-kegiatan"
              params={{ per_page: 500, satuan_kerja_id: unit }}
              dependsOn={['satuan_kerja_id']}
              recordsOf={pageRecords}
              labelKey={kskLabel}
              label="Kinerja sub kegiatan"
              value={values.kinerja_sub_kegiatan_id}
              error={errors.kinerja_sub_kegiatan_id}
              disabled={disabled}
              onChange={(v) => setField('kinerja_sub_kegiatan_id', v === null ? null : Number(v))}
            />
            {text('sasaran', 'Sasaran', true)}
            {text('indikator', 'Indikator', true)}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('satuan', 'Satuan')}
              {number('target', 'Target', true)}
              {number('anggaran', 'Anggaran (Rp)', false, true)}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PolaritasField
                value={values.polaritas}
                disabled={disabled}
                naikLabel="Naik"
                onChange={(v) => setField('polaritas', v)}
              />
              {autoFill ? null : number('realisasi', `Realisasi ${requestYear()}`)}
              {number('urutan', 'Urutan')}
            </SimpleGrid>
          </Stack>
        </Paper>

        {monthly('target_bulanan', 'Target bulanan')}
        {monthly('realisasi_bulanan', 'Realisasi bulanan')}
        {monthly('anggaran_bulanan', 'Anggaran bulanan', true)}
        {monthly('realisasi_anggaran_bulanan', 'Realisasi anggaran bulanan', true)}

        <Fieldset legend="Tim kerja dan target anggota" disabled={disabled}>
          <Stack gap="sm">
            <OptionSelect
              endpoint="/option/pengampu/tim-kerja"
              params={{ satuan_kerja_id: unit }}
              dependsOn={['satuan_kerja_id']}
              label="Tim kerja"
              required={false}
              value={values.tim_kerja_id}
              error={errors.tim_kerja_id}
              disabled={disabled}
              onChange={(v) => {
                setField('tim_kerja_id', v === null ? null : Number(v));
                setField('anggota', []);
              }}
            />
            {values.tim_kerja_id !== null ? (
              <AnggotaTable
                timKerjaId={values.tim_kerja_id}
                rows={values.anggota}
                satuan={values.satuan}
                disabled={disabled}
                error={errors.anggota}
                onChange={(rows) => setField('anggota', rows)}
                onPatch={setAnggota}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Pilih tim kerja untuk menetapkan target per anggota.
              </Text>
            )}
          </Stack>
        </Fieldset>

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
            {rows.flatMap((row, i) => [
              <Table.Tr key={`${i}-anggota`}>
                <Table.Td>
                  <OptionSelect
                    endpoint="/option/tim-kerja-anggota"
                    params={{ tim_kerja_id: timKerjaId }}
                    label={`Anggota ${i + 1}`}
                    value={row.tim_kerja_anggota_id}
                    disabled={disabled}
                    onChange={(v) => onPatch(i, { tim_kerja_anggota_id: v === null ? null : Number(v) })}
                  />
                </Table.Td>
                <Table.Td>{jumlah(row.target_bulanan)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Satuan anggota ${i + 1}`}
                    value={row.satuan}
                    disabled={disabled}
                    onChange={(e) => onPatch(i, { satuan: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={`Hapus anggota ${i + 1}`}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((_, k) => k !== i))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>,
              <Table.Tr key={`${i}-bulan`}>
                <Table.Td colSpan={4}>
                  <MonthlyInput
                    legend={`Target bulanan anggota ${i + 1}`}
                    value={row.target_bulanan}
                    disabled={disabled}
                    onChange={(v) => onPatch(i, { target_bulanan: v })}
                  />
                </Table.Td>
              </Table.Tr>,
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Text c="red" size="xs" role="alert">
          {error}
        </Text>
      ) : null}
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
