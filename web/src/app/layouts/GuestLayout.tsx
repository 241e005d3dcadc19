import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLayoutDashboard, IconLogin } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAplikasi } from '../../api/aplikasi';
import { useSession } from '../../api/session';
import { YearSelect } from '../../components/YearSelect';
import { rememberedPublicUnit } from '../../components/report/public-unit';
import { navTarget, PUBLIC_NAV, type NavItem } from '../../features/display/routes';
import { RouteOutlet } from './RouteOutlet';

const HEADER_TOP = 60;
const HEADER_NAV = 44;

const MENUS: { label: string; items: NavItem[] }[] = [
  { label: 'Kinerja Walikota', items: PUBLIC_NAV.kinerjaWalikota },
  { label: 'Kinerja Perangkat Daerah', items: PUBLIC_NAV.kinerjaPerangkatDaerah },
];

const LINKS_AFTER: { label: string; to: string; menu?: NavItem[] }[] = [
  { label: 'Arsitektur Kinerja', to: '', menu: PUBLIC_NAV.arsitekturKinerja },
  { label: 'Laporan & Dokumen', to: '', menu: PUBLIC_NAV.laporanDokumen },
  { label: 'Program Prioritas', to: PUBLIC_NAV.programPrioritas },
];

function DropdownMenu({ label, items, unit }: { label: string; items: NavItem[]; unit: string | null }) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={180} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="sm"
          px="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={navTarget(item, unit)}>
            {item.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function SessionButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { user, isLoading } = useSession();
  if (user) {
    return (
      <Button
        component={Link}
        to="/dashboard"
        size="sm"
        fullWidth={fullWidth}
        leftSection={<IconLayoutDashboard size={16} aria-hidden />}
      >
        Dashboard
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to="/login"
      size="sm"
      fullWidth={fullWidth}
      variant={isLoading ? 'default' : 'filled'}
      leftSection={<IconLogin size={16} aria-hidden />}
    >
      Login
    </Button>
  );
}

/** The public layout (welcome, login errors, public display): top navbar with the public menus. */
export function GuestLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const aplikasi = useAplikasi();
  const { pathname, search } = useLocation();
  // The unit a visitor chose on a public page stays chosen across the navbar (issue 25 item 31).
  const unit = new URLSearchParams(search).get('satuan_kerja_id') ?? rememberedPublicUnit();

  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <AppShell header={{ height: { base: HEADER_TOP, lg: HEADER_TOP + HEADER_NAV } }} padding={0}>
      <AppShell.Header>
        <Container size="xl" h={HEADER_TOP}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            {/* The link's name is its visible text (WCAG 2.5.3, issue 25 item 37). */}
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <Group gap={8} wrap="nowrap">
                <Text fw={800} fz="xl" c="sakip.8">
                  Sakip
                </Text>
                {aplikasi.data?.nama_kota ? (
                  <Text size="sm" c="dimmed" visibleFrom="sm" lineClamp={1}>
                    {aplikasi.data.nama_kota}
                  </Text>
                ) : null}
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <YearSelect scope="public" size="xs" />
              <Box visibleFrom="xs">
                <SessionButton />
              </Box>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label={opened ? 'Tutup menu' : 'Buka menu'}
                aria-expanded={opened}
              />
            </Group>
          </Group>
        </Container>
        <Box visibleFrom="lg" h={HEADER_NAV} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Container size="xl" h="100%">
            <Group component="nav" aria-label="Menu publik" gap={4} h="100%" wrap="nowrap">
              {MENUS.map((m) => (
                <DropdownMenu key={m.label} label={m.label} items={m.items} unit={unit} />
              ))}
              {LINKS_AFTER.map((l) =>
                l.menu ? (
                  <DropdownMenu key={l.label} label={l.label} items={l.menu} unit={unit} />
                ) : (
                  <Button key={l.label} component={Link} to={l.to} variant="subtle" color="dark" size="sm" px="xs">
                    {l.label}
                  </Button>
                ),
              )}
            </Group>
          </Container>
        </Box>
      </AppShell.Header>

      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="lg" position="right" size="xs">
        <ScrollArea.Autosize mah="calc(100vh - 80px)">
          <Stack gap="xs" component="nav" aria-label="Menu publik">
            <SessionButton fullWidth />
            <Divider my={4} />
            {[
              ...MENUS,
              { label: 'Arsitektur Kinerja', items: PUBLIC_NAV.arsitekturKinerja },
              { label: 'Laporan & Dokumen', items: PUBLIC_NAV.laporanDokumen },
            ].map((m) => (
              <NavLink key={m.label} label={m.label} component="button" type="button" childrenOffset="sm">
                {m.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={navTarget(item, unit)}
                    label={item.title}
                    active={pathname === item.to}
                  />
                ))}
              </NavLink>
            ))}
            <NavLink component={Link} to={PUBLIC_NAV.programPrioritas} label="Program Prioritas" />
          </Stack>
        </ScrollArea.Autosize>
      </Drawer>

      <AppShell.Main>
        <Box mih="calc(100vh - 180px)">
          <Container size="xl" py="md">
            <RouteOutlet>{children}</RouteOutlet>
          </Container>
        </Box>
        <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="xl">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()}{' '}
              {aplikasi.data?.nama_kota ? `Pemerintah ${aplikasi.data.nama_kota}` : 'Sakip'} · Sistem Akuntabilitas
              Kinerja Instansi Pemerintah
            </Text>
          </Container>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
