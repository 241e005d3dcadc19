import { Button, Group, Stack, Text } from '@mantine/core';
import { can, formatPercent, type SasaranStrategisRpjmdRecord } from '@sakip/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCrudList } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/crud/ListPage';
import { ShowLink } from '../../../components/crud/SimpleCrudPages';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { useListFilters, listPageProps } from '../../../components/crud/use-list-filters';
import type { DataTableColumn } from '../../../components/DataTable';
import { OptionSelect } from '../../../components/OptionSelect';
import { numberText } from '../rpjmd/PerTahun';
import { GROUP } from './SasaranStrategisRpjmdForm';

type Row = SasaranStrategisRpjmdRecord;
const FILTER_KEYS = ['tujuan_id'] as const;

/** Ubah and Hapus of a row (this list has no show link in its action column). */
function EditDeleteButtons({ row: r, onDelete }: { row: Row; onDelete: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to={`/${GROUP}/${r.id}/edit`}
        size="compact-sm"
        variant="light"
        aria-label={`Ubah ${r.indikator}`}
      >
        <IconPencil size={16} aria-hidden />
      </Button>
      <Button size="compact-sm" variant="light" color="red" aria-label={`Hapus ${r.indikator}`} onClick={onDelete}>
        <IconTrash size={16} aria-hidden />
      </Button>
    </Group>
  );
}

/** /sasaran-strategis-rpjmd: the RPJMD goals of the period of the year, by misi and tujuan. */
export default function SasaranStrategisRpjmdListPage() {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const query = useCrudList<Row>(GROUP, list.page, list.query);
  const mayWrite = can(user, 'write', GROUP);
  const onDelete = useDeleteAction<Row>(GROUP, (r) => `Hapus sasaran strategis RPJMD "${r.indikator}"?`);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'tujuan',
      header: 'Tujuan',
      render: (r) => (
        <Text size="sm">
          {r.tujuan.nomor}. {r.tujuan.tujuan}
        </Text>
      ),
      width: '24%',
    },
    {
      key: 'sasaran',
      header: 'Sasaran / Indikator',
      render: (r) => (
        <Stack gap={2}>
          <ShowLink group={GROUP} id={r.id}>
            {r.sasaran_strategis.sasaran}
          </ShowLink>
          <Text size="xs" c="dimmed">
            {r.indikator}
          </Text>
        </Stack>
      ),
    },
    { key: 'baseline', header: 'Baseline', render: (r) => numberText(r.baseline), align: 'right' },
    {
      key: 'target',
      header: 'Target',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{`${numberText(r.target)} ${r.satuan}`}</span>,
      align: 'right',
    },
    { key: 'realisasi', header: 'Realisasi', render: (r) => numberText(r.realisasi), align: 'right' },
    { key: 'capaian', header: 'Capaian', render: (r) => formatPercent(r.capaian), align: 'right' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (mayWrite ? <EditDeleteButtons row={r} onDelete={() => onDelete(r)} /> : null),
    },
  ];

  return (
    <ListPage<Row>
      group={GROUP}
      caption="Daftar sasaran strategis RPJMD"
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={mayWrite}
      filters={
        <OptionSelect
          endpoint="/option/tujuan"
          labelKey={(r) => `${String(r.nomor)}. ${String(r.tujuan)}`}
          label="Tujuan"
          placeholder="Semua tujuan"
          required={false}
          value={list.filters.tujuan_id || null}
          onChange={(v) => list.setFilter('tujuan_id', v)}
        />
      }
    />
  );
}
