import fc from 'fast-check';
import type { DemoUsername } from '../harness';
import { parsedOf, toJson } from './json';
import { isExport, isWrite, type FuzzRoute } from './routes';
import { INT4_MAX, fieldViolates, isIntegerParam, violates, type JsonSchema } from './schema';
import {
  BAD_BODIES,
  BAD_FIELD_VALUES,
  BAD_PATH_IDS,
  BAD_QUERY_VALUES,
  BAD_YEAR_HEADERS,
  MALFORMED_MULTIPART,
  randomJsonValue,
  type Labelled,
} from './values';

/** What one generated request changes relative to the route's plausible request. */
export type Mutation =
  | { kind: 'valid' }
  | { kind: 'field'; field: string; value: Labelled<unknown> }
  | { kind: 'drop'; field: string }
  | { kind: 'extra'; value: Labelled<unknown> }
  | { kind: 'body'; body: Labelled<{ payload: string; contentType?: string }> }
  | { kind: 'path'; param: string; value: Labelled<string> }
  | { kind: 'query'; param: string; value: Labelled<string>; twice: boolean }
  | { kind: 'header'; value: Labelled<string> };

export interface Plan {
  actorIndex: number;
  mutation: Mutation;
}

/** A route's plausible request for one actor: real ids in the path, a body a form would send. */
export interface BaseRequest {
  actor: DemoUsername | null;
  params: Record<string, string>;
  body?: Record<string, unknown>;
  query: Record<string, string>;
}

export interface FuzzRequest {
  route: FuzzRoute;
  actor: DemoUsername | null;
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
  /** e.g. "body.target_1=5e-324", "path.id=0x10", "query.page=%00". */
  label: string;
  /** The input is certainly wrong: a 2xx answer is a finding. */
  mustReject: boolean;
}

/** How many requests each kind of route gets per run (times FUZZ_RUNS). */
export function requestsPerRoute(route: FuzzRoute): number {
  if (route.url.endsWith('/login')) return 40;
  if (route.url.endsWith('/logout')) return 6;
  if (isExport(route)) return 2;
  if (!isWrite(route)) return 6;
  return route.body ? 20 : 10;
}

const ACTOR_SLOTS = 2;

function fieldArb(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  const fields = Object.keys(route.body?.properties ?? {});
  if (fields.length === 0) return [];
  const field = fc.constantFrom(...fields);
  const value = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...BAD_FIELD_VALUES) }, { weight: 1, arbitrary: randomJsonValue() });
  return [
    fc.record({ kind: fc.constant('field' as const), field, value }),
    fc.record({ kind: fc.constant('drop' as const), field }),
  ];
}

function queryArb(route: FuzzRoute): fc.Arbitrary<Mutation> {
  const names = [...Object.keys(route.query), 'page', 'per_page', 'search', 'satuan_kerja_id'];
  return fc.record({
    kind: fc.constant('query' as const),
    param: fc.constantFrom(...names),
    value: fc.constantFrom(...BAD_QUERY_VALUES),
    twice: fc.boolean(),
  });
}

/** The mutations a route can get, weighted towards what finds bugs: one bad field in a good body. */
export function planArb(route: FuzzRoute): fc.Arbitrary<Plan> {
  const params = Object.keys(route.params);
  const options: fc.WeightedArbitrary<Mutation>[] = [{ weight: 1, arbitrary: fc.constant({ kind: 'valid' as const }) }];
  const fields = fieldArb(route);
  if (fields[0]) options.push({ weight: 12, arbitrary: fields[0] });
  if (fields[1]) options.push({ weight: 1, arbitrary: fields[1] });
  if (route.body) {
    options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), value: fc.constantFrom(...BAD_FIELD_VALUES) }) });
  }
  if (isWrite(route)) {
    options.push({ weight: 2, arbitrary: fc.record({ kind: fc.constant('body' as const), body: fc.constantFrom(...BAD_BODIES) }) });
  } else {
    options.push({ weight: 4, arbitrary: queryArb(route) });
  }
  if (params.length > 0) {
    const weight = route.body ? 2 : 4;
    options.push({
      weight,
      arbitrary: fc.record({ kind: fc.constant('path' as const), param: fc.constantFrom(...params), value: fc.constantFrom(...BAD_PATH_IDS) }),
    });
  }
  options.push({ weight: 1, arbitrary: fc.record({ kind: fc.constant('header' as const), value: fc.constantFrom(...BAD_YEAR_HEADERS) }) });
  return fc.record({ actorIndex: fc.nat(ACTOR_SLOTS - 1), mutation: fc.oneof(...options) });
}

/**
 * Is a raw path or query value certainly wrong for an id/integer parameter? Ids, pages and limits
 * are positive int4 in plain digits; an empty query value means "not given".
 */
function badIntegerText(schema: JsonSchema, encoded: string, inPath: boolean): boolean {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return true;
  }
  if (text === '' && !inPath) return false;
  if (!/^\d+$/.test(text)) return true;
  const n = Number(text);
  const numeric = [schema.type].flat().some((t) => t === 'integer' || t === 'number');
  return n > INT4_MAX || n < 1 || (numeric && violates(schema, n));
}

