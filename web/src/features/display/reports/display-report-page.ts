import type { DisplayScope } from '@sakip/domain';
import { reportPage } from '../../../components/report/report-page';
import type { PageLoader } from '../../../lib/define-routes';

/**
 * The page of a display makro / mikro report (decision 0023), its declaration loaded lazily with
 * it (routes.ts is in the entry): `displayReportPage('mikro', 'renstra')`, `true` for the public copy.
 */
export function displayReportPage(scope: DisplayScope, slug: string, isPublic = false): PageLoader {
  return reportPage(() => import('./display-reports').then((m) => m.displayReportOf(scope, slug)), isPublic);
}
