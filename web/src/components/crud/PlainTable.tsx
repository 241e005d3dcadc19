import { Table } from '@mantine/core';
import type { DataTableColumn } from '../DataTable';

interface PlainTableProps<T> {
  /** The table's accessible name (aria-label), when it has one. */
  label?: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: Pick<DataTableColumn<T>, 'key' | 'header' | 'render' | 'align' | 'width'>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}

/**
 * A small striped table of a show page (years, quarters, members): every row drawn, no search,
 * paging or empty text (the caller says 'Belum ada …' before drawing it). Columns as DataTable's.
 */
export function PlainTable<T>({ label, minWidth, columns, rows, rowKey }: PlainTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) => (
              <Table.Th key={col.key} ta={col.align} w={col.width}>
                {col.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((col) => (
                <Table.Td key={col.key} ta={col.align}>
                  {col.render(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
