import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered panel of a show page under its heading (h2 drawn at h4 size): 'Target dan Realisasi'. */
export function TitledPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
