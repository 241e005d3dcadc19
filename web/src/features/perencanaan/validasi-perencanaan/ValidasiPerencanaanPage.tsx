import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadingText } from '../../../components/LoadingText';
import { IconInfoCircle, IconListSearch } from '@tabler/icons-react';
import {
  DEFAULT_PER_PAGE,
  FASE_VALIDASI_PERENCANAAN,
  formatDate,
  labelFaseValidasi,
  mayChooseUnit,
  validatorPerencanaanStage,
  type ValidasiPerencanaanUnit,
} from '@sakip/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { ChoiceFilter } from '../../../components/crud/ChoiceFilter';
import { StatusValidasiFilter } from '../../../components/crud/ListFilters';
import { useListFilters } from '../../../components/crud/use-list-filters';
import { useValidasiList } from './api';
import { AjukanButton, CatatanTerakhir, FaseBadge } from './ValidasiControls';

const FILTER_KEYS = ['tahap', 'status', 'fase'] as const;
const TAHAP_DATA = ['1', '2', '3'].map((t) => ({ value: t, label: `Tahap ${t}` }));
const FASE_DATA = FASE_VALIDASI_PERENCANAAN.map((fase) => ({
  value: fase,
  label:
    fase === 'menunggu' ? 'Menunggu validasi' : fase === 'ditolak' ? 'Dikembalikan' : labelFaseValidasi(fase, null),
}));

function description(stage: number | undefined, year: number): string {
  if (stage) {
    return `Perencanaan tahun ${year} yang menunggu validasi tahap ${stage} tampil paling atas; satuan kerja lain tampil untuk dipantau.`;
  }
  return `Status validasi perencanaan tahun ${year}. Satuan kerja mengajukan perencanaannya; validator perencanaan tahap 1, 2 dan 3 menyetujui atau menolak secara berurutan.`;
}

const LOCK_NOTE =
  'Setelah diajukan, perencanaan tidak dapat diubah selama proses validasi dan setelah tervalidasi. Jika ditolak, perencanaan dapat diperbaiki lalu diajukan ulang.';

/** A unit account (one unit in scope): its own plan's status, the note and 'Ajukan'. */
function OwnPlan({ unit }: { unit: ValidasiPerencanaanUnit }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Status validasi ${unit.satuan_kerja_nama}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{unit.satuan_kerja_nama}</Text>
            <Group gap="xs">
              <Text size="sm">Status:</Text>
              <FaseBadge fase={unit.fase} tahap={unit.tahap} />
            </Group>
            {unit.updated_at ? (
              <Text size="xs" c="dimmed">
                Diperbarui {formatDate(unit.updated_at, true)}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {unit.aksi.ajukan ? <AjukanButton unit={unit} /> : null}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconListSearch size={16} aria-hidden />}
              onClick={() => navigate(`/validasi-perencanaan/${encodeURIComponent(unit.satuan_kerja_id)}`)}
            >
              Rencana dan Riwayat
            </Button>
          </Group>
        </Group>
        <CatatanTerakhir unit={unit} />
        <Text size="sm" c="dimmed">
          {LOCK_NOTE}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The units' table: unit, status, last note, updated, and 'Ajukan' / 'Periksa' / 'Detail'. */
function unitColumns(navigate: (to: string) => void): DataTableColumn<ValidasiPerencanaanUnit>[] {
  return [
    {
      key: 'satker',
      header: 'Satuan Kerja',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {r.satuan_kerja_nama}
          </Text>
          <Text size="xs" c="dimmed">
            {r.satuan_kerja_id}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', render: (r) => <FaseBadge fase={r.fase} tahap={r.tahap} /> },
    {
      key: 'catatan',
      header: 'Catatan Terakhir',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.catatan ?? '-'}
        </Text>
      ),
    },
    { key: 'updated', header: 'Diperbarui', render: (r) => (r.updated_at ? formatDate(r.updated_at) : '-') },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          {r.aksi.ajukan ? <AjukanButton unit={r} /> : null}
          <Button
            size="xs"
            variant={r.aksi.validasi ? 'filled' : 'light'}
            leftSection={<IconListSearch size={16} aria-hidden />}
            onClick={() => navigate(`/validasi-perencanaan/${encodeURIComponent(r.satuan_kerja_id)}`)}
            aria-label={`${r.aksi.validasi ? 'Periksa' : 'Detail'} ${r.satuan_kerja_nama}`}
          >
            {r.aksi.validasi ? 'Periksa' : 'Detail'}
          </Button>
        </Group>
      ),
    },
  ];
}

