import { z } from 'zod';
import { ROLE_NAMES } from '../roles';
import { requiredText } from './primitives';

export const loginSchema = z.object({
  username: requiredText('Username', 100),
  password: z.string({ error: 'Password wajib diisi' }).min(1, 'Password wajib diisi').max(200),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number(),
  nama: z.string(),
  username: z.string(),
  nip: z.string().nullable(),
  role_id: z.number(),
  role: z.enum(ROLE_NAMES as [string, ...string[]]),
  satuan_kerja_id: z.string().nullable(),
  satuan_kerja_nama: z.string().nullable(),
  is_biro: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: sessionUserSchema,
});

export const MESSAGE_LOGIN_FAILED = 'Username atau password salah';
export const MESSAGE_LOGIN_INACTIVE = 'Akun ini tidak aktif. Hubungi administrator.';
export const MESSAGE_LOGIN_THROTTLED = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.';
