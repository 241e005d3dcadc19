import { z } from 'zod';
import { ROLE_IDS } from '../roles';
import { flag, optionalText, queryInt, requiredInt, requiredText, satuanKerjaQuery } from './primitives';
import { text, textN, num, bool } from './record-fields';

const roleIds = Object.values(ROLE_IDS) as number[];

/** A JSON integer (or its plain digits from a select): `true` is not role 1. */
export const roleIdSchema = requiredInt('Peran', { min: 1 }).refine((v) => roleIds.includes(v), 'Peran tidak dikenal');

export const passwordSchema = z
  .string({ error: 'Password wajib diisi' })
  .min(8, 'Password minimal 8 karakter')
  .max(200, 'Password maksimal 200 karakter');

const userFields = {
  username: requiredText('Username', 50).regex(
    /^[a-z0-9_.-]+$/,
    'Username hanya boleh berisi huruf kecil, angka, titik, garis bawah dan tanda hubung',
  ),
  nama: requiredText('Nama', 150),
  /** The pegawai this account belongs to (issue 24): 18 digits, checked against pegawai on the server. */
  nip: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'NIP harus berupa teks' })
      .trim()
      .regex(/^\d{18}$/, 'NIP harus 18 digit angka')
      .nullish()
      .transform((v) => v ?? null),
  ),
  /** Where notifications go by e-mail (issue 27); empty: in the app only. */
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: 'E-mail harus berupa teks' })
      .trim()
      .max(254, 'E-mail maksimal 254 karakter')
      .pipe(z.email({ error: 'E-mail tidak valid' }))
      .nullish()
      .transform((v) => v ?? null),
  ),
  email_notifikasi: flag('Notifikasi e-mail', true),
  role_id: roleIdSchema,
  satuan_kerja_id: optionalText('Satuan kerja', 20),
  active: flag('Status aktif', true),
};

export const userCreateSchema = z.object({ ...userFields, password: passwordSchema });
export type UserCreateInput = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object(userFields);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userResetPasswordSchema = z.object({ password: passwordSchema });

export const userListQuerySchema = z.object({
  role_id: queryInt('Peran', { min: 1 }),
  satuan_kerja_id: satuanKerjaQuery,
});

export const userRecordSchema = z.object({
  id: num,
  username: text,
  nama: text,
  nip: textN,
  /** The name of the pegawai of the NIP. */
  pegawai_nama: textN,
  email: textN,
  email_notifikasi: bool,
  role_id: num,
  role: text,
  satuan_kerja_id: textN,
  satuan_kerja_nama: textN,
  active: bool,
  last_login_at: textN,
  created_at: text,
});
export type UserRecord = z.infer<typeof userRecordSchema>;