/** Tahap, status and process of the plans, in the URL. */
function ValidasiFilters({
  filters,
  setFilter,
}: {
  filters: Record<(typeof FILTER_KEYS)[number], string>;
  setFilter: (key: (typeof FILTER_KEYS)[number], value: string | null) => void;
}) {
  return (
    <>
      <ChoiceFilter
        label="Tahap"
        data={TAHAP_DATA}
        value={filters.tahap}
        onChange={(value) => setFilter('tahap', value)}
        width={140}
      />
      <StatusValidasiFilter value={filters.status} onChange={(value) => setFilter('status', value)} />
      <ChoiceFilter
        label="Proses"
        data={FASE_DATA}
        value={filters.fase}
        onChange={(value) => setFilter('fase', value)}
        width={200}
      />
    </>
  );
}

/** How many plans on this page wait for the validator's stage. */
function WaitingAlert({ stage, waiting }: { stage: number; waiting: number }) {
  return (
    <Alert
      color={waiting > 0 ? 'orange' : 'gray'}
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      mb="md"
    >
      {waiting > 0
        ? `${waiting} perencanaan di halaman ini menunggu validasi tahap ${stage} Anda.`
        : `Tidak ada perencanaan di halaman ini yang menunggu validasi tahap ${stage}.`}
    </Alert>
  );
}

/**
 * /validasi-perencanaan: the units and where their plan of the year stands. A validator sees the
 * plans waiting at its stage first; a unit sees its own status and submits ('Ajukan').
 */
export default function ValidasiPerencanaanPage() {
  const year = useYear('auth');
  const { user } = useSession();
  const navigate = useNavigate();
  const stage = user ? validatorPerencanaanStage(user.role_id) : undefined;
  const { page, search, filters, setFilter, setPage, query } = useListFilters(FILTER_KEYS);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const params = useMemo(
    () => ({ ...query, search: debounced, page, per_page: DEFAULT_PER_PAGE }),
    [query, debounced, page],
  );
  const list = useValidasiList(params);
  const waiting = list.data?.data.filter((row) => row.aksi.validasi).length ?? 0;
  const ownUnitOnly = user ? !mayChooseUnit(user, 'validasi-perencanaan', 'read') : false;

  if (ownUnitOnly) {
    const own = list.data?.data[0];
    return (
      <>
        <PageHeader description={description(stage, year)} />
        {list.isPending ? (
          <LoadingText />
        ) : own ? (
          <OwnPlan unit={own} />
        ) : (
          <Text size="sm">Akun Anda tidak terhubung ke satuan kerja.</Text>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader description={description(stage, year)} />
      {stage ? <WaitingAlert stage={stage} waiting={waiting} /> : null}
      <DataTable
        caption="Status validasi perencanaan per satuan kerja"
        columns={unitColumns((to) => void navigate(to))}
        rows={list.data?.data}
        rowKey={(r) => r.satuan_kerja_id}
        loading={list.isFetching}
        emptyText="Tidak ada satuan kerja"
        search={{ value: search, onChange: (value) => setFilter('search', value), label: 'Cari satuan kerja' }}
        filters={<ValidasiFilters filters={filters} setFilter={setFilter} />}
        pagination={
          list.data ? { page, perPage: list.data.per_page, total: list.data.total, onChange: setPage } : undefined
        }
      />
    </>
  );
}
