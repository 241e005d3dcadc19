import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPercent, formatRupiah, mayChooseUnit, POLARITAS, type SessionUser } from '@sakip/domain';
import { type FormEvent, useMemo } from 'react';
import { isApiError, messageFrom } from '../../../api/client';
import { useSession } from '../../../api/session';
import { PerencanaanLockAlert, usePerencanaanLock } from '../../../components/crud/PerencanaanLock';
import { MonthlyInput } from '../../../components/crud/MonthlyInput';
import { focusFirstError, serverFieldErrors, useZodForm } from '../../../components/form/use-zod-form';
import { OptionSelect, SatuanKerjaSelect } from '../../../components/OptionSelect';
import { useCrudDetail, useSaveCrud } from '../../../api/crud';
import type { KinerjaLevel } from './levels';
import {
  DefinisiOperasionalFieldset,
  FormActions,
  PkFlagCheckboxes,
  PolaritasField,
} from '../../../components/form/FormParts';

type Row = Record<string, unknown>;
type Monthly = (number | null)[];
type PengampuType = 'unit-kerja' | 'tim-kerja' | null;

export interface KinerjaFormValues extends Record<string, unknown> {
  parent_id: number | null;
  master_id: number | null;
  satuan_kerja_id: string | null;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: (typeof POLARITAS)[number];
  target: number | null;
  realisasi: number | null;
  anggaran: number | null;
  target_bulanan: Monthly;
  realisasi_bulanan: Monthly;
  anggaran_bulanan: Monthly;
  realisasi_anggaran_bulanan: Monthly;
  urutan: number;
  pengampu_type: PengampuType;
  unit_kerja_id: number | null;
  tim_kerja_id: number | null;
  do_narasi: string;
  do_rumus: string;
  do_keterangan: string;
  do_sumber: string;
  status_upload_pk: boolean;
  skp: boolean;
  is_kinerja_direktur_to_wakil_direktur_rsud: boolean;
  kinerja_cross_cutting_id: number | null;
  indikator_kemendagri: string;
  is_external: boolean;
}

const empty12 = (): Monthly => Array.from({ length: 12 }, () => null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const monthly = (v: unknown): Monthly => (Array.isArray(v) && v.length === 12 ? v.map(num) : empty12());

/** Form values of a record (edit) or blank ones (create, optionally with a parent). */
export function initialValues(level: KinerjaLevel, record: Row | null, parentId: number | null): KinerjaFormValues {
  const r = record ?? {};
  return {
    parent_id: num(r[level.parentField]) ?? parentId,
    master_id: num(r[level.masterField]),
    satuan_kerja_id: typeof r.satuan_kerja_id === 'string' ? r.satuan_kerja_id : null,
    sasaran: str(r.sasaran),
    indikator: str(r.indikator),
    satuan: str(r.satuan),
    polaritas: r.polaritas === 'turun' ? 'turun' : 'naik',
    target: num(r.target),
    realisasi: num(r.realisasi),
    anggaran: num(r.anggaran),
    target_bulanan: monthly(r.target_bulanan),
    realisasi_bulanan: monthly(r.realisasi_bulanan),
    anggaran_bulanan: monthly(r.anggaran_bulanan),
    realisasi_anggaran_bulanan: monthly(r.realisasi_anggaran_bulanan),
    urutan: num(r.urutan) ?? 0,
    pengampu_type: r.pengampu_type === 'unit-kerja' || r.pengampu_type === 'tim-kerja' ? r.pengampu_type : null,
    unit_kerja_id: num(r.unit_kerja_id),
    tim_kerja_id: num(r.tim_kerja_id),
    do_narasi: str(r.do_narasi),
    do_rumus: str(r.do_rumus),
    do_keterangan: str(r.do_keterangan),
    do_sumber: str(r.do_sumber),
    status_upload_pk: r.status_upload_pk === true,
    skp: r.skp === true,
    is_kinerja_direktur_to_wakil_direktur_rsud: r.is_kinerja_direktur_to_wakil_direktur_rsud === true,
    kinerja_cross_cutting_id: num(r.kinerja_cross_cutting_id),
    indikator_kemendagri: str(r.indikator_kemendagri),
    is_external: r.is_external === true,
  };
}

/** The payload of the level (the schema's keys) from the form values. */
function payloadOf(level: KinerjaLevel, values: KinerjaFormValues, chooseUnit: boolean): Row {
  const {
    parent_id: parentId,
    master_id: masterId,
    satuan_kerja_id: satker,
    indikator_kemendagri: indikatorKemendagri,
    is_external: isExternal,
    ...rest
  } = values;
  const body: Row = { ...rest, [level.parentField]: parentId, [level.masterField]: masterId };
  if (chooseUnit && satker) body.satuan_kerja_id = satker;
  if (level.group === 'kinerja-sub-kegiatan') {
    body.indikator_kemendagri = indikatorKemendagri;
    body.is_external = isExternal;
  }
  return body;
}

/** Server and schema field names → the form's names (parent and master are generic here). */
function formErrorsOf(level: KinerjaLevel, errors: Partial<Record<string, string>>): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = { ...errors };
  if (errors[level.parentField]) out.parent_id = errors[level.parentField];
  if (errors[level.masterField]) out.master_id = errors[level.masterField];
  return out;
}

