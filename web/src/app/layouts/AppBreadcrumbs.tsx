import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useRouteMeta } from '../../components/route-meta';

/** A parent's path with the parameters of the page shown (/rapor-kinerja/:triwulan/data → /rapor-kinerja/2/data). */
const withParams = (path: string, params: Record<string, string | undefined>) =>
  path.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);

/** Breadcrumb rooted at 'Dashboard' → /dashboard (SPEC §2). */
export function AppBreadcrumbs() {
  const meta = useRouteMeta();
  const params = useParams();
  const crumbs = meta?.crumbs ?? [];
  const items = [{ label: 'Dashboard', to: '/dashboard' as string | undefined }, ...crumbs];
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} mb="md" style={{ flexWrap: 'wrap' }}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          if (item.to && !last) {
            return (
              <Anchor key={`${i}-${item.label}`} component={Link} to={withParams(item.to, params)} size="sm">
                {item.label}
              </Anchor>
            );
          }
          return (
            <Text
              key={`${i}-${item.label}`}
              size="sm"
              c={last ? undefined : 'dimmed'}
              aria-current={last ? 'page' : undefined}
            >
              {item.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
