import { Anchor, Button, Stack, Text } from '@mantine/core';
import { can, formatPercent, mayChooseUnit, type SasaranStrategisPdRecord } from '@sakip/domain';
import { IconArrowsCross } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCrudList } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { ListPage } from '../../../components/crud/ListPage';
import { RowActions } from '../../../components/crud/RecordActions';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { useListFilters, listPageProps } from '../../../components/crud/use-list-filters';
import type { DataTableColumn } from '../../../components/DataTable';
import { PerencanaanLockNotice, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { GROUP, numberText } from './shared';

const FILTER_KEYS = ['satuan_kerja_id'] as const;
type Row = SasaranStrategisPdRecord;

export const confirmText = (row: Row) => `Hapus sasaran strategis PD "${row.sasaran_strategis_satker}"?`;

/** /sasaran-strategis-pd: the unit's goals of the period of the chosen year. */
export default function SasaranStrategisPdListPage() {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const query = useCrudList<Row>(GROUP, list.page, list.query);
  const onDelete = useDeleteAction<Row>(GROUP, confirmText);
  const mayWrite = can(user, 'write', GROUP);
  const showUnit = user ? mayChooseUnit(user, GROUP, 'read') : false;
  // The planning lock met on the list (issue 10 item 6): the filtered unit's plan, else the actor's.
  const lock = usePerencanaanLock(list.filters.satuan_kerja_id || null);

  const columns: DataTableColumn<Row>[] = [
    ...(showUnit
      ? [{ key: 'unit', header: 'Satuan kerja', render: (row: Row) => row.satuan_kerja_nama, width: '16%' }]
      : []),
    {
      key: 'rpjmd',
      header: 'Sasaran Strategis RPJMD',
      render: (row) => row.sasaran_strategis_rpjmd.sasaran,
      width: '24%',
    },
    {
      key: 'sasaran',
      header: 'Sasaran / IKU',
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/${GROUP}/${row.id}`} size="sm">
            {row.sasaran_strategis_satker}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.iku}
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
    { key: 'pengampu', header: 'Pengampu', render: (row) => row.pengampu },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) =>
        mayWrite ? (
          <RowActions
            group={GROUP}
            id={row.id}
            label={row.sasaran_strategis_satker}
            onDelete={() => onDelete(row)}
            lockedReason={lock.reason}
            extra={
              <Button
                component={Link}
                to={`/${GROUP}/${row.id}/kinerja-program-cross`}
                size="compact-sm"
                variant="light"
                color="grape"
                aria-label={`Cross cutting ${row.sasaran_strategis_satker}`}
                title="Kinerja program cross cutting"
              >
                <IconArrowsCross size={16} aria-hidden />
              </Button>
            }
          />
        ) : null,
    },
  ];

  return (
    <ListPage<Row>
      group={GROUP}
      caption="Daftar Sasaran Strategis PD"
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={mayWrite}
      lockedReason={mayWrite ? lock.reason : null}
      notice={mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
      filters={
        <UnitFilter
          resource={GROUP}
          value={list.filters.satuan_kerja_id}
          onChange={(v) => list.setFilter('satuan_kerja_id', v)}
        />
      }
    />
  );
}
