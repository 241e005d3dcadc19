import type { Action, GuardName, Resource, SessionUser } from '@sakip/domain';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './lib/files/index';
import type { ApiRoute } from './plugins/auth';
import type { SettingsService } from './modules/admin/services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route declares who may call it (SPEC §6 guards, plus 'public'). */
    guard?: GuardName;
    /**
     * The permission-table entry the route needs (packages/domain permissions.ts): an actor the
     * guard admits but without any scope for it gets 403 before the body is read.
     */
    permission?: { resource: Resource; action: Action };
    /** A public read that must never be cached (health and readiness probes). */
    noStore?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in user, or null for a guest. */
    user: SessionUser | null;
    /** Id of the api token the request came with. */
    tokenId: number | null;
    /** The performance year of the request (header Default-Key-Tahun-Kinerja[-Public]). */
    tahun: number;
  }
  interface FastifyInstance {
    db: Db;
    config: Config;
    settings: SettingsService;
    /** The storage of uploaded files (plugins/files.ts). */
    files: FileStorage;
    /** Every API route with its declared guard (filled as routes register). */
    apiRoutes: ApiRoute[];
  }
}
