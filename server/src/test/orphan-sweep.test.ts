import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumen, lkeEviden, perjanjianKinerjaScan } from '../db/schema/index';
import { testConfig } from '../config';
import { startOrphanSweeper, sweepOrphanFiles } from '../lib/files/index';
import { createTestApp, type TestApp } from './harness';
import { multipart, SAMPLE } from './multipart';

/**
 * Issue 21 item 7: the orphan sweeper removes stored files no row refers to once they are older
 * than the grace period, through the storage interface (here the local and the database stores),
 * and never a file a row refers to nor a young one. On the PostgreSQL server (the suite's second
 * pass) the 20 parallel replacements really overlap.
 */
const PARALLEL = 20;
const API = '/backend/api';
const HOUR = 60 * 60 * 1000;
const uploadDir = path.join(testConfig().uploadDir, `orphan-sweep-${process.pid}`);

interface Logged {
  details: object;
  message: string;
}
function recorder() {
  const lines: Logged[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ details, message }),
    error: (details: object, message: string) => lines.push({ details, message }),
  };
}

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.files.list()) keys.push(file.key);
  return keys.sort();
}

async function referencedKeys(t: TestApp): Promise<Set<string>> {
  const { db } = t.database;
  const rows = [
    ...(await db.select({ key: dokumen.file_key }).from(dokumen)),
    ...(await db.select({ key: perjanjianKinerjaScan.file_key }).from(perjanjianKinerjaScan)),
    ...(await db.select({ key: lkeEviden.file_key }).from(lkeEviden)),
  ];
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

/** Files a crash left behind: stored, no row written. */
async function leaveOrphans(t: TestApp, count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () => t.app.files.newKey());
  for (const key of keys) await t.app.files.put(key, Readable.from([Buffer.from('%PDF-1.4 sisa unggahan')]));
  return keys;
}

/** 20 parallel replacements of one agreement scan (each answer 200). */
async function replaceScanInParallel(t: TestApp) {
  const list = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/perjanjian-kinerja` });
  const agreement = (list.json().data as { id: number; jenis: string }[])[0]!;
  const url = `${API}/perjanjian-kinerja/${agreement.id}/scan?jenis=${agreement.jenis}`;
  const upload = () =>
    t.as('perangkat_daerah', { method: 'POST', url, ...multipart({}, { filename: 'scan.pdf', content: SAMPLE.pdf }) });
  const responses = await Promise.all(Array.from({ length: PARALLEL }, upload));
  expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: PARALLEL }, () => 200));
}

function sweepContract(name: string, open: () => Promise<TestApp>) {
  describe(`orphan sweeper (${name} store)`, () => {
    let t: TestApp;
    beforeAll(async () => {
      fs.rmSync(uploadDir, { recursive: true, force: true });
      t = await open();
      await t.tokenFor('perangkat_daerah');
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    });

    it('after 20 parallel replacements and a crash, leaves exactly the files rows refer to', async () => {
      await replaceScanInParallel(t);
      const orphans = await leaveOrphans(t, 3);
      const referencedBefore = (await storedKeys(t)).filter((k) => !orphans.includes(k));

      // Young orphans may be uploads in flight: a sweep now removes nothing.
      const young = recorder();
      expect(await sweepOrphanFiles(t.database.db, t.app.files, { graceHours: 24, log: young })).toEqual([]);
      expect(await storedKeys(t)).toEqual([...referencedBefore, ...orphans].sort());

      // A day later they are orphans: removed, each logged; every file a row refers to stays.
      const later = recorder();
      const removed = await sweepOrphanFiles(t.database.db, t.app.files, {
        graceHours: 24,
        log: later,
        now: () => new Date(Date.now() + 25 * HOUR),
      });
      expect(removed.map((f) => f.key).sort()).toEqual([...orphans].sort());
      expect(later.lines.map((l) => l.message)).toEqual(orphans.map(() => 'Berkas tanpa rujukan dihapus'));
      expect(later.lines.map((l) => (l as { details: { key: string } }).details.key).sort()).toEqual([...orphans].sort());
      const left = await storedKeys(t);
      expect(left).toEqual(referencedBefore);
      const referenced = await referencedKeys(t);
      expect(left.every((k) => referenced.has(k))).toBe(true);
      // The agreement's scan still downloads.
      const list = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/perjanjian-kinerja` });
      const agreement = (list.json().data as { id: number; jenis: string }[])[0]!;
      const scan = await t.as('perangkat_daerah', {
        method: 'GET',
        url: `${API}/perjanjian-kinerja/${agreement.id}/scan?jenis=${agreement.jenis}`,
      });
      expect(scan.statusCode).toBe(200);
    });

    it('runs at start and stops cleanly (the daily timer does not keep the process alive)', async () => {
      const orphans = await leaveOrphans(t, 1);
      const log = recorder();
      const sweeper = startOrphanSweeper(t.database.db, t.app.files, {
        graceHours: 1,
        log,
        now: () => new Date(Date.now() + 2 * HOUR),
      });
      await sweeper.stop();
      expect(log.lines.map((l) => (l as { details: { key: string } }).details.key)).toEqual(orphans);
      expect(await storedKeys(t)).not.toContain(orphans[0]);
    });
  });
}

sweepContract('local', () => createTestApp({ fileStore: 'local', uploadDir }));
sweepContract('database', () => createTestApp({ fileStore: 'database' }));
