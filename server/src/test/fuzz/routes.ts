import { can, checkGuard, type Actor } from '@sakip/domain';
import type { ApiRoute } from '../../plugins/auth';
import type { DemoUsername } from '../harness';
import type { JsonSchema } from './schema';

/** One route of the route table with the request schemas the OpenAPI document gives for it. */
export interface FuzzRoute extends ApiRoute {
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  params: Record<string, JsonSchema>;
  /** Accounts admitted by the guard and the permission, preferred first; null = no login. */
  actors: (DemoUsername | null)[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export type OpenApiDoc = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Preferred actors: super reaches most routes, perangkat_daerah the unit routes; 'biro' stays out
 * so that the admin user routes can freely mangle its account. */
const PREFERRED: DemoUsername[] = ['super', 'perangkat_daerah', 'pemerintah_daerah', 'setda'];

function admittedActors(route: ApiRoute, actors: Map<string, Actor>): (DemoUsername | null)[] {
  if (route.guard === 'public' || route.guard === 'guest') return [null];
  const others = [...actors.keys()].filter((u) => u !== 'biro' && !PREFERRED.includes(u as DemoUsername));
  return [...PREFERRED, ...others].filter((username) => {
    const actor = actors.get(username);
    if (!actor || checkGuard(route.guard, actor) !== 'allowed') return false;
    return !route.permission || can(actor, route.permission.action, route.permission.resource);
  }) as DemoUsername[];
}

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/** The route table joined with the OpenAPI request schemas. */
export function fuzzRoutes(apiRoutes: ApiRoute[], doc: OpenApiDoc, actors: Map<string, Actor>): FuzzRoute[] {
  return apiRoutes.map((route) => {
    const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
    const query: Record<string, JsonSchema> = {};
    const params: Record<string, JsonSchema> = {};
    const requiredQuery: string[] = [];
    for (const p of op.parameters ?? []) {
      if (p.in === 'query') query[p.name] = p.schema ?? {};
      if (p.in === 'query' && p.required) requiredQuery.push(p.name);
      if (p.in === 'path') params[p.name] = p.schema ?? {};
    }
    for (const name of route.url.match(/:([A-Za-z_]+)/g) ?? []) params[name.slice(1)] ??= {};
    const body = op.requestBody?.content?.['application/json']?.schema;
    return { ...route, ...(body ? { body } : {}), query, requiredQuery, params, actors: admittedActors(route, actors) };
  });
}

export const isWrite = (route: { method: string }) => route.method !== 'GET';
export const isExport = (route: { url: string }) => route.url.endsWith('/export') || route.url.includes('download');
