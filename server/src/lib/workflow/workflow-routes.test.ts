import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  defineWorkflow,
  validasiPerencanaanWorkflow,
  workflowEndpoint,
  writeAnswer,
  type SessionUser,
} from '@sakip/domain';
import { z } from 'zod';
import { auditLog, validasiPerencanaan } from '../../db/schema/index';
import { setValidasi, UNIT_LAIN, UNIT_PD } from '../../modules/perencanaan/testing';
import { AppError, ValidationError } from '../errors';
import { createTestApp, type TestApp } from '../../test/harness';
import type { EndpointRequest } from '../contract/register';
import { mayRaise, runTransition, workflowAdapter } from './workflow-routes';

/**
 * The workflow route recipe on one flow (planning validation, registered by `workflowRoutes`): who
 * may raise an event, the scope of the record, the declaration's refusals, the audit row, and that
 * a refused transition changes nothing. A note-required event is checked on a small flow of its own.
 */
let t: TestApp;
const base = '/backend/api/validasi-perencanaan';
type Who = Parameters<TestApp['as']>[0];

beforeAll(async () => {
  t = await createTestApp();
  for (const unit of [UNIT_PD, UNIT_LAIN]) await setValidasi(t.database.db, unit, 2024, null);
});
afterAll(() => t.close());

function ajukan(who: Who, unit: string) {
  return t.as(who, { method: 'POST', url: `${base}/${unit}/ajukan`, payload: {} });
}

async function recordOf(unit: string) {
  const [row] = await t.database.db
    .select()
    .from(validasiPerencanaan)
    .where(and(eq(validasiPerencanaan.satuan_kerja_id, unit), eq(validasiPerencanaan.tahun, 2024)));
  return row ?? null;
}

async function auditCount() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.table_name, 'validasi_perencanaan'));
  return row?.n ?? 0;
}

describe('workflowRoutes: the recipe on planning validation', () => {
  it('answers 401 to guests, 403 to who the declaration does not let act, 404 outside the scope', async () => {
    expect((await ajukan(null, UNIT_PD)).statusCode).toBe(401);
    // validator 1 may not raise 'ajukan' (by: unit): the flow's own 403 message
    const validator = await ajukan('validator_perencanaan_1', UNIT_PD);
    expect(validator.statusCode).toBe(403);
    expect(validator.json().message).toBe('Validator perencanaan tidak dapat mengajukan perencanaan satuan kerja');
    // another unit's plan does not exist for a unit
    expect((await ajukan('perangkat_daerah', UNIT_LAIN)).statusCode).toBe(404);
    expect(await recordOf(UNIT_LAIN)).toBeNull();
  });

  it('writes the transition and its audit row; a refused one answers 422 with the declaration message and changes nothing', async () => {
    const audits = await auditCount();
    const ok = await ajukan('perangkat_daerah', UNIT_PD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Perencanaan berhasil diajukan untuk validasi tahap 1');
    const after = await recordOf(UNIT_PD);
    expect(after).toMatchObject({ status: true, tahap: 1 });
    expect(await auditCount()).toBe(audits + 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'validasi_perencanaan'), eq(auditLog.record_id, String(after!.id))));
    expect(audit?.new_values).toMatchObject({ aksi: 'ajukan', tahap_aksi: 1 });

    const again = await ajukan('perangkat_daerah', UNIT_PD);
    expect(again.statusCode).toBe(422);
    const refusal = validasiPerencanaanWorkflow.events.ajukan.refused;
    const message = typeof refusal === 'string' ? refusal : refusal('menunggu-1');
    expect(again.json().errors).toEqual({ validasi: [message] });
    expect(await recordOf(UNIT_PD)).toEqual(after);
    expect(await auditCount()).toBe(audits + 1);
  });

  it('decides who may raise an event from the declaration', () => {
    expect(mayRaise(validasiPerencanaanWorkflow, 'setujui-2', { role_id: 11 }, false)).toBe(true);
    expect(mayRaise(validasiPerencanaanWorkflow, 'setujui-2', { role_id: 10 }, false)).toBe(false);
    expect(mayRaise(validasiPerencanaanWorkflow, 'ajukan', { role_id: 3 }, true)).toBe(true);
    expect(mayRaise(validasiPerencanaanWorkflow, 'ajukan', { role_id: 3 }, false)).toBe(false);
  });
});

