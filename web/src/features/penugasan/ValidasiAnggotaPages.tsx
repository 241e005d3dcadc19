import { Alert, Anchor, Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconChecks, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PERAN_ANGGOTA_LABELS,
  TAHAP_PERSETUJUAN_LABELS,
  type StatusPersetujuan,
  type TahapPersetujuan,
  type ValidasiRecord,
} from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { ShowFields } from '../../components/crud/ShowField';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { useListFilters } from '../../components/crud/use-list-filters';
import { useKeputusan, useSetujuiSemua, useValidasiDetail, useValidasiList } from './tim-kerja-api';
import { RiwayatTable, StateBadge, TargetList } from './TimKerjaParts';

/**
 * /validasi-kepala-bidang and /validasi-kepala-opd (+ /show/:id): the queue of members waiting for
 * this head, approve or reject with a note (required on reject), bulk approve. The server decides
 * who heads which team (the NIP of the account against the organisation structure).
 */
const STATUS_FILTER = [
  { value: 'menunggu', label: 'Menunggu persetujuan' },
  { value: 'disetujui', label: 'Disetujui' },
  { value: 'ditolak', label: 'Ditolak' },
  { value: 'semua', label: 'Semua' },
];
const STATUS_LABEL: Record<StatusPersetujuan, string> = {
  menunggu: 'Menunggu',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
};
const peranLabel = (p: string) => PERAN_ANGGOTA_LABELS[p as keyof typeof PERAN_ANGGOTA_LABELS] ?? p;

