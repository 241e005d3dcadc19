import { Badge, Button, SegmentedControl, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  BULAN,
  bulanKumulatif,
  DEFAULT_PER_PAGE,
  endpointPath,
  formatNumber,
  formatPercent,
  formatRupiah,
  mayChooseUnit,
  raporDataReport,
  raporRankReport,
} from '@sakip/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { useYear } from '../../../api/year';
import { ExportButton } from '../../../components/crud/ExportButton';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { TablePagination } from '../../../components/TablePagination';
import { useRaporTable, type RaporDataRow, type RaporRankRow } from './api';
import { QuarterSelect, RaporTable, Toolbar, useRaporUnit, useTriwulan } from './RaporParts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const angka = (v: unknown) => (typeof v === 'number' ? formatNumber(v, Number.isInteger(v) ? 0 : 2) : '-');

function usePage(): [number, (p: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [
    page,
    (p) => {
      const next = new URLSearchParams(params);
      next.set('page', String(p));
      setParams(next, { replace: true });
    },
  ];
}

/** Semua / Tercapai / Tidak Tercapai, in the URL (a new filter starts at page 1). */
function useStatusFilter(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setStatus = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setParams(next, { replace: true });
  };
  return [params.get('status') ?? '', setStatus];
}

const STATUS = [
  { value: '', label: 'Semua' },
  { value: 'tercapai', label: 'Tercapai' },
  { value: 'tidak-tercapai', label: 'Tidak Tercapai' },
];

