import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BATAS_WAKTU_KODE,
  DEFAULT_YEAR,
  isBiroSatker,
  ROLE_IDS,
  ROLE_NAMES,
  SATKER_DPMPTSP_ID,
  SATKER_SETDA_ID,
  PENAMBAHAN_OUTPUT_YEAR,
  SELECTABLE_YEARS,
} from '@sakip/domain';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { apiTokens, auditLog, pegawai, pengaturan, referensi, satuanKerja, unitKerja, users } from '../db/schema/index';
import { verifyPassword } from '../lib/password';
import {
  activateUser,
  CliError,
  createUser,
  deactivateUser,
  listUsers,
  parseCommand,
  resetPassword,
} from '../cli/user';
import {
  DEMO_BIRO_SATKER_ID,
  DEMO_PD_SATKER_ID,
  isDatabaseEmpty,
  printSeedSummary,
  seedDemo,
  type SeedSummary,
} from './demo';
import { buildDemoData, localDatePlusDays } from './reference-data';

const PASSWORD = 'rahasia-demo-123';
const NOW = new Date(2024, 4, 15, 10, 0, 0);

let database: Database;
let summary: SeedSummary;
let emptyBefore: boolean;
let seedMs: number;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  emptyBefore = await isDatabaseEmpty(database.db);
  const started = performance.now();
  summary = await seedDemo(database.db, { password: PASSWORD, now: NOW });
  seedMs = performance.now() - started;
}, 300_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('runs only on an empty database: empty before, not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    console.log(`seedDemo on PGlite: ${seedMs.toFixed(0)} ms`);
  });

  it('creates about 40 work units with setda, its biro, 1046, an RSUD and kecamatan', async () => {
    const units = await database.db.select().from(satuanKerja);
    expect(units.length).toBeGreaterThanOrEqual(35);
    expect(units.length).toBeLessThanOrEqual(45);
    const ids = units.map((u) => u.satuan_kerja_id);
    expect(ids).toContain(SATKER_SETDA_ID);
    expect(ids).toContain(SATKER_DPMPTSP_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => isBiroSatker(id)).length).toBeGreaterThanOrEqual(3);
    expect(units.filter((u) => u.is_rsud)).toHaveLength(1);
    expect(units.filter((u) => u.jenis === 'kecamatan').length).toBeGreaterThanOrEqual(5);
    expect(units.find((u) => u.satuan_kerja_id === SATKER_SETDA_ID)?.jabatan_kepala).toBe('Sekretaris Daerah');
    expect(units.find((u) => u.jenis === 'inspektorat')?.jabatan_kepala).toBe('Inspektur');
    // Ordinary units have 4-digit ids; only biro ids are longer.
    for (const id of ids.filter((i) => !isBiroSatker(i))) expect(id).toMatch(/^\d{4}$/);
    expect(summary.counts.satuan_kerja).toBe(units.length);
  });

  it('gives every unit exactly one head (eselon 2) whose holder is its kepala_nip, and a tree below it', async () => {
    const units = await database.db.select().from(satuanKerja);
    const positions = await database.db.select().from(unitKerja);
    const byId = new Map(positions.map((p) => [p.id, p]));
    for (const unit of units) {
      const own = positions.filter((p) => p.satuan_kerja_id === unit.satuan_kerja_id);
      const heads = own.filter((p) => p.eselon === 2);
      expect(heads, unit.satuan_kerja_nama).toHaveLength(1);
      expect(heads[0]?.parent_id).toBeNull();
      expect(heads[0]?.pejabat_nip).toBe(unit.kepala_nip);
      expect(own.length, unit.satuan_kerja_nama).toBeGreaterThanOrEqual(3);
    }
    for (const p of positions.filter((x) => x.eselon > 2)) {
      const parent = byId.get(p.parent_id ?? -1);
      expect(parent?.satuan_kerja_id).toBe(p.satuan_kerja_id);
      expect(parent!.eselon).toBeLessThan(p.eselon);
    }
    const bidang = positions.find(
      (p) => p.satuan_kerja_id === DEMO_PD_SATKER_ID && p.unit_kerja_nama === 'Bidang Pendidikan Dasar',
    );
    expect(bidang).toMatchObject({
      eselon: 3,
      jabatan_nama: 'Kepala Bidang Pendidikan Dasar',
      unit_kerja_nama_full: 'Bidang Pendidikan Dasar Dinas Pendidikan',
    });
  });

  it('continues the unit_kerja id sequence after the explicit ids', async () => {
    const [row] = await database.db
      .insert(unitKerja)
      .values({
        satuan_kerja_id: DEMO_PD_SATKER_ID,
        unit_kerja_nama: 'Uji',
        unit_kerja_nama_full: 'Uji',
        jabatan_nama: 'Uji',
        eselon: 4,
      })
      .returning({ id: unitKerja.id });
    expect(row!.id).toBe(summary.counts.unit_kerja! + 1);
    await database.db.delete(unitKerja).where(eq(unitKerja.id, row!.id));
  });

  it('gives employees unique 18-digit NIPs (birth date, appointment, sex, sequence) and one per position', async () => {
    const people = await database.db.select().from(pegawai);
    const positions = await database.db.select().from(unitKerja);
    expect(people.length).toBe(summary.counts.pegawai);
    expect(new Set(people.map((p) => p.nip)).size).toBe(people.length);
    for (const p of people) {
      expect(p.nip).toMatch(/^(19[6-9]\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d)(19|20)\d{2}(0[1-9]|1[0-2])[12]\d{3}$/);
      expect(p.pangkat_golongan).toMatch(/\((II|III|IV)\/[a-d]\)$/);
      expect(p.peg_nama.length).toBeGreaterThan(3);
    }
    const nips = new Set(people.map((p) => p.nip));
    for (const pos of positions) expect(nips.has(pos.pejabat_nip!)).toBe(true);
    // 2-4 staff per unit on top of the officials.
    expect(people.length - positions.length).toBeGreaterThanOrEqual(2 * summary.counts.satuan_kerja!);
  });

  it('is the same data on every run', () => {
    expect(buildDemoData()).toEqual(buildDemoData());
  });

  it('creates exactly one account per role named after it, plus biro; every password verifies', async () => {
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(ROLE_NAMES.length + 1);
    for (const role of ROLE_NAMES) {
      const matching = rows.filter((u) => u.username === role);
      expect(matching, role).toHaveLength(1);
      expect(matching[0]!.role_id).toBe(ROLE_IDS[role]);
    }
    const biro = rows.find((u) => u.username === 'biro');
    expect(biro?.role_id).toBe(ROLE_IDS.perangkat_daerah);
    expect(biro?.satuan_kerja_id).toBe(DEMO_BIRO_SATKER_ID);
    expect(isBiroSatker(biro?.satuan_kerja_id)).toBe(true);

    const byName = new Map(rows.map((u) => [u.username, u]));
    expect(byName.get('perangkat_daerah')?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    expect(byName.get('setda')?.satuan_kerja_id).toBe(SATKER_SETDA_ID);
    expect(byName.get('super')?.satuan_kerja_id).toBeNull();

    const checks = await Promise.all(rows.map((u) => verifyPassword(u.password_hash, PASSWORD)));
    expect(checks.every(Boolean)).toBe(true);
    expect(await verifyPassword(rows[0]!.password_hash, 'salah')).toBe(false);

    // Every account is a person of the city: nip of an existing pegawai, same name.
    const people = new Map((await database.db.select().from(pegawai)).map((p) => [p.nip, p]));
    for (const u of rows) {
      expect(u.active).toBe(true);
      expect(people.get(u.nip ?? '')?.peg_nama, u.username).toBe(u.nama);
    }
    expect(new Set(rows.map((u) => u.nip)).size).toBe(rows.length);
  });

  it('links the kepala bidang and kepala OPD validators to officials of the PD unit', async () => {
    const [kabid] = await database.db.select().from(users).where(eq(users.username, 'validator_kepala_bidang'));
    const [kadis] = await database.db.select().from(users).where(eq(users.username, 'validator_kepala_opd'));
    const positions = await database.db
      .select()
      .from(unitKerja)
      .where(eq(unitKerja.satuan_kerja_id, DEMO_PD_SATKER_ID));
    expect(kabid?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    expect(kadis?.satuan_kerja_id).toBe(DEMO_PD_SATKER_ID);
    expect(positions.find((p) => p.pejabat_nip === kabid?.nip)?.jabatan_nama).toMatch(/^Kepala Bidang /);
    expect(positions.find((p) => p.pejabat_nip === kadis?.nip)?.eselon).toBe(2);
  });

  it('sets running deadlines for the default year and past ones for the other years', async () => {
    const rows = await database.db.select().from(referensi);
    const today = localDatePlusDays(NOW, 0);
    for (const tahun of SELECTABLE_YEARS) {
      for (const kode of BATAS_WAKTU_KODE) {
        const row = rows.find((r) => r.tahun === tahun && r.kode === kode);
        expect(row, `${tahun} ${kode}`).toBeDefined();
        if (tahun === DEFAULT_YEAR) expect(row!.nilai_date > today).toBe(true);
        else expect(row!.nilai_date < today).toBe(true);
      }
    }
    expect(rows.find((r) => r.kode === 'count-down')?.nama).toBe('Batas Waktu Penyesuaian Perencanaan Pasca efisiensi');
    expect(rows.find((r) => r.kode === 'count-down-penilaian')?.nama).toBe('Batas Waktu Pengisian Eviden Perbaikan');
  });

  it('stores the city settings with the selectable and default years', async () => {
    const rows = await database.db.select().from(pengaturan);
    const settings = Object.fromEntries(rows.map((r) => [r.kunci, r.nilai]));
    // 2023 too: the demo holds its penambahan jumlah output, a page SPEC offers in 2023 only.
    expect(settings.tahun_options).toEqual([PENAMBAHAN_OUTPUT_YEAR, ...SELECTABLE_YEARS]);
    expect(settings.tahun_default).toBe(DEFAULT_YEAR);
    expect(settings.nama_kota).toBe('Kota Harapan Jaya');
    for (const key of ['nama_provinsi', 'nama_walikota', 'nama_wakil_walikota', 'nama_sekda']) {
      expect(typeof settings[key], key).toBe('string');
      expect((settings[key] as string).length, key).toBeGreaterThan(3);
    }
  });

  it('prints the accounts and the warning to change the passwords', () => {
    const lines: string[] = [];
    printSeedSummary(summary, PASSWORD, (line) => lines.push(line));
    const text = lines.join('\n');
    for (const a of summary.accounts) expect(text).toContain(a.username);
    expect(text).toContain(PASSWORD);
    expect(text).toContain('PERINGATAN: ganti password akun demo sebelum dipakai sungguhan');
    expect(text).toContain('WARNING');
    expect(summary.accounts.find((a) => a.username === 'perangkat_daerah')?.satuan_kerja_nama).toBe('Dinas Pendidikan');
  });
});

