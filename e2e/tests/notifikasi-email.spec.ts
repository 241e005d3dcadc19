import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { loginAs } from './fixtures';

/**
 * Issue 27 "Done when": a unit submits its plan → validator perencanaan 1 sees the bell count and
 * the item, opens it, returns the plan with a note → the unit sees the notification and the note;
 * a real SMTP server (started here) receives one e-mail for each event, none twice, across a
 * restart of the app in between. The app is a server of its own (started and restarted by this
 * spec, with SMTP_URL pointing here, its data on disk so the restart keeps it), not the shared one.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// +2000: E2E_PORT+1000 is the empty city of kota-baru.spec.ts (playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 8091) + 2000;
const APP = `http://127.0.0.1:${PORT}`;
/** The demo biro: a unit account (perangkat daerah) whose 2024 plan has no validation record. */
const BIRO = '9999001';
const CATATAN = 'Lengkapi target triwulan IKU 2 (uji E2E)';

interface Mail {
  to: string;
  subject: string;
  messageId: string;
  body: string;
}
const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let server: ChildProcess | undefined;
let dataDir = '';

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // The text part is quoted-printable: soft line breaks and =XX escapes decoded.
        const body = Buffer.concat(chunks)
          .toString()
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: header(body, 'Subject'),
          messageId: header(body, 'Message-ID'),
          body,
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
}

async function startApp() {
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: path.join(ROOT, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(ROOT, 'web/dist'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PRETTY_LOGS: 'false',
      LOGIN_RATE_LIMIT_MAX: '10000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Sakip <sakip@sakip.example>',
      APP_URL: 'https://sakip.kota.example',
    },
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server berhenti dengan kode ${server.exitCode}`);
    const ok = await fetch(`${APP}/backend/api/referensi/aplikasi`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Server tidak siap dalam 150 detik');
}

/** A graceful stop (SIGTERM: the outbox round in flight ends, the database closes). */
async function stopApp() {
  if (!server || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

async function open(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  await loginAs(page, username);
  return page;
}

/** Waits until the outbox has delivered the e-mails matching `subject` (it runs every 5 s). */
async function mailsTo(to: string, subject: RegExp, count = 1) {
  await expect.poll(() => mails.filter((m) => m.to === to && subject.test(m.subject)).length, { timeout: 30_000 }).toBe(count);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(420_000);

test.beforeAll(async () => {
  // Seeding the demo city on disk takes longer than a test's default under a loaded machine.
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakip-e2e-mail-'));
  await startSmtp();
  await startApp();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopApp();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('submitted, returned with a note: in the bell, on Tugas Saya and by e-mail, once each across a restart', async ({
  browser,
}) => {
  // The unit submits its plan.
  const unit = await open(browser, 'biro');
  await unit.goto('/validasi-perencanaan');
  const own = unit.getByRole('region', { name: /^Status validasi / });
  await own.getByRole('button', { name: 'Ajukan', exact: true }).click();
  const dialog = unit.getByRole('dialog', { name: 'Ajukan Validasi Perencanaan' });
  await dialog.getByRole('textbox', { name: 'Catatan untuk validator' }).fill('Mohon divalidasi (uji E2E)');
  await dialog.getByRole('button', { name: 'Ajukan', exact: true }).click();
  await expect(own.getByText('Menunggu validasi tahap 1')).toBeVisible();
  await mailsTo('validator_perencanaan_1@sakip.example', /menunggu validasi tahap 1$/);

  // The app restarts (same data): nothing already sent goes out again.
  await stopApp();
  await startApp();

  // Validator 1: the bell counts it, Tugas Saya lists it, the item opens the plan.
  const validator = await open(browser, 'validator_perencanaan_1');
  const bell = validator.getByTestId('tugas-bell');
  await expect(bell).toHaveAccessibleName(/^Tugas Saya: [1-9]\d* menunggu, [1-9]\d* pemberitahuan belum dibaca$/);
  await bell.click();
  await expect(validator).toHaveURL(/\/tugas-saya$/);
  const card = validator.getByRole('region', { name: 'Perencanaan menunggu validasi tahap 1' });
  await card.locator(`a[href="/validasi-perencanaan/${BIRO}"]`).click();
  await expect(validator).toHaveURL(new RegExp(`/validasi-perencanaan/${BIRO}$`));
  await expect(validator.getByText('Program', { exact: true }).first()).toBeVisible();
  // Returned with a note.
  await validator.getByRole('button', { name: 'Tolak', exact: true }).click();
  const tolak = validator.getByRole('dialog');
  await tolak.getByRole('textbox', { name: 'Catatan' }).fill(CATATAN);
  await tolak.getByRole('button', { name: 'Tolak', exact: true }).click();
  await expect(tolak).toBeHidden();

  // The unit: the notification with the note, and the returned plan on Tugas Saya.
  await unit.goto('/tugas-saya');
  await expect(unit.getByRole('link', { name: 'Perencanaan tahun 2024 dikembalikan pada tahap 1' })).toBeVisible();
  await expect(unit.getByText(`Catatan validator: ${CATATAN}`)).toBeVisible();
  const returned = unit.getByRole('region', { name: 'Perencanaan dikembalikan pada tahap 1' });
  await expect(returned.getByText(CATATAN)).toBeVisible();
  await mailsTo('biro@sakip.example', /Perencanaan tahun 2024 dikembalikan pada tahap 1$/);
  const mail = mails.find((m) => m.to === 'biro@sakip.example' && /dikembalikan/.test(m.subject));
  expect(mail?.body).toContain('https://sakip.kota.example/validasi-perencanaan');

  // Another outbox round after the events: still one e-mail each, no Message-ID twice.
  await new Promise((r) => setTimeout(r, 6_000));
  await mailsTo('validator_perencanaan_1@sakip.example', /menunggu validasi tahap 1$/);
  await mailsTo('biro@sakip.example', /dikembalikan pada tahap 1$/);
  const ids = mails.map((m) => m.messageId);
  expect(new Set(ids).size).toBe(ids.length);
});
