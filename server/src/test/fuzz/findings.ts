import { excerpt } from './json';
import type { FuzzRequest } from './requests';

export type FindingKind = '5xx' | 'accepted' | 'changed' | 'public' | 'crash';

const KIND_TITLES: Record<FindingKind, string> = {
  '5xx': 'Server errors (5xx)',
  accepted: 'Certainly-wrong input accepted (2xx)',
  changed: 'Refused (4xx or 5xx) but the database changed',
  public: 'Public pages broken after an accepted write',
  crash: 'Request could not be sent (test harness)',
};

export interface Finding {
  kind: FindingKind;
  route: string;
  cause: string;
  count: number;
  labels: Set<string>;
  example: string;
}

/** One failing request, enough to replay it by hand. */
export function describeRequest(req: FuzzRequest, status: number | string, response: string): string {
  return [
    `${req.method} ${excerpt(req.url, 200)} as ${req.actor ?? 'guest'} [${req.label}]`,
    req.payload !== undefined ? `  body (${req.headers['content-type'] ?? 'no content-type'}): ${excerpt(req.payload)}` : '',
    `  → ${status} ${excerpt(response, 300)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Findings deduplicated by kind + route + cause, counting and sampling the inputs behind each. */
export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(kind: FindingKind, route: string, cause: string, label: string, example: () => string): void {
    const key = `${kind}|${route}|${cause}`;
    const found = this.byKey.get(key);
    if (found) {
      found.count++;
      if (found.labels.size < 8) found.labels.add(label);
      return;
    }
    this.byKey.set(key, { kind, route, cause, count: 1, labels: new Set([label]), example: example() });
  }

  all(kind?: FindingKind): Finding[] {
    return [...this.byKey.values()].filter((f) => !kind || f.kind === kind);
  }

  /** One line per distinct finding, for assertion messages. */
  lines(kind: FindingKind): string[] {
    return this.all(kind).map((f) => `${f.route}: ${f.cause} ×${f.count} [${[...f.labels].join('; ')}]\n${f.example}`);
  }

  markdown(header: string): string {
    const out = [header, ''];
    for (const kind of Object.keys(KIND_TITLES) as FindingKind[]) {
      const list = this.all(kind).sort((a, b) => a.route.localeCompare(b.route) || a.cause.localeCompare(b.cause));
      out.push(`## ${KIND_TITLES[kind]} — ${list.length} distinct`, '');
      for (const f of list) {
        out.push(`- \`${f.route}\`: ${f.cause} (×${f.count}; inputs: ${[...f.labels].join('; ')})`);
        out.push(`  <details><summary>example</summary>\n\n  \`\`\`\n${f.example}\n  \`\`\`\n  </details>`);
      }
      out.push('');
    }
    return out.join('\n');
  }
}
