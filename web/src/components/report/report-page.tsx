import type { Report } from '@sakip/domain';
import type { PageLoader } from '../../lib/define-routes';

/** A report descriptor, or a loader of it (keeps the descriptor and zod out of the entry). */
export type ReportSource = Report | (() => Promise<Report>);

/**
 * The page loader of a report route, so that a report page is one line of an area's routes.ts:
 *   route('/display-mikro/renstra', 'Renstra', 'auth', { page: reportPage(renstraReport) })
 *   route('/public-display/display-mikro/renstra', 'Renstra', 'public', { ...guest, page: reportPage(renstraReport, true) })
 * ReportPage (and the table code) stays in its own lazily loaded chunk. routes.ts files are in the
 * entry (the route table): there, pass a loader of the descriptor's module rather than the
 * descriptor, so that the descriptor's zod schemas load with the page (decision 0030):
 *   reportPage(() => import('@sakip/domain/report/pages/renstra').then((m) => m.renstraReport), true)
 */
export function reportPage(source: ReportSource, isPublic = false): PageLoader {
  return () =>
    Promise.all([import('./ReportPage'), typeof source === 'function' ? source() : source]).then(([{ ReportPage }, report]) => ({
      default: function DeclaredReportPage() {
        return <ReportPage report={report} isPublic={isPublic} />;
      },
    }));
}
