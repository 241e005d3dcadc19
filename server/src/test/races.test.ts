import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LkeStructure } from '@sakip/domain';
import { auditLog, dokumen, lkeStatus, perjanjianKinerjaScan } from '../db/schema/index';
import { testConfig } from '../config';
import { createTestApp, type TestApp } from './harness';
import { multipart, SAMPLE } from './multipart';

/**
 * Exactly one of 20 parallel writes of the same thing wins (issue 21 item 1). PGlite runs one
 * statement at a time, so these tests bite on the PostgreSQL server (the suite's second pass),
 * where the 20 requests share a pool and really overlap.
 */
const PARALLEL = 20;
const API = '/backend/api';
const uploadDir = path.join(testConfig().uploadDir, `races-${process.pid}`);
let t: TestApp;
/** An app whose uploads land in a folder of this file only (its files can be counted). */
let own: TestApp;

beforeAll(async () => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  t = await createTestApp();
  own = await createTestApp({ uploadDir });
  // Tokens first: 20 parallel first requests would each create one.
  await Promise.all([t.tokenFor('perangkat_daerah'), own.tokenFor('perangkat_daerah')]);
});
afterAll(async () => {
  await Promise.all([t?.close(), own?.close()]);
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});
const times = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, run));

describe('races: one of 20 parallel writes wins', () => {
  it('deletes a team member once: one 200 and one audit row, the others 404', async () => {
    const list = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/tim-kerja?per_page=100` });
    const teams = list.json().data as { id: number; jumlah_anggota: number }[];
    const team = teams.find((row) => row.jumlah_anggota > 0)!;
    const detail = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/tim-kerja/${team.id}` });
    const member = (detail.json().data.anggota as { id: number; nip: string }[])[0]!;
    const url = `${API}/tim-kerja/${team.id}/anggota/${member.nip}`;
    const responses = await times(() => t.as('perangkat_daerah', { method: 'DELETE', url }));
    expect(statuses(responses)).toEqual({ 200: 1, 404: PARALLEL - 1 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.table_name, 'tim_kerja_anggota'),
          eq(auditLog.record_id, String(member.id)),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('removes an evidence file once: one 200, the others 404', async () => {
    const sheet = await t.as('perangkat_daerah', { method: 'GET', url: `${API}/lke/lembar?tahap=1` });
    const struktur = sheet.json().data.struktur as LkeStructure;
    const slot = struktur
      .flatMap((k) => k.sub.flatMap((s) => s.kriteria.flatMap((c) => c.slots)))
      .find((s) => s.jenis === 'file')!;
    const up = await t.as('perangkat_daerah', {
      method: 'POST',
      url: `${API}/lke/eviden/upload`,
      ...multipart({ slot_id: slot.id, tahap: 1 }, { filename: 'eviden.pdf', content: SAMPLE.pdf }),
    });
    expect(up.statusCode, up.body).toBe(200);
    const url = `${API}/lke/eviden/${up.json().data.id as number}/file`;
    const responses = await times(() => t.as('perangkat_daerah', { method: 'DELETE', url }));
    expect(statuses(responses)).toEqual({ 200: 1, 404: PARALLEL - 1 });
  });

  it('submits a worksheet without a status row once: one 200, one transition, the others 409', async () => {
    const unit = '1010';
    await t.database.db.delete(lkeStatus).where(eq(lkeStatus.satuan_kerja_id, unit));
    const sheet = (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/lke/lembar?tahap=1` })).json().data as {
      struktur: LkeStructure;
      jawaban: Record<string, number | null>;
      eviden: Record<string, unknown>;
    };
    const kriteria = sheet.struktur.flatMap((k) => k.sub.flatMap((s) => s.kriteria));
    const save = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/lke/eviden`,
      payload: {
        tahap: 1,
        jawaban: kriteria.filter((k) => !sheet.jawaban[k.id]).map((k) => ({ kriteria_id: k.id, opsi_id: k.opsi[0]!.id })),
        eviden: kriteria
          .flatMap((k) => k.slots)
          .filter((s) => !sheet.eviden[s.id])
          .map((s) => ({ slot_id: s.id, isi: 'Arsip bagian perencanaan' })),
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const responses = await times(() =>
      t.as('perangkat_daerah', { method: 'POST', url: `${API}/lke/eviden/ajukan`, payload: { tahap: 1 } }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const transitions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'lke_status'), eq(auditLog.record_id, `${unit}/2024`)));
    expect(transitions).toHaveLength(1);
  });

  it('uploads 20 versions of one document kind in parallel: all accepted, consecutive versions', async () => {
    const jenis = '3';
    const responses = await times(() =>
      t.as('perangkat_daerah', {
        method: 'POST',
        url: `${API}/dokumen`,
        ...multipart({ jenis_dokumen_id: jenis }, { filename: 'dokumen.pdf', content: SAMPLE.pdf }),
      }),
    );
    expect(statuses(responses)).toEqual({ 200: PARALLEL });
    const rows = await t.database.db
      .select({ versi: dokumen.versi })
      .from(dokumen)
      .where(and(eq(dokumen.satuan_kerja_id, '1010'), eq(dokumen.jenis_dokumen_id, Number(jenis))))
      .orderBy(dokumen.versi);
    const versions = rows.map((r) => r.versi);
    expect(versions.slice(-PARALLEL)).toEqual(Array.from({ length: PARALLEL }, (_, i) => versions.at(-PARALLEL)! + i));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('replaces an agreement scan 20 times in parallel: only the file the row refers to stays', async () => {
    const list = await own.as('perangkat_daerah', { method: 'GET', url: `${API}/perjanjian-kinerja` });
    const agreement = (list.json().data as { id: number; jenis: string }[])[0]!;
    const url = `${API}/perjanjian-kinerja/${agreement.id}/scan?jenis=${agreement.jenis}`;
    const responses = await times(() =>
      own.as('perangkat_daerah', {
        method: 'POST',
        url,
        ...multipart({}, { filename: 'scan.pdf', content: SAMPLE.pdf }),
      }),
    );
    expect(statuses(responses)).toEqual({ 200: PARALLEL });
    const stored: string[] = [];
    for await (const file of own.app.files.list()) stored.push(file.key);
    expect(stored).toHaveLength(1);
    const referenced = await own.database.db
      .select({ key: perjanjianKinerjaScan.file_key })
      .from(perjanjianKinerjaScan)
      .where(inArray(perjanjianKinerjaScan.file_key, stored));
    expect(referenced.map((r) => r.key)).toEqual(stored);
  });
});
