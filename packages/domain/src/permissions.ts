import { ROLE_NAMES, roleName, validatorPerencanaanStage, type RoleName } from './roles';
import { SATKER_SETDA_ID, SETDA_CODE, isBiroSatker } from './satuan-kerja';

/**
 * Who may do what in planning (issue 3 'Who may do what'): ONE table of data, read by the
 * services (enforcement and row scoping) and by the web (what to show), covered by a matrix test.
 *
 * For each resource and action (read, write) the table gives, per actor kind, the scope rule:
 * - 'all': every unit;
 * - 'own-unit': the actor's satuan_kerja_id only;
 * - 'setda-and-biro': setda's own rows and those of its biro (ids starting with setda's code);
 * - 'own-unit-and-setda': a biro reading the upper levels: its own rows and setda's;
 * - 'stage': a planning validator acts on a unit's plan only while it sits at the validator's
 *   stage (tahap 1..3);
 * - absent: no access.
 * A biro (a perangkat_daerah or setda account whose unit is a biro) writes its own program level
 * and below only: it has no write rule on sasaran-strategis-pd.
 *
 * Cross links, CSF notes, causes of failure and solutions follow the write rule of the resource
 * they hang on (e.g. /sasaran-strategis-pd/{id}/kinerja-program-cross needs write on
 * sasaran-strategis-pd for that row).
 */
export const RESOURCES = [
  // RPJMD level (the city)
  'visi-misi-rpjmd',
  'sasaran-strategis-rpjmd',
  'kinerja-cross-cutting',
  'kinerja-bayangan',
  // a unit's plan
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
  'kinerja-langkah-aksi',
  'rencana-aksi',
  'kamus-indikator',
  'tim-kerja',
  // validation
  'validasi-kamus-indikator',
  'validasi-sub-kegiatan',
  'validasi-perencanaan',
  'validasi-kepala-bidang',
  'validasi-kepala-opd',
  // master data and settings
  'program',
  'kegiatan',
  'sub-kegiatan',
  'kategori-tematik',
  'rencana-aksi-rb',
  'program-prioritas',
  'perjanjian-kinerja',
  'referensi',
  /** User accounts (/admin/users): the super admin's. */
  'users',
  /** What the display pages and the LKIP show that no plan holds (issue 24): super enters it. */
  'program-inovatif',
  'penghargaan-kinerja',
  'strategi-rpjmd',
  /** The organisation (issue 24): units, their positions, employees, RPJMD periods; super's. */
  'satuan-kerja',
  'unit-kerja',
  'pegawai',
  'periode-rpjmd',
  // pelaporan (LKIP) and evaluasi
  'narasi-pemda',
  'narasi-pd',
  'tindak-lanjut-lhe',
  /** LKE worksheet of a unit (answers, evidence, results) and the validators' scoring. */
  'lke',
  'lke-penilaian',
  'dokumen',
  'verifikasi-dokumen',
  // pengukuran
  'rapor-kinerja',
  'penambahan-jumlah-output',
  'nilai-jenjang-kinerja',
  'penilaian-kinerja-organisasi',
  /** Kesehatan data (issue 27): the defects of the plans, read only. */
  'kesehatan-data',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'write'] as const;
export type Action = (typeof ACTIONS)[number];

export type ActorKind = RoleName | 'biro';
export const ACTOR_KINDS: ActorKind[] = [...ROLE_NAMES, 'biro'];

export const SCOPE_RULES = ['all', 'own-unit', 'setda-and-biro', 'own-unit-and-setda', 'stage'] as const;
export type ScopeRule = (typeof SCOPE_RULES)[number];

type Rules = Partial<Record<ActorKind, ScopeRule>>;
/** A resource's rules: who reads and who writes it, with which scope. */
type ResourceRules = Record<Action, Rules>;
export type PermissionTable = Record<Resource, ResourceRules>;

// Building blocks of the table (plain data, spread into the rows below).
const EVERY_ROLE_ALL: Rules = Object.fromEntries(ACTOR_KINDS.map((k) => [k, 'all']));
const CITY: Rules = { super: 'all', pemerintah_daerah: 'all', pemda: 'all' };
const VALIDATORS_PERENCANAAN_ALL: Rules = {
  validator_perencanaan_1: 'all',
  validator_perencanaan_2: 'all',
  validator_perencanaan_3: 'all',
};
/** The city reads all, a unit its own (setda with its biro). */
const OWN_UNIT_READ: Rules = { ...CITY, perangkat_daerah: 'own-unit', setda: 'setda-and-biro', biro: 'own-unit' };
/** Reading a unit's plan: as above, and the plan's validators. */
const UNIT_READ: Rules = {
  ...OWN_UNIT_READ,
  validator_bappeda: 'all',
  ...VALIDATORS_PERENCANAAN_ALL,
  validator_kepala_bidang: 'own-unit',
  validator_kepala_opd: 'own-unit',
};
const UNIT_WRITE: Rules = { super: 'all', perangkat_daerah: 'own-unit', setda: 'own-unit', biro: 'own-unit' };
const SUPER_ONLY: Rules = { super: 'all' };

