import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { periode } from '../../../db/schema/index';
import { periodeOfYear } from '../../../lib/periode';
import { testAppForFile } from '../../../test/file-app';
import { findPeriode, periodeForNew } from './periode';

const t = testAppForFile();

describe('the RPJMD period of a year (issue 24)', () => {
  it('an inactive period is the period of no year; active again, it is found again', async () => {
    const [p2024] = await t.database.db.select().from(periode).where(eq(periode.tahun_awal, 2024));
    const ofYear = async (tahun: number) =>
      (await t.database.db.select().from(periode).where(periodeOfYear(tahun)))[0]?.id;
    expect(await ofYear(2026)).toBe(p2024!.id);
    expect((await findPeriode(t.database.db, 2026))?.id).toBe(p2024!.id);

    await t.database.db.update(periode).set({ active: false }).where(eq(periode.id, p2024!.id));
    expect(await ofYear(2026)).toBeUndefined();
    expect(await findPeriode(t.database.db, 2026)).toBeUndefined();
    await expect(periodeForNew(t.database.db, 2026, 'periode_id', 'RPJMD')).rejects.toThrow();
    // The years reached back (a year's growth over the period before) skip it too.
    expect((await t.database.db.select().from(periode).where(periodeOfYear(2029, 2028)))[0]).toBeUndefined();

    await t.database.db.update(periode).set({ active: true }).where(eq(periode.id, p2024!.id));
    expect((await findPeriode(t.database.db, 2026))?.id).toBe(p2024!.id);
  });
});
