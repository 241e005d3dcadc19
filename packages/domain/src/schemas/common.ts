import { z } from 'zod';
import { queryInt, queryText } from './primitives';
import { num } from './record-fields';

export const DEFAULT_PER_PAGE = 20;
/** Deeper pages than this are never meant (and would only make the database count further). */
export const MAX_PAGE = 1_000_000;

export const listQuerySchema = z.object({
  page: queryInt('Halaman', { min: 1, max: MAX_PAGE, fallback: 1 }),
  per_page: queryInt('Jumlah per halaman', { min: 1, max: 500, fallback: DEFAULT_PER_PAGE }),
  search: queryText('Pencarian', 200),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: num,
    total: num,
    per_page: num,
  });
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  total: number;
  per_page: number;
}

export const messageSchema = z.object({ message: z.string() });