/** Two header rows: the item's columns, then Target / Realisasi under each month of the quarter. */
function DataHead({ months }: { months: readonly number[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th rowSpan={2}>No</Table.Th>
        <Table.Th rowSpan={2}>Sasaran Sub Kegiatan</Table.Th>
        <Table.Th rowSpan={2}>Indikator</Table.Th>
        <Table.Th rowSpan={2}>Capaian</Table.Th>
        <Table.Th rowSpan={2}>Penyebab Kegagalan</Table.Th>
        {months.map((m) => (
          <Table.Th key={m} colSpan={2} ta="center">
            {BULAN[m - 1]}
          </Table.Th>
        ))}
      </Table.Tr>
      <Table.Tr>
        {months.flatMap((m) => [
          <Table.Th key={`t${m}`}>Target</Table.Th>,
          <Table.Th key={`r${m}`}>Realisasi</Table.Th>,
        ])}
      </Table.Tr>
    </Table.Thead>
  );
}

/** One item: capaian badge, the causes button on a failed row, cumulative target and realisasi per month. */
function DataRow({ row, no, tw, months }: { row: RaporDataRow; no: number; tw: number; months: readonly number[] }) {
  const failed = row.status !== 'Tercapai';
  return (
    <Table.Tr>
      <Table.Td>{no}</Table.Td>
      <Table.Td miw={200}>{row.sasaran}</Table.Td>
      <Table.Td miw={180}>
        {row.indikator} ({row.satuan})
      </Table.Td>
      <Table.Td>
        <Badge color={failed ? 'red' : 'teal'} variant="light" style={{ textTransform: 'none' }}>
          {formatPercent(row.capaian)} {row.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        {failed ? (
          <Button
            component={Link}
            to={`/rapor-kinerja/${tw}/data/${row.id}/penyebab-kegagalan`}
            size="xs"
            variant={row.jumlah_penyebab > 0 ? 'light' : 'filled'}
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
            aria-label={`Penyebab kegagalan: ${row.sasaran}`}
          >
            {row.jumlah_penyebab > 0 ? `${row.jumlah_penyebab} penyebab` : 'Tambah penyebab'}
          </Button>
        ) : (
          '-'
        )}
      </Table.Td>
      {months.flatMap((m) => [
        <Table.Td key={`t${m}`} ta="right">
          {angka(row[`target_${m}`])}
        </Table.Td>,
        <Table.Td key={`r${m}`} ta="right">
          {angka(row[`realisasi_${m}`])}
        </Table.Td>,
      ])}
    </Table.Tr>
  );
}

/** Rank, unit, capaian, efisiensi and the budget columns (used / not used as Rp and %). */
function RankHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th rowSpan={2}>Rank</Table.Th>
        <Table.Th rowSpan={2}>Satuan Kerja/Biro</Table.Th>
        <Table.Th rowSpan={2}>Capaian Kinerja</Table.Th>
        <Table.Th rowSpan={2}>Efisiensi</Table.Th>
        <Table.Th rowSpan={2}>Jumlah Anggaran</Table.Th>
        <Table.Th colSpan={2} ta="center">
          Anggaran yang Digunakan
        </Table.Th>
        <Table.Th colSpan={2} ta="center">
          Anggaran yang Tidak Digunakan
        </Table.Th>
        <Table.Th rowSpan={2}>Penambahan Jumlah Output</Table.Th>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Rp</Table.Th>
        <Table.Th>%</Table.Th>
        <Table.Th>Rp</Table.Th>
        <Table.Th>%</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The money and percent cells of a rank row, in order. */
const RANK_CELLS: { key: keyof RaporRankRow; format: (v: number | null) => string }[] = [
  { key: 'capaian', format: formatPercent },
  { key: 'efisiensi', format: formatPercent },
  { key: 'anggaran', format: formatRupiah },
  { key: 'terserap', format: formatRupiah },
  { key: 'persen_terserap', format: formatPercent },
  { key: 'tidak_terserap', format: formatRupiah },
  { key: 'persen_tidak_terserap', format: formatPercent },
];

/** One unit of the ranking; the viewer's own unit highlighted. */
function RankRow({ row, mine }: { row: RaporRankRow; mine: boolean }) {
  return (
    <Table.Tr bg={mine ? 'yellow.1' : undefined} aria-current={mine ? 'true' : undefined} fw={mine ? 700 : undefined}>
      <Table.Td>{row.rank}</Table.Td>
      <Table.Td>
        {row.satuan_kerja_nama}
        {mine ? (
          <Badge ml="xs" size="sm" color="yellow" variant="filled">
            Satuan kerja Anda
          </Badge>
        ) : null}
      </Table.Td>
      {RANK_CELLS.map((cell) => (
        <Table.Td key={cell.key} ta="right" style={NOWRAP}>
          {cell.format(row[cell.key] as number | null)}
        </Table.Td>
      ))}
      <Table.Td ta="right">{angka(row.penambahan_output)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * /rapor-kinerja/{tw}/data (DOMAIN-2 'Data page'): the quarter's items with the cumulative target
 * and realisasi of each month, status, number of causes and, on failed rows, the button to their
 * causes. Semua / Tercapai / Tidak Tercapai filter; XLSX of what the filter shows.
 */
export function RaporDataPage() {
  const tw = useTriwulan();
  const tahun = useYear('auth');
  const { unit, setUnit } = useRaporUnit();
  const [status, setStatus] = useStatusFilter();
  const [page, setPage] = usePage();
  const query = { triwulan: tw, satuan_kerja_id: unit, status: status || undefined };
  const { data, isFetching } = useRaporTable<RaporDataRow>('data', { ...query, page, per_page: DEFAULT_PER_PAGE });
  const months = bulanKumulatif(tw);
  const rows = data?.data ?? [];
  const offset = (page - 1) * DEFAULT_PER_PAGE;
  const { user } = useSession();
  // A chooser without a unit of its own (pemerintah daerah, super) picks one first.
  const unitMissing = !unit && !!user && !user.satuan_kerja_id && mayChooseUnit(user, 'rapor-kinerja', 'read');
  return (
    <>
      <PageHeader
        title={raporDataReport.title}
        description={raporDataReport.description}
        actions={
          <ExportButton
            path={endpointPath(raporDataReport.endpoints.own.export)}
            query={query}
            fileName={`rapor-kinerja-data-tw${tw}-${tahun}.xlsx`}
          />
        }
      />
      <Toolbar>
        <QuarterSelect tw={tw} />
        <div>
          <Text size="sm" fw={500} mb={4} id="filter-status">
            Status
          </Text>
          <SegmentedControl aria-labelledby="filter-status" value={status} data={STATUS} onChange={setStatus} />
        </div>
        <UnitFilter
          value={unit ?? ''}
          onChange={(v) => setUnit(v || null)}
          resource="rapor-kinerja"
          placeholder="Pilih satuan kerja"
        />
      </Toolbar>
      <RaporTable
        minWidth={900}
        striped
        caption={`Data rapor kinerja triwulan ${tw}`}
        head={<DataHead months={months} />}
        colSpan={5 + months.length * 2}
        empty={
          rows.length === 0 && !isFetching
            ? unitMissing
              ? raporDataReport.unit?.emptyText
              : raporDataReport.emptyText
            : null
        }
        after={
          <>
            {isFetching && !data ? <LoadingText /> : null}
            <TablePagination
              page={page}
              perPage={DEFAULT_PER_PAGE}
              total={data?.total ?? 0}
              shown={rows.length}
              onChange={setPage}
            />
          </>
        }
      >
        {rows.map((row, i) => (
          <DataRow key={row.id} row={row} no={offset + i + 1} tw={tw} months={months} />
        ))}
      </RaporTable>
    </>
  );
}

/**
 * /rapor-kinerja/{tw}/rank (DOMAIN-2 'Rank page'): every unit in rank order with the columns of
 * DOMAIN-2; the viewer's own unit is highlighted. XLSX of the whole ranking.
 */
export function RaporRankPage() {
  const tw = useTriwulan();
  const tahun = useYear('auth');
  const { user } = useSession();
  const [page, setPage] = usePage();
  const [per] = useState(100);
  const { data, isFetching } = useRaporTable<RaporRankRow>('rank', { triwulan: tw, page, per_page: per });
  const rows = data?.data ?? [];
  const own = user?.satuan_kerja_id ?? null;
  return (
    <>
      <PageHeader
        title={raporRankReport.title}
        description={raporRankReport.description}
        actions={
          <ExportButton
            path={endpointPath(raporRankReport.endpoints.own.export)}
            query={{ triwulan: tw }}
            fileName={`rapor-kinerja-rank-tw${tw}-${tahun}.xlsx`}
          />
        }
      />
      <Toolbar>
        <QuarterSelect tw={tw} />
      </Toolbar>
      <RaporTable
        minWidth={1000}
        caption={`Peringkat rapor kinerja triwulan ${tw} tahun ${tahun}`}
        head={<RankHead />}
        colSpan={10}
        empty={rows.length === 0 && !isFetching ? raporRankReport.emptyText : null}
        after={
          <>
            {isFetching && !data ? <LoadingText /> : null}
            <TablePagination
              page={page}
              perPage={per}
              total={data?.total ?? 0}
              shown={rows.length}
              onChange={setPage}
            />
          </>
        }
      >
        {rows.map((row) => (
          <RankRow key={row.satuan_kerja_id} row={row} mine={row.satuan_kerja_id === own} />
        ))}
      </RaporTable>
    </>
  );
}
