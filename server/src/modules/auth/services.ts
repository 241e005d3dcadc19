/**
 * What other areas may call in auth (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

export { revokeUserSessions, sessionOfTokenHash } from './auth.service';
