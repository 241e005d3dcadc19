import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifikasi, users } from '../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../seed/reference-data';
import { createTestApp, type TestApp } from '../../test/harness';
import { setValidasi } from '../../modules/perencanaan/testing';
import { configureMail } from './notify';
import { startOutbox } from './outbox';

/**
 * Issue 27 items 2-3: a workflow event notifies the people concerned in the app and, with SMTP
 * configured, by e-mail through the outbox: written in the event's transaction, sent by a real
 * SMTP server (smtp-server, started here), retried while the server is down, never sent twice.
 */
interface Received {
  to: string;
  body: string;
}
let t: TestApp;
const received: Received[] = [];
let smtp: SMTPServer;
let port = 0;

function startSmtp(listenPort = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          body: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  server.listen(listenPort, '127.0.0.1');
  return server;
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = startSmtp();
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
  configureMail({ enabled: true, appUrl: 'https://sakip.kota.example' });
  await t.database.db.update(users).set({ email: sql`${users.username} || '@sakip.example'` });
});
afterAll(async () => {
  configureMail({ enabled: false, appUrl: 'http://localhost:8080' });
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const API = '/backend/api';
const ajukan = () =>
  t.as('perangkat_daerah', {
    method: 'POST',
    url: `${API}/validasi-perencanaan/${DEMO_PD_SATKER_ID}/ajukan`,
    payload: {},
  });

describe('notifications of a workflow event', () => {
  it('a submitted plan notifies validator 1 in the app and queues one e-mail each', async () => {
    await setValidasi(t.database.db, DEMO_PD_SATKER_ID, 2024, null);
    await t.database.db.delete(emailOutbox);
    expect((await ajukan()).statusCode).toBe(200);
    const res = await t.as('validator_perencanaan_1', { method: 'GET', url: `${API}/notifikasi` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data;
    expect(mine.belum_dibaca).toBeGreaterThan(0);
    expect(mine.items[0].judul).toMatch(/menunggu validasi tahap 1$/);
    expect(mine.items[0].tautan).toBe(`/validasi-perencanaan/${DEMO_PD_SATKER_ID}`);
    const outbox = await t.database.db.select().from(emailOutbox);
    expect(outbox.map((o) => o.kepada)).toContain('validator_perencanaan_1@sakip.example');
    expect(outbox.every((o) => o.status === 'menunggu')).toBe(true);
    // The unit itself is not told of its own submission.
    const unit = (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/notifikasi` })).json().data;
    expect(unit.items.some((n: { judul: string }) => /menunggu validasi tahap 1/.test(n.judul))).toBe(false);
  });

  it('a refused event notifies nobody', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifikasi))[0]?.n;
    expect((await ajukan()).statusCode).toBe(422);
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifikasi))[0]?.n;
    expect(after).toBe(before);
  });

  it('returned with a note: the unit reads the note; marking read is per person', async () => {
    const res = await t.as('validator_perencanaan_1', {
      method: 'POST',
      url: `${API}/validasi-perencanaan/${DEMO_PD_SATKER_ID}/validasi`,
      payload: { tahap: 1, keputusan: 'tolak', catatan: 'Lengkapi target triwulan' },
    });
    expect(res.statusCode).toBe(200);
    const unit = (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/notifikasi` })).json().data;
    const returned = unit.items[0];
    expect(returned.judul).toBe('Perencanaan tahun 2024 dikembalikan pada tahap 1');
    expect(returned.pesan).toBe('Catatan validator: Lengkapi target triwulan');
    const other = await t.as('validator_perencanaan_1', {
      method: 'POST',
      url: `${API}/notifikasi/${returned.id}/baca`,
    });
    expect(other.statusCode).toBe(404);
    const own = await t.as('perangkat_daerah', { method: 'POST', url: `${API}/notifikasi/${returned.id}/baca` });
    expect(own.statusCode).toBe(200);
    const after = (await t.as('perangkat_daerah', { method: 'GET', url: `${API}/notifikasi` })).json().data;
    expect(after.belum_dibaca).toBe(unit.belum_dibaca - 1);
    expect((await t.as(null, { method: 'GET', url: `${API}/notifikasi` })).statusCode).toBe(401);
  });

  it('a person may turn e-mail off; a bad address is a 422', async () => {
    const bad = await t.as('perangkat_daerah', {
      method: 'PUT',
      url: `${API}/notifikasi/pengaturan`,
      payload: { email: 'bukan-email', email_notifikasi: true },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['E-mail tidak valid']);
    const off = await t.as('validator_perencanaan_2', {
      method: 'PUT',
      url: `${API}/notifikasi/pengaturan`,
      payload: { email: 'v2@sakip.example', email_notifikasi: false },
    });
    expect(off.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'validator_perencanaan_2'));
    expect(row?.email_notifikasi).toBe(false);
  });
});

describe('the e-mail outbox', () => {
  it('retries while the SMTP server is down, then sends each e-mail exactly once, across a restart', async () => {
    const pending = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'menunggu'));
    expect(pending.length).toBeGreaterThan(0);
    // Down: the loop records the failure and schedules a retry.
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const first = startOutbox(t.database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Sakip <sakip@sakip.example>',
      intervalMs: 3_600_000,
      backoffMs: 0,
    });
    expect(await first.runOnce()).toBe(0);
    const failed = await t.database.db.select().from(emailOutbox);
    expect(failed.every((o) => o.status === 'menunggu' && o.percobaan === 1 && o.galat)).toBe(true);
    await first.stop();
    // Up again, a new process (a restart): everything goes out once; a second round sends nothing.
    smtp = startSmtp(port);
    await once(smtp.server, 'listening');
    const second = startOutbox(t.database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Sakip <sakip@sakip.example>',
      intervalMs: 3_600_000,
      backoffMs: 0,
    });
    expect(await second.runOnce()).toBe(pending.length);
    expect(await second.runOnce()).toBe(0);
    await second.stop();
    expect(received).toHaveLength(pending.length);
    const mail = received.find((r) => r.to === 'validator_perencanaan_1@sakip.example');
    expect(mail?.body).toContain('Subject: [Sakip] Perencanaan');
    expect(mail?.body).toContain(`https://sakip.kota.example/validasi-perencanaan/${DEMO_PD_SATKER_ID}`);
    const sent = await t.database.db.select().from(emailOutbox);
    expect(sent.every((o) => o.status === 'terkirim' && o.terkirim_at)).toBe(true);
  });
});
