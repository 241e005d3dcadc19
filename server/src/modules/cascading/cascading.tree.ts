import {
  PENGAMPU_KOSONG,
  PENGAMPU_WALIKOTA,
  pengampuLabel,
  pengampuSatuanKerja,
  pengampuTypeOf,
  type IndikatorMerge,
  type KinerjaKegiatanNode,
  type KinerjaLangkahAksiNode,
  type KinerjaProgramNode,
  type KinerjaSubKegiatanNode,
  type SasaranStrategisPdNode,
  type SasaranStrategisRpjmdNode,
  type TimKerjaAnggotaNode,
} from '@sakip/domain';
import type {
  AnggotaRow,
  KinerjaRow,
  LangkahAksiRow,
  LevelRows,
  RpjmdRow,
  SsPdRow,
  SubKegiatanRow,
} from './cascading.repository';

/**
 * Pure assembly of the cascading tree from the rows of each level (cascading.repository.ts):
 * rows → nodes, children attached by parent id, merging of RPJMD and SS-PD rows with the same
 * sasaran, and the shadow-performance (bayangan) filter. No database here.
 */

/** Rows of a level grouped by their parent id, own rows first then adopted (cross) rows. */
function byParent<R extends { parent_id: number }>(list: readonly R[]): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of list) {
    const bucket = map.get(row.parent_id);
    if (bucket) bucket.push(row);
    else map.set(row.parent_id, [row]);
  }
  return map;
}

/** The child rows of a row; an adopted (cross) row is a leaf, its children are not expanded. */
function childRows<R>(row: { id: number; is_cross: boolean }, children: Map<number, R[]>): R[] {
  return row.is_cross ? [] : (children.get(row.id) ?? []);
}

/** The nodes of own children and of cross children of one parent. */
function split<R extends { is_cross: boolean }, N>(list: readonly R[], node: (row: R) => N): { own: N[]; cross: N[] } {
  const own: N[] = [];
  const cross: N[] = [];
  for (const row of list) (row.is_cross ? cross : own).push(node(row));
  return { own, cross };
}

/** The measured values every node and merged indicator shows. */
type Nilai = Pick<IndikatorMerge, 'target' | 'satuan' | 'realisasi' | 'capaian'>;
function nilaiOf(row: Nilai): Nilai {
  return { target: row.target, satuan: row.satuan, realisasi: row.realisasi, capaian: row.capaian };
}

/** Fields shared by program, kegiatan and sub kegiatan nodes. */
function kinerjaBase(row: KinerjaRow) {
  const pengampu_type = pengampuTypeOf(row.pengampu_type);
  return {
    id: row.id,
    sasaran: row.sasaran,
    indikator: row.indikator,
    ...nilaiOf(row),
    pengampu: pengampuLabel({
      level: 'kinerja',
      pengampu_type,
      unitKerja: row.struktur_organisasi,
      timKerja: row.tim_kerja ? { nama: row.tim_kerja.nama, ketua_nama: row.tim_kerja.ketua?.peg_nama ?? null } : null,
    }),
    kinerja_tercapai: row.kinerja_tercapai,
    kinerja_tidak_tercapai: row.kinerja_tidak_tercapai,
    penyebab_kegagalan: row.penyebab_kegagalan,
    do_rumus: row.do_rumus,
    has_definisi_operasional: row.has_definisi_operasional,
    status_upload_pk: row.status_upload_pk,
    skp: row.skp,
    satuan_kerja: { satuan_kerja_id: row.satuan_kerja_id, satuan_kerja_nama: row.satuan_kerja_nama },
    is_cross: row.is_cross,
    kinerja_bayangan: row.kinerja_bayangan,
    polaritas: row.polaritas,
    anggaran: row.anggaran,
    realisasi_anggaran: row.realisasi_anggaran ?? 0,
    pengampu_type,
    struktur_organisasi: row.struktur_organisasi,
    tim_kerja: row.tim_kerja,
    solusi: row.solusi,
    is_kinerja_direktur_to_wakil_direktur_rsud: row.is_kinerja_direktur_to_wakil_direktur_rsud,
  };
}

