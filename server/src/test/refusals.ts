import { expect } from 'vitest';
import type { DemoUsername, TestApp } from './harness';

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** The Indonesian field messages of a write that must be refused with 422 (decision 0012). */
export async function fieldErrorsOf(
  t: TestApp,
  who: DemoUsername,
  { method, url, payload }: { method: WriteMethod; url: string; payload?: Record<string, unknown> },
): Promise<Record<string, string[]>> {
  const res = await t.as(who, payload === undefined ? { method, url } : { method, url, payload });
  expect(res.statusCode, res.body).toBe(422);
  return res.json<{ errors: Record<string, string[]> }>().errors;
}
