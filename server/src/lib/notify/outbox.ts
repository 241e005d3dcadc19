import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';

/**
 * The e-mail outbox loop (issue 27, decision 0049). Each round takes the due rows (FOR UPDATE SKIP
 * LOCKED, so several instances never take the same row), marks them 'mengirim' and commits, sends
 * them with no transaction open (SMTP can be slow), then marks each 'terkirim' — or returns it to
 * 'menunggu' with a backoff, 'gagal' after the last attempt. A row left 'mengirim' by a process that
 * died mid-send is taken again after STUCK_MINUTES (the only way a mail could go twice; the fixed
 * Message-ID lets the receiving server drop the copy).
 */
export interface OutboxOptions {
  smtpUrl: string;
  from: string;
  /** How often to look for due rows (default 5 s). */
  intervalMs?: number;
  /** The first retry's delay, doubled each attempt up to an hour (default 30 s). */
  backoffMs?: number;
  maxAttempts?: number;
  log?: { info: (msg: string) => void; warn: (msg: string) => void };
}

const BATCH = 20;
const STUCK_MINUTES = 10;

interface Row {
  id: number;
  kepada: string;
  subjek: string;
  isi: string;
  percobaan: number;
}

export function backoffOf(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

async function claim(db: Db): Promise<Row[]> {
  await db.execute(sql`update email_outbox set status = 'menunggu'
    where status = 'mengirim' and diambil_at < now() - make_interval(mins => ${STUCK_MINUTES})`);
  const result = await db.execute(sql`
    update email_outbox set status = 'mengirim', diambil_at = now(), percobaan = percobaan + 1
    where id in (
      select id from email_outbox where status = 'menunggu' and berikutnya_at <= now()
      order by id limit ${BATCH} for update skip locked
    )
    returning id, kepada, subjek, isi, percobaan`);
  return (result as { rows: Row[] }).rows;
}

export function startOutbox(db: Db, options: OutboxOptions) {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const backoffMs = options.backoffMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 8;

  async function settle(row: Row, error: unknown) {
    if (!error) {
      await db.execute(
        sql`update email_outbox set status = 'terkirim', terkirim_at = now(), galat = null where id = ${row.id}`,
      );
      return;
    }
    const galat = (error instanceof Error ? error.message : 'Pengiriman gagal').slice(0, 500);
    const last = row.percobaan >= maxAttempts;
    const next = new Date(Date.now() + backoffOf(row.percobaan, backoffMs));
    await db.execute(sql`update email_outbox
      set status = ${last ? 'gagal' : 'menunggu'}, berikutnya_at = ${next}, galat = ${galat} where id = ${row.id}`);
    options.log?.warn(`E-mail ${row.id} ke ${row.kepada} gagal (percobaan ${row.percobaan}): ${galat}`);
  }

  /** One round: sends what is due; answers how many went out. */
  async function runOnce(): Promise<number> {
    const rows = await claim(db);
    let sent = 0;
    for (const row of rows) {
      let failure: unknown = null;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.kepada,
          subject: row.subjek,
          text: row.isi,
          messageId: `<outbox-${row.id}@sakip>`,
        });
        sent += 1;
      } catch (error) {
        failure = error ?? new Error('Pengiriman gagal');
      }
      await settle(row, failure);
    }
    return sent;
  }

  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(runOnce)
      .catch((error: unknown) => options.log?.warn(`Kotak keluar e-mail: ${String(error)}`));
  }, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    runOnce,
    /** Stops the loop after the round in flight (graceful stop). */
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
