import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { can, type KinerjaChild, type SsRpjmdCrossKandidat } from '@sakip/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, messageFrom } from '../../../api/client';
import { useSession } from '../../../api/session';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { ShowFields } from '../../../components/crud/ShowField';
import { LOADING_TEXT, LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { ssPdAsChild } from '../rpjmd/shared';
import { useSsPdCrossKandidat, useSsPdCrossList, useSsPdCrossWrite } from './cross-api';
import { GROUP } from './SasaranStrategisRpjmdForm';

const kandidatLabel = (k: SsRpjmdCrossKandidat) => `${k.satuan_kerja_nama} — ${k.sasaran_strategis_satker} (${k.iku})`;

function toastError(error: unknown) {
  if (isApiError(error) && (error.status === 422 || error.status === 404)) {
    notifications.show({ color: 'red', title: 'Gagal', message: error.message });
  }
}

/** The picker of an SS-PD under another goal (searched on the server) and the button adopting it. */
function AdoptForm({ id }: { id: number }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const kandidat = useSsPdCrossKandidat(id, chosen ? '' : debounced, true);
  const { adopt } = useSsPdCrossWrite(id);
  const [error, setError] = useState<string | undefined>();
  const data = useMemo(
    () => (kandidat.data ?? []).map((k) => ({ value: String(k.id), label: kandidatLabel(k) })),
    [kandidat.data],
  );

  const onAdopt = () => {
    if (!chosen) {
      setError('Sasaran strategis PD wajib dipilih');
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
        if (isApiError(e) && e.status === 422) setError(e.errors.sasaran_strategis_pd_id?.[0] ?? e.message);
        else toastError(e);
      },
    });
  };

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label="Sasaran strategis PD di bawah sasaran RPJMD lain"
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
        error={error}
        style={{ flex: '1 1 420px' }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdopt} loading={adopt.isPending}>
        Tambahkan
      </Button>
    </Group>
  );
}

/**
 * /sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross: the SS-PD of units under other RPJMD
 * goals that this goal adopted as cross cutting; the city adopts and releases them.
 */
export default function SsPdCrossPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const list = useSsPdCrossList(id);
  const { release } = useSsPdCrossWrite(id);
  const mayWrite = can(user, 'write', GROUP);

  const onRelease = (child: KinerjaChild) =>
    modals.openConfirmModal({
      title: 'Lepas cross cutting',
      centered: true,
      children: (
        <Text size="sm">
          Lepas sasaran strategis PD &quot;{child.sasaran}&quot; milik {child.satuan_kerja_nama} dari cross cutting?
          Datanya sendiri tidak dihapus.
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
        <Paper withBorder radius="md" p="md">
          <ShowFields
            items={[
              {
                label: 'Sasaran strategis RPJMD',
                value: (
                  <Anchor component={Link} to={`/${GROUP}/${id}`} size="sm">
                    {data.parent.sasaran}
                  </Anchor>
                ),
              },
              { label: 'Indikator', value: data.parent.indikator },
              { label: 'Periode', value: `${data.parent.tahun_awal}-${data.parent.tahun_akhir}` },
            ]}
          />
        </Paper>
        {mayWrite ? (
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="h4" mb="sm">
              Tambah Sasaran Strategis PD Cross Cutting
            </Title>
            <AdoptForm id={id} />
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            Sasaran Strategis PD Cross Cutting
          </Title>
          <ChildrenTable
            rows={data.cross.map(ssPdAsChild)}
            childGroup="sasaran-strategis-pd"
            emptyText="Belum ada sasaran strategis PD cross cutting"
            withUnit
            action={
              mayWrite
                ? (child) => (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Lepas ${child.sasaran}`}
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
