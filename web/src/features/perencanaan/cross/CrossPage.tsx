import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  can,
  CROSS_LEVELS,
  CROSS_PARENTS,
  type CrossKandidat,
  type CrossParent,
  type KinerjaChild,
} from '@sakip/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError, messageFrom } from '../../../api/client';
import { useSession } from '../../../api/session';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { PerencanaanLockAlert, usePerencanaanLock } from '../../../components/crud/PerencanaanLock';
import { ShowFields } from '../../../components/crud/ShowField';
import { LOADING_TEXT, LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useCrossKandidat, useCrossList, useCrossWrite } from './api';

/** The level from the path: /{parent}/{id}/{child}-cross. */
function parentOf(pathname: string): CrossParent {
  const segment = pathname.split('/')[1] ?? '';
  return (CROSS_PARENTS as string[]).includes(segment) ? (segment as CrossParent) : 'kinerja-program';
}

const kandidatLabel = (k: CrossKandidat) =>
  `${k.satuan_kerja_nama} — ${k.nama ? `${k.nama}: ` : ''}${k.sasaran} (${k.indikator})`;

function toastError(error: unknown) {
  if (isApiError(error) && (error.status === 422 || error.status === 404)) {
    notifications.show({ color: 'red', title: 'Gagal', message: error.message });
  }
}

/** The picker of another unit's child (searched on the server) and the button that adopts it. */
function AdoptForm({ parent, id, disabled }: { parent: CrossParent; id: number; disabled: boolean }) {
  const meta = CROSS_LEVELS[parent];
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const kandidat = useCrossKandidat(parent, id, chosen ? '' : debounced, !disabled);
  const { adopt } = useCrossWrite(parent, id);
  const [error, setError] = useState<string | undefined>();
  const data = useMemo(
    () => (kandidat.data ?? []).map((k) => ({ value: String(k.id), label: kandidatLabel(k) })),
    [kandidat.data],
  );

  const onAdopt = () => {
    if (!chosen) {
      setError(`${meta.childLabel} wajib dipilih`);
      return;
    }
    adopt.mutate(Number(chosen), {
      onSuccess: (res) => {
        notifications.show({
          color: 'green',
          title: 'Berhasil',
          message: messageFrom(res, 'Data berhasil ditambahkan'),
        });
        setChosen(null);
        setSearch('');
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 422) setError(e.errors[meta.childKey]?.[0] ?? e.message);
        else toastError(e);
      },
    });
  };

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={`${meta.childLabel} perangkat daerah lain`}
        placeholder="Ketik untuk mencari"
        data={data}
        value={chosen}
        onChange={(v) => {
          setChosen(v);
          setError(undefined);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already filtered by the search text.
        filter={({ options }) => options}
        nothingFoundMessage={kandidat.isFetching ? LOADING_TEXT : 'Tidak ada data'}
        clearable
        disabled={disabled}
        error={error}
        style={{ flex: '1 1 420px' }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onAdopt}
        loading={adopt.isPending}
        disabled={disabled}
      >
        Tambahkan
      </Button>
    </Group>
  );
}

/**
 * /sasaran-strategis-pd/:id/kinerja-program-cross, /kinerja-program/:id/kinerja-kegiatan-cross and
 * /kinerja-kegiatan/:id/kinerja-sub-kegiatan-cross: the children of other units this parent
 * adopted as cross cutting, adopting another and releasing one.
 */
export default function CrossPage() {
  const parent = parentOf(useLocation().pathname);
  const meta = CROSS_LEVELS[parent];
  const id = Number(useParams().id);
  const { user } = useSession();
  const lock = usePerencanaanLock();
  const list = useCrossList(parent, id);
  const { release } = useCrossWrite(parent, id);
  const mayWrite = can(user, 'write', parent);
  const disabled = lock.locked || !mayWrite;

  const onRelease = (child: KinerjaChild) =>
    modals.openConfirmModal({
      title: 'Lepas cross cutting',
      centered: true,
      children: (
        <Text size="sm">
          Lepas {meta.childLabel.toLowerCase()} &quot;{child.indikator}&quot; milik {child.satuan_kerja_nama} dari cross
          cutting? Datanya sendiri tidak dihapus.
        </Text>
      ),
      labels: { confirm: 'Lepas', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        release.mutate(child.id, {
          onSuccess: (res) =>
            notifications.show({
              color: 'green',
              title: 'Berhasil',
              message: messageFrom(res, 'Cross cutting dilepas'),
            }),
          onError: toastError,
        }),
    });

  if (list.isPending) return <LoadingText />;
  const data = list.data;
  if (!data) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader />
      <Stack gap="md">
        {lock.locked && mayWrite ? <PerencanaanLockAlert reason={lock.reason} /> : null}
        <Paper withBorder radius="md" p="md">
          <ShowFields
            items={[
              {
                label: meta.parentLabel,
                value: (
                  <Anchor component={Link} to={`/${parent}/${id}`} size="sm">
                    {data.parent.nama ? `${data.parent.nama} — ` : ''}
                    {data.parent.sasaran}
                  </Anchor>
                ),
              },
              { label: parent === 'sasaran-strategis-pd' ? 'IKU' : 'Indikator', value: data.parent.indikator },
              { label: 'Satuan kerja', value: data.parent.satuan_kerja_nama },
              { label: 'Tahun', value: String(data.parent.tahun) },
            ]}
          />
        </Paper>
        {mayWrite ? (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              Tambah {meta.childLabel} Cross Cutting
            </Title>
            <AdoptForm parent={parent} id={id} disabled={disabled} />
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {meta.childLabel} Cross Cutting
          </Title>
          <ChildrenTable
            rows={data.cross}
            childGroup={null}
            emptyText={`Belum ada ${meta.childLabel.toLowerCase()} cross cutting`}
            withUnit
            action={
              mayWrite
                ? (child) => (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      disabled={disabled}
                      aria-label={`Lepas ${child.indikator}`}
                      onClick={() => onRelease(child)}
                    >
                      Lepas
                    </Button>
                  )
                : undefined
            }
          />
        </Paper>
      </Stack>
    </>
  );
}
