import { describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { capaian, type ProgramPrioritas } from '@sakip/domain';
import { countQueries } from '../../../db/query-counter';
import { kinerjaProgram, programPrioritas } from '../../../db/schema/index';
import { testAppForFile } from '../../../test/file-app';

const t = testAppForFile();

const URL = '/backend/api/program-prioritas';
const PUBLIC = '/backend/api/public-display/program-prioritas';

describe('program prioritas', () => {
  it("lists the year's priority programs with their units, capaian and budget; bounded statements", async () => {
    const res = await t.as('perangkat_daerah', { method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const data: ProgramPrioritas[] = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    const withUnits = data.find((p) => p.unit.length > 0)!;
    expect(withUnits.anggaran).toBe(withUnits.unit.reduce((s, u) => s + u.anggaran, 0));
    for (const u of withUnits.unit) expect(u.capaian).toBe(capaian(u.target, u.realisasi));
    const { count } = await countQueries(() => t.as('perangkat_daerah', { method: 'GET', url: URL }));
    expect(count).toBeLessThanOrEqual(4);
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('the public copy answers the same programs without login, and no private field', async () => {
    const pub = await t.as(null, { method: 'GET', url: PUBLIC });
    expect(pub.statusCode).toBe(200);
    const own = await t.as('super', { method: 'GET', url: URL });
    expect(pub.json()).toEqual(own.json());
    expect(pub.body).not.toMatch(/updated_by|created_at|nip/);
  });

  it('the city flags and unflags a program; units may not (403); 422 duplicate or unknown; 404', async () => {
    const db = t.database.db;
    const flagged = await db
      .select({ id: programPrioritas.program_id })
      .from(programPrioritas)
      .where(eq(programPrioritas.tahun, 2024));
    const [free] = await db
      .select({ id: kinerjaProgram.program_id })
      .from(kinerjaProgram)
      .where(
        and(
          eq(kinerjaProgram.tahun, 2024),
          notInArray(
            kinerjaProgram.program_id,
            flagged.map((f) => f.id),
          ),
        ),
      )
      .limit(1);
    const payload = { program_id: free!.id, keterangan: 'Prioritas baru' };
    expect((await t.as('perangkat_daerah', { method: 'POST', url: URL, payload })).statusCode).toBe(403);
    const created = await t.as('pemerintah_daerah', { method: 'POST', url: URL, payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Program prioritas berhasil ditambahkan');
    const dup = await t.as('super', { method: 'POST', url: URL, payload });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.program_id).toEqual(['Program sudah ditetapkan sebagai program prioritas tahun 2024']);
    const unknown = await t.as('super', { method: 'POST', url: URL, payload: { program_id: 999999 } });
    expect(unknown.json().errors.program_id).toEqual(['Program tidak ditemukan']);
    expect((await t.as('super', { method: 'POST', url: URL, payload: {} })).statusCode).toBe(422);
    const list: ProgramPrioritas[] = (await t.as(null, { method: 'GET', url: PUBLIC })).json().data;
    const row = list.find((p) => p.program_id === free!.id)!;
    expect(row.unit.length).toBeGreaterThan(0);
    expect((await t.as('perangkat_daerah', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(403);
    expect((await t.as('super', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(200);
    expect((await t.as('super', { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(404);
    expect((await t.as(null, { method: 'DELETE', url: `${URL}/${row.id}` })).statusCode).toBe(401);
  });

  it('exports XLSX', async () => {
    const res = await t.as('super', { method: 'GET', url: `${URL}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
