import { IMPORT_MAX_LISTED, imporRpjmd, type ImportChange, type ImportRefusal, type ImportRow } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { auditRows, change, normText, withoutDuplicates } from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { periodeForNew, tahunAwalOf, type Periode } from '../shared/periode';
import { capaianPerTahun, TAHUN_KE } from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import {
  insertNodes,
  insertSsRpjmd,
  insertVisi,
  levelTable,
  ssRpjmdOfPeriode,
  updateNode,
  updateSsRpjmd,
  updateVisi,
  type SsRpjmdRow,
  type SsRpjmdValues,
  type TreeLevel,
} from './impor-rpjmd.repository';
import { findByPeriode, findTree } from './visi-misi-rpjmd.repository';

/**
 * Import of the RPJMD tree of a period (issue 26 kind, super): one row per indicator of a sasaran
 * strategis with its misi, tujuan and sasaran, and the indicator's baseline and yearly targets (its
 * SS-RPJMD). Each level is matched under its parent by its text (without case or extra blanks),
 * then by its number (a new text on a known number renames it); parents are created when new, once
 * however many rows name them. Nothing is deleted; importing the same file again changes nothing.
 */

interface LevelSpec {
  key: TreeLevel;
  no: string;
  header: string;
  noHeader: string;
  label: string;
}

const LEVELS: readonly LevelSpec[] = [
  { key: 'misi', no: 'no_misi', header: 'Misi', noHeader: 'No Misi', label: 'misi' },
  { key: 'tujuan', no: 'no_tujuan', header: 'Tujuan', noHeader: 'No Tujuan', label: 'tujuan' },
  { key: 'sasaran', no: 'no_sasaran', header: 'Sasaran Strategis', noHeader: 'No Sasaran', label: 'sasaran strategis' },
  { key: 'indikator', no: 'no_indikator', header: 'Indikator', noHeader: 'No Indikator', label: 'indikator' },
];

/** A node of the tree: stored (id), or added by the file (id once written). */
interface TreeNode {
  level: TreeLevel | 'visi';
  id: number | null;
  parent: TreeNode | null;
  nomor: number;
  text: string;
  stored: { nomor: number; text: string; satuan?: string; polaritas?: string } | null;
  children: TreeNode[];
  /** The nodes the file names under this one, by their text. */
  named: Map<string, TreeNode>;
  /** The first row that named this node. */
  row: number | null;
  /** What the file changes of a stored node. */
  set: Record<string, unknown>;
  /** An indicator's satuan and polaritas (new). */
  extra: Record<string, unknown>;
}

interface Tree {
  periode: Periode;
  root: TreeNode;
  ss: Map<number, SsRpjmdRow>;
}

interface Collected {
  refused: ImportRefusal[];
  changes: ImportChange[];
  tambah: number;
  ubah: number;
  tetap: number;
  newSs: { indikator: TreeNode; values: SsRpjmdValues }[];
  changedSs: { before: SsRpjmdRow; values: SsRpjmdValues }[];
}

function node(
  level: TreeNode['level'],
  parent: TreeNode | null,
  id: number | null,
  nomor: number,
  text: string,
): TreeNode {
  const stored = id === null ? null : { nomor, text };
  return { level, id, parent, nomor, text, stored, children: [], named: new Map(), row: null, set: {}, extra: {} };
}

async function loadTree(db: Db | Tx, tahun: number): Promise<Tree> {
  const periode = await periodeForNew(db, tahun, 'file', 'RPJMD');
  const visi = await findByPeriode(db, periode.id);
  const root = visi ? node('visi', null, visi.id, 0, visi.visi) : node('visi', null, null, 0, '');
  const ss = new Map((await ssRpjmdOfPeriode(db, periode.id)).map((r) => [r.indikator_id, r]));
  if (!visi) return { periode, root, ss };
  const tree = await findTree(db, visi.id);
  const attach = (
    level: TreeLevel,
    parents: Map<number, TreeNode>,
    rows: { id: number; nomor: number; parent: number; text: string }[],
  ) => {
    const out = new Map<number, TreeNode>();
    for (const r of rows) {
      const parent = parents.get(r.parent);
      if (!parent) continue;
      const child = node(level, parent, r.id, r.nomor, r.text);
      parent.children.push(child);
      out.set(r.id, child);
    }
    return out;
  };
  const misi = attach(
    'misi',
    new Map([[visi.id, root]]),
    tree.misiRows.map((r) => ({ ...r, parent: r.visi_id, text: r.misi })),
  );
  const tujuan = attach(
    'tujuan',
    misi,
    tree.tujuanRows.map((r) => ({ ...r, parent: r.misi_id, text: r.tujuan })),
  );
  const sasaran = attach(
    'sasaran',
    tujuan,
    tree.sasaranRows.map((r) => ({ ...r, parent: r.tujuan_id, text: r.sasaran })),
  );
  const indikator = attach(
    'indikator',
    sasaran,
    tree.indikatorSasaranRows.map((r) => ({ ...r, parent: r.sasaran_strategis_id, text: r.indikator })),
  );
  for (const r of tree.indikatorSasaranRows) {
    const n = indikator.get(r.id);
    if (n?.stored) Object.assign(n.stored, { satuan: r.satuan, polaritas: r.polaritas });
  }
  return { periode, root, ss };
}

