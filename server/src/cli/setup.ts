/**
 * First-run setup from the command line, while the server is not running:
 *
 *   npm run setup -- --username U --nama N --nama-kota "Kota X" [--provinsi P] [--walikota W]
 *                    [--wakil W] [--sekda S] [--tempat-pk T] [--password P]
 *
 * Creates the first super account and the city profile in one transaction (the same service as
 * POST /backend/api/setup), with the reference data of an empty database first; refused once any
 * account exists. Without --password a strong random password is generated and printed once.
 */
import { pathToFileURL } from 'node:url';
import { setupSchema } from '@sakip/domain';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { AppError } from '../lib/errors';
import { generatePassword } from '../lib/password';
import { publish } from '../lib/cache/hub';
import { runSetup } from '../modules/admin/services';
import { isDatabaseEmpty } from '../seed/demo';
import { seedReferenceData } from '../seed/reference';
import { CliError, parseCliArgs } from './errors';
import { failureText, openClaimed } from './open-database';

export const SETUP_USAGE = `Penggunaan: npm run setup -- --username U --nama N --nama-kota "Kota X" [opsi]

Opsi:
  --provinsi P     nama provinsi
  --walikota W     nama kepala daerah (dicetak pada Perjanjian Kinerja)
  --wakil W        nama wakil kepala daerah
  --sekda S        nama sekretaris daerah
  --tempat-pk T    tempat penandatanganan PK (bawaan: dari nama pemda)
  --password P     password akun super (minimal 12 karakter; tanpa opsi ini dibuat acak)`;

/** CLI flag of each schema field, for error messages. */
const FLAGS: Record<string, string> = {
  username: '--username',
  nama: '--nama',
  password: '--password',
  nama_kota: '--nama-kota',
  nama_provinsi: '--provinsi',
  nama_walikota: '--walikota',
  nama_wakil_walikota: '--wakil',
  nama_sekda: '--sekda',
  tempat_pk: '--tempat-pk',
};

const OPTIONS = {
  username: { type: 'string' },
  nama: { type: 'string' },
  password: { type: 'string' },
  'nama-kota': { type: 'string' },
  provinsi: { type: 'string' },
  walikota: { type: 'string' },
  wakil: { type: 'string' },
  sekda: { type: 'string' },
  'tempat-pk': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface SetupResult {
  username: string;
  password: string;
  generatedPassword: boolean;
}

/** Parses and validates argv; null when only help was asked for. */
export function parseSetupArgs(argv: string[]) {
  const { values } = parseCliArgs({ args: argv, options: OPTIONS, allowPositionals: false }, SETUP_USAGE);
  if (values.help) return null;
  const generated = values.password === undefined;
  const parsed = setupSchema.safeParse({
    username: values.username,
    nama: values.nama,
    password: values.password ?? generatePassword(),
    nama_kota: values['nama-kota'],
    nama_provinsi: values.provinsi,
    nama_walikota: values.walikota,
    nama_wakil_walikota: values.wakil,
    nama_sekda: values.sekda,
    tempat_pk: values['tempat-pk'],
  });
  if (!parsed.success) {
    throw new CliError(
      parsed.error.issues.map((issue) => {
        const flag = FLAGS[String(issue.path[0] ?? '')];
        return flag ? `${flag}: ${issue.message}` : issue.message;
      }),
    );
  }
  const { token: _t, ...input } = parsed.data;
  return { input, generated };
}

/** Reference data of an empty database, then the account and the profile: one transaction. */
export async function runSetupCli(db: Db, argv: string[], log: (line: string) => void = console.log) {
  const parsed = parseSetupArgs(argv);
  if (!parsed) {
    log(SETUP_USAGE);
    return null;
  }
  const empty = await isDatabaseEmpty(db);
  let user;
  try {
    user = await db.transaction(async (tx) => {
      if (empty) await seedReferenceData(tx);
      return runSetup(tx, parsed.input, 'cli');
    });
  } catch (error) {
    if (error instanceof AppError) throw new CliError([error.message]);
    throw error;
  }
  // Servers already running on the same PostgreSQL database reload their settings.
  await publish(db, { kind: 'data' });
  log(`Akun super "${user.username}" dan profil ${parsed.input.nama_kota} dibuat.`);
  if (parsed.generated)
    log(`Password: ${parsed.input.password}\n(Simpan sekarang: password ini tidak ditampilkan lagi.)`);
  return { username: user.username, password: parsed.input.password, generatedPassword: parsed.generated };
}

async function main(): Promise<void> {
  const config = loadConfig();
  let opened;
  try {
    if (!parseSetupArgs(process.argv.slice(2))) {
      console.log(SETUP_USAGE);
      return;
    }
    opened = await openClaimed(config);
    await runMigrations(opened.database);
    await runSetupCli(opened.database.db, process.argv.slice(2));
  } catch (error) {
    console.error(failureText('Gagal', error));
    process.exitCode = 1;
  } finally {
    await opened?.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) void main();
