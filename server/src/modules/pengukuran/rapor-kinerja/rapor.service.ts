import {
  bulanKumulatif,
  judulTriwulan,
  labelPenyesuaian,
  labelRank,
  mayChooseUnit,
  monthlyValues,
  narasiRapor,
  rankUnits,
  raporItem,
  ringkasJumlah,
  ringkasRapor,
  rowInScope,
  scopeOf,
  sumPresent,
  type Polaritas,
  type RaporCard,
  type RaporItem,
  type RaporItemDetail,
  type RaporJumlah,
  type RaporPerbaikanItem,
  type RaporSumber,
  type SessionUser,
  type Triwulan,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { computedOnce } from '../../../lib/cache/hub';
import { assertCan } from '../../../lib/crud/access';
import { NotFoundError } from '../../../lib/errors';
import * as repo from './rapor.repository';

/**
 * Rapor kinerja (DOMAIN-2 §1): the card, the rank of every unit, the data page rows, an item's
 * causes and the corrective-steps page. Numbers come from @sakip/domain (pengukuran/rapor.ts);
 * each function reads in a bounded number of statements whatever the size of the city.
 */
export type RaporCaller = { kind: 'public' } | { kind: 'actor'; actor: SessionUser };
type Unit = { satuan_kerja_id: string; satuan_kerja_nama: string };

const RESOURCE = 'rapor-kinerja';
const UNIT_NOT_FOUND = 'Satuan kerja tidak ditemukan';

/** A path's {triwulan}: 1..4, anything else is an unknown page (404). */
export function triwulanOf(value: string): Triwulan {
  if (!/^[1-4]$/.test(value)) throw new NotFoundError('This page could not be found');
  return Number(value) as Triwulan;
}

function polaritasOf(value: string): Polaritas {
  return value === 'turun' ? 'turun' : 'naik';
}

export function sumberOf(row: repo.MonthlyRow): RaporSumber {
  const r = row as unknown as Record<string, unknown>;
  return {
    id: row.id,
    polaritas: polaritasOf(row.polaritas),
    anggaran: row.anggaran,
    target_bulanan: monthlyValues(r, 'target'),
    realisasi_bulanan: monthlyValues(r, 'realisasi'),
    anggaran_bulanan: monthlyValues(r, 'anggaran'),
    realisasi_anggaran_bulanan: monthlyValues(r, 'realisasi_anggaran'),
  };
}

/** The quarter's items of rows (rows that are no item of the quarter are left out). */
function itemsOf<R extends repo.MonthlyRow>(rows: readonly R[], tw: Triwulan): { row: R; item: RaporItem }[] {
  return rows.flatMap((row) => {
    const item = raporItem(sumberOf(row), tw);
    return item ? [{ row, item }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Rank
// ---------------------------------------------------------------------------------------------

/**
 * Every active unit ranked for the quarter: 3 statements. The per-unit sums come from SQL
 * (repo.totalsOfYear) instead of every sub kegiatan's months: at scale 10 those are tens of
 * thousands of rows of 48 monthly values. Computed once until a table it reads is written
 * (decision 0056): the rank, the card, the rapor SS-PD share it.
 */
export function rankOf(db: Db | Tx, tahun: number, tw: Triwulan) {
  return computedOnce(db, `rapor-rank|${tahun}|${tw}`, () => computeRank(db, tahun, tw));
}

async function computeRank(db: Db | Tx, tahun: number, tw: Triwulan) {
  const [units, totals, tambahan] = await Promise.all([
    repo.units(db),
    repo.totalsOfYear(db, tahun, [tw]),
    repo.penambahanOfYear(db, tahun),
  ]);
  const output = new Map(tambahan.map((t) => [t.satuan_kerja_id, [t.tw1, t.tw2, t.tw3, t.tw4][tw - 1] ?? 0]));
  return rankUnits(
    units.map((u) => {
      const r = ringkasJumlahOf(totals, u.satuan_kerja_id, tw);
      return {
        satuan_kerja_id: u.satuan_kerja_id,
        satuan_kerja_nama: u.satuan_kerja_nama,
        jumlah: r.jumlah,
        tercapai: r.tercapai,
        capaian: r.capaian,
        efisiensi: r.efisiensi,
        anggaran: r.anggaran,
        terserap: r.terserap,
        persen_terserap: r.persen_terserap,
        tidak_terserap: r.tidak_terserap,
        persen_tidak_terserap: r.persen_tidak_terserap,
        penambahan_output: output.get(u.satuan_kerja_id) ?? null,
      };
    }),
  );
}

const TANPA_ITEM: RaporJumlah = { jumlah: 0, tercapai: 0, anggaran: 0, terserap: 0, anggaran_tidak_tercapai: 0 };

/** The card's totals of a unit in a quarter from repo.totalsOfYear (a unit without items: zeros). */
export function ringkasJumlahOf(totals: repo.UnitTotals, unit: string, tw: Triwulan) {
  return ringkasJumlah(totals.get(unit)?.get(tw) ?? TANPA_ITEM);
}

// ---------------------------------------------------------------------------------------------
// The unit shown
// ---------------------------------------------------------------------------------------------

/**
 * The unit of a card: public visitors name it (404 when unknown); choosers (super, the city,
 * setda for setda and its biro) pick among the options (404 outside their scope) and see their
 * own unit or nothing by default; everyone else always sees their own unit.
 */
export function unitShown(caller: RaporCaller, units: readonly Unit[], requested: string | undefined) {
  if (caller.kind === 'public') {
    const unit = units.find((u) => u.satuan_kerja_id === requested);
    if (!unit) throw new NotFoundError(UNIT_NOT_FOUND);
    return { unit, options: [] as Unit[] };
  }
  const scope = assertCan(caller.actor, 'read', RESOURCE);
  const chooses = mayChooseUnit(caller.actor, RESOURCE, 'read');
  const options = chooses ? units.filter((u) => rowInScope(scope, u.satuan_kerja_id)) : [];
  const wanted = (chooses ? requested : undefined) ?? caller.actor.satuan_kerja_id ?? undefined;
  if (!wanted) return { unit: null, options };
  const unit = units.find((u) => u.satuan_kerja_id === wanted && rowInScope(scope, u.satuan_kerja_id));
  if (!unit) throw new NotFoundError(UNIT_NOT_FOUND);
  return { unit, options };
}

// ---------------------------------------------------------------------------------------------
// Card
// ---------------------------------------------------------------------------------------------

function emptyCard(tahun: number, tw: Triwulan, options: Unit[], total: number): RaporCard {
  const ringkasan = ringkasRapor([]);
  return {
    tahun,
    triwulan: tw,
    judul: judulTriwulan(tw, tahun),
    satuan_kerja: null,
    satuan_kerja_options: options,
    ringkasan,
    penyebab: { gagal: 0, jumlah_penyebab: 0 },
    penyesuaian_intervensi: { label: labelPenyesuaian(tw), sebelum: 0, sesudah: 0 },
    penyesuaian_anggaran: { sebelum: 0, usulan: 0, sesudah: 0 },
    narasi: [],
    rank: { rank: null, total, label: labelRank(null, total) },
  };
}

/** A unit's items of the year, its causes and corrective steps of the quarter, its planned langkah aksi: 4 statements. */
function unitReads(db: Db, tahun: number, tw: Triwulan, unit: string) {
  const quarter = { tahun, triwulan: tw, unit };
  return Promise.all([
    repo.itemsOfUnit(db, tahun, unit),
    repo.causesOf(db, quarter),
    repo.correctiveOf(db, quarter),
    repo.plannedLangkahAksi(db, tahun, unit),
  ]);
}

/** The card of /rapor-kinerja/{tw}/diagram and its public copy: 7 statements. */
export async function raporCard(
  db: Db,
  tahun: number,
  tw: Triwulan,
  caller: RaporCaller,
  requested: string | undefined,
): Promise<RaporCard> {
  const ranked = await rankOf(db, tahun, tw);
  const { unit, options } = unitShown(caller, ranked, requested);
  if (!unit) return emptyCard(tahun, tw, options.map(nameOnly), ranked.length);
  const id = unit.satuan_kerja_id;
  const [rows, causes, corrective, planned] = await unitReads(db, tahun, tw, id);
  const items = itemsOf(rows, tw);
  const ringkasan = ringkasRapor(items.map((i) => i.item));
  const failed = items.filter((i) => !i.item.tercapai);
  const failedIds = new Set(failed.map((i) => i.row.id));
  const causeOf = new Map(
    causes.filter((c) => failedIds.has(c.kinerja_sub_kegiatan_id)).map((c) => [c.kinerja_sub_kegiatan_id, c]),
  );
  const failedCauseIds = new Set([...causeOf.values()].map((c) => c.id));
  const steps = corrective.filter((s) => failedCauseIds.has(s.penyebab_kegagalan_id));
  const usulan = sumPresent(steps.map((s) => s.anggaran)) ?? 0;
  const sebelum = planned.filter((l) => failedIds.has(l.kinerja_sub_kegiatan_id)).length;
  const rank = ranked.find((r) => r.satuan_kerja_id === id);
  return {
    tahun,
    triwulan: tw,
    judul: judulTriwulan(tw, tahun),
    satuan_kerja: nameOnly(unit),
    satuan_kerja_options: options.map(nameOnly),
    ringkasan,
    penyebab: { gagal: failed.length, jumlah_penyebab: causeOf.size },
    penyesuaian_intervensi: { label: labelPenyesuaian(tw), sebelum, sesudah: sebelum + steps.length },
    penyesuaian_anggaran: {
      sebelum: ringkasan.anggaran_tidak_tercapai,
      usulan,
      sesudah: ringkasan.anggaran_tidak_tercapai + usulan,
    },
    narasi: narasiRapor({
      satuan_kerja_nama: unit.satuan_kerja_nama,
      tahun,
      triwulan: tw,
      ringkasan,
      gagal: failed.map(({ row, item }) => {
        const cause = causeOf.get(row.id);
        return {
          sasaran: row.sasaran,
          indikator: row.indikator,
          satuan: row.satuan,
          target: item.target,
          realisasi: item.realisasi,
          penyebab: cause?.penyebab ?? null,
          langkah_perbaikan: cause ? steps.filter((s) => s.penyebab_kegagalan_id === cause.id) : [],
        };
      }),
    }),
    rank: { rank: rank?.rank ?? null, total: ranked.length, label: labelRank(rank?.rank ?? null, ranked.length) },
  };
}

function nameOnly(u: Unit): Unit {
  return { satuan_kerja_id: u.satuan_kerja_id, satuan_kerja_nama: u.satuan_kerja_nama };
}

// ---------------------------------------------------------------------------------------------
// Data page rows (report descriptor)
// ---------------------------------------------------------------------------------------------

/** Nothing planned and nothing done yet reads '-' in both cells, not '-' beside '0' (issue 25 item 30). */
const realisasiBesideTarget = (target: number | null, realisasi: number | null) =>
  target === null && !realisasi ? null : realisasi;

/** The rows of the data page of a unit: 2 statements. `status` filters Tercapai / Tidak Tercapai. */
export async function dataRows(db: Db, tahun: number, tw: Triwulan, unit: string, status: unknown) {
  const [rows, causes] = await Promise.all([
    repo.itemsOfUnit(db, tahun, unit),
    repo.causesOf(db, { tahun, triwulan: tw, unit }),
  ]);
  const causeCount = new Map<number, number>();
  for (const c of causes)
    causeCount.set(c.kinerja_sub_kegiatan_id, (causeCount.get(c.kinerja_sub_kegiatan_id) ?? 0) + 1);
  const months = bulanKumulatif(tw);
  return itemsOf(rows, tw)
    .filter(({ item }) => (status === 'tercapai' ? item.tercapai : status === 'tidak-tercapai' ? !item.tercapai : true))
    .map(({ row, item }) => {
      const s = sumberOf(row);
      const cells: Record<string, number | null> = {};
      for (let m = 1; m <= 12; m++) {
        const inQuarter = months.includes(m);
        const target = inQuarter ? sumPresent(s.target_bulanan.slice(0, m)) : null;
        const realisasi = inQuarter ? sumPresent(s.realisasi_bulanan.slice(0, m)) : null;
        cells[`target_${m}`] = target;
        cells[`realisasi_${m}`] = realisasiBesideTarget(target, realisasi);
      }
      return {
        id: row.id,
        sub_kegiatan: row.sub_kegiatan,
        sasaran: row.sasaran,
        indikator: row.indikator,
        satuan: row.satuan,
        ...cells,
        target: item.target,
        realisasi: item.realisasi,
        capaian: item.capaian,
        status: item.tercapai ? 'Tercapai' : 'Tidak Tercapai',
        jumlah_penyebab: causeCount.get(row.id) ?? 0,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// One item: its months and causes
// ---------------------------------------------------------------------------------------------

/** The item when it exists, is of the year and lies in the actor's scope (read or write); else 404. */
export async function itemInScope(
  db: Db | Tx,
  actor: SessionUser,
  id: number,
  tahun: number,
  action: 'read' | 'write',
) {
  const scope = assertCan(actor, action, RESOURCE);
  const found = await repo.findItem(db, id);
  if (!found || found.tahun !== tahun || !rowInScope(scope, found.satuan_kerja_id))
    throw new NotFoundError('Sasaran sub kegiatan tidak ditemukan');
  return found;
}

/** The item as the rapor of quarter tw sees it, or 404 when it has no target in that quarter. */
export async function raporItemOf(db: Db | Tx, tahun: number, tw: Triwulan, unit: string, id: number) {
  const [row] = await repo.itemsOfUnit(db, tahun, unit, id);
  const item = row ? raporItem(sumberOf(row), tw) : null;
  if (!row || !item) throw new NotFoundError('Sasaran sub kegiatan tidak ada pada rapor triwulan ini');
  return { row, item };
}

/** Causes of items with their corrective steps. */
function withSteps(causes: Awaited<ReturnType<typeof repo.causesOf>>, steps: repo.CorrectiveRow[]) {
  return causes.map((c) => ({
    id: c.id,
    penyebab: c.penyebab,
    langkah_perbaikan: steps
      .filter((s) => s.penyebab_kegagalan_id === c.id)
      .map(({ penyebab_kegagalan_id: _p, ...s }) => s),
  }));
}

/** /rapor-kinerja/{tw}/data/{kinerjaId}/penyebab-kegagalan: 5 statements. */
export async function itemDetail(
  db: Db,
  actor: SessionUser,
  tahun: number,
  tw: Triwulan,
  id: number,
): Promise<RaporItemDetail> {
  const found = await itemInScope(db, actor, id, tahun, 'read');
  const [{ row, item }, causes, steps, planned] = await Promise.all([
    raporItemOf(db, tahun, tw, found.satuan_kerja_id, id),
    repo.causesOf(db, { tahun, triwulan: tw, items: [id] }),
    repo.correctiveOf(db, { tahun, triwulan: tw, items: [id] }),
    repo.plannedLangkahAksi(db, tahun, found.satuan_kerja_id, [id]),
  ]);
  const s = sumberOf(row);
  const turun = s.polaritas === 'turun';
  const bulan = bulanKumulatif(tw).map((m) => {
    const target = s.target_bulanan[m - 1] ?? null;
    const realisasi = s.realisasi_bulanan[m - 1] ?? null;
    const below =
      typeof target === 'number' &&
      target > 0 &&
      (realisasi === null || (turun ? realisasi > target : realisasi < target));
    const targetKumulatif = sumPresent(s.target_bulanan.slice(0, m));
    return {
      bulan: m,
      target,
      realisasi: realisasiBesideTarget(target, realisasi),
      target_kumulatif: targetKumulatif,
      realisasi_kumulatif: realisasiBesideTarget(targetKumulatif, sumPresent(s.realisasi_bulanan.slice(0, m))),
      di_bawah_target: below,
    };
  });
  const writeScope = scopeOf(actor, 'write', RESOURCE);
  return {
    id,
    tahun,
    triwulan: tw,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja_nama: row.satuan_kerja_nama,
    sub_kegiatan: row.sub_kegiatan,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    polaritas: row.polaritas,
    bulan,
    target: item.target,
    realisasi: item.realisasi,
    capaian: item.capaian,
    tercapai: item.tercapai,
    anggaran: item.anggaran,
    langkah_aksi: planned.map((l) => ({ id: l.id, sasaran: l.sasaran })),
    penyebab: withSteps(causes, steps),
    dapat_mengubah: !item.tercapai && rowInScope(writeScope, row.satuan_kerja_id),
  };
}

// ---------------------------------------------------------------------------------------------
// Langkah aksi perbaikan page
// ---------------------------------------------------------------------------------------------

/** Failed items with causes, their langkah aksi, causes and corrective steps: 6 statements. */
export async function perbaikanOf(
  db: Db,
  tahun: number,
  tw: Triwulan,
  caller: RaporCaller,
  requested: string | undefined,
): Promise<{ satuan_kerja: Unit | null; satuan_kerja_options: Unit[]; items: RaporPerbaikanItem[] }> {
  const { unit, options } = unitShown(caller, await repo.units(db), requested);
  if (!unit) return { satuan_kerja: null, satuan_kerja_options: options, items: [] };
  const id = unit.satuan_kerja_id;
  const [rows, causes, steps, planned] = await unitReads(db, tahun, tw, id);
  const items = itemsOf(rows, tw)
    .filter(({ item }) => !item.tercapai)
    .map(({ row }) => ({
      id: row.id,
      sub_kegiatan: row.sub_kegiatan,
      sasaran: row.sasaran,
      indikator: row.indikator,
      langkah_aksi: planned.filter((l) => l.kinerja_sub_kegiatan_id === row.id).map((l) => l.sasaran),
      penyebab: withSteps(
        causes.filter((c) => c.kinerja_sub_kegiatan_id === row.id),
        steps,
      ),
    }))
    .filter((i) => i.penyebab.length > 0);
  return { satuan_kerja: nameOnly(unit), satuan_kerja_options: options.map(nameOnly), items };
}