interface KinerjaFormProps {
  level: KinerjaLevel;
  /** The record being edited (its detail), or null for a new one. */
  record: Row | null;
  /** Prefilled parent of a new record (?id= of from=cascading). */
  parentId: number | null;
  onDone: (saved: Row | null) => void;
}

/** The unit whose options the pickers load: the chosen one, the record's, or the actor's. */
function userUnit(user: SessionUser | null, values: KinerjaFormValues, record: Row | null): string {
  return values.satuan_kerja_id || str(record?.satuan_kerja_id) || user?.satuan_kerja_id || '';
}

/** The create and edit form of kinerja program, kegiatan and sub kegiatan (one level prop). */
export function KinerjaForm({ level, record, parentId, onDone }: KinerjaFormProps) {
  const { user } = useSession();
  const chooseUnit = user ? mayChooseUnit(user, level.resource) : false;
  const form = useZodForm(level.schema, initialValues(level, record, parentId));
  const { values, errors, setField } = form;
  // The lock of the record's unit (or the chosen one), not of the actor's (super, setda).
  const lock = usePerencanaanLock(record ? str(record.satuan_kerja_id) || null : values.satuan_kerja_id);
  const locked = lock.locked;
  const save = useSaveCrud<Row>(level.group);
  const isEdit = record !== null;
  const unit = userUnit(user, values, record);
  // The parent's program / kegiatan: the master options are the items under it.
  const parent = useCrudDetail<Row>(level.parentGroup ?? level.group, level.parentGroup ? values.parent_id : null);
  const parentMaster = level.parentMasterKey ? num(parent.data?.[level.parentMasterKey]) : null;
  const master = useMemo(() => level.masterOption(unit, parentMaster), [level, unit, parentMaster]);
  const fieldErrors = formErrorsOf(level, errors);
  const disabled = locked || save.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = payloadOf(level, values, chooseUnit);
    const parsed = level.schema.safeParse(body);
    if (!parsed.success) {
      const out: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_form');
        if (!out[key]) out[key] = issue.message;
      }
      form.setErrors(formErrorsOf(level, out));
      focusFirstError();
      return;
    }
    save.mutate(
      { id: isEdit ? Number(record.id) : undefined, body },
      {
        onSuccess: (res) => {
          notifications.show({
            color: 'green',
            title: 'Berhasil',
            message: messageFrom(res, isEdit ? 'Data berhasil diperbarui' : 'Data berhasil ditambahkan'),
          });
          onDone(res.data);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            form.setErrors(formErrorsOf(level, serverFieldErrors(error.errors)));
            focusFirstError();
            if (Object.keys(error.errors).length === 0) {
              notifications.show({ color: 'red', title: 'Oops...', message: error.message });
            }
          }
        },
      },
    );
  };

  const text = (key: keyof KinerjaFormValues, label: string, area = false, required = false) => {
    const common = {
      label,
      required,
      value: values[key] as string,
      error: fieldErrors[key as string],
      disabled,
      onChange: (e: { currentTarget: { value: string } }) => setField(key, e.currentTarget.value),
    };
    return area ? <Textarea autosize minRows={2} {...common} /> : <TextInput {...common} />;
  };
  const number = (key: keyof KinerjaFormValues, label: string, required = false, money = false) => (
    <NumberInput
      label={label}
      required={required}
      value={(values[key] as number | null) ?? ''}
      error={fieldErrors[key as string]}
      disabled={disabled}
      decimalSeparator=","
      thousandSeparator={money ? '.' : undefined}
      hideControls
      onChange={(v) => setField(key, v === '' ? null : Number(v))}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Formulir ${level.title.toLowerCase()}`}>
      <Stack gap="md">
        <PerencanaanLockAlert notice={lock.notice} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {chooseUnit ? (
              <SatuanKerjaSelect
                value={values.satuan_kerja_id}
                error={fieldErrors.satuan_kerja_id}
                disabled={disabled}
                onChange={(v) => setField('satuan_kerja_id', v)}
              />
            ) : null}
            <OptionSelect
              endpoint={level.parentEndpoint}
              params={{ per_page: 500, satuan_kerja_id: level.parentUnit(unit) }}
              recordsOf={(res) =>
                res && typeof res === 'object' && 'data' in res && Array.isArray(res.data) ? (res.data as Row[]) : []
              }
              labelKey={level.parentText}
              label={level.parentLabel}
              value={values.parent_id}
              error={fieldErrors.parent_id}
              disabled={disabled}
              onChange={(v) => setField('parent_id', v === null ? null : Number(v))}
            />
            <OptionSelect
              endpoint={master.endpoint}
              params={master.params}
              dependsOn={master.dependsOn}
              dependsOnMessage={
                level.parentGroup ? `Pilih ${level.parentLabel.toLowerCase()} terlebih dahulu` : undefined
              }
              label={level.masterLabel}
              value={values.master_id}
              error={fieldErrors.master_id}
              disabled={disabled}
              onChange={(v) => setField('master_id', v === null ? null : Number(v))}
            />
            {text('sasaran', 'Sasaran', true, true)}
            {text('indikator', 'Indikator', true, true)}
            {level.group === 'kinerja-sub-kegiatan' ? text('indikator_kemendagri', 'Indikator Kemendagri', true) : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('satuan', 'Satuan', false, true)}
              {number('target', 'Target', true)}
              {number('anggaran', 'Anggaran (Rp)', true, true)}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PolaritasField value={values.polaritas} disabled={disabled} onChange={(v) => setField('polaritas', v)} />
              {number('realisasi', 'Realisasi (tahun sebelum 2023)')}
              {number('urutan', 'Urutan')}
            </SimpleGrid>
          </Stack>
        </Paper>

        <Fieldset legend="Pengampu" disabled={disabled}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Jenis pengampu"
              data={[
                { value: '-', label: 'Tanpa pengampu' },
                { value: 'unit-kerja', label: 'Unit kerja' },
                { value: 'tim-kerja', label: 'Tim kerja' },
              ]}
              value={values.pengampu_type ?? '-'}
              disabled={disabled}
              onChange={(v) => {
                setField('pengampu_type', v === '-' ? null : (v as PengampuType));
                setField('unit_kerja_id', null);
                setField('tim_kerja_id', null);
              }}
            />
            {values.pengampu_type === 'unit-kerja' ? (
              <OptionSelect
                endpoint="/option/pengampu/unit-kerja"
                params={{ satuan_kerja_id: unit, type: level.group }}
                dependsOn={['satuan_kerja_id']}
                labelKey="unit_kerja_nama"
                label="Unit kerja pengampu"
                value={values.unit_kerja_id}
                error={fieldErrors.unit_kerja_id}
                disabled={disabled}
                onChange={(v) => setField('unit_kerja_id', v === null ? null : Number(v))}
              />
            ) : null}
            {values.pengampu_type === 'tim-kerja' ? (
              <OptionSelect
                endpoint="/option/pengampu/tim-kerja"
                params={{ satuan_kerja_id: unit }}
                dependsOn={['satuan_kerja_id']}
                label="Tim kerja pengampu"
                value={values.tim_kerja_id}
                error={fieldErrors.tim_kerja_id}
                disabled={disabled}
                onChange={(v) => setField('tim_kerja_id', v === null ? null : Number(v))}
              />
            ) : null}
          </Stack>
        </Fieldset>

        <MonthlyInput
          legend="Target bulanan"
          value={values.target_bulanan}
          error={fieldErrors.target_bulanan}
          disabled={disabled}
          onChange={(v) => setField('target_bulanan', v)}
        />
        <MonthlyInput
          legend="Realisasi bulanan"
          value={values.realisasi_bulanan}
          error={fieldErrors.realisasi_bulanan}
          disabled={disabled}
          onChange={(v) => setField('realisasi_bulanan', v)}
        />
        <MonthlyInput
          legend="Anggaran bulanan"
          money
          value={values.anggaran_bulanan}
          error={fieldErrors.anggaran_bulanan}
          disabled={disabled}
          onChange={(v) => setField('anggaran_bulanan', v)}
        />
        <MonthlyInput
          legend="Realisasi anggaran bulanan"
          money
          value={values.realisasi_anggaran_bulanan}
          error={fieldErrors.realisasi_anggaran_bulanan}
          disabled={disabled}
          onChange={(v) => setField('realisasi_anggaran_bulanan', v)}
        />

        {isEdit ? (
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
        ) : null}

        <DefinisiOperasionalFieldset disabled={disabled} field={(key, label) => text(key, label, true)} />

        <Group gap="lg">
          <PkFlagCheckboxes values={values} disabled={disabled} onChange={(key, checked) => setField(key, checked)} />
          {level.group === 'kinerja-sub-kegiatan' ? (
            <Checkbox
              label="Eksternal"
              checked={values.is_external}
              disabled={disabled}
              onChange={(e) => setField('is_external', e.currentTarget.checked)}
            />
          ) : null}
        </Group>

        <FormActions
          onCancel={() => onDone(null)}
          saving={save.isPending}
          cancelDisabled={save.isPending}
          submitDisabled={locked}
        />
      </Stack>
    </form>
  );
}