/** Children of each level by parent id: what the node builders below attach. */
interface ChildrenOf {
  anggota: Map<number, AnggotaRow[]>;
  langkahAksi: Map<number, LangkahAksiRow[]>;
  subKegiatan: Map<number, SubKegiatanRow[]>;
  kegiatan: Map<number, KinerjaRow[]>;
  program: Map<number, KinerjaRow[]>;
  ssPd: Map<number, SsPdRow[]>;
}

function anggotaNode(row: AnggotaRow): TimKerjaAnggotaNode {
  return {
    id: row.id,
    level: 'tim-kerja-anggota',
    sasaran: '',
    indikator: '',
    target: row.target,
    satuan: row.satuan,
    realisasi: row.realisasi,
    capaian: null,
    pengampu: row.nama_pegawai_anggota,
    nama_pegawai_anggota: row.nama_pegawai_anggota,
  };
}

function langkahAksiNode(row: LangkahAksiRow, of: ChildrenOf): KinerjaLangkahAksiNode {
  return {
    id: row.id,
    level: 'kinerja-langkah-aksi',
    sasaran: row.sasaran,
    indikator: row.indikator,
    ...nilaiOf(row),
    pengampu: row.tim_kerja?.nama ?? PENGAMPU_KOSONG,
    polaritas: row.polaritas,
    anggaran: row.anggaran,
    realisasi_anggaran: row.realisasi_anggaran ?? 0,
    sub_kegiatan: { nama: row.sub_kegiatan_nama },
    tim_kerja: row.tim_kerja,
    satuan_kerja: { satuan_kerja_id: row.satuan_kerja_id, satuan_kerja_nama: row.satuan_kerja_nama },
    tim_kerja_anggota: (of.anggota.get(row.id) ?? []).map(anggotaNode),
  };
}

/**
 * The node's own fields are added to the object kinerjaBase made (same keys, same order as a
 * spread into a new literal): no second copy of ~30 fields per node (bench/tree, decision 0035).
 */
function subKegiatanNode(row: SubKegiatanRow, of: ChildrenOf): KinerjaSubKegiatanNode {
  return Object.assign(kinerjaBase(row), {
    level: 'kinerja-sub-kegiatan' as const,
    sub_kegiatan: row.master,
    indikator_kemendagri: row.indikator_kemendagri,
    is_external: row.is_external,
    kategori_tematik_id: row.kategori_tematik_id,
    kategori_tematik: row.kategori_tematik,
    kinerja_langkah_aksi: childRows(row, of.langkahAksi).map((r) => langkahAksiNode(r, of)),
  });
}

function kegiatanNode(row: KinerjaRow, of: ChildrenOf): KinerjaKegiatanNode {
  const children = split(childRows(row, of.subKegiatan), (r) => subKegiatanNode(r, of));
  return Object.assign(kinerjaBase(row), {
    level: 'kinerja-kegiatan' as const,
    kegiatan: row.master,
    kinerja_sub_kegiatan: children.own,
    kinerja_sub_kegiatan_cross: children.cross,
  });
}

function programNode(row: KinerjaRow, of: ChildrenOf): KinerjaProgramNode {
  const children = split(childRows(row, of.kegiatan), (r) => kegiatanNode(r, of));
  return Object.assign(kinerjaBase(row), {
    level: 'kinerja-program' as const,
    program: row.master,
    kinerja_kegiatan: children.own,
    kinerja_kegiatan_cross: children.cross,
  });
}

