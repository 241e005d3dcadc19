import {
  imporKinerjaKegiatan,
  imporKinerjaProgram,
  imporKinerjaSubKegiatan,
  imporRealisasiBulanan,
  isBiroSatker,
  kinerjaKegiatanSchema,
  kinerjaProgramSchema,
  kinerjaSubKegiatanSchema,
  SATKER_SETDA_ID,
  type Resource,
} from '@sakip/domain';
import type { QueryParams } from '../../../api/client';
import type { LabelledImport } from '../PlanningListPage';
import type { KinerjaGroup } from './api';

type Row = Record<string, unknown>;

/** What differs between the program, kegiatan and sub kegiatan screens. */
export interface KinerjaLevel {
  group: KinerjaGroup;
  /** The imports that fill the level's list: with budgets (sub kegiatan: also the monthly targets and realisations). */
  imports: readonly LabelledImport[];
  resource: Resource;
  title: string;
  schema: typeof kinerjaProgramSchema | typeof kinerjaKegiatanSchema | typeof kinerjaSubKegiatanSchema;
  /** The parent row: its payload key, label and the list it is picked from. */
  parentField: 'sasaran_strategis_pd_id' | 'kinerja_program_id' | 'kinerja_kegiatan_id';
  parentLabel: string;
  parentEndpoint: string;
  /** The unit whose parents may be chosen for a record of `unit` (a biro's programs hang under setda's goals). */
  parentUnit: (unit: string | null) => string | null;
  parentText: (row: Row) => string;
  /** The Kemendagri nomenclature item. */
  masterField: 'program_id' | 'kegiatan_id' | 'sub_kegiatan_id';
  masterLabel: string;
  masterOption: (
    satker: string,
    parentMaster: number | null,
  ) => { endpoint: string; params: QueryParams; dependsOn: string[] };
  /** The parent's CRUD group and its master key: the options are those under the parent's item. */
  parentGroup: KinerjaGroup | null;
  parentMasterKey: 'program_id' | 'kegiatan_id' | null;
  /** The child group listed on the show page. */
  childKey: string;
  childLabel: string;
  childGroup: string | null;
}

const text = (row: Row, key: string) => (typeof row[key] === 'string' ? row[key] : '');

export const KINERJA_LEVELS: Record<KinerjaGroup, KinerjaLevel> = {
  'kinerja-program': {
    group: 'kinerja-program',
    imports: [{ recipe: imporKinerjaProgram, label: 'Impor' }],
    resource: 'kinerja-program',
    title: 'Kinerja Program',
    schema: kinerjaProgramSchema,
    parentField: 'sasaran_strategis_pd_id',
    parentLabel: 'Sasaran strategis PD',
    parentEndpoint: '/sasaran-strategis-pd',
    parentUnit: (unit) => (isBiroSatker(unit) ? SATKER_SETDA_ID : unit),
    parentText: (row) => `${text(row, 'sasaran_strategis_satker')} — ${text(row, 'iku')}`,
    masterField: 'program_id',
    masterLabel: 'Program',
    parentGroup: null,
    parentMasterKey: null,
    masterOption: (satker) => ({
      endpoint: '/option/program',
      params: { satuan_kerja_id: [satker] },
      dependsOn: ['satuan_kerja_id'],
    }),
    childKey: 'kinerja_kegiatan',
    childLabel: 'Kinerja Kegiatan',
    childGroup: 'kinerja-kegiatan',
  },
  'kinerja-kegiatan': {
    group: 'kinerja-kegiatan',
    imports: [{ recipe: imporKinerjaKegiatan, label: 'Impor' }],
    resource: 'kinerja-kegiatan',
    title: 'Kinerja Kegiatan',
    schema: kinerjaKegiatanSchema,
    parentField: 'kinerja_program_id',
    parentLabel: 'Kinerja program',
    parentEndpoint: '/kinerja-program',
    parentUnit: (unit) => unit,
    parentText: (row) => `${text(row, 'sasaran')} — ${text(row, 'indikator')}`,
    masterField: 'kegiatan_id',
    masterLabel: 'Kegiatan',
    parentGroup: 'kinerja-program',
    parentMasterKey: 'program_id',
    masterOption: (satker, program) => ({
      endpoint: '/option/kegiatan',
      params: { satuan_kerja_id: [satker], program_id: [program] },
      dependsOn: ['satuan_kerja_id', 'program_id'],
    }),
    childKey: 'kinerja_sub_kegiatan',
    childLabel: 'Kinerja Sub Kegiatan',
    childGroup: 'kinerja-sub-kegiatan',
  },
  'kinerja-sub-kegiatan': {
    group: 'kinerja-sub-kegiatan',
    imports: [
      { recipe: imporKinerjaSubKegiatan, label: 'Impor Kinerja & Anggaran' },
      { recipe: imporRealisasiBulanan, label: 'Impor Realisasi Bulanan' },
    ],
    resource: 'kinerja-sub-kegiatan',
    title: 'Kinerja Sub Kegiatan',
    schema: kinerjaSubKegiatanSchema,
    parentField: 'kinerja_kegiatan_id',
    parentLabel: 'Kinerja kegiatan',
    parentEndpoint: '/kinerja-kegiatan',
    parentUnit: (unit) => unit,
    parentText: (row) => `${text(row, 'sasaran')} — ${text(row, 'indikator')}`,
    masterField: 'sub_kegiatan_id',
    masterLabel: 'Sub kegiatan',
    parentGroup: 'kinerja-kegiatan',
    parentMasterKey: 'kegiatan_id',
    masterOption: (satker, kegiatan) => ({
      endpoint: `/option/sub-kegiatan/${encodeURIComponent(satker)}`,
      params: { kegiatan_id: [kegiatan] },
      dependsOn: ['kegiatan_id'],
    }),
    childKey: 'kinerja_langkah_aksi',
    childLabel: 'Langkah Aksi',
    childGroup: 'kinerja-langkah-aksi',
  },
};
