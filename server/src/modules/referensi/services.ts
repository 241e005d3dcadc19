/**
 * What other areas may call in referensi (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

export { deadlinesDue, deadlinesOfYear } from './referensi.service';
