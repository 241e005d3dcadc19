import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingText } from './LoadingText';

/**
 * The body of a list table before its rows: 'Sedang memuat data...' while the first page loads,
 * the page's empty text when there is nothing, else null (the caller renders its rows).
 */
export function tableState(
  rows: readonly unknown[] | undefined,
  loading: boolean,
  colSpan: number,
  emptyText: string,
): ReactNode {
  if (loading && !rows?.length)
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <LoadingText />
        </Table.Td>
      </Table.Tr>
    );
  if (!rows?.length)
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Text size="sm" ta="center" py="md">
            {emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return null;
}
