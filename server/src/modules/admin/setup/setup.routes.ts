import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, setupSchema, setupStatusSchema } from '@sakip/domain';
import { AppError } from '../../../lib/errors';
import { assertSetupAllowed, runSetup, SETUP_DONE_MESSAGE, setupNeeded } from './setup.service';

/**
 * First-run setup (DOMAIN-3 §2): GET /setup says whether it is still open (public, nothing
 * private); POST /setup creates the first super account and the city profile, from the server's
 * own machine or with the setup token of the server log, and answers 409 for ever after.
 */
export async function setupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/setup',
    {
      config: { guard: 'public' },
      schema: { tags, summary: 'Apakah penyiapan awal masih diperlukan', response: { 200: setupStatusSchema } },
    },
    async (_request, reply) => {
      // Never cached: the answer changes once, at the setup.
      reply.header('cache-control', 'no-store');
      return { data: { diperlukan: await setupNeeded(app.db) } };
    },
  );

  r.post(
    '/setup',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Penyiapan awal: akun super pertama dan profil pemda',
        body: setupSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await setupNeeded(app.db))) throw new AppError(409, SETUP_DONE_MESSAGE);
      const { token, ...input } = request.body;
      assertSetupAllowed(request.ip, token, app.config.setupToken);
      // The answer is a fixed message (nothing to serialise that could fail after the commit), so
      // the settings are reloaded between the commit and the answer.
      const user = await app.db.transaction((tx) => runSetup(tx, input, 'web'));
      await app.settings.reload();
      return { message: `Penyiapan awal selesai. Silakan masuk sebagai ${user.username}.` };
    },
  );
}
