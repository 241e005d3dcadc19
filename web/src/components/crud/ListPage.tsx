import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryParams } from '../../api/client';
import { DataTable, type DataTableColumn } from '../DataTable';
import { PageHeader } from '../PageHeader';
import { ExportButton } from './ExportButton';

interface ListPageProps<T> {
  /** The CRUD group, e.g. 'kinerja-program' (API path, page paths and export file name). */
  group: string;
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  total: number;
  perPage: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  search: string;
  onSearch: (value: string) => void;
  /** The filters row (next to the search box). */
  filters?: ReactNode;
  /** The query of the export (what the filters show). */
  exportQuery: QueryParams;
  /** Show 'Tambah' (a link to /{group}/create). */
  canCreate?: boolean;
  /**
   * Writes held (e.g. the planning lock): 'Tambah' shows disabled with this reason as its title.
   * Pass the same reason to the rows' RowActions; `notice` tells the user why above the table.
   */
  lockedReason?: string | null;
  /** A notice above the table (e.g. the planning-lock alert). */
  notice?: ReactNode;
  emptyText?: string;
  /** Buttons after Export (the "Impor" of a list an import fills). */
  actions?: ReactNode;
}

/** The index page of a CRUD group: header with Tambah and Export, filters, table, pagination. */
export function ListPage<T extends { id: number }>({
  group,
  caption,
  columns,
  rows,
  total,
  perPage,
  loading,
  page,
  onPage,
  search,
  onSearch,
  filters,
  exportQuery,
  canCreate = true,
  lockedReason,
  notice,
  emptyText,
  actions,
}: ListPageProps<T>) {
  return (
    <>
      <PageHeader
        actions={
          <>
            <ExportButton path={`/${group}/export`} query={exportQuery} fileName={`${group}.xlsx`} />
            {actions}
            {canCreate && lockedReason ? (
              <Button disabled title={lockedReason} leftSection={<IconPlus size={16} aria-hidden />}>
                Tambah
              </Button>
            ) : canCreate ? (
              <Button component={Link} to={`/${group}/create`} leftSection={<IconPlus size={16} aria-hidden />}>
                Tambah
              </Button>
            ) : null}
          </>
        }
      />
      {notice ? <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{notice}</div> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        pagination={{ page, perPage, total, onChange: onPage }}
        search={{ value: search, onChange: onSearch }}
        filters={filters}
        {...(emptyText ? { emptyText } : {})}
      />
    </>
  );
}
