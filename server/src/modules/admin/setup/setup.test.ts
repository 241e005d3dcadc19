import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLE_IDS, SELECTABLE_YEARS } from '@sakip/domain';
import { openDatabase, type Database } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import {
  auditLog,
  jenisRb,
  kategoriTematik,
  lkeKomponen,
  lkeKriteria,
  lkeSubKomponen,
  nilaiJenjangOpsi,
  pegawai,
  pengaturan,
  satuanKerja,
  users,
} from '../../../db/schema/index';
import { runSetupCli } from '../../../cli/setup';
import { CliError } from '../../../cli/user';
import { prepareDatabase } from '../../../seed/startup';
import { testAppOn, type TestApp } from '../../../test/harness';
import { databaseForBlock } from '../../../test/file-app';
import { isLoopback } from './setup.service';

/** A fresh database as `SEED_DEMO=false npm start` leaves it: migrations and reference data. */
async function emptyCity(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  await prepareDatabase(
    database.db,
    { seedDemo: false, demoPassword: 'x', setupToken: 'tkn', port: 0 },
    { log: () => {} },
  );
  return database;
}

const TOKEN = 'token-penyiapan-uji-123';
const REMOTE = '203.0.113.7';
const body = {
  username: 'admin.kota',
  nama: 'Admin Kota',
  password: 'sandi-yang-panjang-1',
  nama_kota: 'Kota Contoh',
  nama_provinsi: 'Provinsi Contoh',
  nama_walikota: 'Budi Santoso, S.H.',
  nama_wakil_walikota: '',
  nama_sekda: 'Siti Aminah',
  tempat_pk: 'Contoh',
};

async function total(database: Database, table: Parameters<ReturnType<Database['db']['select']>['from']>[0]) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('reference data on an empty database without the demo (SEED_DEMO=false)', () => {
  const database = databaseForBlock(emptyCity);

  it('ships the LKE worksheet of every selectable year, the RB categories, the nilai jenjang options and the settings; no account, no unit', async () => {
    const years = await database.db.selectDistinct({ tahun: lkeKomponen.tahun }).from(lkeKomponen);
    expect(years.map((y) => y.tahun).sort()).toEqual([...SELECTABLE_YEARS]);
    const kriteria2024 = await database.db
      .select({ n: count() })
      .from(lkeKriteria)
      .innerJoin(lkeSubKomponen, eq(lkeSubKomponen.id, lkeKriteria.sub_komponen_id))
      .innerJoin(lkeKomponen, eq(lkeKomponen.id, lkeSubKomponen.komponen_id))
      .where(eq(lkeKomponen.tahun, SELECTABLE_YEARS[0]));
    expect(kriteria2024[0]?.n).toBeGreaterThan(50);
    expect(await total(database, jenisRb)).toBeGreaterThan(0);
    expect(await total(database, kategoriTematik)).toBeGreaterThan(0);
    expect(await total(database, nilaiJenjangOpsi)).toBe(3);
    const keys = (await database.db.select({ kunci: pengaturan.kunci }).from(pengaturan)).map((r) => r.kunci);
    expect(keys).toEqual(expect.arrayContaining(['nama_kota', 'tahun_options', 'tahun_default', 'nama_walikota']));
    expect(await total(database, users)).toBe(0);
    expect(await total(database, satuanKerja)).toBe(0);
    expect(await total(database, pegawai)).toBe(0);
  });

  it('adds nothing twice when the server starts again on the same database', async () => {
    const before = [
      await total(database, lkeKriteria),
      await total(database, kategoriTematik),
      await total(database, pengaturan),
    ];
    await prepareDatabase(
      database.db,
      { seedDemo: false, demoPassword: 'x', setupToken: 'x', port: 0 },
      { log: () => {} },
    );
    expect([
      await total(database, lkeKriteria),
      await total(database, kategoriTematik),
      await total(database, pengaturan),
    ]).toEqual(before);
  });
});

