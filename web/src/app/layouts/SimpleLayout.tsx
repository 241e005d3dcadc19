import { Anchor, Box, Center, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAplikasi } from '../../api/aplikasi';
import { RouteOutlet } from './RouteOutlet';

/** Centred card on a calm background: the login page. */
export function SimpleLayout({ children }: { children?: ReactNode }) {
  const aplikasi = useAplikasi();
  return (
    <Box mih="100vh" bg="var(--mantine-color-sakip-0)" py="xl" px="md">
      <Center component="main" mih="calc(100vh - 4rem)" style={{ flexDirection: 'column' }}>
        <Group mb="md" gap="xs">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="sakip.9">
            Sakip
          </Anchor>
          {aplikasi.data?.nama_kota ? <Text c="dimmed">{aplikasi.data.nama_kota}</Text> : null}
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <RouteOutlet>{children}</RouteOutlet>
        </Paper>
      </Center>
    </Box>
  );
}