// The rule pairs most resources share (a row names one).
/** Everyone reads, the city writes. */
const CITY_WRITES: ResourceRules = { read: EVERY_ROLE_ALL, write: CITY };
/** Everyone reads, super writes. */
const SUPER_WRITES: ResourceRules = { read: EVERY_ROLE_ALL, write: SUPER_ONLY };
/** Super alone reads and writes. */
const SUPER_ALONE: ResourceRules = { read: SUPER_ONLY, write: SUPER_ONLY };
/** A unit's own: the city reads all, a unit reads and writes its own (UNIT_READ, UNIT_WRITE). */
const UNIT_OWN: ResourceRules = { read: UNIT_READ, write: UNIT_WRITE };

export const PERMISSIONS: PermissionTable = {
  'visi-misi-rpjmd': CITY_WRITES,
  'sasaran-strategis-rpjmd': CITY_WRITES,
  'kinerja-cross-cutting': CITY_WRITES,
  'kinerja-bayangan': CITY_WRITES,

  // A biro reads setda's goals (its programs hang under them) and writes none.
  'sasaran-strategis-pd': {
    read: { ...UNIT_READ, biro: 'own-unit-and-setda' },
    write: { super: 'all', perangkat_daerah: 'own-unit', setda: 'own-unit' },
  },
  'kinerja-program': UNIT_OWN,
  'kinerja-kegiatan': UNIT_OWN,
  'kinerja-sub-kegiatan': UNIT_OWN,
  'kinerja-langkah-aksi': UNIT_OWN,
  'rencana-aksi': UNIT_OWN,
  'kamus-indikator': UNIT_OWN,
  'tim-kerja': UNIT_OWN,

  'validasi-kamus-indikator': {
    read: { super: 'all', validator_bappeda: 'all' },
    write: { super: 'all', validator_bappeda: 'all' },
  },
  'validasi-sub-kegiatan': {
    read: { super: 'all', validator_bappeda: 'all' },
    write: { super: 'all', validator_bappeda: 'all' },
  },
  // The unit submits its plan (write own-unit); each validator passes or rejects at its stage.
  'validasi-perencanaan': {
    read: { ...OWN_UNIT_READ, ...VALIDATORS_PERENCANAAN_ALL },
    write: {
      super: 'all',
      perangkat_daerah: 'own-unit',
      setda: 'own-unit',
      biro: 'own-unit',
      validator_perencanaan_1: 'stage',
      validator_perencanaan_2: 'stage',
      validator_perencanaan_3: 'stage',
    },
  },
  'validasi-kepala-bidang': {
    read: { super: 'all', validator_kepala_bidang: 'own-unit' },
    write: { super: 'all', validator_kepala_bidang: 'own-unit' },
  },
  // A kepala bidang account also approves as kepala OPD when its NIP heads the unit (SPEC §6 menu).
  'validasi-kepala-opd': {
    read: { super: 'all', validator_kepala_opd: 'own-unit', validator_kepala_bidang: 'own-unit' },
    write: { super: 'all', validator_kepala_opd: 'own-unit', validator_kepala_bidang: 'own-unit' },
  },

  program: SUPER_WRITES,
  kegiatan: SUPER_WRITES,
  'sub-kegiatan': SUPER_WRITES,
  'kategori-tematik': SUPER_WRITES,
  /** The thematic category of a sub kegiatan ('Edit Rencana Aksi' in the diagram: super only). */
  'rencana-aksi-rb': SUPER_WRITES,
  /** The mayor's priority programs: the city flags them, everyone (and the public copy) reads. */
  'program-prioritas': CITY_WRITES,
  /** A unit's performance agreements and their signed scans; PK pegawai reads the same. */
  'perjanjian-kinerja': UNIT_OWN,
  referensi: SUPER_WRITES,
  users: SUPER_ALONE,
  /** Administration screens of the city's display data; the display pages read them for everyone. */
  'program-inovatif': SUPER_ALONE,
  'penghargaan-kinerja': SUPER_ALONE,
  'strategi-rpjmd': SUPER_ALONE,
  'satuan-kerja': SUPER_ALONE,
  'unit-kerja': SUPER_ALONE,
  pegawai: SUPER_ALONE,
  'periode-rpjmd': SUPER_ALONE,

  /** LKIP narratives of the city: the city writes, everyone reads. */
  'narasi-pemda': CITY_WRITES,
  /** LKIP narratives of a unit: the unit writes its own, the city reads all. */
  'narasi-pd': UNIT_OWN,
  /**
   * Recommendations of the LHE and their follow-up. Writers with scope 'all' (super, validator
   * LKE) manage the recommendations (create, delete, rekomendasi/target/waktu); a unit only
   * updates the follow-up fields of its own rows (tindak_lanjut, penanggung_jawab, status,
   * link_eviden). The services enforce this split.
   */
  'tindak-lanjut-lhe': {
    read: { ...UNIT_READ, validator_lke: 'all', validator_lke_pleno: 'all' },
    write: { ...UNIT_WRITE, validator_lke: 'all' },
  },

  /**
   * Documents registry (DOMAIN-2 §5 'Dokumen'): a unit uploads its own documents, the city and the
   * LKE evaluators read every unit's, setda its own and its biro's; only super verifies them.
   */
  dokumen: {
    read: {
      ...CITY,
      perangkat_daerah: 'own-unit',
      setda: 'setda-and-biro',
      biro: 'own-unit',
      validator_lke: 'all',
      validator_lke_pleno: 'all',
    },
    write: UNIT_WRITE,
  },
  'verifikasi-dokumen': SUPER_ALONE,

  /**
   * LKE (DOMAIN-2 §2): a unit fills in its own worksheet; the city and the LKE evaluators read every
   * unit's; the evaluators score (the assignment table narrows a validator to its units).
   */
  lke: {
    read: { ...CITY, perangkat_daerah: 'own-unit', biro: 'own-unit', validator_lke: 'all', validator_lke_pleno: 'all' },
    write: { super: 'all', perangkat_daerah: 'own-unit', biro: 'own-unit' },
  },
  'lke-penilaian': {
    read: { super: 'all', validator_lke: 'all', validator_lke_pleno: 'all' },
    write: { validator_lke: 'all', validator_lke_pleno: 'all' },
  },

  /**
   * Rapor kinerja (DOMAIN-2 §1): the city reads every unit's card and the rank, setda its own and
   * its biro's, a unit its own; a unit writes the causes and corrective steps of its own items.
   */
  'rapor-kinerja': {
    read: OWN_UNIT_READ,
    write: UNIT_WRITE,
  },
  /** 'Penambahan Jumlah Output' (SPEC §6): pemerintah daerah (every unit) or perangkat daerah (its own). */
  'penambahan-jumlah-output': {
    read: { pemerintah_daerah: 'all', perangkat_daerah: 'own-unit', biro: 'own-unit' },
    write: { pemerintah_daerah: 'all', perangkat_daerah: 'own-unit', biro: 'own-unit' },
  },
  /** Nilai jenjang kinerja (SPEC §6: input and recap for super only). */
  'nilai-jenjang-kinerja': SUPER_ALONE,
  /** Penilaian kinerja organisasi: the rapor's readers see the ranking (a unit its own detail); super sets the weights. */
  'penilaian-kinerja-organisasi': {
    read: OWN_UNIT_READ,
    write: SUPER_ONLY,
  },
  /** Kesehatan data: a unit sees its own defects, the city every unit's; nothing to write. */
  'kesehatan-data': {
    read: OWN_UNIT_READ,
    write: {},
  },
};

