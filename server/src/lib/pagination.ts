import type { Paginated } from '@sakip/domain';

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function paginate<T>(data: T[], total: number, page: number, perPage: number): Paginated<T> {
  return { data, current_page: page, total, per_page: perPage };
}

/** ILIKE pattern of a search term, with the wildcard characters of the term escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
