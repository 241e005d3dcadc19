import { Group, Paper, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './DataTable.module.css';
import { tableState } from './table-state';
import { TablePagination } from './TablePagination';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  /** Width hint, e.g. 120 or '20%'. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Kept in view at the right edge while the table scrolls; the 'Aksi' column is pinned by default. */
  pinned?: boolean;
}

const isPinned = <T,>(col: DataTableColumn<T>) => col.pinned ?? col.header === 'Aksi';

interface DataTableProps<T> {
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: string;
  /** Server-side pagination: shown when given. */
  pagination?: { page: number; perPage: number; total: number; onChange: (page: number) => void };
  /** A search box above the table when given. */
  search?: { value: string; onChange: (value: string) => void; label?: string };
  /** Extra filters placed next to the search box. */
  filters?: ReactNode;
  /** Number the rows (No) from the page offset. */
  numbered?: boolean;
}

/** The search box and the filters above a list table (nothing when it has neither). */
function SearchBar<T>({ search, filters }: Pick<DataTableProps<T>, 'search' | 'filters'>) {
  if (!search && !filters) return null;
  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      {search ? (
        <TextInput
          label={search.label ?? 'Cari'}
          type="search"
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 280 }}
        />
      ) : null}
      {filters}
    </Group>
  );
}

/** The list table of every CRUD page: search, filters, loading and empty states, pagination. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'Tidak ada data',
  pagination,
  search,
  filters,
  numbered = true,
}: DataTableProps<T>) {
  const offset = pagination ? (pagination.page - 1) * pagination.perPage : 0;
  const colSpan = columns.length + (numbered ? 1 : 0);

  const body =
    tableState(rows, loading, colSpan, emptyText) ??
    rows?.map((row, index) => (
      <Table.Tr key={rowKey(row)}>
        {numbered ? <Table.Td>{offset + index + 1}</Table.Td> : null}
        {columns.map((col) => (
          <Table.Td key={col.key} ta={col.align} className={isPinned(col) ? classes.pinned : undefined}>
            {col.render(row, index)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));

  return (
    <Paper withBorder radius="md" p="md">
      <SearchBar search={search} filters={filters} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {numbered ? <Table.Th w={56}>No</Table.Th> : null}
              {columns.map((col) => (
                <Table.Th
                  key={col.key}
                  w={col.width}
                  ta={col.align}
                  className={isPinned(col) ? classes.pinned : undefined}
                >
                  {col.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pagination ? (
        <TablePagination
          page={pagination.page}
          perPage={pagination.perPage}
          total={pagination.total}
          shown={rows?.length ?? 0}
          onChange={pagination.onChange}
        />
      ) : null}
    </Paper>
  );
}
