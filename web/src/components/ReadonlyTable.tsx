import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';

/** One column of a read-only table: its header and what each row shows under it. */
export interface ReadonlyColumn<T> {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Aligns header and cells (numbers: 'right'). */
  align?: 'left' | 'center' | 'right';
  /** The header's width (e.g. 48 for a 'No' column). */
  width?: number | string;
}

interface ReadonlyTableProps<T> extends Omit<TableProps, 'children'> {
  columns: readonly (ReadonlyColumn<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** The table's accessible name, visually hidden. */
  caption?: string;
  /** Scrolls sideways below this width (Table.ScrollContainer). */
  minWidth?: number;
  /** Rows drawn after the data rows (a total, the empty-list line). */
  extraRows?: ReactNode;
}

/**
 * The plain table of a detail page, a modal or a card (no search, no pages: `DataTable` is the list
 * table): the columns as data, so each screen says only its headers and cells. A column given as
 * `false` is left out (a column only some users see).
 */
export function ReadonlyTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  minWidth,
  extraRows,
  ...tableProps
}: ReadonlyTableProps<T>) {
  const shown = columns.filter((column): column is ReadonlyColumn<T> => Boolean(column));
  const table = (
    <Table {...tableProps}>
      {caption ? (
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
      ) : null}
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, i) => (
            <Table.Th key={i} ta={column.align} w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)}>
            {shown.map((column, i) => (
              <Table.Td key={i} ta={column.align}>
                {column.cell(row, index)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        {extraRows}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
