import { imporNomenklatur, type ImportChange, type ImportRefusal, type ImportRow } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { auditRows, change, differences, labelsOf, withoutDuplicates } from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import {
  deactivate,
  insertLevel,
  nomenklatur,
  updateLevel,
  type Level,
  type MasterRow,
  type NewEntry,
} from './impor-nomenklatur.repository';

/**
 * Import of the national nomenclature as SIPD exports it (issue 26 kind c, super): a code of 3
 * segments is a program, of 5 a kegiatan, of 6 a sub kegiatan (urusan and bidang rows are skipped;
 * `X.XX` stands for every affair). A name may start with its code, which is dropped. The preview is
 * the year-over-year diff: codes added, names changed, codes no longer in the file (retired on
 * apply, never deleted, so past years keep their plans).
 */

const recipe = imporNomenklatur;

const LEVELS: { level: Level; pattern: RegExp; label: string; parentSegments: number }[] = [
  { level: 'program', pattern: /^[0-9X]\.[0-9X]{2}\.\d{2}$/, label: 'program', parentSegments: 0 },
  { level: 'kegiatan', pattern: /^[0-9X]\.[0-9X]{2}\.\d{2}\.\d\.\d{2}$/, label: 'kegiatan', parentSegments: 3 },
  { level: 'sub_kegiatan', pattern: /^[0-9X]\.[0-9X]{2}\.\d{2}\.\d\.\d{2}\.\d{4}$/, label: 'sub kegiatan', parentSegments: 5 },
];
const URUSAN = /^[0-9X](\.[0-9X]{2})?$/;
const CODE_PREFIX = /^[0-9X]+(?:\.[0-9X]+)+\s*[-–:]?\s*/i;

interface Entry extends NewEntry {
  row: ImportRow;
  level: Level;
}

/** A row as an entry of its level; null for an urusan or bidang row; a refusal for a bad code. */
function entryOf(row: ImportRow, refused: ImportRefusal[]): Entry | null {
  const kode = String(row.values.kode).toUpperCase();
  if (URUSAN.test(kode)) return null;
  const spec = LEVELS.find((l) => l.pattern.test(kode));
  if (!spec) {
    refused.push({ baris: row.baris, kolom: 'Kode', alasan: `Kode ${kode} tidak dikenali (contoh: 1.01.02.2.01.0001).` });
    return null;
  }
  const nama = String(row.values.nama).replace(CODE_PREFIX, '').trim();
  if (nama === '') {
    refused.push({ baris: row.baris, kolom: 'Nomenklatur', alasan: 'Nomenklatur wajib diisi (selain kodenya).' });
    return null;
  }
  const parent = spec.parentSegments ? kode.split('.').slice(0, spec.parentSegments).join('.') : null;
  const indikator = spec.level === 'sub_kegiatan' ? ((row.values.indikator as string | null) ?? null) : null;
  const satuan = spec.level === 'sub_kegiatan' ? ((row.values.satuan as string | null) ?? null) : null;
  return { row, level: spec.level, kode, nama, parent, indikator, satuan };
}

interface LevelPlan {
  added: Entry[];
  updated: { entry: Entry; before: MasterRow; diff: string[] }[];
  dropped: MasterRow[];
  tetap: number;
}

const PARENT_LEVEL: Record<Level, Level | null> = { program: null, kegiatan: 'program', sub_kegiatan: 'kegiatan' };

function planLevel(
  level: Level,
  entries: Entry[],
  existing: Record<Level, MasterRow[]>,
  parentsInFile: Set<string>,
  refused: ImportRefusal[],
) {
  const byKode = new Map(existing[level].map((r) => [r.kode, r]));
  const parentLevel = PARENT_LEVEL[level];
  const parents = new Set([...(parentLevel ? existing[parentLevel].map((r) => r.kode) : []), ...parentsInFile]);
  const plan: LevelPlan = { added: [], updated: [], dropped: [], tetap: 0 };
  const inFile = new Set<string>();
  for (const entry of entries) {
    inFile.add(entry.kode);
    if (entry.parent !== null && !parents.has(entry.parent)) {
      refused.push({
        baris: entry.row.baris,
        kolom: 'Kode',
        alasan: `Induk ${entry.parent} dari ${entry.kode} tidak ada di berkas maupun di Sakip.`,
      });
      continue;
    }
    const before = byKode.get(entry.kode);
    if (!before) {
      plan.added.push(entry);
      continue;
    }
    const keys = level === 'sub_kegiatan' ? ['nama', 'indikator', 'satuan'] : ['nama'];
    const old = { nama: before.nama, indikator: before.indikator, satuan: before.satuan };
    const diff = differences(labelsOf(recipe), keys, old, { nama: entry.nama, indikator: entry.indikator, satuan: entry.satuan });
    if (!before.aktif) diff.push('Status: nonaktif → aktif');
    if (diff.length === 0) plan.tetap += 1;
    else plan.updated.push({ entry, before, diff });
  }
  plan.dropped = existing[level].filter((r) => r.aktif && !inFile.has(r.kode));
  return plan;
}

