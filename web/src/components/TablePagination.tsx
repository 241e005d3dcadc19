import { Group, Pagination, Text } from '@mantine/core';

export interface TablePaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** Rows shown on this page. */
  shown: number;
  onChange: (page: number) => void;
}

/**
 * 'Menampilkan 1–20 dari 45 data' and the page buttons under a server-paginated table. Nothing when
 * there is no row: the table's own empty state (the SPEC's words for that table) says it once.
 */
export function TablePagination({ page, perPage, total, shown, onChange }: TablePaginationProps) {
  if (total === 0) return null;
  const offset = (page - 1) * perPage;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm">
        {`Menampilkan ${offset + 1}–${offset + shown} dari ${total} data`}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': {
            first: 'Halaman pertama',
            previous: 'Halaman sebelumnya',
            next: 'Halaman berikutnya',
            last: 'Halaman terakhir',
          }[control],
        })}
        getItemProps={(p) => ({ 'aria-label': `Halaman ${p}` })}
      />
    </Group>
  );
}
