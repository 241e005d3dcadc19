import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, formatNumber, type KinerjaSubKegiatanRecord } from '@sakip/domain';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useCrudList } from '../../../api/crud';
import { useListFilters } from '../../../components/crud/use-list-filters';
import { ValidasiUnitFilters } from '../ValidasiUnitFilters';
import { ListPage } from '../../../components/crud/ListPage';
import type { DataTableColumn } from '../../../components/DataTable';
import { ValidasiSubKegiatanForm } from './ValidasiSubKegiatanForm';

/** GET /kinerja-sub-kegiatan/validasi: the year's sub kegiatan of every unit (validator_bappeda). */
const LIST = 'kinerja-sub-kegiatan/validasi';
const FILTER_KEYS = ['status_validasi', 'satuan_kerja_id'] as const;

type Row = KinerjaSubKegiatanRecord;

/** The whole label, never cut: the column is narrow on small screens. */
const BADGE_STYLE = { minWidth: 'max-content' } as const;

function StatusValidasiBadge({ row }: { row: Pick<Row, 'status_validasi'> }) {
  return row.status_validasi ? (
    <Badge color="green" variant="light" tt="none" style={BADGE_STYLE}>
      Tervalidasi
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" style={BADGE_STYLE}>
      Belum Tervalidasi
    </Badge>
  );
}

/** /kinerja-sub-kegiatan/validasi: Bappeda validates sub activity performance with a note. */
export default function KinerjaSubKegiatanValidasiPage() {
  const list = useListFilters(FILTER_KEYS);
  const rows = useCrudList<Row>(LIST, list.page, list.query);
  const [selected, setSelected] = useState<Row | null>(null);

  const columns: DataTableColumn<Row>[] = [
    { key: 'satuan_kerja', header: 'Satuan Kerja', render: (row) => row.satuan_kerja_nama, width: '16%' },
    {
      key: 'sub_kegiatan',
      header: 'Sub Kegiatan',
      render: (row) => `${row.sub_kegiatan.kode} ${row.sub_kegiatan.nama}`,
      width: '22%',
    },
    {
      key: 'indikator',
      header: 'Sasaran / Indikator',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">{row.sasaran}</Text>
          <Text size="xs" c="dimmed">
            {row.indikator}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'target',
      header: 'Target',
      align: 'right',
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.target === null ? '-' : `${formatNumber(row.target, 2)} ${row.satuan}`}
        </span>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <StatusValidasiBadge row={row} /> },
    { key: 'catatan', header: 'Catatan', render: (row) => row.catatan_validasi ?? '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconChecklist size={16} aria-hidden />}
          aria-label={`Validasi ${row.indikator}`}
          onClick={() => setSelected(row)}
        >
          Validasi
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListPage<Row>
        group={LIST}
        caption="Daftar kinerja sub kegiatan untuk divalidasi"
        columns={columns}
        rows={rows.data?.data}
        total={rows.data?.total ?? 0}
        perPage={rows.data?.per_page ?? DEFAULT_PER_PAGE}
        loading={rows.isFetching}
        page={list.page}
        onPage={list.setPage}
        search={list.search}
        onSearch={(v) => list.setFilter('search', v)}
        exportQuery={list.query}
        canCreate={false}
        filters={<ValidasiUnitFilters list={list} resource="validasi-sub-kegiatan" />}
      />
      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title="Validasi Kinerja Sub Kegiatan"
        size="lg"
      >
        {selected ? <ValidasiSubKegiatanForm record={selected} onDone={() => setSelected(null)} /> : null}
      </Modal>
    </>
  );
}
