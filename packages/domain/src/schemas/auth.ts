import { z } from 'zod';
import { ROLE_NAMES } from '../roles';
import { requiredText } from './primitives';
import { text, textN, num, bool } from './record-fields';

export const loginSchema = z.object({
  username: requiredText('Username', 100),
  password: z.string({ error: 'Password wajib diisi' }).min(1, 'Password wajib diisi').max(200),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: num,
  nama: text,
  username: text,
  nip: textN,
  role_id: num,
  role: z.enum(ROLE_NAMES as [string, ...string[]]),
  satuan_kerja_id: textN,
  satuan_kerja_nama: textN,
  is_biro: bool,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: text,
  expires_at: text,
  user: sessionUserSchema,
});

export const MESSAGE_LOGIN_FAILED = 'Username atau password salah';
export const MESSAGE_LOGIN_INACTIVE = 'Akun ini tidak aktif. Hubungi administrator.';
export const MESSAGE_LOGIN_THROTTLED = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.';
