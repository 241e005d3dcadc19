import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_YEAR, type Actor } from '@sakip/domain';
import { apiTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/token';
import { TEST_PASSWORD, type DemoUsername, type TestApp } from '../harness';
import { Findings, describeRequest } from './findings';
import { buildRequest, plansFor, type BaseRequest, type FuzzRequest } from './requests';
import { fuzzRoutes, isWrite, type FuzzRoute, type OpenApiDoc } from './routes';
import { isIntegerParam, plausible, plausibleObject, type PlausibleContext } from './schema';
import { DatabaseWatch, sqlRows } from './snapshot';
import { sql } from 'drizzle-orm';

/** The city's public pages that must keep answering 200 whatever was accepted before. */
export const PUBLIC_PAGES = [
  '/backend/api/public-display/display-makro/cascading',
  '/backend/api/public-display/capaian-iku?satuan_kerja_id=1010',
  '/backend/api/public-display/display-mikro/cascading?satuan_kerja_id=1010',
];

const DEFAULT_SATKER = '1010';

type UserRow = typeof users.$inferSelect;

export interface Answer {
  status: number;
  body: string;
  /** What the app logged at error level while answering (cause of a 5xx). */
  logged: string[];
}

function dataOf(body: string): unknown {
  try {
    const json: unknown = JSON.parse(body);
    return json !== null && typeof json === 'object' && 'data' in json ? json.data : json;
  } catch {
    return undefined;
  }
}

function firstRow(data: unknown): Record<string, unknown> | undefined {
  const row: unknown = Array.isArray(data) ? (data as unknown[])[0] : data;
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : undefined;
}

const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** "body.target_1=5e-324" → "body.*=5e-324": one finding per kind of bad value, fields sampled. */
function causeOfLabel(label: string): string {
  return label.replace(/^body\.[^=]+=/, 'body.*=').replace(/^body\.[^ ]+ missing$/, 'body.* missing');
}

function normalise(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N').slice(0, 140);
}

/** The cause of a 5xx from what the error handler logged: SQLSTATE and constraint, or the error. */
function causeOf5xx(answer: Answer): string {
  const logged = answer.logged.join(' | ');
  return logged ? normalise(logged) : normalise(answer.body);
}

function summariseLog(args: unknown[]): string {
  const [obj, msg] = args as [Record<string, unknown> | string | undefined, string | undefined];
  if (typeof obj === 'string') return obj;
  const pg = obj?.pg as { code?: string; constraint?: string } | undefined;
  // Drizzle wraps the driver's error ("Failed query: …") with the SQLSTATE in `cause`.
  const outer = obj?.err as { code?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
  const err = outer?.cause?.code ? { code: `pg ${outer.cause.code}`, message: outer.cause.message } : outer;
  const pgMessage = typeof obj?.pgMessage === 'string' ? obj.pgMessage : (msg ?? '');
  if (pg) return `pg ${pg.code ?? '?'}${pg.constraint ? ` ${pg.constraint}` : ''}: ${pgMessage}`;
  if (err) return `${err.code ?? ''} ${err.message ?? ''}`.trim();
  return `${msg ?? ''} ${JSON.stringify(obj)?.slice(0, 200) ?? ''}`.trim();
}

/**
 * One fuzz run over a test app: walks the route table in a fixed order with the plans of a fixed
 * seed, checks each answer, and collects the findings.
 */
export class Campaign {
  readonly findings = new Findings();
  requests = 0;
  /** Write routes that accepted at least one request: proof the plausible bodies reach the services. */
  readonly acceptedWriteRoutes = new Set<string>();
  statusCounts = new Map<string, number>();
  private routes: FuzzRoute[] = [];
  private actors = new Map<string, Actor>();
  private userRows: UserRow[] = [];
  private tokens = new Map<string, string>();
  private idCache = new Map<string, number | undefined>();
  private logged: string[] = [];
  private watch!: DatabaseWatch;
  private publicOk = true;

  constructor(
    private readonly t: TestApp,
    readonly seed: number,
    private readonly runs: number,
  ) {}

  async setup(): Promise<FuzzRoute[]> {
    this.userRows = await this.t.database.db.select().from(users);
    for (const row of this.userRows) this.actors.set(row.username, row);
    const doc = (await this.t.app.inject({ method: 'GET', url: '/backend/api/docs/json' })).json<OpenApiDoc>();
    this.routes = fuzzRoutes(this.t.app.apiRoutes, doc, this.actors);
    // With logging off Fastify hands every request the same no-op logger: catching its error
    // calls gives the cause of each 5xx (SQLSTATE, constraint) without printing anything.
    const log = this.t.app.log as unknown as { error: (...args: unknown[]) => void };
    log.error = (...args: unknown[]) => void this.logged.push(summariseLog(args));
    this.watch = await DatabaseWatch.open(this.t.database.db);
    return this.routes;
  }

  get trackedTables(): string[] {
    return this.watch.tables;
  }

  /** Reads first, then writes; plan submissions, deletes and logout last so they disturb least. */
  orderedRoutes(filter?: RegExp): FuzzRoute[] {
    const rank = (r: FuzzRoute) =>
      r.url.endsWith('/logout') ? 5 : r.method === 'DELETE' ? 4 : r.url.includes('validasi-perencanaan') ? 3 : r.method === 'GET' ? 0 : r.url.endsWith('/login') ? 1 : 2;
    return [...this.routes].filter((r) => !filter || filter.test(`${r.method} ${r.url}`)).sort((a, b) => rank(a) - rank(b));
  }

  private async mintToken(username: string): Promise<string> {
    const user = this.userRows.find((u) => u.username === username);
    if (!user) throw new Error(`demo user ${username} missing`);
    const token = randomBytes(32).toString('base64url');
    await this.t.database.db
      .insert(apiTokens)
      .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3600_000) });
    return token;
  }

  async send(req: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = { 'default-key-tahun-kinerja': String(DEFAULT_YEAR), ...req.headers };
    if (req.actor) {
      // Logout revokes its token: it gets a throwaway one.
      const token = req.url.endsWith('/logout') ? await this.mintToken(req.actor) : this.tokens.get(req.actor);
      headers.authorization = `Bearer ${token}`;
    }
    this.logged = [];
    const res = await this.t.app.inject({ method: req.method as 'GET', url: req.url, payload: req.payload, headers });
    return { status: res.statusCode, body: res.body, logged: this.logged };
  }

  // ---- plausible requests -------------------------------------------------------------------

  private async getJson(actor: DemoUsername | null, url: string): Promise<unknown> {
    const headers: Record<string, string> = { 'default-key-tahun-kinerja': String(DEFAULT_YEAR) };
    if (actor) headers.authorization = `Bearer ${this.tokens.get(actor)}`;
    const res = await this.t.app.inject({ method: 'GET', url, headers });
    return res.statusCode === 200 ? dataOf(res.body) : undefined;
  }

  private hasGet(pattern: string): boolean {
    return this.routes.some((r) => r.method === 'GET' && r.url === pattern);
  }

  /** The smallest id of a table, of the actor's unit when the table has units. */
  private async tableId(table: string, satker: string): Promise<number | undefined> {
    const key = `${table}|${satker}`;
    if (this.idCache.has(key)) return this.idCache.get(key);
    let id: number | undefined;
    try {
      const cols = await sqlRows<{ column_name: string }>(
        this.t.database.db,
        sql`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table}`,
      );
      const names = cols.map((c) => c.column_name);
      if (names.includes('id')) {
        const unit = names.includes('satuan_kerja_id') ? sql` WHERE satuan_kerja_id = ${satker}` : sql``;
        const [row] = await sqlRows<{ id: number | null }>(
          this.t.database.db,
          sql`SELECT min(id)::int AS id FROM ${sql.identifier(table)}${unit}`,
        );
        id = row?.id ?? undefined;
      }
    } catch {
      id = undefined;
    }
    this.idCache.set(key, id);
    return id;
  }

  /** An existing id for a path prefix: the first row its list shows the actor, else the table's. */
  private async idForPrefix(prefixPattern: string, resolved: string, actor: DemoUsername | null, satker: string) {
    if (prefixPattern.endsWith('/admin/users')) return this.userRows.find((u) => u.username === 'biro')?.id;
    for (let p = prefixPattern, r = resolved; p.startsWith('/backend/api/'); ) {
      if (this.hasGet(p)) {
        const id = firstRow(await this.getJson(actor, `${r}?per_page=1`))?.id;
        if (typeof id === 'number') return id;
      }
      p = p.slice(0, p.lastIndexOf('/'));
      r = r.slice(0, r.lastIndexOf('/'));
    }
    return this.tableId(snake(prefixPattern.split('/').pop() ?? '').replaceAll('-', '_'), satker);
  }

  private async resolveParams(route: FuzzRoute, actor: DemoUsername | null, satker: string) {
    const params: Record<string, string> = {};
    let pattern = '';
    let resolved = '';
    for (const segment of route.url.split('/').slice(1)) {
      if (!segment.startsWith(':')) {
        pattern += `/${segment}`;
        resolved += `/${segment}`;
        continue;
      }
      const name = segment.slice(1);
      const schema = route.params[name] ?? {};
      const isInt = isIntegerParam(name, schema);
      const first = schema.enum?.[0];
      const value =
        typeof first === 'string' ? first : isInt ? String((await this.idForPrefix(pattern, resolved, actor, satker)) ?? 1) : satker;
      params[name] = value;
      pattern += `/${segment}`;
      resolved += `/${encodeURIComponent(value)}`;
    }
    return params;
  }

  private async template(route: FuzzRoute, actor: DemoUsername | null, params: Record<string, string>) {
    if (route.url.endsWith('/login')) return { username: 'biro', password: TEST_PASSWORD };
    const first = route.url.indexOf('/:');
    const prefix = first < 0 ? route.url : route.url.slice(0, first);
    const name = first < 0 ? undefined : /^\/:([A-Za-z_]+)/.exec(route.url.slice(first))?.[1];
    let id = name ? params[name] : undefined;
    if (!id && this.hasGet(prefix)) {
      const listed = firstRow(await this.getJson(actor, `${prefix}?per_page=1`))?.id;
      if (typeof listed === 'number') id = String(listed);
    }
    if (id && this.hasGet(`${prefix}/:id`)) {
      const detail = firstRow(await this.getJson(actor, `${prefix}/${id}`));
      if (detail) return detail;
    }
    return this.hasGet(prefix) ? firstRow(await this.getJson(actor, `${prefix}?per_page=1`)) : undefined;
  }

  async base(route: FuzzRoute, actor: DemoUsername | null): Promise<BaseRequest> {
    const satker = (actor && this.actors.get(actor)?.satuan_kerja_id) || DEFAULT_SATKER;
    const params = await this.resolveParams(route, actor, satker);
    const ids = new Map<string, number | undefined>();
    for (const field of Object.keys(route.body?.properties ?? {})) {
      if (/(_id|Id)$/.test(field)) ids.set(field, await this.tableId(snake(field).replace(/_id$/, ''), satker));
    }
    const ctx: PlausibleContext = { idFor: (field) => ids.get(field), satuanKerjaId: satker };
    const template = route.body ? await this.template(route, actor, params) : undefined;
    const query: Record<string, string> = {};
    for (const name of route.requiredQuery) query[name] = String(plausible(name, route.query[name] ?? {}, undefined, ctx));
    return { actor, params, query, ...(route.body ? { body: plausibleObject(route.body, template, ctx) } : {}) };
  }

  // ---- the run --------------------------------------------------------------------------------

  private count(status: number) {
    const key = `${Math.floor(status / 100)}xx`;
    this.statusCounts.set(key, (this.statusCounts.get(key) ?? 0) + 1);
  }

  private async check(req: FuzzRequest, answer: Answer): Promise<boolean> {
    const route = `${req.method} ${req.route.url}`;
    const example = () => describeRequest(req, answer.status, answer.body);
    const { status } = answer;
    if (status >= 500) this.findings.add('5xx', route, `${status} ${causeOf5xx(answer)}`, req.label, example);
    const changed = await this.watch.changedTables();
    if (status >= 400 && changed.length > 0) {
      this.findings.add('changed', route, `${status} but changed ${changed.join(', ')}`, req.label, example);
    }
    const accepted = status >= 200 && status < 300;
    if (accepted && req.mustReject) this.findings.add('accepted', route, `${causeOfLabel(req.label)} accepted (${status})`, req.label, example);
    return accepted && isWrite(req.route);
  }

  /** The public pages that do not answer 200, as "GET url → status body". */
  async brokenPublicPages(): Promise<string[]> {
    const broken: string[] = [];
    for (const url of PUBLIC_PAGES) {
      const res = await this.t.app.inject({ method: 'GET', url, headers: { 'default-key-tahun-kinerja': String(DEFAULT_YEAR) } });
      this.requests++;
      if (res.statusCode !== 200) broken.push(`GET ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return broken;
  }

  /** Reports the pages that broke (once: they stay broken until some write repairs them). */
  private async checkPublicPages(route: FuzzRoute, acceptedLabels: string[]): Promise<void> {
    const broken = await this.brokenPublicPages();
    if (broken.length > 0 && this.publicOk) {
      const cause = `${broken.map((b) => b.split(' → ')[0]).join(', ')} not 200 after accepted writes`;
      this.findings.add('public', `${route.method} ${route.url}`, cause, acceptedLabels.slice(-5).join('; '), () =>
        `accepted: ${acceptedLabels.join('; ')}\n  ${broken.join('\n  ')}`,
      );
    }
    this.publicOk = broken.length === 0;
  }

  /** Tokens for the route's actors, minted once (and again after the admin routes, see restoreUsers). */
  async prepareActors(route: FuzzRoute): Promise<(DemoUsername | null)[]> {
    const actors = route.actors.slice(0, 2);
    for (const actor of actors) if (actor && !this.tokens.has(actor)) this.tokens.set(actor, await this.mintToken(actor));
    return actors;
  }

  get snapshots(): number {
    return this.watch.snapshots;
  }

  /**
   * The demo accounts as they were: the admin routes may have renamed, demoted, disabled them or
   * reset their password (which revokes their tokens), so tokens are minted again.
   */
  private async restoreUsers(): Promise<void> {
    for (const row of this.userRows) {
      const { id, ...rest } = row;
      await this.t.database.db.update(users).set(rest).where(eq(users.id, id));
    }
    this.tokens.clear();
  }

  /** Milliseconds spent sending requests and checking the database, for the run summary. */
  readonly timing = { send: 0, watch: 0, setup: 0 };

  async runRoute(route: FuzzRoute): Promise<void> {
    const setupStart = performance.now();
    const actors = await this.prepareActors(route);
    if (actors.length === 0) return;
    const bases = await Promise.all(actors.map((a) => this.base(route, a)));
    await this.watch.rebase();
    this.timing.setup += performance.now() - setupStart;
    const accepted: string[] = [];
    for (const plan of plansFor(route, this.seed, this.runs)) {
      const base = bases[plan.actorIndex % bases.length]!;
      const req = buildRequest(route, base, plan);
      let answer: Answer;
      const sendStart = performance.now();
      try {
        answer = await this.send(req);
      } catch (error) {
        this.findings.add('crash', `${req.method} ${route.url}`, String(error).slice(0, 120), req.label, () => describeRequest(req, 'threw', String(error)));
        continue;
      }
      const checkStart = performance.now();
      this.timing.send += checkStart - sendStart;
      this.requests++;
      this.count(answer.status);
      if (await this.check(req, answer)) accepted.push(req.label);
      this.timing.watch += performance.now() - checkStart;
    }
    if (accepted.length > 0) {
      this.acceptedWriteRoutes.add(`${route.method} ${route.url}`);
      await this.checkPublicPages(route, accepted);
    }
    if (route.url.includes('/admin/users')) {
      await this.restoreUsers();
      await this.watch.rebase();
    }
  }
}
