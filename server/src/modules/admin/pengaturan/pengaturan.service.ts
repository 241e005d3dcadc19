import { DEFAULT_YEAR, SELECTABLE_YEARS } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { pengaturan } from '../../../db/schema/index';

export interface AppSettings {
  nama_kota: string;
  nama_provinsi: string;
  nama_walikota: string;
  nama_wakil_walikota: string;
  nama_sekda: string;
  tahun_options: number[];
  tahun_default: number;
}

const DEFAULTS: AppSettings = {
  nama_kota: 'Kota',
  nama_provinsi: '',
  nama_walikota: '',
  nama_wakil_walikota: '',
  nama_sekda: '',
  tahun_options: [...SELECTABLE_YEARS],
  tahun_default: DEFAULT_YEAR,
};

/**
 * Application settings (city, mayor, selectable years) read once and kept in memory: they are
 * needed on every request (the year check) and change rarely. `reload()` after a change.
 */
export class SettingsService {
  private current: AppSettings = DEFAULTS;

  constructor(private readonly db: Db) {}

  get(): AppSettings {
    return this.current;
  }

  async reload(): Promise<AppSettings> {
    const rows = await this.db.select().from(pengaturan);
    const values: Record<string, unknown> = {};
    for (const row of rows) values[row.kunci] = row.nilai;
    this.current = { ...DEFAULTS, ...values };
    return this.current;
  }
}
