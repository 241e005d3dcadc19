import type { RouteOptions } from 'fastify';

/**
 * The API routes registered before the endpoint contract (decision 0047) that still declare no 2xx
 * answer: none since every route moved onto the contract. The list only shrinks: a route moved onto `registerRead`/`registerWrite` declares its
 * answer and leaves it (openapi.test.ts fails on an entry that no longer needs to be here), and a
 * new route without an answer refuses to start (assertDeclaredAnswer).
 */
export const UNDECLARED_ANSWERS: ReadonlySet<string> = new Set<string>([]);

/** Whether a route's schema declares a 2xx answer (a JSON schema, or the binary body of a file). */
export function declaresAnswer(route: Pick<RouteOptions, 'schema'>): boolean {
  const response = route.schema?.response;
  return typeof response === 'object' && response !== null && Object.keys(response).some((code) => /^2/.test(code));
}

/**
 * Refuses an API route without a declared 2xx answer (issue 20: clients and tests know what comes
 * back): declare the endpoint in the domain and register it with registerRead/registerWrite.
 */
export function assertDeclaredAnswer(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void {
  if (declaresAnswer(route)) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || UNDECLARED_ANSWERS.has(`${method} ${route.url}`)) continue;
    throw new Error(
      `API route ${method} ${route.url} declares no 2xx answer (decision 0047: declare it in the domain)`,
    );
  }
}
