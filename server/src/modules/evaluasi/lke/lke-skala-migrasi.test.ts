import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../../db/migrate';
import { execFileSync } from 'node:child_process';
import { ROLE_IDS, type SessionUser } from '@sakip/domain';
import { lheDocument } from './lhe-document';
import { hasilOf } from './lke.service';

/**
 * The move of the LKE answers from the 12/2015 scale to 88/2021 (migration 0015_lke_skala_88_2021):
 * a database at the previous migration with answers on the old scale is migrated; every answer and
 * verdict maps as DOMAIN-3 §1.1 lists, with an audit row each; a closed evaluation keeps its final
 * value and is marked as scored on the old scale.
 */
const MIGRATION = '0015_lke_skala_88_2021';
const TAHUN = 2023;
const SELESAI = 'MIG-SELESAI';
const BERJALAN = 'MIG-BERJALAN';

/** Criterion code → the old option answered → the new grade expected. */
const JAWABAN: [string, string, string][] = [
  ['1.a.1', 'Ya', 'BB'],
  ['1.a.2', 'Tidak', 'E'],
  ['1.b.1', 'A', 'BB'],
  ['1.b.2', 'B', 'B'],
  ['1.b.3', 'C', 'C'],
  ['1.b.4', 'D', 'D'],
  ['1.b.5', 'E', 'E'],
  ['1.c.1', 'B', 'B'],
];
const YT = [
  ['Ya', 100],
  ['Tidak', 0],
] as const;
const AE = [
  ['A', 100],
  ['B', 75],
  ['C', 50],
  ['D', 25],
  ['E', 0],
] as const;

let database: Database;
let tmp: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = await database.db.execute(query);
  return (res as { rows: T[] }).rows;
}

