import {
  NOTIFIKASI_PER_HALAMAN,
  type NotifikasiSaya,
  type pengaturanNotifikasiSchema,
  type SessionUser,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { NotFoundError } from '../../../lib/errors';
import * as repo from './notifikasi.repository';

/** The person's own notifications and e-mail settings (each account sees only its own). */
export async function notifikasiSaya(db: Db, actor: SessionUser, emailAktif: boolean): Promise<NotifikasiSaya> {
  const [items, belum, settings] = await Promise.all([
    repo.latest(db, actor.id, NOTIFIKASI_PER_HALAMAN),
    repo.unreadCount(db, actor.id),
    repo.emailSettings(db, actor.id),
  ]);
  return {
    belum_dibaca: belum,
    items: items.map(({ dibaca_at, created_at, ...n }) => ({
      ...n,
      dibaca: dibaca_at !== null,
      created_at: created_at.toISOString(),
    })),
    email: settings?.email ?? null,
    email_notifikasi: settings?.email_notifikasi ?? true,
    email_aktif: emailAktif,
  };
}

export async function baca(tx: Tx, actor: SessionUser, id: number) {
  if ((await repo.markRead(tx, actor.id, id)) === 0) throw new NotFoundError('Pemberitahuan tidak ditemukan');
  return { message: 'Pemberitahuan ditandai sudah dibaca' };
}

export async function bacaSemua(tx: Tx, actor: SessionUser) {
  await repo.markRead(tx, actor.id);
  return { message: 'Semua pemberitahuan ditandai sudah dibaca' };
}

export async function simpanPengaturan(tx: Tx, actor: SessionUser, input: z.output<typeof pengaturanNotifikasiSchema>) {
  await repo.saveEmailSettings(tx, actor.id, input);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    table: 'users',
    recordId: actor.id,
    oldValues: {},
    newValues: input,
  });
  return { message: 'Pengaturan pemberitahuan berhasil disimpan' };
}
