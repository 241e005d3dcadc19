import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';

/** Area auth: login, logout, me. Other code ends or looks up sessions through the service below. */
export async function authArea(app: FastifyInstance) {
  await app.register(authRoutes);
}
