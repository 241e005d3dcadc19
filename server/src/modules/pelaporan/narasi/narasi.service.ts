import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BAB_LKIP_LABELS,
  NARASI_JENIS_LABELS,
  type BabLkip,
  type NarasiLkipListQuery,
  type NarasiLkipRecord,
  type narasiLkipSchema,
  type Resource,
} from '@sakip/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { narasiLkip, periode, sasaranStrategisPd, sasaranStrategisRpjmd } from '../../../db/schema/index';
import {
  assertCan,
  assertRefs,
  existsIn,
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
  type RefCheck,
} from '../../../lib/crud/index';
import { nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads } from '../../../lib/crud/recipe-parts';
import * as repo from './narasi.repository';
import { periodeOfYear } from '../../../lib/periode';

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
  const { sasaran_strategis_rpjmd_id: rpjmd, sasaran_strategis_pd_id: pd, ...rest } = row;
  const jenis = row.jenis as NarasiLkipRecord['jenis'];
  return {
    ...rest,
    bab_nama: BAB_LKIP_LABELS[row.bab as BabLkip] ?? `Bab ${row.bab}`,
    sasaran_id: rpjmd ?? pd,
    jenis,
    jenis_nama: jenis ? NARASI_JENIS_LABELS[jenis] : null,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The goal of a narrative must be the city's RPJMD goal (pemda) or an SS-PD of the narrative's
 * unit (pd), of the period holding the narrative's year: one check statement (422 on sasaran_id).
 */
function sasaranCheck(
  level: NarasiLevel,
  sasaranId: number | null,
  unit: string | null,
  tahun: number,
): RefCheck | null {
  if (sasaranId === null) return null;
  const inPeriod = (periodeId: AnyPgColumn) => existsIn(periode, eq(periode.id, periodeId), periodeOfYear(tahun));
  const ok =
    level === 'pemda'
      ? existsIn(
          sasaranStrategisRpjmd,
          eq(sasaranStrategisRpjmd.id, sasaranId),
          inPeriod(sasaranStrategisRpjmd.periode_id),
        )
      : existsIn(
          sasaranStrategisPd,
          eq(sasaranStrategisPd.id, sasaranId),
          eq(sasaranStrategisPd.satuan_kerja_id, unit ?? ''),
          inPeriod(sasaranStrategisPd.periode_id),
        );
  const message =
    level === 'pemda'
      ? `Sasaran strategis RPJMD tidak ditemukan pada periode tahun ${tahun}`
      : `Sasaran strategis perangkat daerah tidak ditemukan pada satuan kerja ini tahun ${tahun}`;
  return { field: 'sasaran_id', message, ok };
}

/** The stored columns of a payload: the goal goes to the level's column. */
function columnsOf(level: NarasiLevel, input: Input) {
  const { satuan_kerja_id: _unit, sasaran_id, ...fields } = input;
  return {
    ...fields,
    sasaran_strategis_rpjmd_id: level === 'pemda' ? sasaran_id : null,
    sasaran_strategis_pd_id: level === 'pd' ? sasaran_id : null,
  };
}

async function assertNarasiRefs(tx: Tx, level: NarasiLevel, input: Input, unit: string | null, tahun: number) {
  await assertRefs(tx, [unit !== null && satuanKerjaExists(unit), sasaranCheck(level, input.sasaran_id, unit, tahun)]);
}

function xlsxColumns(level: NarasiLevel): XlsxColumn<NarasiLkipRecord>[] {
  return [
    nomorColumn(),
    ...(level === 'pd'
      ? [{ header: 'Satuan Kerja', value: (r: NarasiLkipRecord) => r.satuan_kerja_nama, width: 30 }]
      : []),
    { header: 'Bab', value: (r) => r.bab_nama, width: 30 },
    { header: 'Sasaran', value: (r) => r.sasaran_nama, width: 40 },
    { header: 'Jenis Narasi', value: (r) => r.jenis_nama, width: 30 },
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
    ...recordReads(toRecord, (tahun) => `Narasi LKIP ${tahun}`, xlsxColumns(level)),

    async insert(tx, ctx, input) {
      const { actor, tahun } = ctx;
      const unit = level === 'pd' ? unitForNew(actor, resource, input.satuan_kerja_id) : null;
      await assertNarasiRefs(tx, level, input, unit, tahun);
      return (await insertAudited(tx, t, actor.id, { ...columnsOf(level, input), satuan_kerja_id: unit, tahun })).id;
    },

    async write(tx, ctx, before, input) {
      await assertNarasiRefs(tx, level, input, before.satuan_kerja_id, before.tahun);
      await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: columnsOf(level, input) });
      return undefined;
    },
  });
}
