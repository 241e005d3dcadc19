import type { FastifyInstance } from 'fastify';
import { optionRoutes } from './option.routes';

/** Area option: the pickers' option lists (SPEC §7), with the public reports' unit picker. */
export async function optionArea(app: FastifyInstance) {
  await app.register(optionRoutes);
}
