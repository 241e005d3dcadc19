import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DEFAULT_PER_PAGE,
  mayChooseUnit,
  visibleColumns,
  type Paginated,
  type Report,
  type ReportRow,
} from '@sakip/domain';
import { IconFileTypeCsv, IconJson } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { api, buildUrl, type QueryParams } from '../../api/client';
import { useSession } from '../../api/session';
import { crudKeys } from '../../api/query-keys';
import { getYear, useYear } from '../../api/year';
import { ExportButton } from '../crud/ExportButton';
import { useListFilters } from '../crud/use-list-filters';
import { ReportChart } from '../charts/ReportChart';
import { PageHeader } from '../PageHeader';
import { TablePagination } from '../TablePagination';
import { rememberPublicUnit } from './public-unit';
import { ReportFilters, reportFilterKeys } from './ReportFilters';
import { BandLegend, ReportTable } from './ReportTable';

/** Query keys of report pages: every report under 'report', then its slug (never the year). */
export const reportKeys = crudKeys('report');

interface ReportPageProps {
  report: Report;
  /** The public copy (guest layout): public API path, public year, unit picker for everyone, CSV/JSON. */
  isPublic?: boolean;
  /** Extra buttons of the page header (e.g. a link to the entry page). */
  actions?: ReactNode;
}

/** Does the viewer pick the unit, and has nobody picked one yet (the server then shows no rows)? */
function useUnitMissing(report: Report, isPublic: boolean, chosen: string | undefined): boolean {
  const { user } = useSession();
  if (!report.unit || chosen) return false;
  if (isPublic) return true;
  return !!user && mayChooseUnit(user, report.unit.resource, 'read') && !user.satuan_kerja_id;
}

/**
 * The export file's name: the report, the year, the quarter and the unit it holds (issue 25 item 34),
 * e.g. display-mikro-renstra-2024-tw1-1010.xlsx.
 */
function exportFileName(slug: string, year: number, filters: Record<string, string>): string {
  const parts = [slug.replace(/\//g, '-'), String(year)];
  if (filters.triwulan) parts.push(`tw${filters.triwulan}`);
  if (filters.satuan_kerja_id) parts.push(filters.satuan_kerja_id);
  return `${parts.join('-')}.xlsx`;
}

/** CSV and JSON of what the filter shows: stable links (open data) with the year in the URL. */
function OpenDataLinks({ path, query, disabled }: { path: string; query: QueryParams; disabled: boolean }) {
  if (disabled) {
    return (
      <Text size="sm" c="dimmed">
        Unduh CSV dan JSON tersedia setelah satuan kerja dipilih.
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <Anchor href={buildUrl(`${path}/export`, { ...query, format: 'csv' })} size="sm">
        <Group gap={4} component="span">
          <IconFileTypeCsv size={16} aria-hidden /> Unduh CSV
        </Group>
      </Anchor>
      <Anchor href={buildUrl(`${path}/export`, { ...query, format: 'json' })} size="sm">
        <Group gap={4} component="span">
          <IconJson size={16} aria-hidden /> Unduh JSON
        </Group>
      </Anchor>
    </Group>
  );
}

/**
 * A page of a report's rows. The public year is read when the request leaves, not keyed: a year
 * change refetches every query.
 */
function useReportRows(path: string, slug: string, isPublic: boolean, query: QueryParams, page: number) {
  return useQuery({
    queryKey: reportKeys.view(slug, isPublic ? 'public' : 'auth', query, page),
    queryFn: () =>
      api.get<Paginated<ReportRow>>(path, {
        query: {
          ...query,
          ...(isPublic ? { tahun_kinerja: getYear('public') } : {}),
          page,
          per_page: DEFAULT_PER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Any report page from its declaration (packages/domain report, decision 0023): title, filters in
 * the URL, the table (20 per page), search, empty and loading texts, id-ID formats, bands with a
 * legend, the XLSX export, and on a public copy the CSV and JSON links. A route is one line:
 * `route('/display-mikro/x', 'X', 'auth', { page: () => import('…').then(() => ({ default: () => <ReportPage report={xReport} /> })) })`.
 */
export function ReportPage({ report, isPublic = false, actions }: ReportPageProps) {
  const year = useYear(isPublic ? 'public' : 'auth');
  const keys = useMemo(() => reportFilterKeys(report), [report]);
  const list = useListFilters(keys);
  const path = isPublic ? report.publicApiPath : report.apiPath;
  // The public year goes in the URL too, so that a copied export link names its year.
  const query: QueryParams = useMemo(
    () => ({ ...list.query, ...(isPublic ? { tahun_kinerja: year } : {}) }),
    [list.query, isPublic, year],
  );
  const rows = useReportRows(path, report.slug, isPublic, list.query, list.page);
  const unitMissing = useUnitMissing(report, isPublic, list.filters.satuan_kerja_id);
  const chosenUnit = list.filters.satuan_kerja_id;
  useEffect(() => {
    if (isPublic && chosenUnit) rememberPublicUnit(chosenUnit);
  }, [isPublic, chosenUnit]);
  const columns = visibleColumns(report, isPublic);
  const data = rows.data;

  return (
    <>
      <PageHeader
        title={report.title}
        description={report.description}
        actions={
          <>
            {actions}
            <ExportButton
              path={`${path}/export`}
              query={query}
              fileName={exportFileName(report.slug, year, list.filters)}
              disabled={unitMissing}
            />
          </>
        }
      />
      <Stack gap="md">
        <ReportFilters
          report={report}
          isPublic={isPublic}
          search={list.search}
          filters={list.filters}
          setFilter={list.setFilter}
        />
        {report.chart && data?.data.length ? <ReportChart report={report} rows={data.data} tahun={year} /> : null}
        <Paper withBorder radius="md" p="md">
          <ReportTable
            caption={report.title}
            columns={columns}
            rows={data?.data}
            rowKey={report.rowKey}
            tahun={year}
            offset={(list.page - 1) * DEFAULT_PER_PAGE}
            loading={rows.isFetching}
            emptyText={unitMissing ? (report.unit?.emptyText ?? report.emptyText) : report.emptyText}
            nomor={report.nomor !== false}
          />
          <TablePagination
            page={list.page}
            perPage={data?.per_page ?? DEFAULT_PER_PAGE}
            total={data?.total ?? 0}
            shown={data?.data.length ?? 0}
            onChange={list.setPage}
          />
        </Paper>
        <BandLegend columns={columns} />
        {isPublic ? <OpenDataLinks path={path} query={query} disabled={unitMissing} /> : null}
      </Stack>
    </>
  );
}
