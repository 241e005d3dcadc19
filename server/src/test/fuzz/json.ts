/**
 * JSON text the fuzzer sends. JSON.stringify cannot write -0, 1e400 (parses to Infinity),
 * integers beyond 2^53 or lone surrogates, so such values travel as Raw pieces of JSON text, each
 * with the value JSON.parse gives the server (`parsed`), which the expectations judge.
 */
export class Raw {
  constructor(
    readonly text: string,
    readonly parsed: unknown,
  ) {}
}

export function raw(text: string): Raw {
  return new Raw(text, JSON.parse(text));
}

/** JSON text of a value that may contain Raw pieces. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the server sees after JSON.parse: Raw pieces replaced by their parsed value. */
export function parsedOf(value: unknown): unknown {
  if (value instanceof Raw) return value.parsed;
  if (Array.isArray(value)) return value.map(parsedOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parsedOf(v)]));
  }
  return value;
}

/** A short readable excerpt for failure messages. */
export function excerpt(text: string, max = 300): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} chars)` : escaped;
}
