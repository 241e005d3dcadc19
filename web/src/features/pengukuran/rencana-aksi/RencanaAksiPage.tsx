import { Button, Group, Modal, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can, DEFAULT_PER_PAGE, formatNumber, type RencanaAksiRecord } from '@sakip/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCrudList, useDeleteCrud } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { ExportButton } from '../../../components/crud/ExportButton';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { TablePagination } from '../../../components/TablePagination';
import { RencanaAksiForm, TW } from './RencanaAksiForm';
import { SsPdSelect } from './SsPdSelect';

const GROUP = 'rencana-aksi';
const angka = (v: number | null) => (v === null ? '-' : formatNumber(v, Number.isInteger(v) ? 0 : 2));
interface RowActions {
  edit: (r: RencanaAksiRecord) => void;
  remove: (r: RencanaAksiRecord) => void;
}

/** The rows of the page with the two-level Target / Realisasi header; actions for those who may write. */
function RencanaAksiTable({
  rows,
  offset,
  fetching,
  actions,
}: {
  rows: RencanaAksiRecord[];
  offset: number;
  fetching: boolean;
  actions: RowActions | null;
}) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table withTableBorder withColumnBorders striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>No</Table.Th>
            <Table.Th rowSpan={2}>Sasaran Strategis</Table.Th>
            <Table.Th rowSpan={2}>Rencana Aksi</Table.Th>
            <Table.Th rowSpan={2}>Indikator</Table.Th>
            <Table.Th rowSpan={2}>Satuan</Table.Th>
            <Table.Th colSpan={4} ta="center">
              Target
            </Table.Th>
            <Table.Th colSpan={4} ta="center">
              Realisasi
            </Table.Th>
            <Table.Th rowSpan={2}>Pengampu</Table.Th>
            {actions ? <Table.Th rowSpan={2}>Aksi</Table.Th> : null}
          </Table.Tr>
          <Table.Tr>
            {TW.map((q) => (
              <Table.Th key={`t${q}`}>TW {q}</Table.Th>
            ))}
            {TW.map((q) => (
              <Table.Th key={`r${q}`}>TW {q}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <RencanaAksiRow key={r.id} r={r} no={offset + i + 1} actions={actions} />
          ))}
          {rows.length === 0 && !fetching ? (
            <Table.Tr>
              <Table.Td colSpan={15}>
                <Text size="sm">There are no records to show</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RencanaAksiRow({ r, no, actions }: { r: RencanaAksiRecord; no: number; actions: RowActions | null }) {
  return (
    <Table.Tr>
      <Table.Td>{no}</Table.Td>
      <Table.Td>{r.sasaran_strategis_pd ?? '-'}</Table.Td>
      <Table.Td>{r.rencana_aksi}</Table.Td>
      <Table.Td>{r.indikator}</Table.Td>
      <Table.Td>{r.satuan}</Table.Td>
      {TW.map((q) => (
        <Table.Td key={`t${q}`} ta="right">
          {angka(r[`tw${q}`])}
        </Table.Td>
      ))}
      {TW.map((q) => (
        <Table.Td key={`r${q}`} ta="right">
          {angka(r[`tw${q}_realisasi`])}
        </Table.Td>
      ))}
      <Table.Td>{r.pengampu}</Table.Td>
      {actions ? (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => actions.edit(r)}
              aria-label={`Ubah ${r.rencana_aksi}`}
            >
              Ubah
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Hapus ${r.rencana_aksi}`}
              onClick={() => actions.remove(r)}
            >
              Hapus
            </Button>
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** The unit, sasaran strategis PD and page of the list, in the URL (a new filter starts at page 1). */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const unit = params.get('satuan_kerja_id');
  const ssPd = params.get('sasaran_strategis_pd_id');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return { unit, ssPd, page, setParam };
}

/** The modal of a new or chosen record. */
function RencanaAksiDialog({
  editing,
  unit,
  onClose,
}: {
  editing: RencanaAksiRecord | 'new' | null;
  unit: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Tambah Rencana Aksi' : 'Ubah Rencana Aksi'}
      size="lg"
    >
      {editing !== null ? (
        <RencanaAksiForm record={editing === 'new' ? null : editing} unit={unit} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

/** /rencana-aksi (DOMAIN-2 §5): per SS-PD the rows of rencana aksi with targets and realisations TW1-TW4. */
export default function RencanaAksiPage() {
  const { user } = useSession();
  const tahun = useYear('auth');
  const { unit, ssPd, page, setParam } = useFilterParams();
  const query = { satuan_kerja_id: unit, sasaran_strategis_pd_id: ssPd };
  const list = useCrudList<RencanaAksiRecord>(GROUP, page, query);
  const remove = useDeleteCrud(GROUP);
  const [editing, setEditing] = useState<RencanaAksiRecord | 'new' | null>(null);
  const mayWrite = can(user, 'write', 'rencana-aksi');
  const rows = list.data?.data ?? [];
  const offset = (page - 1) * DEFAULT_PER_PAGE;
  const rowActions: RowActions = {
    edit: setEditing,
    remove: (r) =>
      confirmDelete({
        message: `Hapus rencana aksi "${r.rencana_aksi}"?`,
        onConfirm: () => remove.mutate(r.id, submitFeedback({ success: 'Rencana aksi dihapus' })),
      }),
  };
  return (
    <>
      <PageHeader
        title="Rencana Aksi"
        description={`Tahun ${tahun}`}
        actions={
          <Group gap="xs">
            <ExportButton path={`/${GROUP}/export`} query={query} fileName={`rencana-aksi-${tahun}.xlsx`} />
            {mayWrite ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
                Tambah
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group align="flex-end" mb="md" wrap="wrap">
        <UnitFilter
          value={unit ?? ''}
          onChange={(v) => setParam('satuan_kerja_id', v || null)}
          resource="rencana-aksi"
        />
        <div style={{ minWidth: 320 }}>
          <SsPdSelect
            unit={unit}
            value={ssPd ? Number(ssPd) : null}
            onChange={(v) => setParam('sasaran_strategis_pd_id', v ? String(v) : null)}
          />
        </div>
      </Group>
      <Paper withBorder radius="md" p="md">
        <RencanaAksiTable
          rows={rows}
          offset={offset}
          fetching={list.isFetching}
          actions={mayWrite ? rowActions : null}
        />
        {list.isPending ? <LoadingText /> : null}
        <TablePagination
          page={page}
          perPage={DEFAULT_PER_PAGE}
          total={list.data?.total ?? 0}
          shown={rows.length}
          onChange={(p) => setParam('page', String(p))}
        />
      </Paper>
      <RencanaAksiDialog
        editing={editing}
        unit={unit ?? user?.satuan_kerja_id ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
