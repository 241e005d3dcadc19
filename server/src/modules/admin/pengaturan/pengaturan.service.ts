import { sql } from 'drizzle-orm';
import { DEFAULT_YEAR, ROLE_IDS, SELECTABLE_YEARS, type Actor } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { pengaturan } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { ForbiddenError } from '../../../lib/errors';

/** The audit record id of the settings (one record: the application). */
export const SETTINGS_RECORD_ID = 'aplikasi';

/** The settings are super's alone (the route guard says so too). */
export function assertSuper(actor: Actor): void {
  if (actor.role_id !== ROLE_IDS.super) throw new ForbiddenError();
}

export interface AppSettings {
  nama_kota: string;
  nama_provinsi: string;
  nama_walikota: string;
  nama_wakil_walikota: string;
  nama_sekda: string;
  /** The place before the date on PKs; '' = from nama_kota. */
  tempat_pk: string;
  tahun_options: number[];
  tahun_default: number;
}

/** The error-free defaults: what an empty database reads before the city enters its profile. */
export const DEFAULT_SETTINGS: AppSettings = {
  nama_kota: 'Kota',
  nama_provinsi: '',
  nama_walikota: '',
  nama_wakil_walikota: '',
  nama_sekda: '',
  tempat_pk: '',
  tahun_options: [...SELECTABLE_YEARS],
  tahun_default: DEFAULT_YEAR,
};

/** The stored settings over the defaults (one select). */
export async function readSettings(db: Db | Tx): Promise<AppSettings> {
  const rows = await db.select().from(pengaturan);
  const values: Record<string, unknown> = {};
  for (const row of rows) values[row.kunci] = row.nilai;
  return { ...DEFAULT_SETTINGS, ...values };
}

/**
 * Writes the given keys (one upsert) with an audit entry of the keys that changed. The running
 * instances reload their settings on the write's cache event (plugins/cache.ts); the caller
 * reloads its own (`app.settings.reload()`) after the commit.
 */
export async function saveSettings(
  tx: Db | Tx,
  actorId: number | null,
  values: Partial<AppSettings>,
): Promise<AppSettings> {
  const before = await readSettings(tx);
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  const changed = entries.filter(([k, v]) => JSON.stringify(before[k as keyof AppSettings]) !== JSON.stringify(v));
  if (entries.length) {
    await tx
      .insert(pengaturan)
      .values(entries.map(([kunci, nilai]) => ({ kunci, nilai, updated_by: actorId })))
      .onConflictDoUpdate({
        target: pengaturan.kunci,
        set: { nilai: sql`excluded.nilai`, updated_by: actorId, updated_at: new Date() },
      });
  }
  if (changed.length) {
    await recordAudit(tx, {
      actorId,
      action: 'update',
      table: 'pengaturan',
      recordId: SETTINGS_RECORD_ID,
      oldValues: Object.fromEntries(changed.map(([k]) => [k, before[k as keyof AppSettings]])),
      newValues: Object.fromEntries(changed),
    });
  }
  return { ...before, ...Object.fromEntries(entries) };
}

/**
 * Application settings (city, mayor, selectable years) read once and kept in memory: they are
 * needed on every request (the year check) and change rarely. `reload()` after a change.
 */
export class SettingsService {
  private current: AppSettings = DEFAULT_SETTINGS;

  constructor(private readonly db: Db) {}

  get(): AppSettings {
    return this.current;
  }

  async reload(): Promise<AppSettings> {
    this.current = await readSettings(this.db);
    return this.current;
  }
}
