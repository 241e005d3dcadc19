import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { messageSchema } from '../schemas/common';
import { flag, optionalText, paramId } from '../schemas/primitives';
import { text, textN, int, num, bool } from '../schemas/record-fields';

/**
 * Notifications of workflow events (issue 27): the signed-in person's own, read or unread, and
 * whether they also go by e-mail. Written by the server in the event's transaction (lib/notify).
 */
export const notifikasiSchema = z.object({
  id: num,
  jenis: text,
  judul: text,
  pesan: text,
  tautan: text,
  dibaca: bool,
  created_at: text,
});
export type Notifikasi = z.infer<typeof notifikasiSchema>;

export const NOTIFIKASI_PER_HALAMAN = 30;

export const notifikasiResponseSchema = z.object({
  data: z.object({
    belum_dibaca: int,
    items: z.array(notifikasiSchema),
    email: textN,
    email_notifikasi: bool,
    /** Whether this server sends e-mail at all (SMTP_URL). */
    email_aktif: bool,
  }),
});
export type NotifikasiSaya = z.infer<typeof notifikasiResponseSchema>['data'];

/** An e-mail address as people type it: trimmed, lower-cased domain not required; at most 254 characters. */
const emailField = optionalText('E-mail', 254, { multiline: false }).refine(
  (v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  'E-mail tidak valid',
);

export const pengaturanNotifikasiSchema = z.object({
  email: emailField,
  email_notifikasi: flag('Kirim pemberitahuan lewat e-mail', true),
});
export type PengaturanNotifikasiInput = z.input<typeof pengaturanNotifikasiSchema>;

const group = { area: 'display', group: 'notifikasi', guard: 'auth' } as const;

export const notifikasiSayaEndpoint = defineEndpoint({
  ...group,
  name: 'list',
  method: 'GET',
  path: '/notifikasi',
  summary: `Pemberitahuan pengguna (${NOTIFIKASI_PER_HALAMAN} terbaru) dan jumlah yang belum dibaca`,
  response: notifikasiResponseSchema,
});

export const bacaNotifikasiEndpoint = defineEndpoint({
  ...group,
  name: 'baca',
  method: 'POST',
  path: '/notifikasi/:id/baca',
  summary: 'Tandai satu pemberitahuan sudah dibaca',
  params: z.object({ id: paramId('Pemberitahuan') }),
  response: messageSchema,
});

export const bacaSemuaNotifikasiEndpoint = defineEndpoint({
  ...group,
  name: 'baca-semua',
  method: 'POST',
  path: '/notifikasi/baca-semua',
  summary: 'Tandai semua pemberitahuan sudah dibaca',
  response: messageSchema,
});

export const pengaturanNotifikasiEndpoint = defineEndpoint({
  ...group,
  name: 'pengaturan',
  method: 'PUT',
  path: '/notifikasi/pengaturan',
  summary: 'Alamat e-mail pengguna dan apakah pemberitahuan dikirim lewat e-mail',
  body: pengaturanNotifikasiSchema,
  response: messageSchema,
});