type Step = { ok: true; node: TreeNode; words: string[]; created: boolean } | { ok: false; refusal: ImportRefusal };

/** The node a row names at one level under `parent`: named before by the file, stored, or new. */
function resolveLevel(spec: LevelSpec, row: ImportRow, parent: TreeNode): Step {
  const text = String(row.values[spec.key]);
  const no = row.values[spec.no];
  const refuse = (kolom: string, alasan: string): Step => ({ ok: false, refusal: { baris: row.baris, kolom, alasan } });
  if (no !== null && no !== undefined && !(typeof no === 'number' && Number.isInteger(no) && no > 0)) {
    return refuse(spec.noHeader, `${spec.noHeader} harus bilangan bulat positif.`);
  }
  const nomor = typeof no === 'number' ? no : null;
  const seen = parent.named.get(normText(text));
  if (seen) {
    if (nomor !== null && nomor !== seen.nomor)
      return refuse(spec.noHeader, `${spec.noHeader} berbeda dengan baris ${seen.row} (${seen.nomor}).`);
    return { ok: true, node: seen, words: [], created: false };
  }
  const stored = parent.children.filter((c) => c.stored);
  const byText = stored.filter((c) => normText(c.stored?.text ?? '') === normText(text));
  const byNo = nomor === null ? [] : stored.filter((c) => c.stored?.nomor === nomor);
  const found = byText.length > 0 ? byText : byNo;
  if (found.length > 1) {
    const kolom = byText.length > 0 ? spec.header : spec.noHeader;
    return refuse(kolom, `Ada ${found.length} ${spec.label} yang cocok di bawah induk yang sama; ubah lewat formulir.`);
  }
  const [match] = found;
  if (match && match.row !== null) {
    return refuse(
      spec.header,
      `${spec.header} nomor ${match.nomor} sudah dipakai baris ${match.row} untuk "${match.text}".`,
    );
  }
  if (match)
    return { ok: true, node: claim(spec, match, row, text, nomor), words: wordsOf(spec, match), created: false };
  const nextNomor = Math.max(0, ...parent.children.map((c) => c.nomor)) + 1;
  const added = node(spec.key, parent, null, nomor ?? nextNomor, text);
  added.row = row.baris;
  parent.children.push(added);
  parent.named.set(normText(text), added);
  return { ok: true, node: added, words: [`${spec.header} baru: ${text}`], created: true };
}

/** A stored node named by a row: its new text and number, if they differ. */
function claim(spec: LevelSpec, match: TreeNode, row: ImportRow, text: string, nomor: number | null): TreeNode {
  match.row = row.baris;
  match.parent?.named.set(normText(text), match);
  if (normText(match.text) !== normText(text)) {
    match.set.text = text;
    match.text = text;
  }
  if (nomor !== null && nomor !== match.nomor) {
    match.set.nomor = nomor;
    match.nomor = nomor;
  }
  return match;
}

function wordsOf(spec: LevelSpec, n: TreeNode): string[] {
  const words: string[] = [];
  if (n.set.text !== undefined) words.push(`${spec.header}: ${n.stored?.text} → ${n.text}`);
  if (n.set.nomor !== undefined) words.push(`${spec.noHeader}: ${n.stored?.nomor} → ${n.nomor}`);
  return words;
}

