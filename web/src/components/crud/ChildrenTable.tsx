import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatNumber, formatPercent, type KinerjaChild } from '@sakip/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ChildrenTableProps {
  rows: KinerjaChild[];
  /** The children's CRUD group (their show pages; not for adopted ones, another unit's), or null. */
  childGroup: string | null;
  emptyText: string;
  /** Show the unit column (cross-cutting lists: the other unit's name). */
  withUnit?: boolean;
  /** An extra last cell per row (e.g. a 'Lepas' button). */
  action?: (child: KinerjaChild) => ReactNode;
  actionHeader?: string;
}

const numberText = (value: number | null) => (value === null ? '-' : formatNumber(value, 2));

/** The children of a kinerja on its show page (own and adopted ones, marked 'Cross cutting'). */
export function ChildrenTable({
  rows,
  childGroup,
  emptyText,
  withUnit = false,
  action,
  actionHeader = 'Aksi',
}: ChildrenTableProps) {
  if (rows.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nama</Table.Th>
            {withUnit ? <Table.Th>Satuan kerja</Table.Th> : null}
            <Table.Th>Indikator</Table.Th>
            <Table.Th ta="right">Target</Table.Th>
            <Table.Th ta="right">Capaian</Table.Th>
            {action ? <Table.Th>{actionHeader}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((child) => (
            <Table.Tr key={child.id}>
              <Table.Td>
                {childGroup && !child.is_cross ? (
                  <Anchor component={Link} to={`/${childGroup}/${child.id}`} size="sm">
                    {child.nama ?? child.sasaran}
                  </Anchor>
                ) : (
                  (child.nama ?? child.sasaran)
                )}
                {child.is_cross ? (
                  <Badge ml="xs" size="xs" variant="light">
                    Cross cutting
                  </Badge>
                ) : null}
              </Table.Td>
              {withUnit ? <Table.Td>{child.satuan_kerja_nama}</Table.Td> : null}
              <Table.Td>{child.indikator}</Table.Td>
              <Table.Td ta="right">
                {numberText(child.target)} {child.satuan}
              </Table.Td>
              <Table.Td ta="right">{formatPercent(child.capaian)}</Table.Td>
              {action ? <Table.Td>{action(child)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
