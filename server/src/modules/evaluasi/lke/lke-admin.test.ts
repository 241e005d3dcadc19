import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type LkeValidatorUnitRow, type SessionUser } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { auditLog, lkeKomponen, lkeKriteria, lkeSubKomponen, lkeValidatorUnit, users } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';
import type { TestApp } from '../../../test/harness';
import { worksheetCounts } from './lke-admin.repository';
import { salinLembar } from './lke-admin.service';

const t = testAppForFile();

const API = '/backend/api/lke';
const idOf = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
};

describe('lke admin: validator ↔ unit assignment per year', () => {
  it('lists the validators with their units of the year; 401; 403 for a non-super', async () => {
    const res = await t.as('super', { method: 'GET', url: `${API}/validator-unit` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ data: LkeValidatorUnitRow[] }>().data;
    expect(rows.map((r) => r.username).sort()).toEqual(['validator_lke', 'validator_lke_pleno']);
    expect(rows.find((r) => r.username === 'validator_lke')!.satuan_kerja_ids).toContain('1025');
    // 2025 has no assignments in the demo data
    const y2025 = await t.as('super', {
      method: 'GET',
      url: `${API}/validator-unit`,
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(y2025.json<{ data: LkeValidatorUnitRow[] }>().data.every((r) => r.satuan_kerja_ids.length === 0)).toBe(true);
    expect((await t.as(null, { method: 'GET', url: `${API}/validator-unit` })).statusCode).toBe(401);
    for (const who of ['validator_lke', 'perangkat_daerah', 'pemerintah_daerah'] as const)
      expect((await t.as(who, { method: 'GET', url: `${API}/validator-unit` })).statusCode).toBe(403);
  });

  it('replaces one validator’s units of the year in one transaction, audited', async () => {
    const id = await idOf('validator_lke');
    const url = `${API}/validator-unit/${id}`;
    const res = await t.as('super', { method: 'PUT', url, payload: { satuan_kerja_ids: ['1010', '1025', '1010'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Penugasan validator berhasil disimpan', data: ['1010', '1025'] });
    const rows = await t.database.db
      .select({ sid: lkeValidatorUnit.satuan_kerja_id })
      .from(lkeValidatorUnit)
      .where(and(eq(lkeValidatorUnit.user_id, id), eq(lkeValidatorUnit.tahun, 2024)));
    expect(rows.map((r) => r.sid).sort()).toEqual(['1010', '1025']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'lke_validator_unit'), eq(auditLog.record_id, `${id}/2024`)));
    expect(audit).toMatchObject({ action: 'update', new_values: { satuan_kerja_ids: ['1010', '1025'] } });
    expect((audit!.old_values as { satuan_kerja_ids: string[] }).satuan_kerja_ids.length).toBeGreaterThan(2);
    // the validator now sees exactly these units in its picker
    const units = await t.as('validator_lke', { method: 'GET', url: `${API}/unit` });
    expect(
      units
        .json<{ data: { satuan_kerja_id: string }[] }>()
        .data.map((u) => u.satuan_kerja_id)
        .sort(),
    ).toEqual(['1010', '1025']);
    // other years are untouched; an empty list clears the year
    const other = await t.as('super', {
      method: 'PUT',
      url,
      payload: { satuan_kerja_ids: [] },
      headers: { 'default-key-tahun-kinerja': '2025' },
    });
    expect(other.statusCode).toBe(200);
    expect((await t.database.db.select().from(lkeValidatorUnit).where(eq(lkeValidatorUnit.user_id, id))).length).toBe(
      2,
    );
  });

  it('401, 403, 404 for an unknown user, 422 for a non-validator, an unknown unit or a bad body', async () => {
    const id = await idOf('validator_lke_pleno');
    const put = (who: Parameters<TestApp['as']>[0], url: string, payload: unknown) =>
      t.as(who, { method: 'PUT', url, payload: payload as object });
    expect((await put(null, `${API}/validator-unit/${id}`, { satuan_kerja_ids: [] })).statusCode).toBe(401);
    expect((await put('validator_lke', `${API}/validator-unit/${id}`, { satuan_kerja_ids: [] })).statusCode).toBe(403);
    expect((await put('super', `${API}/validator-unit/999999`, { satuan_kerja_ids: [] })).statusCode).toBe(404);
    const notValidator = await put('super', `${API}/validator-unit/${await idOf('perangkat_daerah')}`, {
      satuan_kerja_ids: ['1010'],
    });
    expect(notValidator.statusCode).toBe(422);
    expect(notValidator.json().message).toBe('Pengguna ini bukan validator LKE');
    const unknown = await put('super', `${API}/validator-unit/${id}`, { satuan_kerja_ids: ['1010', 'TIDAKADA'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.satuan_kerja_ids).toEqual(['Satuan kerja tidak ditemukan: TIDAKADA']);
    for (const bad of [
      {},
      { satuan_kerja_ids: 'x' },
      { satuan_kerja_ids: [''] },
      { satuan_kerja_ids: ['x'.repeat(21)] },
    ])
      expect((await put('super', `${API}/validator-unit/${id}`, bad)).statusCode).toBe(422);
    expect((await put('super', `${API}/validator-unit/abc`, { satuan_kerja_ids: [] })).statusCode).toBe(422);
    // nothing changed for the plenary validator
    const rows = await t.database.db.select().from(lkeValidatorUnit).where(eq(lkeValidatorUnit.user_id, id));
    expect(rows.length).toBeGreaterThan(2);
  });

  it('neither offers nor accepts an inactive validator account (422), and nothing changes', async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(users)
      .values({
        username: 'validator_nonaktif',
        nama: 'Validator Nonaktif',
        password_hash: 'x',
        role_id: ROLE_IDS.validator_lke,
        active: false,
      })
      .returning({ id: users.id });
    const list = await t.as('super', { method: 'GET', url: `${API}/validator-unit` });
    expect(list.json<{ data: LkeValidatorUnitRow[] }>().data.map((r) => r.username)).not.toContain(
      'validator_nonaktif',
    );
    const res = await t.as('super', {
      method: 'PUT',
      url: `${API}/validator-unit/${row!.id}`,
      payload: { satuan_kerja_ids: ['1010'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_id: ['Akun validator ini tidak aktif dan tidak dapat ditugaskan'] });
    expect(await db.select().from(lkeValidatorUnit).where(eq(lkeValidatorUnit.user_id, row!.id))).toEqual([]);
  });
});

describe('lke admin: copying the worksheet to another year', () => {
  it('401, 403 for a non-super, 422 for a bad body, an empty source or a filled target', async () => {
    const post = (who: Parameters<TestApp['as']>[0], payload: object) =>
      t.as(who, { method: 'POST', url: `${API}/lembar/salin`, payload });
    expect((await post(null, { dari_tahun: 2025, ke_tahun: 2026 })).statusCode).toBe(401);
    expect((await post('perangkat_daerah', { dari_tahun: 2025, ke_tahun: 2026 })).statusCode).toBe(403);
    expect((await post('validator_lke', { dari_tahun: 2025, ke_tahun: 2026 })).statusCode).toBe(403);
    const filled = await post('super', { dari_tahun: 2024, ke_tahun: 2025 });
    expect(filled.statusCode).toBe(422);
    expect(filled.json().errors).toEqual({ ke_tahun: ['Lembar kerja tahun 2025 sudah ada'] });
    const empty = await post('super', { dari_tahun: 2030, ke_tahun: 2031 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ dari_tahun: ['Lembar kerja tahun 2030 belum ada'] });
    for (const bad of [
      {},
      { dari_tahun: 2025, ke_tahun: 2025 },
      { dari_tahun: 'x', ke_tahun: 2026 },
      { dari_tahun: 2025, ke_tahun: 99999 },
    ])
      expect((await post('super', bad)).statusCode).toBe(422);
  });

  it('copies every level in one transaction, audited', async () => {
    const db = t.database.db;
    const source = await worksheetCounts(db, 2025);
    expect(source).toMatchObject({ komponen: 4, sub_komponen: 12, kriteria: 80 });
    const res = await t.as('super', {
      method: 'POST',
      url: `${API}/lembar/salin`,
      payload: { dari_tahun: 2025, ke_tahun: 2026 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Lembar kerja tahun 2025 berhasil disalin ke tahun 2026', data: source });
    expect(await worksheetCounts(db, 2026)).toEqual(source);
    const kode = async (tahun: number) =>
      (
        await db
          .select({ kode: lkeKriteria.kode, q: lkeKriteria.pertanyaan, sub: lkeSubKomponen.kode })
          .from(lkeKriteria)
          .innerJoin(lkeSubKomponen, eq(lkeSubKomponen.id, lkeKriteria.sub_komponen_id))
          .innerJoin(lkeKomponen, eq(lkeKomponen.id, lkeSubKomponen.komponen_id))
          .where(eq(lkeKomponen.tahun, tahun))
      )
        .map((r) => `${r.sub}|${r.kode}|${r.q}`)
        .sort();
    expect(await kode(2026)).toEqual(await kode(2025));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'lke_komponen'), eq(auditLog.record_id, 'salin/2026')));
    expect(audit).toMatchObject({ action: 'create', new_values: { dari_tahun: 2025, ke_tahun: 2026, kriteria: 80 } });
    // a second copy to the same year is refused
    const again = await t.as('super', {
      method: 'POST',
      url: `${API}/lembar/salin`,
      payload: { dari_tahun: 2025, ke_tahun: 2026 },
    });
    expect(again.statusCode).toBe(422);
  });

  it('takes the same number of statements for a smaller worksheet', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.username, 'super'));
    const actor = { ...row!, role: 'super', satuan_kerja_nama: null, is_biro: false } as unknown as SessionUser;
    const full = await countQueries(() =>
      db.transaction((tx) => salinLembar(tx, actor, { dari_tahun: 2024, ke_tahun: 2027 })),
    );
    // a smaller worksheet: 2027 without its last component
    const [last] = await db
      .select({ id: lkeKomponen.id })
      .from(lkeKomponen)
      .where(and(eq(lkeKomponen.tahun, 2027), eq(lkeKomponen.kode, '4')));
    await db.delete(lkeKomponen).where(inArray(lkeKomponen.id, [last!.id]));
    const small = await countQueries(() =>
      db.transaction((tx) => salinLembar(tx, actor, { dari_tahun: 2027, ke_tahun: 2028 })),
    );
    expect(small.result.data.komponen).toBe(3);
    expect(small.result.data.kriteria).toBeLessThan(full.result.data.kriteria);
    expect(full.count).toBe(small.count);
    // two counts, the copy, the audit row (+ BEGIN/COMMIT where the driver sends them as statements)
    expect(full.count).toBeLessThanOrEqual(6);
  });
});
