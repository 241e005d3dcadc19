import { NavLink, ScrollArea } from '@mantine/core';
import {
  IconBuildingBank,
  IconBuildingCommunity,
  IconChartBar,
  IconChecklist,
  IconCircleCheck,
  IconClipboardCheck,
  IconClipboardList,
  IconExternalLink,
  IconFileCertificate,
  IconHome,
  IconReport,
  IconSettings,
  IconShieldCheck,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { MenuGroup, MenuLink } from '@sakip/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

const GROUP_ICONS: Record<string, ReactNode> = {
  dashboard: <IconHome size={18} aria-hidden />,
  perencanaan: <IconClipboardList size={18} aria-hidden />,
  makro: <IconBuildingBank size={18} aria-hidden />,
  mikro: <IconBuildingCommunity size={18} aria-hidden />,
  pelaporan: <IconReport size={18} aria-hidden />,
  pengukuran: <IconChartBar size={18} aria-hidden />,
  evaluasi: <IconChecklist size={18} aria-hidden />,
  penugasan: <IconUsersGroup size={18} aria-hidden />,
  referensi: <IconSettings size={18} aria-hidden />,
  validasiBappeda: <IconShieldCheck size={18} aria-hidden />,
  penilaianLke: <IconClipboardCheck size={18} aria-hidden />,
  validasiPerencanaan: <IconCircleCheck size={18} aria-hidden />,
  persetujuanAnggota: <IconUserCheck size={18} aria-hidden />,
  timSaya: <IconUsers size={18} aria-hidden />,
  pkPegawai: <IconFileCertificate size={18} aria-hidden />,
};

/** `/backend/rekap-anggaran?tahun_kinerja=..&satuan_kerja_id=..` for the new-tab actions. */
export function newTabHref(link: NonNullable<MenuLink['newTab']>): string {
  const query = new URLSearchParams(link.query).toString();
  const path = link.path.replace(/^\/+/, '');
  return query ? `/${path}?${query}` : `/${path}`;
}

function collectPaths(items: MenuLink[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.to) out.push(item.to);
    if (item.children) collectPaths(item.children, out);
  }
  return out;
}

/** The menu path the current page belongs to: the longest one that prefixes the pathname. */
export function activeMenuPath(pathname: string, paths: string[]): string | undefined {
  let best: string | undefined;
  for (const p of paths) {
    if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = p;
  }
  return best;
}

function containsPath(items: MenuLink[], path: string | undefined): boolean {
  return path !== undefined && collectPaths(items).includes(path);
}

function MenuItem({ item, active }: { item: MenuLink; active: string | undefined }) {
  if (item.newTab) {
    return (
      <NavLink
        component="a"
        href={newTabHref(item.newTab)}
        target="_blank"
        rel="noopener"
        label={item.label}
        rightSection={<IconExternalLink size={14} aria-label="(membuka tab baru)" />}
      />
    );
  }
  if (item.children) {
    return <CollapsibleItem label={item.label} items={item.children} active={active} />;
  }
  return (
    <NavLink
      component={Link}
      to={item.to ?? '/'}
      label={item.label}
      active={item.to === active}
      aria-current={item.to === active ? 'page' : undefined}
    />
  );
}

function CollapsibleItem({
  label,
  items,
  active,
  icon,
  groupKey,
}: {
  label: string;
  items: MenuLink[];
  active: string | undefined;
  icon?: ReactNode;
  /** Set on top-level groups: marks the heading for tests and styling. */
  groupKey?: string;
}) {
  const contains = containsPath(items, active);
  const [opened, setOpened] = useState(contains);
  const [seenActive, setSeenActive] = useState(active);
  // Opening a page of this group (by URL or link elsewhere) unfolds the group.
  if (active !== seenActive) {
    setSeenActive(active);
    if (contains && !opened) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
      fw={600}
      data-menu-group={groupKey}
    >
      {items.map((item) => (
        <MenuItem key={item.to ?? item.newTab?.path ?? item.label} item={item} active={active} />
      ))}
    </NavLink>
  );
}

/** The sidebar: the role's menu groups (menusFor), each a collapsible heading. */
export function Sidebar({ groups }: { groups: MenuGroup[] }) {
  const { pathname } = useLocation();
  const paths = useMemo(() => groups.flatMap((g) => collectPaths(g.items)), [groups]);
  const active = activeMenuPath(pathname, paths);

  return (
    <ScrollArea type="auto" h="100%" offsetScrollbars>
      {groups.map((group) => {
        const only = group.items.length === 1 ? group.items[0] : undefined;
        // A group whose only item carries the group's own name (Dashboard) is a direct link.
        if (only && only.to && only.label === group.label) {
          return (
            <NavLink
              key={group.key}
              component={Link}
              to={only.to}
              label={group.label}
              leftSection={GROUP_ICONS[group.key]}
              active={only.to === active}
              aria-current={only.to === active ? 'page' : undefined}
              fw={600}
              data-menu-group={group.key}
            />
          );
        }
        return (
          <CollapsibleItem
            key={group.key}
            label={group.label}
            items={group.items}
            active={active}
            icon={GROUP_ICONS[group.key]}
            groupKey={group.key}
          />
        );
      })}
    </ScrollArea>
  );
}
