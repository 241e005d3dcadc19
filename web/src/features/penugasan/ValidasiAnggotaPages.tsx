import { Alert, Anchor, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconChecks, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  persetujuanAnggotaWorkflow,
  TAHAP_PERSETUJUAN_LABELS,
  VALIDASI_ANGGOTA_ENDPOINTS,
  type StatusPersetujuan,
  type TahapPersetujuan,
  type ValidasiRecord,
} from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { pagedTableProps } from '../../components/paged-table-props';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { ShowFields } from '../../components/crud/ShowField';
import { useListFilters } from '../../components/crud/use-list-filters';
import { WorkflowBulkAction, useWorkflowSelection } from '../../components/workflow/WorkflowBulkAction';
import { WorkflowInlineDecision, type InlineDecisionLook } from '../../components/workflow/WorkflowInlineDecision';
import { MEMBER_CHANGE_GROUPS, useValidasiDetail, useValidasiList } from './tim-kerja-api';
import { peranLabel, RiwayatTable, StateBadge, StateWithNote, TargetList } from './TimKerjaParts';

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

function ValidasiList({ tahap }: { tahap: TahapPersetujuan }) {
  const list = useListFilters(['status'] as const);
  const status = list.filters.status || 'menunggu';
  const rows = useValidasiList(tahap, list.page, { ...list.query, status });
  const selection = useWorkflowSelection({
    workflow: persetujuanAnggotaWorkflow,
    event: `setujui-${tahap}`,
    rows: rows.data?.data,
    also: (r) => r.status === 'menunggu',
    allLabel: 'Pilih semua yang menunggu',
    rowLabel: (r) => `Pilih ${r.nama}`,
  });

  const columns: DataTableColumn<ValidasiRecord>[] = [
    selection.column,
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
      render: (r) => <StateWithNote state={r.state} catatan={r.catatan} />,
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
          <WorkflowBulkAction
            selection={selection}
            label={(count) => `Setujui Terpilih (${count})`}
            icon={<IconChecks size={16} aria-hidden />}
            endpoint={VALIDASI_ANGGOTA_ENDPOINTS[tahap].setujuiSemua}
            invalidates={MEMBER_CHANGE_GROUPS}
            input={(ids) => ({ body: { ids } })}
            success="Anggota tim berhasil disetujui"
          />
        }
      />
      <DataTable
        caption={`Persetujuan anggota tim sebagai ${TAHAP_PERSETUJUAN_LABELS[tahap]}`}
        columns={columns}
        {...pagedTableProps(rows, list.page, list.setPage)}
        rowKey={(r) => r.id}
        search={{ value: list.search, onChange: (v) => list.setFilter('search', v) }}
        filters={
          <Select
            label="Status"
            data={STATUS_FILTER}
            value={status}
            onChange={(v) => {
              selection.clear();
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

/** The head's two decisions, Tolak before Setujui (a rejection needs the note, the flow's rule). */
const TOLAK: InlineDecisionLook = {
  label: 'Tolak',
  color: 'red',
  variant: 'light',
  icon: <IconX size={16} aria-hidden />,
  success: 'Anggota tim berhasil ditolak',
};
const SETUJUI: InlineDecisionLook = {
  label: 'Setujui',
  color: 'green',
  icon: <IconCheck size={16} aria-hidden />,
  success: 'Anggota tim berhasil disetujui',
};

function ValidasiShow({ tahap }: { tahap: TahapPersetujuan }) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const detail = useValidasiDetail(tahap, Number.isInteger(id) && id > 0 ? id : null);
  const navigate = useNavigate();
  const d = detail.data;
  if (!d) return detail.isError ? <Alert color="red">Anggota tim tidak ditemukan</Alert> : <LoadingText />;

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
            <WorkflowInlineDecision
              workflow={persetujuanAnggotaWorkflow}
              state={d.state}
              actions={{ [`tolak-${tahap}`]: TOLAK, [`setujui-${tahap}`]: SETUJUI }}
              endpoint={VALIDASI_ANGGOTA_ENDPOINTS[tahap].keputusan}
              invalidates={MEMBER_CHANGE_GROUPS}
              input={(event, catatan) => ({
                params: { id: String(d.id) },
                body: {
                  aksi: event.startsWith('tolak') ? ('tolak' as const) : ('setujui' as const),
                  catatan: catatan || null,
                },
              })}
              noteDescription="Wajib diisi saat menolak"
              onDone={() => void navigate(`/validasi-${tahap}`)}
            />
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
