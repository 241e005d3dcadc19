import type { z } from 'zod';
import {
  imporSatuanKerja,
  jenisOfLabel,
  JENIS_SATUAN_KERJA_LABELS,
  PEGAWAI_AKTIF_MESSAGE,
  SETDA_BELUM_ADA_MESSAGE,
  satuanKerjaRuleErrors,
  satuanKerjaSchema,
  type CellValue,
  type ImportChange,
  type ImportRefusal,
  type ImportRow,
  type JenisSatuanKerja,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  activeOr,
  change,
  differences,
  labelsOf,
  normText,
  refusalsOf,
  textOr,
  withoutDuplicates,
} from '../../../lib/import/plan';
import type { ImportContext, ImportKind, ImportPlan } from '../../../lib/import/routes';
import { activeNips, allPlt, NO_PLT, pltKey, type PltValues } from '../organisasi/plt.repository';
import { allStored, type SatuanKerjaStored } from '../satuan-kerja/satuan-kerja.repository';
import { satuanKerjaWrites } from '../satuan-kerja/satuan-kerja.service';

/**
 * Import of satuan kerja (issue 26, super): a row per code, added or updated through the very
 * writes of the form (satuanKerjaWrites: the biro rule, the head as an active pegawai, the audit,
 * the head carried over to the eselon-II position). The preview holds each row to the same rules
 * (the domain's schema and satuanKerjaRuleErrors) against what the database and the file hold.
 */

const recipe = imporSatuanKerja;
type Input = z.output<typeof satuanKerjaSchema>;
interface Lookups {
  units: Map<string, SatuanKerjaStored>;
  /** Code → name of every row of the file (a biro's setda may be new in the same file). */
  fileCodes: Map<string, string>;
  aktif: Set<string>;
  plt: Map<string, PltValues>;
}

/** The form's fields → the import's headers (a refusal names the column). */
const COLUMNS: Record<string, string> = {
  satuan_kerja_id: 'Kode',
  satuan_kerja_nama: 'Nama',
  singkatan: 'Singkatan',
  jenis: 'Jenis',
  parent_id: 'Induk',
  jabatan_kepala: 'Jabatan Kepala',
  kepala_nip: 'NIP Kepala',
  active: 'Status',
};
const LABELS: Record<string, string> = { ...labelsOf(recipe), ...COLUMNS };
const COMPARED = [
  'satuan_kerja_nama',
  'singkatan',
  'jenis',
  'parent_id',
  'jabatan_kepala',
  'kepala_nip',
  'active',
] as const;

/** The parent named by code or name (a unit in the database or in the file), or the refusal. */
function parentOf(row: ImportRow, before: SatuanKerjaStored | undefined, l: Lookups): string | null | ImportRefusal {
  if (!('induk' in row.values)) return before?.parent_id ?? null;
  const named = row.values.induk as string | null;
  if (named === null) return null;
  if (l.units.has(named) || l.fileCodes.has(named)) return named;
  const byName = [...l.units.values()]
    .filter((u) => normText(u.satuan_kerja_nama) === normText(named))
    .map((u) => u.satuan_kerja_id);
  for (const [code, nama] of l.fileCodes)
    if (normText(nama) === normText(named) && !byName.includes(code)) byName.push(code);
  if (byName.length === 1) return byName[0] ?? null;
  return { baris: row.baris, kolom: 'Induk', alasan: `Satuan kerja induk "${named}" tidak ditemukan (tulis kodenya).` };
}

/** The form's input of a row: the file's columns over the unit as it is (absent columns keep their value). */
function inputOf(row: ImportRow, before: SatuanKerjaStored | undefined, parent: string | null, plt: PltValues) {
  const v = row.values;
  return {
    satuan_kerja_id: v.kode,
    satuan_kerja_nama: v.nama,
    singkatan: textOr(row, 'singkatan', before?.singkatan),
    jenis: jenisOfLabel(String(v.jenis)) ?? '',
    parent_id: parent,
    jabatan_kepala: v.jabatan_kepala,
    kepala_nip: textOr(row, 'kepala_nip', before?.kepala_nip),
    urutan: before?.urutan ?? 0,
    active: activeOr(row, before?.active),
    ...plt,
  };
}

