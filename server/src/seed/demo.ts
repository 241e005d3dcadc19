/**
 * Demo seed: the fictional city of reference-data.ts plus one account per role. Runs only on an
 * empty database (main.ts and `npm run db:seed` check `isDatabaseEmpty` first).
 */
import { sql } from 'drizzle-orm';
import { ROLE_IDS, ROLE_LABELS, type RoleName } from '@sakip/domain';
import type { Db } from '../db/client';
import { pegawai, pengaturan, referensi, satuanKerja, unitKerja, users } from '../db/schema/index';
import type { FileStorage } from '../lib/files/index';
import { hashPassword } from '../lib/password';
import {
  buildDemoData,
  DEMO_BIRO_SATKER_ID,
  DEMO_PD_SATKER_ID,
  DEMO_SATKER_IDS,
  demoDeadlines,
  demoSettings,
  type DemoData,
  type DemoPegawai,
} from './reference-data';
import { seedPerencanaan } from './perencanaan/index';
import { seedPelaporanEvaluasi } from './pelaporan-evaluasi';
import { seedPengukuran } from './pengukuran';
import { seedDisplay } from './display';
import { demoFileStore } from './files';
import { seedLke } from './lke';
import { seedDokumen } from './dokumen';
import { seedPk } from './pk';
import { seedPenugasan } from './penugasan';
import { seedNilaiJenjang } from './nilai-jenjang';
import { seedKesehatanData } from './kesehatan-data';
import { seedReferenceData } from './reference';

export { DEMO_BIRO_SATKER_ID, DEMO_PD_SATKER_ID, DEMO_SATKER_IDS } from './reference-data';

export interface SeedAccount {
  username: string;
  role: RoleName;
  nama: string;
  satuan_kerja_nama: string | null;
}

export interface SeedSummary {
  accounts: SeedAccount[];
  /** Rows inserted per table. */
  counts: Record<string, number>;
}

interface AccountDef {
  username: string;
  role: RoleName;
  satuan_kerja_id: string | null;
  /** The person behind the account (nama and nip come from pegawai). */
  person: (data: DemoData) => DemoPegawai | undefined;
}

/** The n-th staff member (not an official) of a unit. */
const staff = (satkerId: string, n: number) => (data: DemoData) =>
  data.pegawai.filter((p) => p.satuan_kerja_id === satkerId && !p.is_pejabat)[n];

/** The holder of the first position of a unit that matches. */
const official = (satkerId: string, match: (unit: DemoData['unitKerja'][number]) => boolean) => (data: DemoData) => {
  const unit = data.unitKerja.find((u) => u.satuan_kerja_id === satkerId && match(u));
  return unit && data.pegawai.find((p) => p.nip === unit.pejabat_nip);
};

const isKepalaBidang = (u: { eselon: number; jabatan_nama: string }) =>
  u.eselon === 3 && u.jabatan_nama.startsWith('Kepala Bidang');

const { bappeda, inspektorat, kominfo, biroOrganisasi, setda } = DEMO_SATKER_IDS;

/** One account per role (username = role name) plus `biro`. */
const ACCOUNTS: AccountDef[] = [
  { username: 'super', role: 'super', satuan_kerja_id: null, person: staff(kominfo, 0) },
  { username: 'pemerintah_daerah', role: 'pemerintah_daerah', satuan_kerja_id: null, person: staff(biroOrganisasi, 0) },
  {
    username: 'perangkat_daerah',
    role: 'perangkat_daerah',
    satuan_kerja_id: DEMO_PD_SATKER_ID,
    person: staff(DEMO_PD_SATKER_ID, 0),
  },
  { username: 'setda', role: 'setda', satuan_kerja_id: setda, person: staff(setda, 0) },
  { username: 'pemda', role: 'pemda', satuan_kerja_id: null, person: staff(bappeda, 0) },
  { username: 'validator_bappeda', role: 'validator_bappeda', satuan_kerja_id: bappeda, person: staff(bappeda, 1) },
  { username: 'validator_lke', role: 'validator_lke', satuan_kerja_id: null, person: staff(inspektorat, 0) },
  {
    username: 'validator_lke_pleno',
    role: 'validator_lke_pleno',
    satuan_kerja_id: null,
    person: staff(inspektorat, 1),
  },
  {
    username: 'validator_perencanaan_1',
    role: 'validator_perencanaan_1',
    satuan_kerja_id: null,
    person: official(bappeda, (u) => u.eselon === 4 && u.unit_kerja_nama.startsWith('Subbidang')),
  },
  {
    username: 'validator_perencanaan_2',
    role: 'validator_perencanaan_2',
    satuan_kerja_id: null,
    person: official(bappeda, isKepalaBidang),
  },
  {
    username: 'validator_perencanaan_3',
    role: 'validator_perencanaan_3',
    satuan_kerja_id: null,
    person: official(bappeda, (u) => u.jabatan_nama === 'Sekretaris'),
  },
  {
    username: 'validator_kepala_bidang',
    role: 'validator_kepala_bidang',
    satuan_kerja_id: DEMO_PD_SATKER_ID,
    person: official(DEMO_PD_SATKER_ID, isKepalaBidang),
  },
  {
    username: 'validator_kepala_opd',
    role: 'validator_kepala_opd',
    satuan_kerja_id: DEMO_PD_SATKER_ID,
    person: official(DEMO_PD_SATKER_ID, (u) => u.eselon === 2),
  },
  {
    username: 'biro',
    role: 'perangkat_daerah',
    satuan_kerja_id: DEMO_BIRO_SATKER_ID,
    person: staff(DEMO_BIRO_SATKER_ID, 0),
  },
];

