import { z } from 'zod';

// Indonesian default messages for every schema of both sides; fields add their own where it helps.
z.config(z.locales.id());

export function requiredText(label: string, max = 255) {
  return z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);
}

export function optionalText(label: string, max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A calendar date as 'YYYY-MM-DD'. */
export function dateOnly(label: string) {
  return z
    .string({ error: `${label} wajib diisi` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} harus berupa tanggal (YYYY-MM-DD)`, abort: true })
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), `${label} tidak valid`);
}

export const DEFAULT_PER_PAGE = 20;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    total: z.number(),
    per_page: z.number(),
  });
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  total: number;
  per_page: number;
}

export const messageSchema = z.object({ message: z.string() });