describe('user CLI', () => {
  async function addToken(userId: number, hash: string) {
    await database.db
      .insert(apiTokens)
      .values({ user_id: userId, token_hash: hash, expires_at: new Date(Date.now() + 86_400_000) });
  }

  it('creates a user with a generated strong password and records it in the audit log', async () => {
    const result = await createUser(database.db, {
      username: 'operator.disdik',
      nama: 'Operator Dinas Pendidikan',
      role: 'perangkat_daerah',
      satker: DEMO_PD_SATKER_ID,
    });
    expect(result.generatedPassword).toBe(true);
    expect(result.password.length).toBeGreaterThanOrEqual(16);
    const [row] = await database.db.select().from(users).where(eq(users.username, 'operator.disdik'));
    expect(row).toMatchObject({
      role_id: ROLE_IDS.perangkat_daerah,
      satuan_kerja_id: DEMO_PD_SATKER_ID,
      active: true,
      nip: null,
    });
    expect(await verifyPassword(row!.password_hash, result.password)).toBe(true);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(row!.id)));
    expect(audit.some((a) => a.action === 'create' && a.table_name === 'users' && a.actor_id === null)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(row!.password_hash);
  });

  it('refuses invalid input with Indonesian messages', async () => {
    const fail = async (input: Parameters<typeof createUser>[1]) => {
      const error = await createUser(database.db, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      return (error as CliError).messages.join('\n');
    };
    expect(await fail({ username: 'x1', nama: 'X', role: 'raja' })).toContain('tidak dikenal');
    expect(await fail({ username: 'x1', nama: 'X' })).toContain('Peran wajib diisi');
    expect(await fail({ username: 'Huruf Besar', nama: 'X', role: 'super' })).toContain('Username hanya boleh');
    expect(await fail({ username: 'x1', nama: 'X', role: 'super', password: 'pendek' })).toContain(
      'Password minimal 8 karakter',
    );
    expect(await fail({ username: 'super', nama: 'X', role: 'super' })).toContain('sudah dipakai');
    expect(await fail({ username: 'x1', nama: 'X', role: 'perangkat_daerah', satker: '0000' })).toContain(
      'tidak ditemukan',
    );
    expect(await fail({ username: 'x1', role: 'super' })).toContain('Nama wajib diisi');
    expect(await fail({ username: 'x1', nama: 'X', role: 'super', nip: '198001012005011999' })).toBe(
      '--nip: Pegawai dengan NIP 198001012005011999 tidak ditemukan. Tambahkan dulu pegawainya (menu Pegawai), lalu ulangi.',
    );
  });

  it("resets a password and revokes the user's tokens", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.username, 'perangkat_daerah'));
    await addToken(user!.id, 'hash-reset-1');
    const result = await resetPassword(database.db, { username: 'perangkat_daerah', password: 'password-baru-1' });
    expect(result).toMatchObject({ generatedPassword: false, revokedTokens: 1 });
    const [after] = await database.db.select().from(users).where(eq(users.id, user!.id));
    expect(await verifyPassword(after!.password_hash, 'password-baru-1')).toBe(true);
    expect(await verifyPassword(after!.password_hash, PASSWORD)).toBe(false);
    const tokens = await database.db.select().from(apiTokens).where(eq(apiTokens.user_id, user!.id));
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true);

    const generated = await resetPassword(database.db, { username: 'perangkat_daerah' });
    expect(generated.generatedPassword).toBe(true);
    await expect(resetPassword(database.db, { username: 'tidak-ada' })).rejects.toThrow('tidak ditemukan');
  });

  it('deactivates (revoking tokens) and activates a user', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.username, 'pemda'));
    await addToken(user!.id, 'hash-deactivate-1');
    await addToken(user!.id, 'hash-deactivate-2');
    expect(await deactivateUser(database.db, 'pemda')).toEqual({ username: 'pemda', revokedTokens: 2 });
    let [row] = await database.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.active).toBe(false);
    const tokens = await database.db.select().from(apiTokens).where(eq(apiTokens.user_id, user!.id));
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true);

    await activateUser(database.db, 'pemda');
    [row] = await database.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.active).toBe(true);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(user!.id)));
    expect(audit.filter((a) => a.action === 'update')).toHaveLength(2);
  });

  it('lists users with role and unit', async () => {
    const rows = await listUsers(database.db);
    expect(rows.find((r) => r.username === 'biro')).toMatchObject({ role: 'perangkat_daerah', active: true });
    expect(rows.find((r) => r.username === 'biro')?.satuan_kerja).toContain(DEMO_BIRO_SATKER_ID);
  });

  it('parses commands and rejects unknown ones', () => {
    expect(parseCommand(['create', '--username', 'a', '--role', 'super'])).toEqual({
      command: 'create',
      values: { username: 'a', role: 'super' },
    });
    expect(parseCommand([])).toBeNull();
    expect(parseCommand(['--help'])).toBeNull();
    expect(() => parseCommand(['hapus'])).toThrow(CliError);
    expect(() => parseCommand(['list', '--warna', 'merah'])).toThrow(CliError);
  });
});
