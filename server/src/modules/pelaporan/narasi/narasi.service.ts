import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BAB_LKIP_LABELS,
  type BabLkip,
  type NarasiLkipListQuery,
  type NarasiLkipRecord,
  type narasiLkipSchema,
  type Resource,
} from '@sakip/domain';
import { narasiLkip } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  crudService,
  eqFilter,
  insertAudited,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import * as repo from './narasi.repository';

type Input = z.output<typeof narasiLkipSchema>;

/**
 * LKIP narratives, two CRUD groups on one table (narasi_lkip): 'pemda' = the city's report (rows
 * without a unit, resource narasi-pemda), 'pd' = a unit's report (resource narasi-pd, scoped by
 * unit like the planning records). A row of the other level is 404.
 */
export type NarasiLevel = 'pemda' | 'pd';

const t = narasiLkip;
const NOT_FOUND = 'Narasi tidak ditemukan';
const RESOURCE: Record<NarasiLevel, Resource> = { pemda: 'narasi-pemda', pd: 'narasi-pd' };

function toRecord(row: repo.NarasiRow): NarasiLkipRecord {
  return {
    ...row,
    bab_nama: BAB_LKIP_LABELS[row.bab as BabLkip] ?? `Bab ${row.bab}`,
    updated_at: row.updated_at.toISOString(),
  };
}

function xlsxColumns(level: NarasiLevel): XlsxColumn<NarasiLkipRecord>[] {
  return [
    nomorColumn(),
    ...(level === 'pd'
      ? [{ header: 'Satuan Kerja', value: (r: NarasiLkipRecord) => r.satuan_kerja_nama, width: 30 }]
      : []),
    { header: 'Bab', value: (r) => r.bab_nama, width: 30 },
    { header: 'Judul', value: (r) => r.judul, width: 40 },
    { header: 'Narasi', value: (r) => r.narasi, width: 80 },
  ];
}

export function narasiService(
  level: NarasiLevel,
): CrudService<NarasiLkipListQuery, Input, NarasiLkipRecord, NarasiLkipRecord> {
  const resource = RESOURCE[level];
  const ofLevel = level === 'pemda' ? isNull(t.satuan_kerja_id) : isNotNull(t.satuan_kerja_id);

  /** pd: the actor's units (and the chosen one); pemda: every reader sees the city's rows. */
  function unitCondition(ctx: CrudContext, q: NarasiLkipListQuery) {
    if (level === 'pd') return listUnitCondition(ctx.actor, resource, t.satuan_kerja_id, q.satuan_kerja_id);
    assertCan(ctx.actor, 'read', resource);
    return undefined;
  }

  function whereOf(ctx: CrudContext, q: NarasiLkipListQuery) {
    return and(
      eq(t.tahun, ctx.tahun),
      ofLevel,
      unitCondition(ctx, q),
      eqFilter(t.bab, q.bab ? Number(q.bab) : undefined),
      searchCondition(q.search, repo.searchColumns),
    );
  }

  return crudService({
    resource,
    table: t,
    notFound: NOT_FOUND,
    unitScoped: true,
    ownsUnit: (unit) => (unit === null) === (level === 'pemda'),
    repo,
    where: whereOf,
    toRecord,
    detail: async (_db, row) => toRecord(row),
    xlsx: (rows, tahun) =>
      buildXlsx({ sheetName: `Narasi LKIP ${tahun}`, columns: xlsxColumns(level), rows: rows.map(toRecord) }),

    async insert(tx, ctx, input) {
      const { actor, tahun } = ctx;
      const unit = level === 'pd' ? unitForNew(actor, resource, input.satuan_kerja_id) : null;
      if (unit !== null) await assertRefs(tx, [satuanKerjaExists(unit)]);
      const { satuan_kerja_id: _unit, ...fields } = input;
      return (await insertAudited(tx, t, actor.id, { ...fields, satuan_kerja_id: unit, tahun })).id;
    },

    async write(tx, ctx, before, input) {
      const { satuan_kerja_id: _unit, ...fields } = input;
      await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: fields });
      return undefined;
    },
  });
}
