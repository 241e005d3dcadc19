import type { FastifyInstance } from 'fastify';
import { pengaturanAplikasiEndpoint, riwayatPengaturanEndpoint, simpanPengaturanEndpoint } from '@sakip/domain';
import { pengaturan } from '../../../db/schema/index';
import { actorOf } from '../../../lib/actor';
import { registerRaw, registerRead } from '../../../lib/contract/register';
import { listRiwayat } from '../../../lib/crud/riwayat';
import { assertSuper, saveSettings, SETTINGS_RECORD_ID } from './pengaturan.service';

/**
 * /pengaturan (super): the city profile, the selectable years and the default year. A change is
 * live at once here (reload after the commit) and on the other instances through the write's
 * cache event (plugins/cache.ts reloads their settings).
 */
export async function pengaturanRoutes(app: FastifyInstance) {
  registerRead(app, pengaturanAplikasiEndpoint, async (request) => {
    assertSuper(actorOf(request));
    return { data: app.settings.get() };
  });

  // Its own flow (registerRaw): the in-memory settings are reloaded between the commit and the
  // answer, so the next request already checks its year against the saved ones.
  registerRaw(app, simpanPengaturanEndpoint, async (request) => {
    const actor = actorOf(request);
    assertSuper(actor);
    await app.db.transaction((tx) => saveSettings(tx, actor.id, request.body));
    return { message: 'Pengaturan berhasil disimpan', data: await app.settings.reload() };
  });

  registerRead(app, riwayatPengaturanEndpoint, async (request) => {
    assertSuper(actorOf(request));
    return { data: await listRiwayat(app.db, pengaturan, SETTINGS_RECORD_ID) };
  });
}