/** The logged-in user as the rules see it. */
export interface Actor {
  role_id: number;
  satuan_kerja_id: string | null;
}

/** The role, or 'biro' for a unit account (perangkat_daerah or setda) whose unit is a biro. */
export function actorKind(actor: Actor): ActorKind | undefined {
  const role = roleName(actor.role_id);
  if (!role) return undefined;
  if ((role === 'perangkat_daerah' || role === 'setda') && isBiroSatker(actor.satuan_kerja_id)) return 'biro';
  return role;
}

export function scopeRule(actor: Actor, action: Action, resource: Resource): ScopeRule | undefined {
  const kind = actorKind(actor);
  return kind ? PERMISSIONS[resource][action][kind] : undefined;
}

/** How the rows an actor may touch are limited, resolved for a query. */
export type RowScope =
  | { kind: 'all' }
  /** satuan_kerja_id IN (...) */
  | { kind: 'units'; satuanKerjaIds: string[] }
  /** setda and its biro: satuan_kerja_id LIKE prefix || '%' */
  | { kind: 'setda-and-biro'; prefix: string }
  /** every unit, but only plans sitting at this validation stage */
  | { kind: 'stage'; tahap: 1 | 2 | 3 }
  | { kind: 'none' };

export function scopeOf(actor: Actor, action: Action, resource: Resource): RowScope {
  const rule = scopeRule(actor, action, resource);
  const own = actor.satuan_kerja_id;
  switch (rule) {
    case 'all':
      return { kind: 'all' };
    case 'own-unit':
      return own ? { kind: 'units', satuanKerjaIds: [own] } : { kind: 'none' };
    case 'own-unit-and-setda':
      return own ? { kind: 'units', satuanKerjaIds: [own, SATKER_SETDA_ID] } : { kind: 'none' };
    case 'setda-and-biro':
      return { kind: 'setda-and-biro', prefix: SETDA_CODE };
    case 'stage': {
      const tahap = validatorPerencanaanStage(actor.role_id);
      return tahap ? { kind: 'stage', tahap } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

export function can(actor: Actor | null | undefined, action: Action, resource: Resource): boolean {
  return !!actor && scopeOf(actor, action, resource).kind !== 'none';
}

/** Is a row of this unit inside the scope? (Rows outside answer 404 to a unit user.) */
export function rowInScope(scope: RowScope, satuanKerjaId: string | null | undefined): boolean {
  switch (scope.kind) {
    case 'all':
    case 'stage':
      return true;
    case 'units':
      return !!satuanKerjaId && scope.satuanKerjaIds.includes(satuanKerjaId);
    case 'setda-and-biro':
      return !!satuanKerjaId && satuanKerjaId.startsWith(scope.prefix);
    case 'none':
      return false;
  }
}

/**
 * THE rule of who picks the unit (a unit picker in forms, filters, the diagram, report pages): the
 * actor whose scope spans several units chosen freely: all units (super; the city for city-level
 * records) or setda with its biro (reading). Everyone else works in their own unit.
 */
function choosesIn(scope: RowScope): boolean {
  return scope.kind === 'all' || scope.kind === 'setda-and-biro';
}

/** May the actor pick the unit of this resource (choosesIn over its scope for the action)? */
export function mayChooseUnit(actor: Actor, resource: Resource, action: Action = 'write'): boolean {
  return choosesIn(scopeOf(actor, action, resource));
}

/**
 * Where no group is in question (a unit's cascading diagram, the dashboard's unit count), an
 * actor is placed by its read scope on a unit's plan.
 */
export const UNIT_VIEW_RESOURCE: Resource = 'kinerja-program';

/**
 * The units an actor looks at outside a group: its read scope on a unit's plan. An account with
 * neither a unit of its own nor such a scope (the LKE validators) has no unit to default to and
 * looks at the whole city.
 */
export function unitViewScope(actor: Actor): RowScope {
  const scope = scopeOf(actor, 'read', UNIT_VIEW_RESOURCE);
  return scope.kind === 'none' && !actor.satuan_kerja_id ? { kind: 'all' } : scope;
}

/** May the actor pick the unit where no group is in question (the diagram)? choosesIn(unitViewScope). */
export function mayChooseViewUnit(actor: Actor): boolean {
  return choosesIn(unitViewScope(actor));
}

/**
 * The unit of a new record: the requested one when the actor may choose it (and it is in scope),
 * else the actor's own unit; a unit in the body of an actor who may not choose is ignored.
 * 'forbidden' → 403; 'unit-required' → 422 (an actor who chooses did not choose, and has no unit).
 */
export type UnitForWrite = { ok: true; satuanKerjaId: string } | { ok: false; reason: 'forbidden' | 'unit-required' };

export function unitForWrite(actor: Actor, resource: Resource, requested?: string | null): UnitForWrite {
  const scope = scopeOf(actor, 'write', resource);
  if (scope.kind === 'none') return { ok: false, reason: 'forbidden' };
  if (mayChooseUnit(actor, resource, 'write') && requested) {
    return rowInScope(scope, requested) ? { ok: true, satuanKerjaId: requested } : { ok: false, reason: 'forbidden' };
  }
  return actor.satuan_kerja_id
    ? { ok: true, satuanKerjaId: actor.satuan_kerja_id }
    : { ok: false, reason: 'unit-required' };
}

/**
 * May the actor write the CSF notes and the solution of a diagram node (issue 24 item 4)? The
 * write rule of the node's level and the node's unit in its scope (null: the city's goal, which
 * the city writes). The server checks the same (cascading/catatan) and the planning lock besides.
 */
export function mayWriteCatatan(
  actor: Actor | null | undefined,
  level:
    | 'sasaran-strategis-rpjmd'
    | 'sasaran-strategis-pd'
    | 'kinerja-program'
    | 'kinerja-kegiatan'
    | 'kinerja-sub-kegiatan',
  satuanKerjaId: string | null,
): boolean {
  if (!actor) return false;
  const scope = scopeOf(actor, 'write', level);
  if (scope.kind === 'none') return false;
  return satuanKerjaId === null || rowInScope(scope, satuanKerjaId);
}
