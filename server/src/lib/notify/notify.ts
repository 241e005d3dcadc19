import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type RoleName } from '@sakip/domain';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * Notifications of workflow events (issue 27, decision 0049). A service calls `notify` inside the
 * transaction of its event, like it writes the audit row: the notification rows, and the e-mails of
 * the recipients who have an address and did not turn e-mail off, are written in ONE statement, so
 * an event that rolls back notifies nobody and an event that commits is never lost. The outbox loop
 * (outbox.ts) sends the e-mails later.
 */
export interface Penerima {
  /** Every active account of these roles (of `satuanKerjaId` when given). */
  roles?: readonly RoleName[];
  /** Only accounts of this unit (with `roles`), or every account of the unit (alone). */
  satuanKerjaId?: string | null;
  /** Accounts of any of these units (with `roles`), or every account of them (alone). */
  satuanKerjaIds?: readonly string[];
  /** Only accounts holding one of these NIPs (with `roles` or units): the head of a team, say. */
  nips?: readonly string[];
  userIds?: readonly number[];
  /** Never the actor who raised the event. */
  kecuali?: number;
}

export interface Pemberitahuan {
  jenis: string;
  judul: string;
  pesan: string;
  /** The screen of the app that shows the matter. */
  tautan: string;
}

/** Whether e-mails are written (SMTP_URL set) and where their links point; set once by buildApp. */
const mail = { enabled: false, appUrl: 'http://localhost:8080' };
export function configureMail(options: { enabled: boolean; appUrl: string }): void {
  mail.enabled = options.enabled;
  mail.appUrl = options.appUrl;
}

function ofUnits(p: Penerima): SQL | undefined {
  const byNip = p.nips ? (p.nips.length > 0 ? inArray(users.nip, [...p.nips]) : sql`false`) : undefined;
  if (p.satuanKerjaId) return and(eq(users.satuan_kerja_id, p.satuanKerjaId), byNip);
  if (p.satuanKerjaIds)
    return p.satuanKerjaIds.length > 0 ? and(inArray(users.satuan_kerja_id, [...p.satuanKerjaIds]), byNip) : sql`false`;
  return byNip;
}

function recipients(p: Penerima): SQL | undefined {
  const byRole =
    p.roles && p.roles.length > 0
      ? and(
          inArray(
            users.role_id,
            p.roles.map((r) => ROLE_IDS[r]),
          ),
          ofUnits(p),
        )
      : ofUnits(p);
  const byId = p.userIds && p.userIds.length > 0 ? inArray(users.id, [...p.userIds]) : undefined;
  const who = or(byRole, byId);
  if (!who) return undefined;
  return and(eq(users.active, true), who, p.kecuali === undefined ? undefined : sql`${users.id} <> ${p.kecuali}`);
}

/** The e-mail of a notification, in Indonesian, with the link to the screen. */
export function emailOf(n: Pemberitahuan): { subjek: string; isi: string } {
  return {
    subjek: `[Sakip] ${n.judul}`,
    isi: `${n.judul}\n\n${n.pesan}\n\nBuka di Sakip: ${mail.appUrl}${n.tautan}\n\n--\nPesan ini dikirim otomatis oleh Sakip. Anda dapat mematikan e-mail pemberitahuan pada profil Anda.`,
  };
}

/** Writes the notifications (and e-mails) of one event for its recipients: one statement. */
export async function notify(tx: Db | Tx, penerima: Penerima, n: Pemberitahuan): Promise<void> {
  const where = recipients(penerima);
  if (!where) return;
  const dibuat = sql`insert into notifikasi (user_id, jenis, judul, pesan, tautan)
    select ${users.id}, ${n.jenis}, ${n.judul}, ${n.pesan}, ${n.tautan} from ${users} where ${where}
    returning id, user_id`;
  if (!mail.enabled) {
    await tx.execute(dibuat);
    return;
  }
  const { subjek, isi } = emailOf(n);
  await tx.execute(sql`
    with dibuat as (${dibuat})
    insert into email_outbox (notifikasi_id, kepada, subjek, isi)
    select dibuat.id, u.email, ${subjek}, ${isi}
    from dibuat join users u on u.id = dibuat.user_id
    where u.email is not null and u.email <> '' and u.email_notifikasi`);
}
