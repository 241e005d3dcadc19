import { Anchor, Stack, Text } from '@mantine/core';
import { can, formatPercent, formatRupiah, type KinerjaLangkahAksiRecord } from '@sakip/domain';
import { Link } from 'react-router';
import { useCrudList } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { PengampuFilter, UnitFilter } from '../../../components/crud/ListFilters';
import { ListPage } from '../../../components/crud/ListPage';
import { RowActions } from '../../../components/crud/RecordActions';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { useListFilters, listPageProps } from '../../../components/crud/use-list-filters';
import type { DataTableColumn } from '../../../components/DataTable';
import { PerencanaanLockNotice, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { confirmText, GROUP, numberText } from './shared';

const FILTER_KEYS = ['pengampu', 'satuan_kerja_id'] as const;
type Row = KinerjaLangkahAksiRecord;

/** /kinerja-langkah-aksi: the unit's action steps of the year. */
export default function KinerjaLangkahAksiListPage() {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const query = useCrudList<Row>(GROUP, list.page, list.query);
  const onDelete = useDeleteAction<Row>(GROUP, confirmText);
  const mayWrite = can(user, 'write', GROUP);
  // The planning lock met on the list (issue 10 item 6): the filtered unit's plan, else the actor's.
  const lock = usePerencanaanLock(list.filters.satuan_kerja_id || null);

  const columns: DataTableColumn<Row>[] = [
    { key: 'sub', header: 'Sub Kegiatan', render: (row) => row.sub_kegiatan.nama, width: '22%' },
    {
      key: 'indikator',
      header: 'Sasaran / Indikator',
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/${GROUP}/${row.id}`} size="sm">
            {row.sasaran}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.indikator}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'target',
      header: 'Target',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${numberText(row.target)} ${row.satuan}`}</span>,
      align: 'right',
    },
    { key: 'capaian', header: 'Capaian', render: (row) => formatPercent(row.capaian), align: 'right' },
    { key: 'anggaran', header: 'Anggaran', render: (row) => formatRupiah(row.anggaran), align: 'right' },
    { key: 'tim', header: 'Tim kerja', render: (row) => row.pengampu },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) =>
        mayWrite ? (
          <RowActions
            group={GROUP}
            id={row.id}
            label={row.indikator}
            onDelete={() => onDelete(row)}
            lockedReason={lock.reason}
          />
        ) : null,
    },
  ];

  return (
    <ListPage<Row>
      group={GROUP}
      caption="Daftar Kinerja Langkah Aksi"
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={mayWrite}
      lockedReason={mayWrite ? lock.reason : null}
      notice={mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
      filters={
        <>
          <PengampuFilter value={list.filters.pengampu} onChange={(v) => list.setFilter('pengampu', v)} />
          <UnitFilter
            resource={GROUP}
            value={list.filters.satuan_kerja_id}
            onChange={(v) => list.setFilter('satuan_kerja_id', v)}
          />
        </>
      }
    />
  );
}
