import type { DisplayScope, Report } from '@sakip/domain';
import { DISPLAY_MAKRO_REPORTS, DISPLAY_MIKRO_REPORTS } from '@sakip/domain/report/pages/display';

/**
 * The declarations of the display pages (packages/domain report/pages/display*), loaded with the
 * page that renders them: they stay out of the entry chunk (public script budget).
 */
export function displayReportOf(scope: DisplayScope, slug: string): Report {
  const list = scope === 'makro' ? DISPLAY_MAKRO_REPORTS : DISPLAY_MIKRO_REPORTS;
  const found = list.find((e) => e.slug === slug);
  if (!found) throw new Error(`display-${scope}/${slug}: no report declared`);
  return found.report;
}
