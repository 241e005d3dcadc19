import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ShowFieldItem {
  label: string;
  value: ReactNode;
}

/** The label/value list of a show page. */
export function ShowFields({ items, cols = 2 }: { items: ShowFieldItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" component="dl" m={0}>
      {items.map((item) => (
        <Stack gap={2} key={item.label}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
