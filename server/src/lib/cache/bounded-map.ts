/**
 * A Map with a size bound and a time-to-live per entry: the in-process caches (sessions, public
 * reads, login failures). Eviction is LRU-ish: a hit moves the entry to the end of the Map's
 * insertion order, and when full the oldest entry goes. No timers: expiry is checked on read.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number; weight: number }>();
  private totalWeight = 0;

  /**
   * @param maxWeight with `weigh`, a second bound on the sum of the entries' weights (e.g. bytes
   *   of cached response bodies); by default every entry weighs 1.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly maxWeight = Infinity,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    // Re-insert so that the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value for the TTL, or until `expiresAt` when that comes first. */
  set(key: K, value: V, expiresAt = Infinity, now = Date.now()): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.delete(key);
    while (this.entries.size >= this.maxEntries || this.totalWeight + weight > this.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Math.min(expiresAt, now + this.ttlMs), weight });
    this.totalWeight += weight;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  /** Drops every entry whose value matches (rare events: a logout, a user change). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }
}
