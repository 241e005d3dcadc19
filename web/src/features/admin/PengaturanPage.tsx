import { Button, Fieldset, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { pengaturanSchema, type PengaturanRecord } from '@sakip/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { HistoryPanel } from '../../components/crud/HistoryTimeline';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { focusFirstError, useZodForm } from '../../components/form/use-zod-form';
import { usePengaturan, useRiwayatPengaturan, useSimpanPengaturan } from './api';

type Text = 'nama_kota' | 'nama_provinsi' | 'nama_walikota' | 'nama_wakil_walikota' | 'nama_sekda' | 'tempat_pk';
const PROFILE: [Text, string][] = [
  ['nama_kota', 'Nama pemerintah daerah'],
  ['nama_provinsi', 'Provinsi'],
  ['nama_walikota', 'Kepala daerah'],
  ['nama_wakil_walikota', 'Wakil kepala daerah'],
  ['nama_sekda', 'Sekretaris daerah'],
  ['tempat_pk', 'Tempat penandatanganan PK'],
];

/** The history names each setting as the form does. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(PROFILE),
  tahun_options: 'Tahun yang dapat dipilih',
  tahun_default: 'Tahun default',
};

/** Who changed which setting and when (GET /pengaturan/riwayat), newest first. */
function RiwayatPengaturan() {
  const riwayat = useRiwayatPengaturan();
  return <HistoryPanel pending={riwayat.isPending} records={riwayat.data?.data} labels={LABELS} maw={900} />;
}

/**
 * The page stays after a save: the button, disabled while saving, takes the focus back once saved
 * (it fell to the page's body); a refusal leaves it on the first field in error.
 */
function useFocusAfterSave(pending: boolean, success: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && success) button.current?.focus();
    wasPending.current = pending;
  }, [pending, success]);
  return button;
}

const EMPTY: PengaturanRecord = {
  nama_kota: '',
  nama_provinsi: '',
  nama_walikota: '',
  nama_wakil_walikota: '',
  nama_sekda: '',
  tempat_pk: '',
  tahun_options: [],
  tahun_default: 0,
};

/**
 * /admin/pengaturan (super): the city profile printed on PKs and reports, the years users may
 * choose and the default year. Saved settings apply at once on every running instance.
 */
export default function PengaturanPage() {
  const current = usePengaturan();
  const form = useZodForm(pengaturanSchema, EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset(current.data.data);
  }, [current.data, reset]);

  const save = useSimpanPengaturan();
  const submitButton = useFocusAfterSave(save.isPending, save.isSuccess);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      focusFirstError();
      return;
    }
    save.mutate(
      { body: form.values },
      submitFeedback({ success: 'Pengaturan berhasil disimpan', setErrors: form.setErrors }),
    );
  };

  const years = form.values.tahun_options.map(String);
  return (
    <Stack>
      <PageHeader
        title="Pengaturan"
        description="Profil pemerintah daerah yang tercetak pada PK dan laporan, serta tahun kinerja yang dapat dipilih pengguna."
      />
      {current.isPending ? (
        <LoadingText />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Formulir pengaturan">
          <Stack gap="md" maw={900}>
            <Fieldset legend="Profil pemerintah daerah">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {PROFILE.map(([field, label]) => (
                  <TextInput
                    key={field}
                    label={label}
                    name={field}
                    required={field === 'nama_kota'}
                    value={form.values[field]}
                    onChange={(e) => form.setField(field, e.currentTarget.value)}
                    error={form.errors[field]}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Tahun kinerja">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TagsInput
                  label="Tahun yang dapat dipilih"
                  description="Ketik tahun lalu tekan Enter"
                  name="tahun_options"
                  value={years}
                  onChange={(v) =>
                    form.setField(
                      'tahun_options',
                      v.map(Number).filter((n) => Number.isInteger(n)),
                    )
                  }
                  error={form.errors.tahun_options}
                />
                <Select
                  label="Tahun default"
                  name="tahun_default"
                  data={years}
                  value={form.values.tahun_default ? String(form.values.tahun_default) : null}
                  onChange={(v) => form.setField('tahun_default', Number(v ?? 0))}
                  error={form.errors.tahun_default}
                  allowDeselect={false}
                />
              </SimpleGrid>
            </Fieldset>
            <Button ref={submitButton} type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              Simpan
            </Button>
          </Stack>
        </form>
      )}
      <RiwayatPengaturan />
    </Stack>
  );
}
