import { and, asc, count, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../../db/query-counter';
import { misi, pegawai, periode, sasaranStrategis, satuanKerja, tujuan, visi } from '../../db/schema/index';
import { seededDatabaseForFile } from '../../test/file-app';
import { selectRecordQueries, totalOf } from './record-list';
import { joinUp } from './rpjmd-joins';

/**
 * The list shapes the repositories share (issue 20): a group's select written once gives its page,
 * its total and its record; the RPJMD tree is joined upwards from any node by one function.
 */
const seeded = seededDatabaseForFile();

const kepala = pegawai;
const queries = selectRecordQueries({
  table: satuanKerja,
  select: (db) =>
    db
      .select({ id: satuanKerja.id, kode: satuanKerja.satuan_kerja_id, kepala_nama: kepala.peg_nama })
      .from(satuanKerja)
      .leftJoin(kepala, eq(kepala.nip, satuanKerja.kepala_nip))
      .$dynamic(),
  orderBy: [asc(satuanKerja.satuan_kerja_id)],
});

describe('selectRecordQueries', () => {
  it('pages the ordered rows and counts the same rows, a condition on a joined table included', async () => {
    const db = seeded.db;
    const where = isNotNull(kepala.peg_nama);
    const all = await queries.listRows(db, where);
    const { result: page, count: statements } = await countQueries(() => queries.listRows(db, where, 2, 1));
    const [{ total } = { total: -1 }] = await queries.countRows(db, where);
    expect(all.length).toBeGreaterThan(2);
    expect(total).toBe(all.length);
    expect(page).toEqual(all.slice(1, 3));
    expect(statements).toBe(1);
    expect(all.map((r) => r.kode)).toEqual([...all.map((r) => r.kode)].sort());
  });

  it('finds one record by id with its joined names, or undefined', async () => {
    const db = seeded.db;
    const [first] = await queries.listRows(db, undefined, 1);
    expect(await queries.findRecord(db, first?.id ?? 0)).toEqual(first);
    expect(await queries.findRecord(db, -1)).toBeUndefined();
  });

  it('totalOf counts a select in one statement', async () => {
    const db = seeded.db;
    const [{ total: expected } = { total: -1 }] = await db.select({ total: count() }).from(satuanKerja);
    const { result, count: statements } = await countQueries(
      // Awaited inside: the count is taken while the statement runs, not when the builder is made.
      async () => await totalOf(db, db.select().from(satuanKerja).$dynamic()),
    );
    expect(result).toEqual([{ total: expected }]);
    expect(statements).toBe(1);
  });
});

describe('joinUp', () => {
  it('joins a node up to its ancestors, so a condition on the period applies', async () => {
    const db = seeded.db;
    const [first] = await db.select().from(periode).orderBy(asc(periode.id)).limit(1);
    const periodeId = first?.id ?? 0;
    const viaJoinUp = await joinUp(
      db.select(getTableColumns(sasaranStrategis)).from(sasaranStrategis).$dynamic(),
      'sasaran',
      'periode',
    )
      .where(eq(periode.id, periodeId))
      .orderBy(asc(sasaranStrategis.id));
    const byHand = await db
      .select(getTableColumns(sasaranStrategis))
      .from(sasaranStrategis)
      .innerJoin(tujuan, eq(tujuan.id, sasaranStrategis.tujuan_id))
      .innerJoin(misi, eq(misi.id, tujuan.misi_id))
      .innerJoin(visi, and(eq(visi.id, misi.visi_id), eq(visi.periode_id, periodeId)))
      .orderBy(asc(sasaranStrategis.id));
    expect(viaJoinUp.length).toBeGreaterThan(0);
    expect(viaJoinUp).toEqual(byHand);
  });

  it('refuses a target that is not above the node', () => {
    const db = seeded.db;
    const q = db.select().from(tujuan).$dynamic();
    expect(() => joinUp(q, 'tujuan', 'sasaran')).toThrow('sasaran is not above tujuan in the RPJMD tree');
  });
});