/** The row checked as the form checks it: the input, or the refusals naming their columns. */
function checked(row: ImportRow, before: SatuanKerjaStored | undefined, l: Lookups): Input | ImportRefusal[] {
  const parent = parentOf(row, before, l);
  if (parent !== null && typeof parent === 'object') return [parent];
  const parsed = satuanKerjaSchema.safeParse(
    inputOf(row, before, parent, l.plt.get(pltKey(String(row.values.kode), null)) ?? NO_PLT),
  );
  if (!parsed.success) return refusalsOf(row, parsed.error, COLUMNS);
  const input = parsed.data;
  const refused = refusalsOf(row, satuanKerjaRuleErrors(input), COLUMNS);
  if (input.parent_id !== null && !l.units.has(input.parent_id) && !l.fileCodes.has(input.parent_id)) {
    refused.push({ baris: row.baris, kolom: 'Induk', alasan: SETDA_BELUM_ADA_MESSAGE });
  }
  if (input.kepala_nip && !l.aktif.has(input.kepala_nip))
    refused.push({ baris: row.baris, kolom: 'NIP Kepala', alasan: PEGAWAI_AKTIF_MESSAGE });
  if (input.plt_nip && !l.aktif.has(input.plt_nip)) {
    refused.push({
      baris: row.baris,
      kolom: '',
      alasan: `Plt. kepala: ${PEGAWAI_AKTIF_MESSAGE} (${input.plt_nip}); ganti Plt. di formulir.`,
    });
  }
  return refused.length ? refused : input;
}

function asCells(
  u: Omit<Pick<Input, (typeof COMPARED)[number]>, 'jenis'> & { jenis: string },
): Record<string, CellValue> {
  return {
    ...u,
    jenis: JENIS_SATUAN_KERJA_LABELS[u.jenis as JenisSatuanKerja] ?? u.jenis,
    active: u.active ? 'Aktif' : 'Nonaktif',
  };
}

async function plan(db: Db | Tx, context: ImportContext, rows: ImportRow[]): Promise<ImportPlan> {
  const refused: ImportRefusal[] = [];
  const units = new Map((await allStored(db)).map((u) => [u.satuan_kerja_id, u]));
  const kept = await withoutDuplicates(recipe, rows, refused);
  const fileCodes = new Map(kept.map((r) => [String(r.values.kode), String(r.values.nama ?? '')]));
  const lookups: Lookups = { units, fileCodes, aktif: await activeNips(db), plt: await allPlt(db) };
  const added: Input[] = [];
  const updated: { before: SatuanKerjaStored; after: Input }[] = [];
  const changes: ImportChange[] = [];
  let tetap = 0;
  for (const row of kept) {
    const before = units.get(String(row.values.kode));
    const after = checked(row, before, lookups);
    if (Array.isArray(after)) {
      refused.push(...after);
      continue;
    }
    const kunci = `${after.satuan_kerja_id} ${after.satuan_kerja_nama}`;
    if (!before) {
      added.push(after);
      changes.push(change(row, 'tambah', kunci, []));
      continue;
    }
    const diff = differences(LABELS, COMPARED, asCells(before), asCells(after));
    if (diff.length === 0) tetap += 1;
    else {
      updated.push({ before, after });
      changes.push(change(row, 'ubah', kunci, diff));
    }
  }
  return {
    counts: { tambah: added.length, ubah: updated.length, tetap },
    changes,
    refused,
    write: async (tx: Tx) => {
      // A biro's setda first: the units without a parent before the biro.
      for (const input of [...added].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null))) {
        await satuanKerjaWrites.insert(tx, context.actor.id, input);
      }
      for (const u of updated) await satuanKerjaWrites.write(tx, context.actor.id, u.before, u.after);
    },
  };
}

export const imporSatuanKerjaKind: ImportKind = { recipe, plan };
