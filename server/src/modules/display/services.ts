/**
 * What other areas may call in display (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

export { DISPLAY_ROWS, LKIP_PAGE_ROWS } from './pages/pages.routes';
/** The reminder loop (issue 27), started by main.ts. */
export { startPengingat } from './pengingat/pengingat.service';