/** The visi of the period as the row names it: refused when it has none, or names two. */
function resolveVisi(
  row: ImportRow,
  tree: Tree,
): { ok: true; words: string[] } | { ok: false; refusal: ImportRefusal } {
  const { root, periode } = tree;
  const text = row.values.visi;
  const refuse = (alasan: string) => ({ ok: false as const, refusal: { baris: row.baris, kolom: 'Visi', alasan } });
  if (typeof text !== 'string' || text.trim() === '') {
    if (root.id === null && root.row === null)
      return refuse(`Periode ${periode.tahun_awal}-${periode.tahun_akhir} belum punya visi: isi kolom Visi.`);
    return { ok: true, words: [] };
  }
  if (root.row !== null) {
    return normText(root.text) === normText(text)
      ? { ok: true, words: [] }
      : refuse(`Visi berbeda dengan baris ${root.row}.`);
  }
  root.row = row.baris;
  if (root.id === null) {
    root.text = text;
    return { ok: true, words: [`Visi baru: ${text}`] };
  }
  if (normText(root.text) === normText(text)) return { ok: true, words: [] };
  root.set.text = text;
  root.text = text;
  return { ok: true, words: [`Visi: ${root.stored?.text} → ${text}`] };
}

const TARGETS = TAHUN_KE.map((k) => `target_${k}` as const);
const angka = (n: number | null) => (n === null ? '(kosong)' : n.toLocaleString('id-ID', { maximumFractionDigits: 6 }));

/** The indicator's satuan and polaritas, and its SS-RPJMD's baseline and targets, from the row. */
function measure(
  row: ImportRow,
  indikator: TreeNode,
  created: boolean,
  tree: Tree,
  out: Collected,
): string[] | ImportRefusal[] {
  const v = row.values;
  const satuan = String(v.satuan);
  const stored = indikator.stored;
  const polaritas = typeof v.polaritas === 'string' ? v.polaritas : (stored?.polaritas ?? 'naik');
  const words: string[] = [];
  if (created) indikator.extra = { satuan, polaritas };
  if (stored && stored.satuan !== satuan) words.push(`Satuan: ${stored.satuan} → ${satuan}`);
  if (stored && stored.polaritas !== polaritas) words.push(`Polaritas: ${stored.polaritas} → ${polaritas}`);
  if (stored && words.length > 0) Object.assign(indikator.set, { satuan, polaritas });
  const ss = indikator.id === null ? undefined : tree.ss.get(indikator.id);
  const tahun = (k: number) => tree.periode.tahun_awal + k - 1;
  if (!ss) {
    const missing = TAHUN_KE.filter((k) => typeof v[`target_${k}`] !== 'number');
    if (missing.length > 0) {
      return missing.map((k) => ({
        baris: row.baris,
        kolom: `Target ${tahun(k)}`,
        alasan: `Target ${tahun(k)} wajib diisi untuk indikator baru.`,
      }));
    }
  }
  const num = (key: string, old: number | null) => (typeof v[key] === 'number' ? (v[key]) : old);
  const baseline = num('baseline', ss?.baseline ?? null);
  const targets = Object.fromEntries(TARGETS.map((key) => [key, num(key, ss?.[key] ?? null)])) as Record<
    (typeof TARGETS)[number],
    number | null
  >;
  if (ss && baseline !== ss.baseline) words.push(`Baseline: ${angka(ss.baseline)} → ${angka(baseline)}`);
  TAHUN_KE.forEach((k) => {
    if (ss && targets[`target_${k}`] !== ss[`target_${k}`])
      words.push(`Target ${tahun(k)}: ${angka(ss[`target_${k}`])} → ${angka(targets[`target_${k}`])}`);
  });
  const realisasi = Object.fromEntries(TAHUN_KE.map((k) => [`realisasi_${k}`, ss?.[`realisasi_${k}`] ?? null]));
  const values = {
    baseline,
    ...targets,
    ...capaianPerTahun({ ...targets, ...realisasi } as never, polaritasOf(polaritas)),
  };
  if (!ss) out.newSs.push({ indikator, values });
  else if (words.length > 0) out.changedSs.push({ before: ss, values });
  return words;
}

