import { must } from '../../lib/must';
/**
 * Deterministic randomness of the planning demo: every value comes from a PRNG seeded by a string
 * key (unit, year, node path), so that the same node gets the same numbers on every run and at
 * every scale, and adding data elsewhere does not shift it.
 */

/** FNV-1a hash of a string to a 32-bit seed. */
export function hashSeed(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 over a string seed. */
export class Rng {
  private state: number;
  constructor(key: string) {
    this.state = hashSeed(key);
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [indexes[i], indexes[j]] = [must(indexes[j]), must(indexes[i])];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((i) => must(items[i]));
  }
}

/** Rounds to a number of decimals. */
export function round(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Splits an integer total over weights (largest remainder): integers that add up to the total. */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    out[i] = must(out[i]) + 1;
    rest--;
  }
  return out;
}

/** Proper nouns that keep their capital inside a sentence. */
const NAMA_DIRI = new Set(['Pancasila', 'Indonesia', 'Republik', 'Negara', 'Kepolisian', 'Tentara', 'Nasional']);

/**
 * A title-cased name as part of a sentence: words in lower case except acronyms (USB, BOS,
 * RKA-SKPD, KTP-el) and proper nouns. 'Pembangunan Unit Sekolah Baru (USB)' → 'pembangunan unit
 * sekolah baru (USB)'.
 */
export function kalimat(nama: string): string {
  return nama
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[^A-Za-z/-]/g, '');
      const akronim = bare.split(/[/-]/).some((part) => /[A-Z].*[A-Z]/.test(part));
      if (akronim || /\d/.test(word) || NAMA_DIRI.has(bare)) return word;
      return word.toLowerCase();
    })
    .join(' ');
}