function ssPdNode(row: SsPdRow, of: ChildrenOf): SasaranStrategisPdNode {
  const children = split(childRows(row, of.program), (r) => programNode(r, of));
  return {
    id: row.id,
    level: 'sasaran-strategis-pd',
    sasaran: row.sasaran_strategis_satker,
    indikator: row.iku,
    ...nilaiOf(row),
    pengampu: pengampuSatuanKerja(
      {
        satuan_kerja_id: row.satuan_kerja_id,
        satuan_kerja_nama: row.satuan_kerja_nama,
        jenis: row.jenis,
        is_rsud: row.is_rsud,
      },
      { isKinerjaDirekturRsud: row.is_kinerja_direktur_rsud },
    ),
    kinerja_tercapai: row.kinerja_tercapai,
    kinerja_tidak_tercapai: row.kinerja_tidak_tercapai,
    penyebab_kegagalan: row.penyebab_kegagalan,
    do_rumus: row.do_rumus,
    has_definisi_operasional: row.has_definisi_operasional,
    status_upload_pk: row.status_upload_pk,
    skp: row.skp,
    satuan_kerja: { satuan_kerja_id: row.satuan_kerja_id, satuan_kerja_nama: row.satuan_kerja_nama },
    is_cross: row.is_cross,
    kinerja_bayangan: row.kinerja_bayangan,
    sasaran_strategis_satker: row.sasaran_strategis_satker,
    iku: row.iku,
    indikator_merge: [ssPdIndikator(row)],
    anggaran: row.anggaran,
    realisasi_anggaran: row.realisasi_anggaran,
    is_kinerja_direktur_rsud: row.is_kinerja_direktur_rsud,
    kinerja_program: children.own,
    kinerja_program_cross: children.cross,
  };
}

/** One RPJMD node from the rows of one sasaran (merged), with the SS-PD under any of them. */
function rpjmdNode({ first, rows }: { first: RpjmdRow; rows: RpjmdRow[] }, of: ChildrenOf): SasaranStrategisRpjmdNode {
  const children = split(
    rows.flatMap((r) => of.ssPd.get(r.id) ?? []),
    (r) => ssPdNode(r, of),
  );
  return {
    id: first.id,
    level: 'sasaran-strategis-rpjmd',
    sasaran: first.sasaran,
    indikator: first.indikator,
    ...nilaiOf(first),
    pengampu: PENGAMPU_WALIKOTA,
    sasaran_strategis: { id: first.sasaran_strategis_id, sasaran: first.sasaran },
    indikator_sasaran_strategis: { id: first.indikator_sasaran_strategis_id, indikator: first.indikator },
    indikator_merge: rows.map(rpjmdIndikator),
    kinerja_tercapai: rows.flatMap((r) => r.kinerja_tercapai),
    kinerja_tidak_tercapai: rows.flatMap((r) => r.kinerja_tidak_tercapai),
    sasaran_strategis_pd: mergeSsPd(children.own),
    sasaran_strategis_pd_cross: children.cross,
  };
}

/** Builds the nodes top-down from the level rows. Missing levels (cut by max_level) give empty child arrays. */
export function buildTree(levels: LevelRows): SasaranStrategisRpjmdNode[] {
  const of: ChildrenOf = {
    anggota: byParent(levels.anggota),
    langkahAksi: byParent(levels.langkahAksi),
    subKegiatan: byParent(levels.subKegiatan),
    kegiatan: byParent(levels.kegiatan),
    program: byParent(levels.program),
    ssPd: byParent(levels.ssPd),
  };
  return mergeRpjmd(levels.rpjmd).map((group) => rpjmdNode(group, of));
}

function rpjmdIndikator(row: RpjmdRow): IndikatorMerge {
  return { id: row.id, indikator: row.indikator, ...nilaiOf(row), do_rumus: null };
}

function ssPdIndikator(row: SsPdRow): IndikatorMerge {
  return { id: row.id, indikator: row.iku, ...nilaiOf(row), do_rumus: row.do_rumus };
}

/** RPJMD rows grouped by sasaran (rows come ordered; the first row names the node). */
function mergeRpjmd(list: readonly RpjmdRow[]): { first: RpjmdRow; rows: RpjmdRow[] }[] {
  const groups = new Map<number, { first: RpjmdRow; rows: RpjmdRow[] }>();
  for (const row of list) {
    const group = groups.get(row.sasaran_strategis_id);
    if (group) group.rows.push(row);
    else groups.set(row.sasaran_strategis_id, { first: row, rows: [row] });
  }
  return [...groups.values()];
}

/**
 * SS-PD nodes of one unit with the same sasaran under one RPJMD node become one: the first keeps
 * its fields, indicators go to indikator_merge, children, notes and budgets add up.
 */
