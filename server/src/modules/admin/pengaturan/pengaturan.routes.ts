import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pengaturanRecordSchema, pengaturanSchema, riwayatResponseSchema } from '@sakip/domain';
import { pengaturan } from '../../../db/schema/index';
import { actorOf } from '../../../lib/actor';
import { listRiwayat } from '../../../lib/crud/riwayat';
import { assertSuper, saveSettings, SETTINGS_RECORD_ID } from './pengaturan.service';

const one = z.object({ data: pengaturanRecordSchema });
const written = z.object({ message: z.string(), data: pengaturanRecordSchema });

/**
 * /pengaturan (super): the city profile, the selectable years and the default year. A change is
 * live at once here (reload after the commit) and on the other instances through the write's
 * cache event (plugins/cache.ts reloads their settings).
 */
export async function pengaturanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { guard: 'super' as const };

  r.get('/pengaturan', { config, schema: { tags, response: { 200: one } } }, async (request) => {
    assertSuper(actorOf(request));
    return { data: app.settings.get() };
  });

  r.put(
    '/pengaturan',
    { config, schema: { tags, body: pengaturanSchema, response: { 200: written } } },
    async (request) => {
      const actor = actorOf(request);
      assertSuper(actor);
      await app.db.transaction((tx) => saveSettings(tx, actor.id, request.body));
      return { message: 'Pengaturan berhasil disimpan', data: await app.settings.reload() };
    },
  );

  r.get(
    '/pengaturan/riwayat',
    { config, schema: { tags, response: { 200: riwayatResponseSchema } } },
    async (request) => {
      assertSuper(actorOf(request));
      return { data: await listRiwayat(app.db, pengaturan, SETTINGS_RECORD_ID) };
    },
  );
}
