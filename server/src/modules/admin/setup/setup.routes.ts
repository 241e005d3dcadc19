import type { FastifyInstance } from 'fastify';
import { setupEndpoint, setupStatusEndpoint } from '@sakip/domain';
import { registerRaw, registerRead } from '../../../lib/contract/register';
import { AppError } from '../../../lib/errors';
import { assertSetupAllowed, runSetup, SETUP_DONE_MESSAGE, setupNeeded } from './setup.service';

/**
 * First-run setup (DOMAIN-3 §2): GET /setup says whether it is still open (public, nothing
 * private); POST /setup creates the first super account and the city profile, from the server's
 * own machine or with the setup token of the server log, and answers 409 for ever after.
 */
export async function setupRoutes(app: FastifyInstance) {
  registerRead(app, setupStatusEndpoint, async (_request, reply) => {
    // Never cached: the answer changes once, at the setup.
    reply.header('cache-control', 'no-store');
    return { data: { diperlukan: await setupNeeded(app.db) } };
  });

  // Its own flow (registerRaw): 409 once done, 403 from elsewhere without the token, then the
  // setup's transaction, and the settings reloaded between the commit and the answer.
  registerRaw(app, setupEndpoint, async (request) => {
    if (!(await setupNeeded(app.db))) throw new AppError(409, SETUP_DONE_MESSAGE);
    const { token, ...input } = request.body;
    assertSetupAllowed(request.ip, token, app.config.setupToken);
    // The answer is a fixed message (nothing to serialise that could fail after the commit), so
    // the settings are reloaded between the commit and the answer.
    const user = await app.db.transaction((tx) => runSetup(tx, input, 'web'));
    await app.settings.reload();
    return { message: `Penyiapan awal selesai. Silakan masuk sebagai ${user.username}.` };
  });
}
