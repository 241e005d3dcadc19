import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, periode } from '../../db/schema/index';
import { testAppForFile } from '../../test/file-app';
import { insertAuditedWithChildren, updateAuditedWithChildren } from './audited-with-children';

const t = testAppForFile();

async function auditOf(action: string, id: number) {
  const where = and(
    eq(auditLog.table_name, 'periode'),
    eq(auditLog.record_id, String(id)),
    eq(auditLog.action, action),
  );
  const [entry] = await t.database.db.select().from(auditLog).where(where);
  return entry;
}

describe('insertAuditedWithChildren / updateAuditedWithChildren', () => {
  it('writes the row, hands it to the children, audits the row with the children under the key', async () => {
    const row = await t.database.db.transaction(async (tx) => {
      const inserted = await insertAuditedWithChildren(tx, periode, 1, {
        values: { tahun_awal: 2200, tahun_akhir: 2204, nama: 'Periode uji' },
        key: 'anak',
        children: async (r) => [{ dari: r.nama }],
      });
      await updateAuditedWithChildren(tx, periode, 1, {
        id: inserted.id,
        before: inserted,
        set: { nama: 'Periode uji 2' },
        key: 'anak',
        childrenBefore: [{ dari: inserted.nama }],
        children: async (after) => [{ dari: after.nama }],
      });
      return inserted;
    });
    expect(row.updated_by).toBe(1);
    const created = await auditOf('create', row.id);
    expect(created?.new_values).toMatchObject({ nama: 'Periode uji', anak: [{ dari: 'Periode uji' }] });
    const updated = await auditOf('update', row.id);
    expect(updated?.old_values).toMatchObject({ nama: 'Periode uji', anak: [{ dari: 'Periode uji' }] });
    expect(updated?.new_values).toMatchObject({ nama: 'Periode uji 2', anak: [{ dari: 'Periode uji 2' }] });
  });
});
