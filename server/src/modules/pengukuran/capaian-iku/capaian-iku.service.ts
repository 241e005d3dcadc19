import {
  efisiensiSumberDaya,
  ringkasanCapaian,
  scopeOf,
  TARGET_AKHIR_IKU_KEY,
  TARGET_AKHIR_RPJMD_KEY,
  type CapaianIkuPd,
  type CapaianIkuResponse,
  type CapaianSasaranRpjmd,
  type PeriodRow,
  type Polaritas,
  type PreviousPeriod,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import { scopeCondition } from '../../../lib/scope';
import * as repo from './capaian-iku.repository';

/**
 * The capaian diagrams (SPEC §1, §3, §5): the city's strategic goals with efisiensi, achievement,
 * growth, achievement against the final target and the national comparison; and one unit's IKU
 * with the regional comparison. The numbers come from @sakip/domain (capaian-iku.ts), including
 * the fixed comparison of indicator 3. Public callers may choose any unit; a logged-in caller the
 * units of their read scope of unit goals.
 */
export type CapaianCaller = { kind: 'public' } | { kind: 'actor'; actor: SessionUser };

type Data = CapaianIkuResponse['data'];

function polaritasOf(value: string): Polaritas {
  return value === 'turun' ? 'turun' : 'naik';
}

type Period = { id: number; tahun_awal: number; previous?: { id: number; tahun_awal: number } | undefined };

/** Same goal across periods: the same indicator wording and unit of measure (ids differ per period). */
const sameGoalKey = (indikator: string, satuan: string) =>
  `${indikator.trim().toLowerCase()}\u0000${satuan.trim().toLowerCase()}`;

function periodIds(period: Period): number[] {
  return period.previous ? [period.id, period.previous.id] : [period.id];
}

/** Last period's rows by goal key, to read the year before the period (growth across the boundary). */
function previousRows<T>(
  period: Period,
  rows: T[],
  periodeOf: (r: T) => number,
  keyOf: (r: T) => string,
  rowOf: (r: T) => PeriodRow,
): (key: string) => PreviousPeriod | null {
  const previous = period.previous;
  if (!previous) return () => null;
  const byKey = new Map<string, PreviousPeriod>();
  for (const r of rows)
    if (periodeOf(r) === previous.id && !byKey.has(keyOf(r)))
      byKey.set(keyOf(r), { row: rowOf(r), periodStart: previous.tahun_awal });
  return (key) => byKey.get(key) ?? null;
}

async function strategicGoals(db: Db, period: Period, tahun: number): Promise<CapaianSasaranRpjmd[]> {
  const [all, budgets] = await Promise.all([
    repo.sasaranRpjmdOfPeriods(db, periodIds(period)),
    repo.anggaranPerSasaranRpjmd(db, period.id, tahun),
  ]);
  const budgetOf = new Map(budgets.map((b) => [b.sasaran_strategis_rpjmd_id, b]));
  const keyOf = (g: (typeof all)[number]) => sameGoalKey(g.indikator, g.satuan);
  const previousOf = previousRows(
    period,
    all,
    (g) => g.row.periode_id,
    keyOf,
    (g) => g.row,
  );
  const goals = all.filter((g) => g.row.periode_id === period.id);
  return goals.map((goal) => {
    const { row, sasaran, indikator, satuan, polaritas } = goal;
    const budget = budgetOf.get(row.id);
    const { keys, ringkasan } = ringkasanCapaian(row, tahun, {
      periodStart: period.tahun_awal,
      targetAkhirKey: TARGET_AKHIR_RPJMD_KEY,
      polaritas: polaritasOf(polaritas),
      rataRata: row.rata_nasional,
      indikatorSasaranStrategisId: row.indikator_sasaran_strategis_id,
      lingkup: 'nasional',
      previous: previousOf(keyOf(goal)),
      // SPEC §1: the strategic goal's growth is a percent, the unit IKU's in points.
      growthSatuan: 'persen',
    });
    return {
      ...keys,
      id: row.id,
      sasaran_strategis: { sasaran },
      indikator,
      indikator_sasaran_strategis_id: row.indikator_sasaran_strategis_id,
      satuan,
      rata_nasional: row.rata_nasional,
      efisiensi_sumber_daya: efisiensiSumberDaya(budget?.pagu, budget?.realisasi),
      ringkasan,
    };
  });
}

async function unitIku(db: Db, satuanKerjaId: string, period: Period, tahun: number): Promise<CapaianIkuPd[]> {
  const all = await repo.ikuOfUnit(db, satuanKerjaId, periodIds(period));
  const keyOf = (r: (typeof all)[number]) => sameGoalKey(r.row.iku, r.row.satuan);
  const previousOf = previousRows(
    period,
    all,
    (r) => r.row.periode_id,
    keyOf,
    (r) => r.row,
  );
  const rows = all.filter((r) => r.row.periode_id === period.id);
  return rows.map((item) => {
    const { row, indikator_sasaran_strategis_id } = item;
    const { keys, ringkasan } = ringkasanCapaian(row, tahun, {
      periodStart: period.tahun_awal,
      targetAkhirKey: TARGET_AKHIR_IKU_KEY,
      polaritas: polaritasOf(row.polaritas),
      rataRata: row.rata_nasional,
      indikatorSasaranStrategisId: indikator_sasaran_strategis_id,
      lingkup: 'regional',
      previous: previousOf(keyOf(item)),
      growthSatuan: 'poin',
    });
    return {
      ...keys,
      id: row.id,
      sasaran_strategis_satker: row.sasaran_strategis_satker,
      iku: row.iku,
      satuan: row.satuan,
      rata_nasional: row.rata_nasional,
      indikator_sasaran_strategis_id,
      target_3: row.target_3,
      ringkasan,
    };
  });
}

function unitsWhere(caller: CapaianCaller) {
  if (caller.kind === 'public') return undefined;
  return scopeCondition(repo.unitColumn, scopeOf(caller.actor, 'read', 'sasaran-strategis-pd'));
}

export async function capaianIku(
  db: Db,
  tahun: number,
  caller: CapaianCaller,
  requestedUnit: string | undefined,
): Promise<Data> {
  const options = await repo.unitOptions(db, unitsWhere(caller));
  const own = caller.kind === 'actor' ? caller.actor.satuan_kerja_id : null;
  const chosen = requestedUnit
    ? options.find((o) => o.satuan_kerja_id === requestedUnit)
    : (options.find((o) => o.satuan_kerja_id === own) ?? options[0]);
  // A unit outside the caller's scope is unknown to them (404, never 403).
  if (requestedUnit && !chosen) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const period = await repo.periodOfYear(db, tahun);
  if (!period)
    return { tahun, sasaran_strategis_rpjmd: [], satuan_kerja: chosen ?? null, iku: [], satuan_kerja_options: options };
  const [goals, iku] = await Promise.all([
    strategicGoals(db, period, tahun),
    chosen ? unitIku(db, chosen.satuan_kerja_id, period, tahun) : Promise.resolve([]),
  ]);
  return { tahun, sasaran_strategis_rpjmd: goals, satuan_kerja: chosen ?? null, iku, satuan_kerja_options: options };
}