/** The migrations folder as it was before this change (journal cut before MIGRATION). */
function previousMigrations(): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lke-migrasi-'));
  fs.mkdirSync(path.join(tmp, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(tmp, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(tmp, `${e.tag}.sql`));
  return tmp;
}

/** The 2023 worksheet on the old scale (one component of 100) and two units' answers. */
async function seedOldScale() {
  const db = database.db;
  for (const id of [SELESAI, BERJALAN])
    await db.execute(sql`insert into satuan_kerja (satuan_kerja_id, satuan_kerja_nama, jenis, jabatan_kepala)
      values (${id}, ${`Unit ${id}`}, 'dinas', 'Kepala Dinas')`);
  const [k] = await rows<{ id: number }>(sql`insert into lke_komponen (tahun, kode, nama, bobot, urutan)
    values (${TAHUN}, '1', 'Perencanaan Kinerja', 100, 1) returning id`);
  const subs: Record<string, number> = {};
  for (const [kode, nama, bobot, urutan] of [
    ['1.a', 'Keberadaan', 2000, 1],
    ['1.b', 'Kualitas', 3000, 2],
    ['1.c', 'Pemanfaatan', 5000, 3],
  ] as const) {
    const [s] = await rows<{
      id: number;
    }>(sql`insert into lke_sub_komponen (komponen_id, kode, nama, bobot_x100, urutan)
      values (${k!.id}, ${kode}, ${nama}, ${bobot}, ${urutan}) returning id`);
    subs[kode] = s!.id;
  }
  const opsi: Record<string, Record<string, number>> = {};
  for (const [i, [kode]] of JAWABAN.entries()) {
    const [c] = await rows<{ id: number }>(sql`insert into lke_kriteria (sub_komponen_id, kode, pertanyaan, urutan)
      values (${subs[kode.slice(0, 3)]}, ${kode}, ${`Kriteria ${kode}`}, ${i + 1}) returning id`);
    opsi[kode] = { kriteria: c!.id };
    for (const [j, [label, nilai]] of (kode.startsWith('1.a') ? YT : AE).entries()) {
      const [o] = await rows<{ id: number }>(sql`insert into lke_opsi (kriteria_id, label, nilai_persen, urutan)
        values (${c!.id}, ${label}, ${nilai}, ${j + 1}) returning id`);
      opsi[kode][label] = o!.id;
    }
  }
  for (const sid of [SELESAI, BERJALAN]) {
    for (const [kode, lama] of JAWABAN) {
      const o = opsi[kode]!;
      for (const lembar of sid === SELESAI ? [1, 2] : [1]) {
        await db.execute(sql`insert into lke_jawaban (satuan_kerja_id, kriteria_id, lembar, opsi_id)
          values (${sid}, ${o.kriteria}, ${lembar}, ${o[lama]})`);
        if (sid === SELESAI)
          await db.execute(sql`insert into lke_penilaian (satuan_kerja_id, kriteria_id, lembar, opsi_id, status)
            values (${sid}, ${o.kriteria}, ${lembar}, ${o[lama]}, 'terima')`);
      }
    }
  }
  await db.execute(sql`insert into lke_status (satuan_kerja_id, tahun, tahap) values
    (${SELESAI}, ${TAHUN}, 'selesai'), (${BERJALAN}, ${TAHUN}, 'pengisian')`);
  await db.execute(
    sql`insert into lke_pleno (satuan_kerja_id, komponen_id, nilai_x100) values (${SELESAI}, ${k!.id}, 8750)`,
  );
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: previousMigrations() });
  await seedOldScale();
  await runMigrations(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('migration of LKE answers to the 88/2021 scale', () => {
  it('maps every answer and verdict as listed: Ya → BB, Tidak → E, A → BB, B..E → B..E', async () => {
    const got = await rows<{ satuan_kerja_id: string; kode: string; lembar: number; tabel: string; label: string }>(sql`
      select x.satuan_kerja_id, k.kode, x.lembar, x.tabel, o.label from (
        select satuan_kerja_id, kriteria_id, lembar, opsi_id, 'jawaban' as tabel from lke_jawaban
        union all select satuan_kerja_id, kriteria_id, lembar, opsi_id, 'penilaian' from lke_penilaian
      ) x join lke_kriteria k on k.id = x.kriteria_id join lke_opsi o on o.id = x.opsi_id
      order by x.tabel, x.satuan_kerja_id, x.lembar, k.kode`);
    // 8 answers of the running unit, 16 of the closed one (two sheets), 16 verdicts.
    expect(got).toHaveLength(40);
    const expected = new Map(JAWABAN.map(([kode, , baru]) => [kode, baru]));
    for (const r of got) expect([r.kode, r.label]).toEqual([r.kode, expected.get(r.kode)]);
  });

  it('every criterion now offers AA..E = 100..0 with the meaning by its sub komponen kind', async () => {
    const opsi = await rows<{ kode: string; label: string; nilai_persen: number; penjelasan: string }>(sql`
      select k.kode, o.label, o.nilai_persen, o.penjelasan from lke_opsi o join lke_kriteria k on k.id = o.kriteria_id
      order by k.kode, o.urutan`);
    expect(opsi).toHaveLength(JAWABAN.length * 8);
    expect(opsi.slice(0, 8).map((o) => [o.label, o.nilai_persen])).toEqual([
      ['AA', 100],
      ['A', 90],
      ['BB', 80],
      ['B', 70],
      ['CC', 60],
      ['C', 50],
      ['D', 30],
      ['E', 0],
    ]);
    expect(opsi.find((o) => o.kode === '1.a.1' && o.label === 'AA')?.penjelasan).toContain('5 tahun');
    expect(opsi.find((o) => o.kode === '1.b.1' && o.label === 'AA')?.penjelasan).toContain('contoh secara nasional');
    const subs = await rows<{ kode: string; jenis: string }>(
      sql`select kode, jenis from lke_sub_komponen order by kode`,
    );
    expect(subs.map((s) => s.jenis)).toEqual(['keberadaan', 'kualitas', 'pemanfaatan']);
  });

  it('records each move in the answers history (audit_log), old and new grade', async () => {
    const audit = await rows<{ table_name: string; record_id: string; old_label: string; new_label: string }>(sql`
      select table_name, record_id, old_values->>'label' as old_label, new_values->>'label' as new_label
      from audit_log where table_name in ('lke_jawaban', 'lke_penilaian')`);
    expect(audit.filter((a) => a.table_name === 'lke_jawaban')).toHaveLength(24);
    expect(audit.filter((a) => a.table_name === 'lke_penilaian')).toHaveLength(16);
    const pairs = new Set(audit.map((a) => `${a.old_label}→${a.new_label}`));
    expect([...pairs].sort()).toEqual(['A→BB', 'B→B', 'C→C', 'D→D', 'E→E', 'Tidak→E', 'Ya→BB']);
    expect(audit.some((a) => a.record_id === `${BERJALAN}/${TAHUN}/1`)).toBe(true);
  });

  it('a closed evaluation keeps its final value and says it was scored on the old scale', async () => {
    const [selesai, berjalan] = await hasilOf(database.db, TAHUN, [SELESAI, BERJALAN]);
    expect(selesai!.nilai_akhir).toMatchObject({ nilai: 87.5, sumber: 'pleno', predikat: 'A' });
    expect(selesai!.skala_lama).toBe(true);
    expect(berjalan!.skala_lama).toBe(false);
    // The running unit's self-assessment is on the new values: 1.a (80+0)/2 × 20 + 1.b 230/5 × 30 + 1.c 70 × 50.
    expect(berjalan!.kolom.find((k) => k.kunci === 'sa_awal')?.total).toBe(56.8);
    expect(berjalan!.kolom.find((k) => k.kunci === 'sa_awal')?.predikat).toBe('CC');
  });

  it('the LHE of the closed evaluation names the predikat, its interpretation and the old scale', async () => {
    const superUser: SessionUser = {
      id: 1,
      nama: 'Super',
      username: 'super',
      nip: null,
      role_id: ROLE_IDS.super,
      role: 'super',
      satuan_kerja_id: null,
      satuan_kerja_nama: null,
      is_biro: false,
    };
    const { pdf } = await lheDocument(database.db, superUser, TAHUN, SELESAI);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Predikat A (Memuaskan)');
    expect(text).toContain('Interpretasi Akuntabilitas kinerja efektif di seluruh unit kerja');
    expect(text).toContain('Evaluasi ini ditutup dengan skala penilaian lama (PermenPAN-RB 12/2015');
  });
});
