import {
  efisiensiSumberDaya,
  ringkasanCapaian,
  scopeOf,
  TARGET_AKHIR_IKU_KEY,
  TARGET_AKHIR_RPJMD_KEY,
  type CapaianIkuPd,
  type CapaianIkuResponse,
  type CapaianSasaranRpjmd,
  type Polaritas,
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

async function strategicGoals(
  db: Db,
  periodeId: number,
  tahunAwal: number,
  tahun: number,
): Promise<CapaianSasaranRpjmd[]> {
  const [goals, budgets] = await Promise.all([
    repo.sasaranRpjmdOfPeriod(db, periodeId),
    repo.anggaranPerSasaranRpjmd(db, periodeId, tahun),
  ]);
  const budgetOf = new Map(budgets.map((b) => [b.sasaran_strategis_rpjmd_id, b]));
  return goals.map(({ row, sasaran, indikator, satuan, polaritas }) => {
    const budget = budgetOf.get(row.id);
    const { keys, ringkasan } = ringkasanCapaian(row, tahun, {
      periodStart: tahunAwal,
      targetAkhirKey: TARGET_AKHIR_RPJMD_KEY,
      polaritas: polaritasOf(polaritas),
      rataRata: row.rata_nasional,
      indikatorSasaranStrategisId: row.indikator_sasaran_strategis_id,
      lingkup: 'nasional',
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

async function unitIku(
  db: Db,
  satuanKerjaId: string,
  periodeId: number,
  tahunAwal: number,
  tahun: number,
): Promise<CapaianIkuPd[]> {
  const rows = await repo.ikuOfUnit(db, satuanKerjaId, periodeId);
  return rows.map(({ row, indikator_sasaran_strategis_id }) => {
    const { keys, ringkasan } = ringkasanCapaian(row, tahun, {
      periodStart: tahunAwal,
      targetAkhirKey: TARGET_AKHIR_IKU_KEY,
      polaritas: polaritasOf(row.polaritas),
      rataRata: row.rata_nasional,
      indikatorSasaranStrategisId: indikator_sasaran_strategis_id,
      lingkup: 'regional',
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
    strategicGoals(db, period.id, period.tahun_awal, tahun),
    chosen ? unitIku(db, chosen.satuan_kerja_id, period.id, period.tahun_awal, tahun) : Promise.resolve([]),
  ]);
  return { tahun, sasaran_strategis_rpjmd: goals, satuan_kerja: chosen ?? null, iku, satuan_kerja_options: options };
}
