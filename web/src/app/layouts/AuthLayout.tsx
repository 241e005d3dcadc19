import { Anchor, AppShell, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { menusFor } from '@sakip/domain/menus';
import { ROLE_LABELS, roleName } from '@sakip/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { useYear } from '../../api/year';
import { LoadingText } from '../../components/LoadingText';
import { YearSelect } from '../../components/YearSelect';
import { logout } from '../../api/logout';
import { TugasBell } from '../../features/display/routes';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { CountdownBanners } from './CountdownBanners';
import { RouteOutlet } from './RouteOutlet';
import { Sidebar } from './Sidebar';

/** Below 992 px (Mantine 'md' = 62em) the sidebar collapses behind the burger. */
export const SIDEBAR_BREAKPOINT = 'md';

/**
 * The authenticated layout: navbar (user, year, logout), sidebar menus by role, breadcrumb and the
 * countdown banners. Without a user it only renders the route, whose guard redirects to /login.
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useSession();
  const year = useYear('auth');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const groups = useMemo(() => (user ? menusFor(user, year) : []), [user, year]);

  useEffect(() => {
    close();
  }, [pathname, close]);

  if (isLoading) return <LoadingText fullPage />;
  if (!user) return <RouteOutlet>{children}</RouteOutlet>;

  const role = roleName(user.role_id);
  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout(queryClient, navigate);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 280, lg: 300 }, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={SIDEBAR_BREAKPOINT}
              size="sm"
              aria-label={opened ? 'Tutup menu' : 'Buka menu'}
              aria-expanded={opened}
              aria-controls="menu-utama"
            />
            <Anchor component={Link} to="/dashboard" underline="never" fw={800} fz="xl" c="sakip.8">
              Sakip
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <YearSelect scope="auth" size="xs" />
            <Suspense fallback={null}>
              <TugasBell />
            </Suspense>
            <Stack gap={0} visibleFrom="sm" align="flex-end" maw={260}>
              <Text size="sm" fw={600} lineClamp={1} data-testid="user-nama">
                {user.nama}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {role ? ROLE_LABELS[role] : user.role}
                {user.satuan_kerja_nama ? ` · ${user.satuan_kerja_nama}` : ''}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="xs"
              onClick={() => void onLogout()}
              loading={leaving}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              Keluar
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Menu utama" id="menu-utama">
        <Stack
          gap={0}
          hiddenFrom="sm"
          px="sm"
          pb="xs"
          mb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text size="sm" fw={600}>
            {user.nama}
          </Text>
          <Text size="xs" c="dimmed">
            {role ? ROLE_LABELS[role] : user.role}
          </Text>
        </Stack>
        <Sidebar groups={groups} />
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <CountdownBanners />
        <AppBreadcrumbs />
        <RouteOutlet>{children}</RouteOutlet>
      </AppShell.Main>
    </AppShell>
  );
}