export function mergeSsPd(nodes: readonly SasaranStrategisPdNode[]): SasaranStrategisPdNode[] {
  const merged = new Map<string, SasaranStrategisPdNode>();
  for (const node of nodes) {
    const key = `${node.satuan_kerja.satuan_kerja_id}\u0000${node.sasaran_strategis_satker.trim().toLowerCase()}`;
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...node, indikator_merge: [...node.indikator_merge] });
      continue;
    }
    into.indikator_merge.push(...node.indikator_merge);
    into.kinerja_program = [...into.kinerja_program, ...node.kinerja_program];
    into.kinerja_program_cross = [...into.kinerja_program_cross, ...node.kinerja_program_cross];
    into.kinerja_tercapai = [...into.kinerja_tercapai, ...node.kinerja_tercapai];
    into.kinerja_tidak_tercapai = [...into.kinerja_tidak_tercapai, ...node.kinerja_tidak_tercapai];
    into.penyebab_kegagalan = [...into.penyebab_kegagalan, ...node.penyebab_kegagalan];
    into.anggaran += node.anggaran;
    into.realisasi_anggaran += node.realisasi_anggaran;
    into.kinerja_bayangan ??= node.kinerja_bayangan;
    into.status_upload_pk &&= node.status_upload_pk;
  }
  return [...merged.values()];
}

// -------------------------------------------------------------------------------------------
// Shadow performance (bayangan)
// -------------------------------------------------------------------------------------------

/**
 * render_status of a node whose children are already filtered: 'render' with a kinerja bayangan,
 * 'hide' when only something below renders, null (leave the node out) otherwise.
 */
function renderStatus(node: { kinerja_bayangan: unknown }, keptChildren: number): 'render' | 'hide' | null {
  if (node.kinerja_bayangan) return 'render';
  return keptChildren > 0 ? 'hide' : null;
}

type Filterable = { kinerja_bayangan: unknown; render_status?: 'render' | 'hide' };

/** Keeps a node with its render_status, or drops it (null). */
function keep<N extends Filterable>(node: N, keptChildren: number): N | null {
  const status = renderStatus(node, keptChildren);
  return status ? { ...node, render_status: status } : null;
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

function filterSubKegiatan(list: KinerjaSubKegiatanNode[]): KinerjaSubKegiatanNode[] {
  return list.map((n) => keep(n, 0)).filter(present);
}

/**
 * The filter of a level from its children's: a node keeps its own and its adopted (cross) children
 * that remain, and itself by what remains of both (keep).
 */
function filterLevel<Child, N extends Filterable>(
  own: keyof N & string,
  cross: keyof N & string,
  filterChildren: (list: Child[]) => Child[],
): (list: N[]) => N[] {
  return (list) =>
    list
      .map((n) => {
        const kept = filterChildren(n[own] as Child[]);
        const keptCross = filterChildren(n[cross] as Child[]);
        return keep({ ...n, [own]: kept, [cross]: keptCross }, kept.length + keptCross.length);
      })
      .filter(present);
}

const filterKegiatan = filterLevel<KinerjaSubKegiatanNode, KinerjaKegiatanNode>(
  'kinerja_sub_kegiatan',
  'kinerja_sub_kegiatan_cross',
  filterSubKegiatan,
);
const filterProgram = filterLevel<KinerjaKegiatanNode, KinerjaProgramNode>(
  'kinerja_kegiatan',
  'kinerja_kegiatan_cross',
  filterKegiatan,
);
const filterSsPd = filterLevel<KinerjaProgramNode, SasaranStrategisPdNode>(
  'kinerja_program',
  'kinerja_program_cross',
  filterProgram,
);

/**
 * The arsitektur-kinerja-bayangan view: SS-PD down to sub kegiatan get render_status, nodes with
 * nothing to show are left out; RPJMD goals stay when something below them remains.
 */
export function applyBayangan(tree: SasaranStrategisRpjmdNode[]): SasaranStrategisRpjmdNode[] {
  return tree
    .map((n) => ({
      ...n,
      sasaran_strategis_pd: filterSsPd(n.sasaran_strategis_pd),
      sasaran_strategis_pd_cross: filterSsPd(n.sasaran_strategis_pd_cross),
    }))
    .filter((n) => n.sasaran_strategis_pd.length + n.sasaran_strategis_pd_cross.length > 0);
}