describe('runTransition: a note-required event', () => {
  const flow = defineWorkflow({
    name: 'uji',
    noteMessage: 'Catatan penolakan wajib diisi',
    states: {
      menunggu: { label: 'Menunggu', color: 'yellow', locks: true, waitsFor: ['super'] },
      ditolak: { label: 'Ditolak', color: 'red', locks: false, waitsFor: ['unit'] },
    },
    events: {
      tolak: { from: ['menunggu'], to: 'ditolak', by: ['super'], noteRequired: true, refused: 'Sudah ditolak' },
    },
  });
  const endpoint = workflowEndpoint(flow, ['tolak'], {
    area: 'uji',
    group: 'uji',
    name: 'tolak',
    guard: 'super',
    path: '/uji/tolak',
    summary: 'Uji',
    body: z.object({ catatan: z.string().nullable() }),
    response: writeAnswer(z.string()),
  });
  const writes: string[] = [];
  const adapter = workflowAdapter({
    endpoint,
    event: () => 'tolak',
    note: (rq) => rq.body.catatan,
    load: () => Promise.resolve({ state: 'menunggu' as const, record: null, owner: false }),
    forbidden: 'Tidak boleh',
    refusalField: 'catatan',
    persist: (_tx, _rq, _loaded, step) => Promise.resolve(writes.push(step.to)),
    audit: () => ({ action: 'reject', table: 'uji', recordId: 1 }),
    answer: (_after, step) => ({ message: 'Ditolak', data: step.to }),
  });
  const user = { id: 1, role_id: 1 } as SessionUser;
  const request = (catatan: string | null) =>
    ({ user, body: { catatan } }) as unknown as EndpointRequest<typeof endpoint>;

  it('refuses without a note (422, the flow message) before writing; writes with one', async () => {
    await expect(runTransition(adapter, request('  '), t.database.db as never, () => {})).rejects.toMatchObject({
      statusCode: 422,
      errors: { catatan: ['Catatan penolakan wajib diisi'] },
    });
    expect(writes).toEqual([]);
    await expect(runTransition(adapter, request('kurang lengkap'), t.database.db as never, () => {})).resolves.toEqual({
      message: 'Ditolak',
      data: 'ditolak',
    });
    expect(writes).toEqual(['ditolak']);
  });

  it('refuses an actor the declaration does not name (403)', async () => {
    const unit = { user: { id: 2, role_id: 3 }, body: { catatan: 'x' } } as unknown as EndpointRequest<typeof endpoint>;
    await expect(runTransition(adapter, unit, t.database.db as never, () => {})).rejects.toMatchObject({
      statusCode: 403,
      message: 'Tidak boleh',
    });
  });
});

describe("runTransition: an adapter's own refusal, decided before its checks", () => {
  const flow = defineWorkflow({
    name: 'uji-tahap',
    states: {
      terbuka: { label: 'Terbuka', color: 'gray', locks: false, waitsFor: ['super'] },
      tertutup: { label: 'Tertutup', color: 'green', locks: true, waitsFor: [] },
    },
    events: { tutup: { from: ['terbuka'], to: 'tertutup', by: ['super'], refused: 'Sudah ditutup' } },
  });
  const endpoint = workflowEndpoint(flow, ['tutup'], {
    area: 'uji',
    group: 'uji',
    name: 'tutup',
    guard: 'super',
    path: '/uji/tutup',
    summary: 'Uji',
    response: writeAnswer(z.string()),
  });
  const checked: string[] = [];
  const adapterIn = (state: 'terbuka' | 'tertutup', decideBeforeCheck: boolean) =>
    workflowAdapter({
      endpoint,
      event: () => 'tutup',
      load: () => Promise.resolve({ state, record: null, owner: false }),
      forbidden: 'Tidak boleh',
      refusal: (message) => new AppError(409, message),
      decideBeforeCheck,
      check: () => {
        checked.push(state);
        throw new ValidationError({ isi: ['Belum lengkap'] }, 'Belum lengkap');
      },
      persist: () => Promise.resolve(null),
      audit: () => ({ action: 'update', table: 'uji', recordId: 1 }),
      answer: (_after, step) => ({ message: 'Ditutup', data: step.to }),
    });
  const request = { user: { id: 1, role_id: 1 }, body: undefined } as unknown as EndpointRequest<typeof endpoint>;

  it("answers the refusal of a closed state (the adapter's 409) before the incomplete check", async () => {
    await expect(
      runTransition(adapterIn('tertutup', true), request, t.database.db as never, () => {}),
    ).rejects.toMatchObject({ statusCode: 409, message: 'Sudah ditutup' });
    expect(checked).toEqual([]);
  });

  it("runs the checks first unless told (the incomplete 422), then refuses with the adapter's error", async () => {
    await expect(
      runTransition(adapterIn('tertutup', false), request, t.database.db as never, () => {}),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Belum lengkap' });
    expect(checked).toEqual(['tertutup']);
    await expect(
      runTransition(adapterIn('terbuka', true), request, t.database.db as never, () => {}),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(checked).toEqual(['tertutup', 'terbuka']);
  });
});
