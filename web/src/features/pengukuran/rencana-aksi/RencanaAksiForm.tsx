import { FormActions } from '../../../components/form/FormParts';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { RencanaAksiRecord } from '@sakip/domain';
import { useState } from 'react';
import { useSaveCrud } from '../../../api/crud';
import { PengampuFieldset, type PengampuValue } from '../../../components/crud/PengampuFieldset';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { SsPdSelect } from './SsPdSelect';

/** The form of a rencana aksi (a modal of the list page). */

const GROUP = 'rencana-aksi';
/** The positions offered as pengampu: those of a sub kegiatan (eselon III and IV), who carry the quarter's actions. */
const PENGAMPU_JABATAN = 'kinerja-sub-kegiatan';
export const TW = [1, 2, 3, 4] as const;
type Num = number | string;

type Values = Record<string, Num | null>;

/** Rencana aksi, indikator and satuan. */
function TextFields({
  v,
  set,
  errors,
}: {
  v: Values;
  set: (key: string) => (value: Num | null) => void;
  errors: FormErrors;
}) {
  return (
    <>
      <Textarea
        label="Rencana Aksi"
        required
        autosize
        minRows={2}
        value={String(v.rencana_aksi ?? '')}
        onChange={(e) => set('rencana_aksi')(e.currentTarget.value)}
        error={errors.rencana_aksi}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Indikator"
          required
          value={String(v.indikator ?? '')}
          onChange={(e) => set('indikator')(e.currentTarget.value)}
          error={errors.indikator}
        />
        <TextInput
          label="Satuan"
          required
          value={String(v.satuan ?? '')}
          onChange={(e) => set('satuan')(e.currentTarget.value)}
          error={errors.satuan}
        />
      </SimpleGrid>
    </>
  );
}

/** Target and realisasi of each quarter. */
function TwInputs({
  v,
  set,
  errors,
}: {
  v: Values;
  set: (key: string) => (value: Num | null) => void;
  errors: FormErrors;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {TW.map((q) => (
        <NumberInput
          key={q}
          label={`Target TW ${q}`}
          decimalSeparator=","
          value={v[`tw${q}`] ?? ''}
          onChange={set(`tw${q}`)}
          error={errors[`tw${q}`]}
        />
      ))}
      {TW.map((q) => (
        <NumberInput
          key={q}
          label={`Realisasi TW ${q}`}
          decimalSeparator=","
          value={v[`tw${q}_realisasi`] ?? ''}
          onChange={set(`tw${q}_realisasi`)}
          error={errors[`tw${q}_realisasi`]}
        />
      ))}
    </SimpleGrid>
  );
}

/** The fields of a record (empty for a new one): numbers stay as typed until saved. */
function initialValues(record: RencanaAksiRecord | null): Values {
  return {
    sasaran_strategis_pd_id: record?.sasaran_strategis_pd_id ?? null,
    rencana_aksi: record?.rencana_aksi ?? '',
    indikator: record?.indikator ?? '',
    satuan: record?.satuan ?? '',
    ...Object.fromEntries(
      TW.flatMap((q) => [
        [`tw${q}`, record?.[`tw${q}`] ?? ''],
        [`tw${q}_realisasi`, record?.[`tw${q}_realisasi`] ?? ''],
      ]),
    ),
  };
}

export function RencanaAksiForm({
  record,
  unit,
  onDone,
}: {
  record: RencanaAksiRecord | null;
  unit: string | null;
  onDone: () => void;
}) {
  const [v, setV] = useState<Values>(() => initialValues(record));
  const [pengampu, setPengampu] = useState<PengampuValue>({
    pengampu_type: record?.pengampu_type ?? null,
    unit_kerja_id: record?.unit_kerja_id ?? null,
    tim_kerja_id: record?.tim_kerja_id ?? null,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveCrud<RencanaAksiRecord>(GROUP);
  const satuanKerjaId = record?.satuan_kerja_id ?? unit;
  const set = (key: string) => (value: Num | null) => setV((s) => ({ ...s, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? null : x])),
      satuan_kerja_id: satuanKerjaId,
      sasaran_strategis_rpjmd_id: null,
      kinerja_sub_kegiatan_id: record?.kinerja_sub_kegiatan_id ?? null,
      ...pengampu,
      urutan: record?.urutan ?? 0,
    };
    save.mutate(
      { id: record?.id, body },
      submitFeedback({
        success: 'Rencana aksi disimpan',
        setErrors,
        onSuccess: onDone,
        toastFields: ['satuan_kerja_id', 'validasi'],
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SsPdSelect
          unit={satuanKerjaId}
          value={v.sasaran_strategis_pd_id as number | null}
          onChange={set('sasaran_strategis_pd_id')}
          required
          error={errors.sasaran_strategis_pd_id}
        />
        <TextFields v={v} set={set} errors={errors} />
        <TwInputs v={v} set={set} errors={errors} />
        <PengampuFieldset
          satuanKerjaId={satuanKerjaId ?? ''}
          optionType={PENGAMPU_JABATAN}
          value={pengampu}
          onChange={setPengampu}
          errors={errors}
        />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