describe('first-run setup over the web (/backend/api/setup)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await emptyCity();
    t = await testAppOn(database, async () => {}, { setupToken: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: object, remoteAddress = REMOTE, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/backend/api/setup', payload, remoteAddress, headers });

  it('says setup is needed, publicly and with nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { diperlukan: true } });
  });

  it('refuses another machine without the setup token (403) or with a wrong one, and writes nothing', async () => {
    expect((await post(body)).statusCode).toBe(403);
    const wrong = await post({ ...body, token: 'salah' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain('token penyiapan');
    expect(await total(t.database, users)).toBe(0);
  });

  it('takes the client address behind a trusted proxy, not the proxy on the same machine (TRUST_PROXY)', async () => {
    const proxied = await testAppOn(t.database, async () => {}, { setupToken: TOKEN, trustProxy: 1 });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/backend/api/setup',
        payload: body,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': REMOTE },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await proxied.app.close();
    }
    expect(await total(t.database, users)).toBe(0);
  });

  it('answers 422 with the field message for a password under 12 characters and a missing city name', async () => {
    const res = await post({ ...body, password: 'pendek-123', nama_kota: '', token: TOKEN });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Password minimal 12 karakter']);
    expect(res.json().errors.nama_kota).toEqual(['Nama pemerintah daerah wajib diisi']);
    // Under an ordinary account's 8 characters too: one message, the setup's minimum.
    const short = await post({ ...body, password: 'pendek', token: TOKEN });
    expect(short.json().errors.password).toEqual(['Password minimal 12 karakter']);
    expect(await total(t.database, users)).toBe(0);
  });

  it('creates the first super account and the city profile with the token; the profile is live at once', async () => {
    const res = await post({ ...body, token: TOKEN });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users);
    expect(user).toMatchObject({ username: 'admin.kota', nama: 'Admin Kota', role_id: ROLE_IDS.super, active: true });
    const aplikasi = await t.app.inject({ method: 'GET', url: '/backend/api/referensi/aplikasi' });
    expect(aplikasi.json().data).toMatchObject({ nama_kota: 'Kota Contoh', nama_walikota: 'Budi Santoso, S.H.' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { username: 'admin.kota', password: body.password },
    });
    expect(login.statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.table_name, 'users'));
    expect(audits).toHaveLength(1);
  });

  it('answers 409 for ever after, from the server itself too, and says setup is no longer needed', async () => {
    const again = await post({ ...body, username: 'kedua', token: TOKEN }, '127.0.0.1');
    expect(again.statusCode).toBe(409);
    expect(await total(t.database, users)).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: '/backend/api/setup' });
    expect(res.json()).toEqual({ data: { diperlukan: false } });
  });
});

describe('first-run setup from the server machine and from the command line', () => {
  const database = databaseForBlock(emptyCity);

  it('npm run setup creates the account and the profile once, then refuses', async () => {
    const lines: string[] = [];
    const argv = [
      '--username',
      'super.kota',
      '--nama',
      'Super Kota',
      '--nama-kota',
      'Kota Baru',
      '--walikota',
      'Walikota Baru',
    ];
    const result = await runSetupCli(database.db, argv, (l) => lines.push(l));
    expect(result?.generatedPassword).toBe(true);
    expect(result?.password.length).toBeGreaterThanOrEqual(12);
    expect(lines.join('\n')).toContain(result?.password);
    const [user] = await database.db.select().from(users);
    expect(user).toMatchObject({ username: 'super.kota', role_id: ROLE_IDS.super });
    const [kota] = await database.db.select().from(pengaturan).where(eq(pengaturan.kunci, 'nama_walikota'));
    expect(kota?.nilai).toBe('Walikota Baru');
    await expect(runSetupCli(database.db, [...argv.slice(0, 1), 'lain', ...argv.slice(2)], () => {})).rejects.toThrow(
      CliError,
    );
    await expect(
      runSetupCli(
        database.db,
        ['--username', 'x', '--nama', 'X', '--nama-kota', 'K', '--password', 'pendek'],
        () => {},
      ),
    ).rejects.toThrow(/--password: Password minimal/);
    expect(await total(database, users)).toBe(1);
  });

  it('knows a loopback address', () => {
    expect(['127.0.0.1', '127.5.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined].some(isLoopback)).toBe(false);
  });
});