function ValidasiList({ tahap }: { tahap: TahapPersetujuan }) {
  const list = useListFilters(['status'] as const);
  const status = list.filters.status || 'menunggu';
  const rows = useValidasiList(tahap, list.page, { ...list.query, status });
  const bulk = useSetujuiSemua(tahap);
  const [selected, setSelected] = useState<number[]>([]);
  const pending = (rows.data?.data ?? []).filter((r) => r.status === 'menunggu' && r.state === `menunggu-${tahap}`);
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const allOn = pending.length > 0 && pending.every((r) => selected.includes(r.id));

  const columns: DataTableColumn<ValidasiRecord>[] = [
    {
      key: 'pilih',
      header: (
        <Checkbox
          aria-label="Pilih semua yang menunggu"
          checked={allOn}
          disabled={pending.length === 0}
          onChange={(e) => setSelected(e.currentTarget.checked ? pending.map((r) => r.id) : [])}
        />
      ),
      render: (r) =>
        pending.includes(r) ? (
          <Checkbox
            aria-label={`Pilih ${r.nama}`}
            checked={selected.includes(r.id)}
            onChange={(e) => toggle(r.id, e.currentTarget.checked)}
          />
        ) : null,
      width: 40,
    },
    {
      key: 'anggota',
      header: 'Anggota',
      render: (r) => (
        <>
          <Anchor component={Link} to={`/validasi-${tahap}/show/${r.id}`} size="sm">
            {r.nama}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.nip} · {peranLabel(r.peran)}
          </Text>
        </>
      ),
    },
    {
      key: 'tim',
      header: 'Tim Kerja',
      render: (r) => (
        <>
          <Text size="sm">{r.tim_nama}</Text>
          <Text size="xs" c="dimmed">
            Ketua: {r.ketua_nama}
          </Text>
        </>
      ),
    },
    { key: 'jabatan', header: 'Bidang', render: (r) => r.unit_kerja_nama ?? '-' },
    { key: 'target', header: 'Target', render: (r) => `${r.jumlah_target} langkah aksi`, width: 110 },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <>
          <StateBadge state={r.state} />
          {r.catatan ? (
            <Text size="xs" mt={4}>
              Catatan: {r.catatan}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={`/validasi-${tahap}/show/${r.id}`}
          aria-label={`Periksa ${r.nama}`}
        >
          Periksa
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description={`Anggota tim kerja yang menunggu persetujuan Anda sebagai ${TAHAP_PERSETUJUAN_LABELS[tahap]}.`}
        actions={
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={selected.length === 0}
            loading={bulk.isPending}
            onClick={() =>
              bulk.mutate(
                selected,
                submitFeedback({ success: 'Anggota tim berhasil disetujui', onSuccess: () => setSelected([]) }),
              )
            }
          >
            Setujui Terpilih ({selected.length})
          </Button>
        }
      />
      <DataTable
        caption={`Persetujuan anggota tim sebagai ${TAHAP_PERSETUJUAN_LABELS[tahap]}`}
        columns={columns}
        rows={rows.data?.data}
        rowKey={(r) => r.id}
        loading={rows.isFetching}
        pagination={{
          page: list.page,
          perPage: rows.data?.per_page ?? 20,
          total: rows.data?.total ?? 0,
          onChange: list.setPage,
        }}
        search={{ value: list.search, onChange: (v) => list.setFilter('search', v) }}
        filters={
          <Select
            label="Status"
            data={STATUS_FILTER}
            value={status}
            onChange={(v) => {
              setSelected([]);
              list.setFilter('status', v === 'menunggu' ? null : v);
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
        }
        emptyText="Tidak ada anggota tim pada daftar ini"
      />
    </>
  );
}

export const ValidasiKepalaBidangPage = () => <ValidasiList tahap="kepala-bidang" />;
export const ValidasiKepalaOpdPage = () => <ValidasiList tahap="kepala-opd" />;

function ValidasiShow({ tahap }: { tahap: TahapPersetujuan }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const detail = useValidasiDetail(tahap, Number.isInteger(id) && id > 0 ? id : null);
  const keputusan = useKeputusan(tahap);
  const navigate = useNavigate();
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | undefined>();
  const d = detail.data;
  if (!d) return detail.isError ? <Alert color="red">Anggota tim tidak ditemukan</Alert> : <LoadingText />;

  const decide = (aksi: 'setujui' | 'tolak') => {
    if (aksi === 'tolak' && !catatan.trim()) {
      setError('Catatan wajib diisi saat menolak');
      return;
    }
    keputusan.mutate(
      { id: d.id, aksi, catatan: catatan.trim() || null },
      submitFeedback({
        success: aksi === 'setujui' ? 'Anggota tim berhasil disetujui' : 'Anggota tim berhasil ditolak',
        setErrors: (e) => setError(e.catatan ?? e.status),
        toastFields: ['status'],
        onSuccess: () => void navigate(`/validasi-${tahap}`),
      }),
    );
  };

  return (
    <>
      <PageHeader title={`Persetujuan ${d.nama}`} />
      <Stack>
        <Paper withBorder p="md">
          <ShowFields
            items={[
              { label: 'Anggota', value: `${d.nama} (${d.nip})` },
              { label: 'Peran', value: peranLabel(d.peran) },
              { label: 'Tim kerja', value: d.tim_nama },
              { label: 'Ketua tim', value: d.ketua_nama },
              { label: 'Bidang', value: d.unit_kerja_nama },
              { label: 'Satuan kerja', value: d.satuan_kerja_nama },
              { label: 'Status', value: <StateBadge state={d.state} /> },
              { label: `Status ${TAHAP_PERSETUJUAN_LABELS[tahap]}`, value: STATUS_LABEL[d.status] },
              { label: 'Catatan Kepala Bidang', value: d.catatan_kepala_bidang },
              { label: 'Catatan Kepala OPD', value: d.catatan_kepala_opd },
            ]}
          />
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="sm">
            Target langkah aksi
          </Title>
          <TargetList target={d.target} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="sm">
            Keputusan
          </Title>
          {d.may_decide ? (
            <Stack>
              <Textarea
                label="Catatan"
                description="Wajib diisi saat menolak"
                autosize
                minRows={2}
                value={catatan}
                error={error}
                onChange={(e) => {
                  setCatatan(e.currentTarget.value);
                  setError(undefined);
                }}
              />
              <Group justify="flex-end">
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  loading={keputusan.isPending}
                  onClick={() => decide('tolak')}
                >
                  Tolak
                </Button>
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={keputusan.isPending}
                  onClick={() => decide('setujui')}
                >
                  Setujui
                </Button>
              </Group>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Tidak ada keputusan yang dapat Anda ambil untuk anggota ini pada tahap {TAHAP_PERSETUJUAN_LABELS[tahap]}.
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="sm">
            Riwayat persetujuan
          </Title>
          <RiwayatTable rows={d.riwayat} withAnggota={false} />
        </Paper>
      </Stack>
    </>
  );
}

export const ValidasiKepalaBidangShowPage = () => <ValidasiShow tahap="kepala-bidang" />;
export const ValidasiKepalaOpdShowPage = () => <ValidasiShow tahap="kepala-opd" />;
