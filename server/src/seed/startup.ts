import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStorage } from '../lib/files/index';
import { setupNeeded } from '../modules/admin/services';
import { isDatabaseEmpty, printSeedSummary, seedDemo } from './demo';
import { seedReferenceData } from './reference';

/**
 * What the server does to its database at start (main.ts): on an empty database the reference
 * data every city needs, with the demo city on top unless SEED_DEMO=false; then, while no account
 * exists, the first-run setup instructions with the one-time setup token.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'demoPassword' | 'setupToken' | 'port'>,
  options: { files?: FileStorage; log?: (line: string) => void } = {},
): Promise<{ seeded: 'demo' | 'referensi' | null; setupNeeded: boolean }> {
  const log = options.log ?? console.log;
  let seeded: 'demo' | 'referensi' | null = null;
  if (await isDatabaseEmpty(db)) {
    if (config.seedDemo) {
      const summary = await seedDemo(db, {
        password: config.demoPassword,
        ...(options.files ? { files: options.files } : {}),
      });
      printSeedSummary(summary, config.demoPassword, log);
      seeded = 'demo';
    } else {
      await db.transaction((tx) => seedReferenceData(tx));
      seeded = 'referensi';
    }
  }
  const needed = await setupNeeded(db);
  if (needed) printSetupInstructions(config, log);
  return { seeded, setupNeeded: needed };
}

export function printSetupInstructions(
  config: Pick<Config, 'setupToken' | 'port'>,
  log: (line: string) => void = console.log,
): void {
  log('');
  log('PENYIAPAN AWAL: belum ada akun pengguna. Buat akun super pertama dan profil pemerintah daerah:');
  log(`  - buka http://localhost:${config.port}/setup di peramban komputer server ini, atau`);
  log(`  - dari komputer lain, isi token penyiapan berikut di halaman /setup: ${config.setupToken}`);
  log('  - atau hentikan server dan jalankan: npm run setup');
  log('Token ini hanya berlaku sampai akun pertama dibuat.');
  log('');
}
