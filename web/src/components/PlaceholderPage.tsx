import { Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './PageHeader';

/** The page of every route a later issue builds: the menu name and "Modul ini belum tersedia". */
export const PLACEHOLDER_TEXT = 'Modul ini belum tersedia';

export default function PlaceholderPage() {
  return (
    <>
      <PageHeader />
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" size="lg">
          <IconTools size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
          {PLACEHOLDER_TEXT}
        </Text>
      </Paper>
    </>
  );
}
