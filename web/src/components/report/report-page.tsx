import type { Report } from '@sakip/domain';
import type { PageLoader } from '../../lib/define-routes';

/**
 * The page loader of a report route, so that a report page is one line of an area's routes.ts:
 *   route('/display-mikro/renstra', 'Renstra', 'auth', { page: reportPage(renstraReport) })
 *   route('/public-display/display-mikro/renstra', 'Renstra', 'public', { ...guest, page: reportPage(renstraReport, true) })
 * ReportPage (and the table code) stays in its own lazily loaded chunk.
 */
export function reportPage(report: Report, isPublic = false): PageLoader {
  return () =>
    import('./ReportPage').then(({ ReportPage }) => ({
      default: function DeclaredReportPage() {
        return <ReportPage report={report} isPublic={isPublic} />;
      },
    }));
}
