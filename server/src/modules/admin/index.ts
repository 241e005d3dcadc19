import type { FastifyInstance } from 'fastify';
import { pengaturanRoutes } from './pengaturan/pengaturan.routes';
import { setupRoutes } from './setup/setup.routes';
import { usersRoutes } from './users/users.routes';

/**
 * Area admin: user accounts (/admin/users). The application settings (pengaturan) live here too;
 * app.ts loads them once into app.settings (decision 0024).
 */
export async function adminArea(app: FastifyInstance) {
  await app.register(usersRoutes);
  await app.register(setupRoutes);
  await app.register(pengaturanRoutes);
}
