import { Alert, Anchor, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PERAN_ANGGOTA_LABELS, type KeanggotaanSaya, type TargetAnggota, type TimSayaRecord } from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { useAnggotaTim, useKetuaTim, useKetuaTimDetail, useSaveRealisasi } from './tim-kerja-api';
import { TimDetailView } from './TimKerjaPages';
import { num, StateBadge } from './TimKerjaParts';

/**
 * Tim saya: /tim-saya/ketua-tim (teams I lead), /tim-saya/ketua-tim-detail/:id (members, targets,
 * realisasi), /tim-saya/anggota-tim (my langkah aksi with target and my realisasi), all by the NIP
 * of the account; linked with /tim-saya/cascading-langkah-aksi.
 */
function CascadingLink() {
  return (
    <Button
      component={Link}
      to="/tim-saya/cascading-langkah-aksi"
      variant="default"
      leftSection={<IconSitemap size={16} aria-hidden />}
    >
      Cascading Langkah Aksi
    </Button>
  );
}

export function KetuaTimPage() {
  const teams = useKetuaTim();
  const columns: DataTableColumn<TimSayaRecord>[] = [
    {
      key: 'nama',
      header: 'Nama Tim',
      render: (r) => (
        <Anchor component={Link} to={`/tim-saya/ketua-tim-detail/${r.id}`}>
          {r.nama}
        </Anchor>
      ),
    },
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama },
    { key: 'jabatan', header: 'Bidang', render: (r) => r.unit_kerja_nama ?? '-' },
    { key: 'anggota', header: 'Anggota (disetujui)', render: (r) => `${r.jumlah_anggota} (${r.jumlah_disetujui})` },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={`/tim-saya/ketua-tim-detail/${r.id}`}
          aria-label={`Detail ${r.nama}`}
        >
          Detail
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader description="Tim kerja yang Anda pimpin pada tahun kinerja ini." actions={<CascadingLink />} />
      <DataTable
        caption="Tim yang saya pimpin"
        columns={columns}
        rows={teams.data}
        rowKey={(r) => r.id}
        loading={teams.isFetching}
        emptyText="Anda belum memimpin tim kerja pada tahun ini"
      />
    </>
  );
}

export function KetuaTimDetailPage() {
  const { id } = useParams();
  const n = Number(id);
  const detail = useKetuaTimDetail(Number.isInteger(n) && n > 0 ? n : null);
  if (!detail.data) return detail.isError ? <Alert color="red">Tim kerja tidak ditemukan</Alert> : <LoadingText />;
  return (
    <>
      <PageHeader title={detail.data.nama} actions={<CascadingLink />} />
      <TimDetailView tim={detail.data} />
    </>
  );
}

function RealisasiRow({ target, editable }: { target: TargetAnggota; editable: boolean }) {
  const [value, setValue] = useState<number | null>(target.realisasi);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveRealisasi();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{target.langkah_aksi}</Text>
        <Text size="xs" c="dimmed">
          {target.indikator}
          {target.sub_kegiatan ? ` · ${target.sub_kegiatan}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {num(target.target)} {target.satuan}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Group gap="xs" wrap="nowrap">
            <NumberInput
              aria-label={`Realisasi ${target.langkah_aksi}`}
              value={value ?? ''}
              decimalSeparator=","
              hideControls
              error={error}
              w={120}
              onChange={(v) => {
                setValue(v === '' ? null : Number(v));
                setError(undefined);
              }}
            />
            <Button
              size="compact-sm"
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { id: target.id, realisasi: value },
                  submitFeedback({ success: 'Realisasi berhasil disimpan', setErrors: (e) => setError(e.realisasi) }),
                )
              }
            >
              Simpan
            </Button>
          </Group>
        ) : (
          num(target.realisasi)
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function Keanggotaan({ item }: { item: KeanggotaanSaya }) {
  const editable = item.state === 'disetujui';
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={3} size="h5">
            {item.tim_nama}
          </Title>
          <Text size="sm" c="dimmed">
            Ketua: {item.ketua_nama} · {item.satuan_kerja_nama} ·{' '}
            {PERAN_ANGGOTA_LABELS[item.peran as keyof typeof PERAN_ANGGOTA_LABELS] ?? item.peran}
          </Text>
        </div>
        <StateBadge state={item.state} />
      </Group>
      {!editable ? (
        <Text size="sm" mb="xs">
          Realisasi dapat diisi setelah keanggotaan disetujui Kepala Bidang dan Kepala OPD.
        </Text>
      ) : null}
      {item.target.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada target langkah aksi
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped aria-label={`Langkah aksi saya di ${item.tim_nama}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Langkah aksi</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Realisasi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.target.map((t) => (
                <RealisasiRow key={t.id} target={t} editable={editable} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function AnggotaTimPage() {
  const data = useAnggotaTim();
  return (
    <>
      <PageHeader
        description="Tim kerja tempat Anda menjadi anggota, dengan target langkah aksi dan realisasinya."
        actions={<CascadingLink />}
      />
      {!data.data ? (
        <LoadingText />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">Anda belum menjadi anggota tim kerja pada tahun ini</Text>
      ) : (
        <Stack>
          {data.data.map((item) => (
            <Keanggotaan key={item.anggota_id} item={item} />
          ))}
        </Stack>
      )}
    </>
  );
}