/** One row: its visi, each level, then its measurement; counted as added, changed or unchanged. */
function collectRow(row: ImportRow, tree: Tree, out: Collected) {
  const visi = resolveVisi(row, tree);
  if (!visi.ok) return void out.refused.push(visi.refusal);
  const words = [...visi.words];
  let parent = tree.root;
  let created = false;
  for (const spec of LEVELS) {
    const step = resolveLevel(spec, row, parent);
    if (!step.ok) return void out.refused.push(step.refusal);
    words.push(...step.words);
    created = step.created;
    parent = step.node;
  }
  const ss = parent.id === null ? undefined : tree.ss.get(parent.id);
  const measured = measure(row, parent, created, tree, out);
  if (measured.some((m) => typeof m !== 'string')) return void out.refused.push(...(measured as ImportRefusal[]));
  words.push(...(measured as string[]));
  const aksi = created || !ss ? 'tambah' : words.length > 0 ? 'ubah' : null;
  if (aksi === null) return void (out.tetap += 1);
  if (aksi === 'tambah') out.tambah += 1;
  else out.ubah += 1;
  if (out.changes.length < IMPORT_MAX_LISTED) {
    out.changes.push(change(row, aksi, `${String(row.values.sasaran)} · ${String(row.values.indikator)}`, words));
  }
}

/** The nodes of a level under the root, in the order the file named them. */
function nodesOf(root: TreeNode, level: TreeLevel): TreeNode[] {
  const depth = LEVELS.findIndex((l) => l.key === level);
  let nodes = [root];
  for (let i = 0; i <= depth; i++) nodes = nodes.flatMap((n) => n.children);
  return nodes;
}

async function writeTree(tx: Tx, tree: Tree, out: Collected, actorId: number) {
  const { root, periode } = tree;
  if (root.id === null) {
    root.id = await insertVisi(tx, periode.id, root.text, actorId);
    await auditRows(tx, { actorId, table: 'visi', action: 'create' }, [
      { id: root.id, new: { visi: root.text, periode_id: periode.id, impor: true } },
    ]);
  } else if (root.set.text !== undefined) {
    await updateVisi(tx, root.id, root.text, actorId);
    await auditRows(tx, { actorId, table: 'visi', action: 'update' }, [
      { id: root.id, old: root.stored, new: { visi: root.text, impor: true } },
    ]);
  }
  for (const { key } of LEVELS) {
    const nodes = nodesOf(root, key);
    const added = nodes.filter((n) => n.id === null);
    const ids = await insertNodes(
      tx,
      key,
      added.map((n) => ({ parent_id: n.parent?.id as number, nomor: n.nomor, text: n.text, extra: n.extra })),
      actorId,
    );
    added.forEach((n, i) => (n.id = ids[i] as number));
    const table = levelTable(key);
    await auditRows(
      tx,
      { actorId, table, action: 'create' },
      added.map((n) => ({ id: n.id as number, new: { nomor: n.nomor, text: n.text, ...n.extra, impor: true } })),
    );
    const changed = nodes.filter((n) => n.stored && Object.keys(n.set).length > 0);
    for (const n of changed) await updateNode(tx, key, n.id as number, n.set, actorId);
    await auditRows(
      tx,
      { actorId, table, action: 'update' },
      changed.map((n) => ({ id: n.id as number, old: n.stored, new: { ...n.set, impor: true } })),
    );
  }
  const rows = out.newSs.map(({ indikator, values }) => ({
    ...values,
    sasaran_strategis_id: indikator.parent?.id as number,
    indikator_sasaran_strategis_id: indikator.id as number,
  }));
  const ssIds = await insertSsRpjmd(tx, periode.id, rows, actorId);
  await auditRows(
    tx,
    { actorId, table: 'sasaran_strategis_rpjmd', action: 'create' },
    rows.map((r, i) => ({ id: ssIds[i] as number, new: { ...r, impor: true } })),
  );
  for (const c of out.changedSs) await updateSsRpjmd(tx, c.before.id, c.values, actorId);
  await auditRows(
    tx,
    { actorId, table: 'sasaran_strategis_rpjmd', action: 'update' },
    out.changedSs.map((c) => ({ id: c.before.id, old: c.before, new: { ...c.values, impor: true } })),
  );
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const tree = await loadTree(db, context.tahun);
  const out: Collected = { refused: [], changes: [], tambah: 0, ubah: 0, tetap: 0, newSs: [], changedSs: [] };
  for (const row of await withoutDuplicates(imporRpjmd, rows, out.refused)) collectRow(row, tree, out);
  return {
    counts: { tambah: out.tambah, ubah: out.ubah, tetap: out.tetap },
    changes: out.changes,
    refused: out.refused,
    write: (tx) => writeTree(tx, tree, out, context.actor.id),
  };
}

export const imporRpjmdKind: ImportKind = { recipe: imporRpjmd, plan, periodeAwal: tahunAwalOf };
