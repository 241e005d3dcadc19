import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { cascadingRoutes } from '../features/cascading/routes';
import { displayRoutes } from '../features/display/routes';
import { evaluasiRoutes } from '../features/evaluasi/routes';
import { pelaporanRoutes } from '../features/pelaporan/routes';
import { pengukuranRoutes } from '../features/pengukuran/routes';
import { penugasanRoutes } from '../features/penugasan/routes';
import { perencanaanRoutes } from '../features/perencanaan/routes';
import { referensiRoutes } from '../features/referensi/routes';
import type { AppRoute } from '../lib/define-routes';

export type { AppRoute, LayoutName } from '../lib/define-routes';

/**
 * The route table of SPEC §2: the areas of ARCHITECTURE, each declaring its own routes in
 * features/<area>/routes.ts (option has no screen). router.tsx turns it into React Router routes;
 * route-table.test.ts checks it against the SPEC. A new area adds one line here.
 */
export const ROUTES: AppRoute[] = [
  ...authRoutes,
  ...displayRoutes,
  ...perencanaanRoutes,
  ...cascadingRoutes,
  ...pengukuranRoutes,
  ...pelaporanRoutes,
  ...evaluasiRoutes,
  ...penugasanRoutes,
  ...referensiRoutes,
  ...adminRoutes,
];

/** Breadcrumb trail after the 'Dashboard' root. */
export function crumbsFor(def: AppRoute, table: readonly AppRoute[] = ROUTES): { label: string; to?: string }[] {
  if (def.path === '/dashboard') return [];
  const parent = def.parent ? table.find((r) => r.path === def.parent) : undefined;
  if (parent) return [{ label: parent.title, to: parent.path }, { label: def.title }];
  if (def.section) return [{ label: def.section }, { label: def.title }];
  return [{ label: def.title }];
}
