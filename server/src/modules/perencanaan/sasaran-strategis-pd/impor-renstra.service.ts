import {
  IMPORT_MAX_LISTED,
  importRecipeOfPeriod,
  isTercapai,
  imporRenstra,
  type CellValue,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { assertPerencanaanEditable } from '../../../lib/crud/index';
import {
  auditRows,
  change,
  changedKeys,
  differences,
  labelsOf,
  matchKey,
  normText,
  pick,
  withoutDuplicates,
} from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { clearPenyebabTercapai } from '../shared/catatan';
import { periodeForNew, tahunAwalOf, type Periode } from '../shared/periode';
import { capaianPerTahun, TAHUN_KE } from '../shared/per-tahun';
import { polaritasOf } from '../shared/ukuran';
import {
  insertSsPd,
  ssPdOfUnit,
  ssRpjmdOfPeriode,
  updateSsPd,
  type NewRenstra,
  type RenstraRow,
  type RenstraValues,
  type RpjmdParent,
} from './impor-renstra.repository';
import { readAll } from '../../../lib/db/reads';

/**
 * Import of a unit's renstra (issue 26 kind: SS-PD, IKU and the yearly targets of the period). A
 * row is matched by the text of its goal and indicator within the unit and period, never by its
 * place in the file: a known one is updated, a new one added under the SS-RPJMD the row names (by
 * its goal's text or code misi.tujuan.sasaran, its indicator when the goal has several). A unit
 * imports into its own unit; the planning lock refuses the whole import, as every SS-PD write.
 */

const TARGETS = TAHUN_KE.map((k) => `target_${k}` as const);
const COMPARED = ['induk', 'satuan', 'polaritas', 'baseline', ...TARGETS] as const;
const KOLOM_INDUK = 'Sasaran Strategis RPJMD';

interface Lookups {
  periode: Periode;
  byKey: Map<string, RenstraRow[]>;
  parents: RpjmdParent[];
  parentById: Map<number, RpjmdParent>;
}

const parentLabel = (p: RpjmdParent) => `${p.sasaran} · ${p.indikator}`;

type Resolved = { ok: true; parent: RpjmdParent | null } | { ok: false; refusal: ImportRefusal };

/** The SS-RPJMD a row names; the current one when the cell is empty or names it. */
function resolveParent(row: ImportRow, look: Lookups, current: RenstraRow | undefined): Resolved {
  const text = row.values.sasaran_rpjmd;
  const indikator = row.values.indikator_rpjmd;
  const periode = `${look.periode.tahun_awal}-${look.periode.tahun_akhir}`;
  const refuse = (alasan: string): Resolved => ({
    ok: false,
    refusal: { baris: row.baris, kolom: KOLOM_INDUK, alasan },
  });
  const currentParent = current ? (look.parentById.get(current.sasaran_strategis_rpjmd_id) ?? null) : null;
  if (typeof text !== 'string' || text.trim() === '') {
    if (current) return { ok: true, parent: currentParent };
    return refuse('Wajib diisi untuk sasaran strategis PD baru (induknya).');
  }
  const named = look.parents.filter(
    (p) =>
      (normText(p.sasaran) === normText(text) || p.kode === text.trim()) &&
      (typeof indikator !== 'string' || normText(p.indikator) === normText(indikator)),
  );
  if (currentParent && named.includes(currentParent)) return { ok: true, parent: currentParent };
  const [only] = named;
  if (named.length === 1 && only) return { ok: true, parent: only };
  if (named.length === 0) {
    const dengan = typeof indikator === 'string' ? ` dengan indikator "${indikator}"` : '';
    return refuse(`Sasaran strategis RPJMD "${text}"${dengan} tidak ada pada periode ${periode}.`);
  }
  return refuse(
    `Sasaran strategis RPJMD "${text}" punya ${named.length} indikator: isi kolom Indikator Sasaran RPJMD untuk memilih satu.`,
  );
}

/** The row's values over the record's (an empty cell leaves its value), capaian recomputed. */
function valuesOf(row: ImportRow, before: RenstraRow | null, parent: RpjmdParent): RenstraValues {
  const v = row.values;
  const num = (key: string, old: number | null) => (typeof v[key] === 'number' ? v[key] : old);
  const polaritas = typeof v.polaritas === 'string' ? v.polaritas : (before?.polaritas ?? 'naik');
  const targets = Object.fromEntries(
    TAHUN_KE.map((k) => [`target_${k}`, num(`target_${k}`, before?.[`target_${k}`] ?? null)]),
  ) as Record<(typeof TARGETS)[number], number | null>;
  const realisasi = Object.fromEntries(TAHUN_KE.map((k) => [`realisasi_${k}`, before?.[`realisasi_${k}`] ?? null]));
  return {
    sasaran_strategis_rpjmd_id: parent.id,
    satuan: String(v.satuan),
    polaritas,
    baseline: num('baseline', before?.baseline ?? null),
    ...targets,
    ...capaianPerTahun({ ...targets, ...realisasi } as Parameters<typeof capaianPerTahun>[0], polaritasOf(polaritas)),
  };
}

interface Collected {
  refused: ImportRefusal[];
  changes: ImportChange[];
  added: NewRenstra[];
  changed: { before: Record<string, unknown>; after: RenstraValues & { id: number } }[];
  tetap: number;
}

function listChange(out: Collected, item: ImportChange) {
  if (out.changes.length < IMPORT_MAX_LISTED) out.changes.push(item);
}

/** One row against its SS-PD: a change, or nothing to do. */
function compareRow(row: ImportRow, look: Lookups, target: RenstraRow, parent: RpjmdParent | null, out: Collected) {
  const labels = { ...labelsOf(importRecipeOfPeriod(imporRenstra, look.periode.tahun_awal)), induk: KOLOM_INDUK };
  const currentParent = look.parentById.get(target.sasaran_strategis_rpjmd_id);
  const before: Record<string, unknown> = { ...target, induk: currentParent ? parentLabel(currentParent) : '' };
  const filled: Record<string, CellValue> = Object.fromEntries(
    Object.entries(row.values).filter(([k, v]) => v !== null && (COMPARED as readonly string[]).includes(k)),
  );
  if (parent) filled.induk = parentLabel(parent);
  const keys = changedKeys(COMPARED, before, filled);
  if (keys.length === 0 || !parent) {
    out.tetap += 1;
    return;
  }
  listChange(out, change(row, 'ubah', `${target.sasaran} · ${target.iku}`, differences(labels, keys, before, filled)));
  const after = { id: target.id, ...valuesOf(row, target, parent) };
  out.changed.push({ before: pick(target, Object.keys(after)), after });
}

/** A new row: refused without its five targets, else added. */
function addRow(row: ImportRow, look: Lookups, parent: RpjmdParent, out: Collected) {
  const missing = TAHUN_KE.filter((k) => typeof row.values[`target_${k}`] !== 'number');
  if (missing.length > 0) {
    for (const k of missing) {
      const kolom = `Target ${look.periode.tahun_awal + k - 1}`;
      out.refused.push({ baris: row.baris, kolom, alasan: `${kolom} wajib diisi untuk sasaran strategis PD baru.` });
    }
    return;
  }
  out.added.push({
    ...valuesOf(row, null, parent),
    sasaran_strategis_satker: String(row.values.sasaran),
    iku: String(row.values.iku),
  });
  listChange(
    out,
    change(row, 'tambah', `${row.values.sasaran} · ${row.values.iku}`, [`${KOLOM_INDUK}: ${parentLabel(parent)}`]),
  );
}

/** Every row of the file: refused, added, changed or left alone. */
async function collect(rows: ImportRow[], look: Lookups): Promise<Collected> {
  const out: Collected = { refused: [], changes: [], added: [], changed: [], tetap: 0 };
  for (const row of await withoutDuplicates(imporRenstra, rows, out.refused)) {
    const found = look.byKey.get(matchKey(row.values, imporRenstra.matchBy)) ?? [];
    if (found.length > 1) {
      const alasan =
        'Lebih dari satu sasaran strategis PD dengan sasaran dan IKU ini di unit ini; ubah lewat formulir.';
      out.refused.push({ baris: row.baris, kolom: 'Sasaran Strategis PD', alasan });
      continue;
    }
    const [target] = found;
    const parent = resolveParent(row, look, target);
    if (!parent.ok) out.refused.push(parent.refusal);
    else if (target) compareRow(row, look, target, parent.parent, out);
    else if (parent.parent) addRow(row, look, parent.parent, out);
  }
  return out;
}

async function lookups(db: Db | Tx, unit: string, tahun: number): Promise<Lookups> {
  const periode = await periodeForNew(db, tahun, 'file', 'RPJMD');
  const [existing, parents] = await readAll(db, [
    () => ssPdOfUnit(db, unit, periode.id),
    () => ssRpjmdOfPeriode(db, periode.id),
  ]);
  const byKey = new Map<string, RenstraRow[]>();
  for (const row of existing) {
    const key = matchKey({ sasaran: row.sasaran, iku: row.iku }, imporRenstra.matchBy);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return { periode, byKey, parents, parentById: new Map(parents.map((p) => [p.id, p])) };
}

/**
 * The causes of failure of the years an import brings to 100 % capaian no longer apply: they go, as
 * when the SS-PD form saves (its quarters are not imported, so only whole years reach it here).
 */
async function clearReachedYears(tx: Tx, actorId: number, periode: Periode, changed: Collected['changed']) {
  for (const { after } of changed) {
    for (const k of TAHUN_KE) {
      if (!isTercapai(after[`capaian_${k}`])) continue;
      const tahun = periode.tahun_awal + k - 1;
      await clearPenyebabTercapai(tx, actorId, 'sasaran-strategis-pd', after.id, tahun, { all: true, triwulan: [] });
    }
  }
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const unit = context.unit as string;
  await assertPerencanaanEditable(db, context.actor, unit, context.tahun);
  const look = await lookups(db, unit, context.tahun);
  const out = await collect(rows, look);
  const actorId = context.actor.id;
  const table = 'sasaran_strategis_pd';
  return {
    counts: { tambah: out.added.length, ubah: out.changed.length, tetap: out.tetap },
    changes: out.changes,
    refused: out.refused,
    write: async (tx) => {
      const ids = await insertSsPd(tx, { unit, periodeId: look.periode.id, userId: actorId }, out.added);
      await auditRows(
        tx,
        { actorId, table, action: 'create' },
        out.added.map((row, i) => ({
          id: ids[i] as number,
          new: { ...row, satuan_kerja_id: unit, periode_id: look.periode.id, impor: true },
        })),
      );
      await updateSsPd(
        tx,
        actorId,
        out.changed.map((c) => c.after),
      );
      await auditRows(
        tx,
        { actorId, table, action: 'update' },
        out.changed.map((c) => ({ id: c.after.id, old: c.before, new: { ...c.after, impor: true } })),
      );
      await clearReachedYears(tx, actorId, look.periode, out.changed);
    },
  };
}

export const imporRenstraKind: ImportKind = { recipe: imporRenstra, plan, periodeAwal: tahunAwalOf };
