import { Paper, Stack, Text } from '@mantine/core';
import {
  kinerjaSubKegiatanTimKerjaSchema,
  timKerjaSubKegiatanEndpoint,
  type EndpointInput,
  type KinerjaSubKegiatanDetail,
} from '@sakip/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { callEndpoint } from '../../../api/endpoint';
import { crudKeys } from '../../../api/query-keys';
import { useCrudDetail } from '../../../api/crud';
import { PerencanaanLockAlert, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { ShowFields } from '../../../components/crud/ShowField';
import { LoadingText } from '../../../components/LoadingText';
import { OptionSelect } from '../../../components/OptionSelect';
import { PageHeader } from '../../../components/PageHeader';
import { FormActions } from '../../../components/form/FormParts';
import { submitFeedback } from '../../../components/crud/use-crud-submit';

const GROUP = 'kinerja-sub-kegiatan';

/** The team picker of one sub kegiatan: the unit's teams of the year (option/pengampu/tim-kerja). */
function TimKerjaForm({ record }: { record: KinerjaSubKegiatanDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lock = usePerencanaanLock(record.satuan_kerja_id);
  const [timKerjaId, setTimKerjaId] = useState<number | null>(record.tim_kerja_id);
  const [error, setError] = useState<string | undefined>();
  const back = () => void navigate(`/${GROUP}/${record.id}`);
  const save = useMutation({
    mutationFn: (body: EndpointInput<typeof timKerjaSubKegiatanEndpoint>['body']) =>
      callEndpoint(timKerjaSubKegiatanEndpoint, { params: { id: String(record.id) }, body }, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crudKeys(GROUP).all }),
  });
  const disabled = lock.locked || save.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kinerjaSubKegiatanTimKerjaSchema.safeParse({ tim_kerja_id: timKerjaId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      parsed.data,
      submitFeedback({
        success: 'Tim kerja tersimpan',
        onSuccess: back,
        // One picker: its error, or the planning lock's, shows under it.
        setErrors: (fields) => setError(fields.tim_kerja_id ?? fields.validasi ?? Object.values(fields)[0]),
        toastFields: [],
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir tim kerja sub kegiatan">
      <Stack gap="md">
        <PerencanaanLockAlert notice={lock.notice} />
        <Paper withBorder radius="md" p="md">
          <ShowFields
            items={[
              { label: 'Satuan kerja', value: record.satuan_kerja_nama },
              { label: 'Sub kegiatan', value: `${record.sub_kegiatan.kode} ${record.sub_kegiatan.nama}` },
              { label: 'Sasaran', value: record.sasaran },
              { label: 'Indikator', value: record.indikator },
              { label: 'Pengampu saat ini', value: record.pengampu || '-' },
            ]}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <OptionSelect
              endpoint="/option/pengampu/tim-kerja"
              params={{ satuan_kerja_id: record.satuan_kerja_id }}
              label="Tim kerja pengampu"
              value={timKerjaId}
              error={error}
              disabled={disabled}
              onChange={(v) => {
                setTimKerjaId(v === null ? null : Number(v));
                setError(undefined);
              }}
            />
            <Text size="xs" c="dimmed">
              Tim kerja satuan kerja ini pada tahun berjalan. Target per anggota diatur pada kinerja langkah aksi.
            </Text>
          </Stack>
        </Paper>
        <FormActions onCancel={back} saving={save.isPending} submitDisabled={lock.locked} />
      </Stack>
    </form>
  );
}

/** /kinerja-sub-kegiatan/{id}/edit-tim-kerja */
export default function KinerjaSubKegiatanTimKerjaPage() {
  const params = useParams();
  const detail = useCrudDetail<KinerjaSubKegiatanDetail>(GROUP, Number(params.id));
  return (
    <>
      <PageHeader />
      {detail.isPending ? (
        <LoadingText />
      ) : detail.data ? (
        <TimKerjaForm record={detail.data} />
      ) : (
        <Text>Data tidak ditemukan</Text>
      )}
    </>
  );
}
