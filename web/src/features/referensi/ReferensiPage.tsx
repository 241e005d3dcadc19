import { ActionIcon, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate, type BatasWaktuRecord } from '@sakip/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../../components/crud/use-crud-submit';
import { useYear } from '../../api/year';
import { confirmDelete } from '../../components/ConfirmDelete';
import { ExportButton } from '../../components/crud/ExportButton';
import { HistoryTimeline } from '../../components/crud/HistoryTimeline';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { pagedTableProps } from '../../components/paged-table-props';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { useBatasWaktu, useBatasWaktuList, useDeleteBatasWaktu } from './api';
import { BatasWaktuForm, kodeLabel } from './BatasWaktuForm';

const BASE = '/referensi';

function dateText(value: string): string {
  return formatDate(`${value.slice(0, 10)}T00:00:00`);
}

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'show'; id: number };

function useMode(): Mode {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (pathname.replace(/\/$/, '') === `${BASE}/create`) return { kind: 'create' };
  const n = Number(id);
  if (id !== undefined && Number.isInteger(n) && n > 0) {
    return pathname.replace(/\/$/, '').endsWith('/edit') ? { kind: 'edit', id: n } : { kind: 'show', id: n };
  }
  return { kind: 'list' };
}

/** Jenis, name, date, note, actions (detail, edit, delete) of each deadline. */
function batasWaktuColumns(
  go: (to: string) => void,
  askDelete: (row: BatasWaktuRecord) => void,
): DataTableColumn<BatasWaktuRecord>[] {
  return [
    { key: 'kode', header: 'Jenis', render: (r) => kodeLabel(r.kode) },
    { key: 'nama', header: 'Nama', render: (r) => r.nama },
    { key: 'tanggal', header: 'Tanggal', render: (r) => dateText(r.nilai_date) },
    { key: 'keterangan', header: 'Keterangan', render: (r) => r.keterangan ?? '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      width: 140,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Detail">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Detail ${r.nama}`}
              onClick={() => go(`${BASE}/${r.id}`)}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Ubah">
            <ActionIcon variant="subtle" aria-label={`Ubah ${r.nama}`} onClick={() => go(`${BASE}/${r.id}/edit`)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Hapus">
            <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${r.nama}`} onClick={() => askDelete(r)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

/** The record being opened: loading, or not found. */
function NotLoaded({ failed }: { failed: boolean }) {
  return failed ? <Text size="sm">Data tidak ditemukan.</Text> : <LoadingText />;
}

/** /referensi/create and /referensi/:id/edit: the form over the list. */
function BatasWaktuFormModal(props: {
  mode: Mode;
  detail: { data?: BatasWaktuRecord; isError: boolean };
  onClose: () => void;
}) {
  const { mode, detail, onClose: close } = props;
  return (
    <Modal
      opened={mode.kind === 'create' || mode.kind === 'edit'}
      onClose={close}
      title={mode.kind === 'create' ? 'Tambah Batas Waktu' : 'Ubah Batas Waktu'}
      centered
    >
      {mode.kind === 'create' ? <BatasWaktuForm key="new" record={null} onDone={close} /> : null}
      {mode.kind === 'edit' ? (
        detail.data ? (
          <BatasWaktuForm key={detail.data.id} record={detail.data} onDone={close} />
        ) : (
          <NotLoaded failed={detail.isError} />
        )
      ) : null}
    </Modal>
  );
}

/** /referensi/:id: the deadline's fields, its history, Tutup and Ubah. */
function BatasWaktuDetail(props: { record: BatasWaktuRecord; onClose: () => void; onEdit: (id: number) => void }) {
  const { record, onClose: close, onEdit } = props;
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Jenis</Table.Th>
            <Table.Td>{kodeLabel(record.kode)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Nama</Table.Th>
            <Table.Td>{record.nama}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Tahun</Table.Th>
            <Table.Td>{record.tahun}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Tanggal</Table.Th>
            <Table.Td>{dateText(record.nilai_date)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Keterangan</Table.Th>
            <Table.Td>{record.keterangan ?? '-'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Diperbarui</Table.Th>
            <Table.Td>{formatDate(record.updated_at, true)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <HistoryTimeline group="referensi" id={record.id} />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Tutup
        </Button>
        <Button onClick={() => onEdit(record.id)}>Ubah</Button>
      </Group>
    </Stack>
  );
}

/**
 * /referensi 'Batas Waktu' (super): the deadlines of the selected year. /referensi/create,
 * /referensi/:id/edit and /referensi/:id open the form or the detail over the list.
 */
export default function ReferensiPage() {
  const year = useYear('auth');
  const mode = useMode();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useBatasWaktuList({ page, search: debounced });
  const remove = useDeleteBatasWaktu();
  const detailId = mode.kind === 'edit' || mode.kind === 'show' ? mode.id : null;
  const detail = useBatasWaktu(detailId);
  const close = () => navigate(BASE);

  const askDelete = (row: BatasWaktuRecord) =>
    confirmDelete({
      title: 'Hapus Batas Waktu',
      message: (
        <>
          Hapus batas waktu <strong>{row.nama}</strong> ({dateText(row.nilai_date)})? Data yang dihapus tidak dapat
          dikembalikan.
        </>
      ),
      onConfirm: () => remove.mutate(row.id, { onSuccess: (res) => toastSuccess(res, 'Batas waktu berhasil dihapus') }),
    });

  return (
    <>
      <PageHeader
        title="Batas Waktu"
        description={`Batas waktu pengisian untuk tahun kinerja ${year}. Hitung mundurnya tampil di atas setiap halaman.`}
        actions={
          <>
            <ExportButton path="/referensi/export" query={{}} fileName={`referensi-${year}.xlsx`} />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => navigate(`${BASE}/create`)}>
              Tambah Batas Waktu
            </Button>
          </>
        }
      />
      <DataTable
        caption={`Daftar batas waktu tahun ${year}`}
        columns={batasWaktuColumns((to) => void navigate(to), askDelete)}
        {...pagedTableProps(list, page, setPage)}
        rowKey={(r) => r.id}
        emptyText="Belum ada batas waktu untuk tahun ini"
        search={{
          value: search,
          label: 'Cari batas waktu',
          onChange: (v) => {
            setSearch(v);
            setPage(1);
          },
        }}
      />

      <BatasWaktuFormModal mode={mode} detail={detail} onClose={close} />
      <Modal opened={mode.kind === 'show'} onClose={close} title="Detail Batas Waktu" centered size="lg">
        {detail.data ? (
          <BatasWaktuDetail record={detail.data} onClose={close} onEdit={(id) => void navigate(`${BASE}/${id}/edit`)} />
        ) : (
          <NotLoaded failed={detail.isError} />
        )}
      </Modal>
    </>
  );
}