function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** True when there is no user and no work unit yet (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [unit] = await db.select({ id: satuanKerja.satuan_kerja_id }).from(satuanKerja).limit(1);
  return !user && !unit;
}

/**
 * Inserts the demo city, its accounts and its planning data in one transaction, a few multi-row
 * inserts per table. `scale` repeats every unit's programs (benchmarks: `db:seed -- --scale 10`).
 */
export async function seedDemo(
  db: Db,
  options: { password: string; now?: Date; scale?: number; files?: FileStorage },
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  // Sample uploads (evidence, documents, signed scans) for the seeds that need files.
  const files = demoFileStore(options.files);
  const data = buildDemoData();
  const deadlines = demoDeadlines(now);
  const settings = demoSettings(data);
  const satkerNama = new Map(data.satuanKerja.map((s) => [s.satuan_kerja_id, s.satuan_kerja_nama]));

  const accounts = ACCOUNTS.map((account) => {
    const person = account.person(data);
    if (!person) throw new Error(`Data demo tidak lengkap: tidak ada pegawai untuk akun ${account.username}`);
    return { ...account, nama: person.peg_nama, nip: person.nip };
  });
  // One argon2 hash for the one demo password (the salt is in the hash; ~20 ms each).
  const passwordHash = await hashPassword(options.password);

  let perencanaan: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.insert(satuanKerja).values(data.satuanKerja);
    for (const rows of chunks(data.unitKerja)) await tx.insert(unitKerja).values(rows);
    // Explicit ids were inserted: move the serial on so that later inserts do not collide.
    await tx.execute(sql`select setval(pg_get_serial_sequence('unit_kerja', 'id'), (select max(id) from unit_kerja))`);
    const pegawaiRows = data.pegawai.map(({ is_pejabat: _p, ...row }) => row);
    for (const rows of chunks(pegawaiRows)) await tx.insert(pegawai).values(rows);
    await seedReferenceData(tx);
    // The demo city's profile over the reference defaults.
    await tx
      .insert(pengaturan)
      .values(settings)
      .onConflictDoUpdate({ target: pengaturan.kunci, set: { nilai: sql`excluded.nilai` } });
    await tx.insert(referensi).values(deadlines);
    await tx.insert(users).values(
      accounts.map((a) => ({
        username: a.username,
        nama: a.nama,
        nip: a.nip,
        role_id: ROLE_IDS[a.role],
        satuan_kerja_id: a.satuan_kerja_id,
        password_hash: passwordHash,
        // A reserved example domain (RFC 2606): the demo never mails a real person.
        email: `${a.username}@sakip.example`,
      })),
    );
    perencanaan = await seedPerencanaan(tx, { scale: options.scale ?? 1, now });
    perencanaan = { ...perencanaan, ...(await seedPelaporanEvaluasi(tx)) };
    perencanaan = { ...perencanaan, ...(await seedPengukuran(tx)) };
    perencanaan = { ...perencanaan, ...(await seedDisplay(tx)) };
    perencanaan = { ...perencanaan, ...(await seedLke(tx, files)) };
    perencanaan = { ...perencanaan, ...(await seedDokumen(tx, files)) };
    perencanaan = { ...perencanaan, ...(await seedPk(tx, files)) };
    perencanaan = { ...perencanaan, ...(await seedPenugasan(tx)) };
    perencanaan = { ...perencanaan, ...(await seedNilaiJenjang(tx)) };
    // Last: deliberate defects of one unit for Kesehatan Data (issue 27).
    perencanaan = { ...perencanaan, ...(await seedKesehatanData(tx)) };
  });
  await files.flush();

  return {
    accounts: accounts.map((a) => ({
      username: a.username,
      role: a.role,
      nama: a.nama,
      satuan_kerja_nama: a.satuan_kerja_id ? (satkerNama.get(a.satuan_kerja_id) ?? null) : null,
    })),
    counts: {
      satuan_kerja: data.satuanKerja.length,
      unit_kerja: data.unitKerja.length,
      pegawai: data.pegawai.length,
      pengaturan: settings.length,
      referensi: deadlines.length,
      users: accounts.length,
      ...perencanaan,
    },
  };
}

/** Prints the demo accounts as a table, with the warning to change their passwords. */
export function printSeedSummary(
  summary: SeedSummary,
  password: string,
  log: (line: string) => void = console.log,
): void {
  const header = { username: 'Username', peran: 'Peran', satker: 'Satuan kerja' };
  const rows = summary.accounts.map((a) => ({
    username: a.username,
    peran: ROLE_LABELS[a.role],
    satker: a.satuan_kerja_nama ?? '-',
  }));
  const width = (key: keyof typeof header) => Math.max(header[key].length, ...rows.map((r) => r[key].length));
  const w = { username: width('username'), peran: width('peran') };
  const line = (r: typeof header) => `  ${r.username.padEnd(w.username)}  ${r.peran.padEnd(w.peran)}  ${r.satker}`;
  const counts = Object.entries(summary.counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

  log('');
  log(`Data demo dibuat (${counts}).`);
  log(`Akun demo (password untuk semua akun: ${password}):`);
  log(line(header));
  log(`  ${'-'.repeat(w.username)}  ${'-'.repeat(w.peran)}  ${'-'.repeat(header.satker.length)}`);
  for (const row of rows) log(line(row));
  log('');
  log(
    'PERINGATAN: ganti password akun demo sebelum dipakai sungguhan (npm run user -- reset-password --username ...).',
  );
  log('WARNING: change the demo account passwords before real use, or start without demo data (SEED_DEMO=false).');
  log('');
}
