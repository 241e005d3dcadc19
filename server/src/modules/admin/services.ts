/**
 * What other areas may call in admin (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

export { countActive } from './users/users.service';
export { SettingsService, DEFAULT_SETTINGS, type AppSettings } from './pengaturan/pengaturan.service';
export { runSetup, setupNeeded } from './setup/setup.service';
