import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DemoUsername, TestApp } from './harness';

/**
 * The contract every CRUD group keeps (lib/crud: the seven routes of `crudRoutes`), as one
 * table-driven block: a group's test declares what differs (its path, a valid body, who may not
 * read or write, a row of another unit, an invalid body and its messages) and `crudContract`
 * runs the same checks everywhere: 401 without a session, 403 for roles without the permission,
 * 404 for another unit's row (show, riwayat, update, delete) and for an id that does not exist,
 * 422 with the Indonesian field messages, and the success path with its history. The group's own
 * file keeps only what is specific to it (computed values, parents, locks, exports).
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, unknown>;

export interface CrudContract {
  /** The group's path, e.g. '/backend/api/kinerja-kegiatan'. */
  url: string;
  /** The app of the test file (created in its beforeAll). */
  app: () => TestApp;
  /** A unit user who may write the group (the success path and the other-unit checks). */
  writer: DemoUsername;
  /** A valid create body (built when the test runs: fixtures exist by then). */
  body: () => Body;
  /** A field the update changes, with its new value (the history shows old → new). */
  change: { field: string; value: unknown };
  /** 401: the request without a session (default: the list). */
  anonymous?: { method: Method; path: string };
  /** 403: who may not do what ('' the list or create, '/<id>' a row). */
  forbidden: { who: DemoUsername; method: Method; path?: () => string }[];
  /** A row of another unit than the writer's (created or found by the test); absent for a city-level group… */
  otherUnitRow?: () => Promise<{ id: number; satuan_kerja_id?: unknown }>;
  /** …and that unit, checked on the row when it says its unit. */
  otherUnit?: string;
  /** The 404 message, where the group names its resource. */
  notFound?: string;
  /** A body refused with 422 and (a part of) its field messages. */
  invalid: { body: Body; errors: Record<string, string[]> };
  /** Delete and read back in the success path (default true; off where a new row cannot be removed). */
  deletes?: boolean;
}

/** A request as `who`, with a body for the writes. */
export function requestAs(app: TestApp, who: DemoUsername | null, method: Method, url: string, payload?: Body) {
  return app.as(who, payload === undefined ? { method, url } : { method, url, payload });
}

