import { Group, Pagination, Text } from '@mantine/core';

export interface TablePaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** Rows shown on this page. */
  shown: number;
  onChange: (page: number) => void;
}

/** 'Menampilkan 1–20 dari 45 data' and the page buttons under a server-paginated table. */
export function TablePagination({ page, perPage, total, shown, onChange }: TablePaginationProps) {
  const offset = (page - 1) * perPage;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm">
        {total === 0 ? 'Tidak ada data' : `Menampilkan ${offset + 1}–${offset + shown} dari ${total} data`}
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
