import {
  capaian,
  IMPORT_MAX_LISTED,
  imporRealisasiBulanan,
  isAutoFillYear,
  monthlyValues,
  sumPresent,
  sumRealisasiAnggaran,
  type CellValue,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  auditRows,
  change,
  changedKeys,
  differences,
  eachInTurns,
  inBatches,
  labelsOf,
  matchKey,
  pick,
  withoutDuplicates,
} from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { polaritasOf } from '../shared/ukuran';
import {
  kinerjaOfUnit,
  MONTH_COLUMNS,
  updateMonthly,
  WRITE_BATCH,
  type KinerjaMonthly,
  type MonthlyUpdate,
} from './impor-realisasi.repository';

/**
 * Import of monthly targets and realisations (issue 26 kind a): each row names a kinerja sub
 * kegiatan of the unit and year by its sub kegiatan code and indicator, and sets the months of the
 * columns present in the file. The yearly realisasi (from AUTO_FILL_FROM_YEAR the sum of the
 * months), capaian and realisasi anggaran are computed as the kinerja form computes them.
 */

const recipe = imporRealisasiBulanan;
const LABELS = labelsOf(recipe);

/** The row's columns after the import: the old months with the file's present columns over them. */
function updated(row: KinerjaMonthly, values: Record<string, CellValue>, tahun: number): MonthlyUpdate {
  const merged: Record<string, unknown> = { ...row };
  for (const c of MONTH_COLUMNS) if (values[c] !== undefined && values[c] !== null) merged[c] = values[c];
  const realisasiBulanan = monthlyValues(merged, 'realisasi');
  const realisasi = isAutoFillYear(tahun) ? sumPresent(realisasiBulanan) : row.realisasi;
  const months = Object.fromEntries(MONTH_COLUMNS.map((c) => [c, (merged[c] as number | null) ?? null]));
  return {
    ...months,
    id: row.id,
    realisasi,
    capaian: capaian(row.target, realisasi, polaritasOf(row.polaritas)),
    realisasi_anggaran: sumRealisasiAnggaran(monthlyValues(merged, 'realisasi_anggaran')),
  };
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const unit = context.unit as string;
  const existing = await kinerjaOfUnit(db, unit, context.tahun);
  const byKey = new Map<string, KinerjaMonthly[]>();
  await eachInTurns(existing, (row) => {
    const key = matchKey({ kode: row.kode, indikator: row.indikator }, recipe.matchBy);
    const same = byKey.get(key);
    if (same) same.push(row);
    else byKey.set(key, [row]);
  });
  const refused: ImportRefusal[] = [];
  const changes: ImportChange[] = [];
  // The new values of a row are computed only by the write, batch by batch (decision 0066).
  const writes: { before: KinerjaMonthly; values: Record<string, CellValue>; keys: string[] }[] = [];
  let tetap = 0;
  await eachInTurns(await withoutDuplicates(recipe, rows, refused), (row) => {
    const found = byKey.get(matchKey(row.values, recipe.matchBy)) ?? [];
    const [target] = found;
    if (!target || found.length > 1) {
      refused.push({
        baris: row.baris,
        kolom: 'Kode Sub Kegiatan',
        alasan: target
          ? `Lebih dari satu kinerja sub kegiatan ${row.values.kode} dengan indikator ini; isi lewat formulir.`
          : `Kinerja sub kegiatan ${row.values.kode} dengan indikator "${row.values.indikator}" tidak ada di unit ini pada tahun ${context.tahun}.`,
      });
      return;
    }
    // An empty cell leaves its month as it is (a month not reported yet is no reason to erase one).
    const filled = Object.fromEntries(Object.entries(row.values).filter(([, v]) => v !== null));
    const keys = changedKeys(MONTH_COLUMNS, target, filled);
    if (keys.length === 0) {
      tetap += 1;
      return;
    }
    // The words of a change only for the rows the preview lists.
    if (changes.length < IMPORT_MAX_LISTED) {
      changes.push(change(row, 'ubah', `${target.kode} · ${target.indikator}`, differences(LABELS, keys, target, filled)));
    }
    writes.push({ before: target, values: row.values, keys });
  });
  return {
    counts: { tambah: 0, ubah: writes.length, tetap },
    changes,
    refused,
    // Batch by batch: the new values computed, written and audited (decision 0066).
    write: (tx) =>
      inBatches(writes, WRITE_BATCH, async (batch) => {
        const after = batch.map((w) => updated(w.before, w.values, context.tahun));
        await updateMonthly(tx, context.actor.id, after);
        await auditRows(
          tx,
          { actorId: context.actor.id, table: 'kinerja_sub_kegiatan', action: 'update' },
          batch.map((w, i) => ({ id: w.before.id, old: pick(w.before, w.keys), new: { ...pick(after[i] as MonthlyUpdate, w.keys), impor: true } })),
        );
      }),
  };
}

export const imporRealisasiKind: ImportKind = { recipe, plan };
