import { seedPlanningFixture, type PlanningFixture } from '../modules/perencanaan/testing';
import { created, crudContract, type CrudContract } from './crud-contract';
import { seededOnce, testAppForFile } from './file-app';
import type { DemoUsername, TestApp } from './harness';

/** The app of a planning test file, with the planning fixture (`seedPlanningFixture`) seeded once. */
export function planningTestApp(): { t: TestApp; fx: PlanningFixture } {
  const t = testAppForFile();
  const fx = seededOnce(() => seedPlanningFixture(t.database.db));
  return { t, fx };
}

/**
 * The CRUD contract (`crudContract`) of a kinerja level `name` of the planning app `t`: its path
 * '/backend/api/<name>', its update changing `sasaran`; the call says the rest (writer, body, …).
 */
export function kinerjaContract(t: TestApp, name: string, c: Omit<CrudContract, 'url' | 'app' | 'change'>): void {
  crudContract(name, {
    url: `/backend/api/${name}`,
    app: () => t,
    change: { field: 'sasaran', value: 'Sasaran diubah' },
    ...c,
  });
}

/** The export columns of a kinerja level after its own (the measure, the budget, who carries it). */
export const KINERJA_EXPORT_MEASURES = [
  'Sasaran',
  'Indikator',
  'Target',
  'Satuan',
  'Realisasi',
  'Capaian (%)',
  'Anggaran (Rp)',
  'Realisasi Anggaran (Rp)',
  'Pengampu',
];

/** The ids of one chain kinerja program → kinerja kegiatan → kinerja sub kegiatan. */
export interface KinerjaChain {
  kp: number;
  kk: number;
  ksk: number;
}

export interface KinerjaChainOptions {
  who: DemoUsername;
  /** The unit of the chain (its SS-PD from the planning fixture). */
  unit: string;
  /** The measures every level is written with (sasaran, indikator, target, …). */
  measures: Record<string, unknown>;
  /** What the sub kegiatan adds to the measures (e.g. its own sasaran). */
  subKegiatan?: Record<string, unknown>;
}

/**
 * Creates the chain under the planning fixture's first program, kegiatan and sub kegiatan through
 * the API, each level accepted (200), as the tests below a kinerja program need it.
 */
export async function createKinerjaChain(
  t: TestApp,
  fx: PlanningFixture,
  { who, unit, measures, subKegiatan = {} }: KinerjaChainOptions,
): Promise<KinerjaChain> {
  const post = async (group: string, body: Record<string, unknown>) =>
    (await created(t, who, `/backend/api/${group}`, { ...measures, ...body })).id;
  const kp = await post('kinerja-program', {
    sasaran_strategis_pd_id: fx.ssPd[unit],
    program_id: fx.programIds[0],
    satuan_kerja_id: unit,
  });
  const kk = await post('kinerja-kegiatan', { kinerja_program_id: kp, kegiatan_id: fx.kegiatanIds[0] });
  const ksk = await post('kinerja-sub-kegiatan', {
    kinerja_kegiatan_id: kk,
    sub_kegiatan_id: fx.subKegiatanIds[0],
    ...subKegiatan,
  });
  return { kp, kk, ksk };
}
