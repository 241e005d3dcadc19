/**
 * SPEC §8: when a lazily loaded chunk cannot be fetched (usually a new deployment replaced the
 * hashed files) the page reloads, at most once a minute.
 */
export const CHUNK_RELOAD_KEY = 'sakip_chunk_reload_at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /ChunkLoadError/i,
];

type SimpleStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): SimpleStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(text));
}

/** True when no chunk-error reload happened in the last minute. */
export function canReloadForChunkError(now: number = Date.now(), storage = defaultStorage()): boolean {
  let last: number;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    last = 0;
  }
  return now - last >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads unless a reload happened in the last minute; true when a reload was started. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage = defaultStorage(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!canReloadForChunkError(now, storage)) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage we still reload once.
  }
  reload();
  return true;
}