/** POSTs a body that must be accepted (200) and returns the answer's data. */
export async function created(
  app: TestApp,
  who: DemoUsername,
  url: string,
  payload: Body,
  headers: Record<string, string> = {},
): Promise<CreatedRow> {
  const res = await app.as(who, { method: 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return answerOf(res).data;
}

/** A delete of a row still in use: refused with 409 and the message naming where (`inUse`). */
export async function expectDeleteRefusedInUse(app: TestApp, who: DemoUsername, rowUrl: string, inUse: RegExp) {
  const res = await requestAs(app, who, 'DELETE', rowUrl);
  expect(res.statusCode).toBe(409);
  expect(answerOf(res).message).toMatch(inUse);
}

/**
 * `who`'s create, and update and delete of row `id`, while the plan of the year is validated: each
 * refused with 422 and only the planning lock's message.
 */
export async function expectWritesPlanLocked(app: TestApp, who: DemoUsername, url: string, id: number, body: Body) {
  for (const [method, path, payload] of [
    ['POST', '', body],
    ['PUT', `/${id}`, body],
    ['DELETE', `/${id}`],
  ] as const) {
    const res = await requestAs(app, who, method, `${url}${path}`, payload);
    expect(res.statusCode, method).toBe(422);
    expect(answerOf(res).errors).toEqual({
      validasi: ['Perencanaan tahun 2024 sudah divalidasi; perubahan tidak dapat disimpan'],
    });
  }
}

/** Deactivates the row at `rowUrl` through its form (the shown row with active false); answers the shown row. */
export async function deactivated(app: TestApp, who: DemoUsername, rowUrl: string): Promise<CreatedRow> {
  const detail = answerOf(await requestAs(app, who, 'GET', rowUrl)).data;
  const off = await requestAs(app, who, 'PUT', rowUrl, { ...detail, active: false });
  expect(off.statusCode, off.body).toBe(200);
  expect(answerOf(off).data.active).toBe(false);
  return detail;
}

/** A created row as the API answers it: its id, and the fields a test asserts on. */
export interface CreatedRow {
  id: number;
  [field: string]: unknown;
}

const MISSING_ID = 2_000_000_000;

/** The JSON answer of the API (data, or the message and the field errors of a refusal). */
interface Answer {
  data: CreatedRow & { changes?: unknown };
  message?: string;
  errors?: Record<string, string[]>;
}
const answerOf = (res: LightMyRequestResponse) => res.json<Answer>();
interface HistoryEntry {
  action: string;
  changes: unknown[];
}

export function crudContract(name: string, c: CrudContract): void {
  describe(`${name}: CRUD contract`, () => {
    it('answers 401 without a session and 403 to roles without the permission', async () => {
      const anonymous = c.anonymous ?? { method: 'GET', path: '' };
      expect((await requestAs(c.app(), null, anonymous.method, `${c.url}${anonymous.path}`)).statusCode).toBe(401);
      for (const { who, method, path } of c.forbidden) {
        const body = method === 'POST' || method === 'PUT' ? c.body() : undefined;
        const res = await requestAs(c.app(), who, method, `${c.url}${path?.() ?? ''}`, body);
        expect(res.statusCode, `${who} ${method}`).toBe(403);
      }
    });

    const notFoundCase = c.otherUnitRow
      ? "answers 404 for another unit's row (show, riwayat, update, delete) and for a missing id"
      : 'answers 404 for a missing id (show, riwayat, update, delete)';
    it(notFoundCase, async () => {
      const other = c.otherUnitRow ? await c.otherUnitRow() : null;
      if (other && other.satuan_kerja_id !== undefined) expect(other.satuan_kerja_id).toBe(c.otherUnit);
      for (const id of other ? [other.id, MISSING_ID] : [MISSING_ID]) {
        for (const [method, path, body] of [
          ['GET', `/${id}`],
          ['GET', `/${id}/riwayat`],
          ['PUT', `/${id}`, c.body()],
          ['DELETE', `/${id}`],
        ] as const) {
          const res = await requestAs(c.app(), c.writer, method, `${c.url}${path}`, body);
          expect(res.statusCode, `${method} ${path}`).toBe(404);
          if (c.notFound) expect(answerOf(res).message).toBe(c.notFound);
        }
      }
    });

    it('answers 422 with the field messages for an invalid body', async () => {
      const res = await requestAs(c.app(), c.writer, 'POST', c.url, c.invalid.body);
      expect(res.statusCode, res.body).toBe(422);
      expect(answerOf(res).errors).toMatchObject(c.invalid.errors);
    });

    it('creates, shows, updates with history and deletes', async () => {
      const body = c.body();
      const row = await created(c.app(), c.writer, c.url, body);
      const shown = await requestAs(c.app(), c.writer, 'GET', `${c.url}/${row.id}`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(answerOf(shown).data.id).toBe(row.id);
      const { field, value } = c.change;
      const updated = await requestAs(c.app(), c.writer, 'PUT', `${c.url}/${row.id}`, { ...body, [field]: value });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(answerOf(updated).data[field]).toEqual(value);
      const riwayat = await requestAs(c.app(), c.writer, 'GET', `${c.url}/${row.id}/riwayat`);
      const history = riwayat.json<{ data: HistoryEntry[] }>().data;
      expect(history.map((h) => h.action)).toEqual(['update', 'create']);
      expect(history[0]?.changes).toEqual(expect.arrayContaining([{ field, old: body[field], new: value }]));
      if (c.deletes === false) return;
      expect((await requestAs(c.app(), c.writer, 'DELETE', `${c.url}/${row.id}`)).statusCode).toBe(200);
      expect((await requestAs(c.app(), c.writer, 'GET', `${c.url}/${row.id}`)).statusCode).toBe(404);
    });
  });
}