function catatanOf(plans: Record<Level, LevelPlan>, skipped: number): string[] {
  const out: string[] = [];
  if (skipped > 0) out.push(`${skipped} baris urusan/bidang urusan dilewati.`);
  for (const spec of LEVELS) {
    const dropped = plans[spec.level].dropped;
    if (dropped.length === 0) continue;
    const codes = dropped.slice(0, 30).map((r) => `${r.kode} ${r.nama}`);
    const more = dropped.length > 30 ? ` dan ${dropped.length - 30} lainnya` : '';
    out.push(`${dropped.length} ${spec.label} tidak ada lagi di berkas dan akan dinonaktifkan: ${codes.join('; ')}${more}.`);
  }
  return out;
}

function changesOf(plans: Record<Level, LevelPlan>): ImportChange[] {
  const out: ImportChange[] = [];
  for (const spec of LEVELS) {
    const plan = plans[spec.level];
    for (const e of plan.added) out.push(change(e.row, 'tambah', `${spec.label} ${e.kode}`, [`Nama: ${e.nama}`]));
    for (const u of plan.updated) out.push(change(u.entry.row, 'ubah', `${spec.label} ${u.entry.kode}`, u.diff));
  }
  return out.sort((a, b) => a.baris - b.baris);
}

async function writeAll(tx: Tx, plans: Record<Level, LevelPlan>, existing: Record<Level, MasterRow[]>, userId: number) {
  let parentIds = new Map<string, number>();
  for (const spec of LEVELS) {
    const plan = plans[spec.level];
    const ids = await insertLevel(tx, spec.level, plan.added, parentIds, userId);
    await updateLevel(
      tx,
      spec.level,
      plan.updated.map((u) => ({ id: u.before.id, nama: u.entry.nama, indikator: u.entry.indikator, satuan: u.entry.satuan })),
      userId,
    );
    await deactivate(tx, spec.level, plan.dropped.map((r) => r.id), userId);
    const audit = [
      ...plan.added.map((e) => ({ id: ids.get(e.kode) ?? e.kode, new: { kode: e.kode, nama: e.nama, impor: true } })),
      ...plan.updated.map((u) => ({ id: u.before.id, old: u.before, new: { nama: u.entry.nama, impor: u.diff } })),
      ...plan.dropped.map((r) => ({ id: r.id, old: r, new: { aktif: false, impor: 'tidak ada lagi di nomenklatur' } })),
    ];
    await auditRows(tx, { actorId: userId, table: spec.level, action: 'update' }, audit);
    parentIds = new Map([...existing[spec.level].map((r) => [r.kode, r.id] as const), ...ids]);
  }
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const refused: ImportRefusal[] = [];
  const entries: Entry[] = [];
  let skipped = 0;
  for (const row of await withoutDuplicates(recipe, rows, refused)) {
    const entry = entryOf(row, refused);
    if (entry) entries.push(entry);
    else if (URUSAN.test(String(row.values.kode).toUpperCase())) skipped += 1;
  }
  const existing = await nomenklatur(db);
  const codes = (level: Level) => new Set(entries.filter((e) => e.level === level).map((e) => e.kode));
  const plans = {
    program: planLevel('program', entries.filter((e) => e.level === 'program'), existing, new Set(), refused),
    kegiatan: planLevel('kegiatan', entries.filter((e) => e.level === 'kegiatan'), existing, codes('program'), refused),
    sub_kegiatan: planLevel('sub_kegiatan', entries.filter((e) => e.level === 'sub_kegiatan'), existing, codes('kegiatan'), refused),
  } satisfies Record<Level, LevelPlan>;
  const all = Object.values(plans);
  return {
    counts: {
      tambah: all.reduce((n, p) => n + p.added.length, 0),
      ubah: all.reduce((n, p) => n + p.updated.length + p.dropped.length, 0),
      tetap: all.reduce((n, p) => n + p.tetap, 0),
    },
    changes: changesOf(plans),
    refused,
    catatan: catatanOf(plans, skipped),
    write: (tx) => writeAll(tx, plans, existing, context.actor.id),
  };
}

export const imporNomenklaturKind: ImportKind = { recipe, plan };
