import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteMeta } from './route-meta';

interface PageHeaderProps {
  /** Defaults to the route's title. */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const meta = useRouteMeta();
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title ?? meta?.title ?? 'Sakip'}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