function mustRejectParam(name: string, schema: JsonSchema | undefined, encoded: string, inPath: boolean): boolean {
  if (!schema || (!inPath && encoded === '')) return false;
  if (isIntegerParam(name, schema)) return badIntegerText(schema, encoded, inPath);
  if (schema.enum) {
    try {
      return !schema.enum.includes(decodeURIComponent(encoded));
    } catch {
      return true;
    }
  }
  return false;
}

function queryString(query: Record<string, string>, extra?: { param: string; value: string; twice: boolean }): string {
  const parts = Object.entries(query)
    .filter(([k]) => k !== extra?.param)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (extra) {
    parts.push(`${encodeURIComponent(extra.param)}=${extra.value}`);
    if (extra.twice) parts.push(`${encodeURIComponent(extra.param)}=${extra.value}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function pathOf(route: FuzzRoute, params: Record<string, string>, override?: { param: string; value: string }): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    override?.param === name ? override.value : encodeURIComponent(params[name] ?? '1'),
  );
}

function jsonRequest(body: unknown): { payload: string; headers: Record<string, string> } {
  return { payload: toJson(body), headers: { 'content-type': 'application/json' } };
}

/** Turns a plan into a concrete request against the route's plausible base request. */
export function buildRequest(route: FuzzRoute, base: BaseRequest, plan: Plan): FuzzRequest {
  const m = plan.mutation;
  const request: FuzzRequest = {
    route,
    actor: base.actor,
    method: route.method,
    url: pathOf(route, base.params) + queryString(base.query),
    headers: {},
    label: 'valid',
    mustReject: false,
  };
  const withBody = (body: unknown) => {
    const json = jsonRequest(body);
    request.payload = json.payload;
    Object.assign(request.headers, json.headers);
  };
  if (base.body) withBody(base.body);
  switch (m.kind) {
    case 'valid':
      break;
    case 'field': {
      withBody({ ...base.body, [m.field]: m.value.value });
      request.label = `body.${m.field}=${m.value.label}`;
      request.mustReject = !!route.body && fieldViolates(route.body, m.field, parsedOf(m.value.value));
      break;
    }
    case 'drop': {
      const body = { ...base.body };
      delete body[m.field];
      withBody(body);
      request.label = `body.${m.field} missing`;
      request.mustReject = !!route.body && fieldViolates(route.body, m.field, undefined);
      break;
    }
    case 'extra':
      withBody({ ...base.body, fuzz_extra: m.value.value, id: m.value.value });
      request.label = `body.fuzz_extra+id=${m.value.label}`;
      break;
    case 'body':
      request.payload = m.body.value.payload;
      delete request.headers['content-type'];
      if (m.body.value.contentType) request.headers['content-type'] = m.body.value.contentType;
      request.label = `body=${m.body.label}`;
      // A route that takes a body cannot accept one that is not an object of its fields.
      request.mustReject = !!route.body && (route.body.required ?? []).length > 0;
      break;
    case 'path':
      request.url = pathOf(route, base.params, { param: m.param, value: m.value.value }) + queryString(base.query);
      request.label = `path.${m.param}=${m.value.label}`;
      request.mustReject = mustRejectParam(m.param, route.params[m.param], m.value.value, true);
      break;
    case 'query':
      request.url =
        pathOf(route, base.params) + queryString(base.query, { param: m.param, value: m.value.value, twice: m.twice });
      request.label = `query.${m.param}${m.twice ? '(twice)' : ''}=${m.value.label}`;
      request.mustReject = !m.twice && mustRejectParam(m.param, route.query[m.param], m.value.value, false);
      break;
    case 'header':
      request.headers['default-key-tahun-kinerja'] = m.value.value;
      request.label = `header.year=${m.value.label}`;
      break;
  }
  return request;
}

/** At most this many required fields of a route are dropped in turn (the run time stays bounded). */
export const MAX_DROPPED_FIELDS = 6;

/**
 * The plans every write route gets besides the sampled ones (issue 21 item 9): each malformed
 * multipart body, and the plausible body with each required field dropped in turn.
 */
export function fixedPlans(route: FuzzRoute): Plan[] {
  if (!isWrite(route)) return [];
  const malformed = MALFORMED_MULTIPART.map((body): Plan => ({ actorIndex: 0, mutation: { kind: 'body', body } }));
  const required = (route.body?.required ?? []).slice(0, MAX_DROPPED_FIELDS);
  const dropped = required.map((field): Plan => ({ actorIndex: 0, mutation: { kind: 'drop', field } }));
  return [...malformed, ...dropped];
}

/** The fixed plans of a route for a seed: the same seed always gives the same requests. */
export function plansFor(route: FuzzRoute, seed: number, runs: number): Plan[] {
  const routeSeed = (seed ^ hash(`${route.method} ${route.url}`)) | 0;
  const sampled = fc.sample(planArb(route), { seed: routeSeed, numRuns: Math.max(1, Math.round(requestsPerRoute(route) * runs)) });
  return [...sampled, ...fixedPlans(route)];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h;
}
