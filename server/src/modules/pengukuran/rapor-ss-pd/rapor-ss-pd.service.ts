import {
  judulTriwulan,
  labelRank,
  raporItem,
  ringkasRapor,
  segmenTriwulan,
  type RaporItem,
  type RaporSsPd,
  type Triwulan,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { actorKey } from '../../../lib/cache/cached-reply';
import { computedOnce } from '../../../lib/cache/hub';
import { ikuOfYear } from '../nilai-jenjang/nilai-jenjang.repository';
import { monthlyOfYear } from '../rapor-kinerja/rapor.repository';
import { rankOf, sumberOf, unitShown, type RaporCaller } from '../rapor-kinerja/rapor.service';
import { externalIds, quartersOf } from './rapor-ss-pd.repository';

/**
 * Rapor SS-PD (DOMAIN-2 §1): per IKU of the unit the stacked Target / Realisasi bars by quarter
 * (increments labelled with the cumulative value, quarters up to the one shown), the unit's rank
 * card and the Internal and Eksternal rapor cards (is_external of the sub kegiatan): 7 statements.
 */

/** The card's summary of the items: the rapor's ringkasan without what the SS-PD cards do not show. */
function ringkas(items: RaporItem[]) {
  const { tidak_terserap: _t, persen_tidak_terserap: _p, anggaran_tidak_tercapai: _a, ...shown } = ringkasRapor(items);
  return shown;
}

/** What a rapor SS-PD is asked for: the year, the quarter, who asks and the unit chosen (if any). */
export interface RaporSsPdAsk {
  tahun: number;
  tw: Triwulan;
  caller: RaporCaller;
  requested: string | undefined;
}

export function raporSsPd(db: Db, ask: RaporSsPdAsk): Promise<RaporSsPd> {
  // The caller's scope and unit choice depend on its role and unit only (actorKey).
  const who = ask.caller.kind === 'public' ? 'public' : actorKey(ask.caller.actor);
  const key = `rapor-ss-pd|${ask.tahun}|${ask.tw}|${who}|${ask.requested ?? ''}`;
  return computedOnce(db, key, () => computeRaporSsPd(db, ask));
}

/** The rapor SS-PD as computed (raporSsPd keeps it until a table it read is written, decision 0056). */
async function computeRaporSsPd(db: Db, { tahun, tw, caller, requested }: RaporSsPdAsk): Promise<RaporSsPd> {
  const ranked = await rankOf(db, tahun, tw);
  const { unit, options } = unitShown(caller, ranked, requested);
  const base = {
    tahun,
    triwulan: tw,
    judul: judulTriwulan(tw, tahun),
    satuan_kerja_options: options.map((u) => ({
      satuan_kerja_id: u.satuan_kerja_id,
      satuan_kerja_nama: u.satuan_kerja_nama,
    })),
  };
  if (!unit) {
    return {
      ...base,
      satuan_kerja: null,
      iku: [],
      rank: { rank: null, total: ranked.length, label: labelRank(null, ranked.length) },
      internal: ringkas([]),
      eksternal: ringkas([]),
    };
  }
  const id = unit.satuan_kerja_id;
  const [iku, monthly, external] = await Promise.all([
    ikuOfYear(db, tahun, id),
    monthlyOfYear(db, tahun, id),
    externalIds(db, tahun, id),
  ]);
  const quarters = await quartersOf(
    db,
    tahun,
    iku.map((r) => r.id),
  );
  const ext = new Set(external.map((e) => e.id));
  const items = monthly.flatMap((row) => {
    const item = raporItem(sumberOf(row), tw);
    return item ? [item] : [];
  });
  const rank = ranked.find((r) => r.satuan_kerja_id === id)?.rank ?? null;
  const series = (ssId: number, key: 'target' | 'realisasi') =>
    segmenTriwulan(
      Array.from(
        { length: tw },
        (_, i) => quarters.find((q) => q.sasaran_strategis_pd_id === ssId && q.triwulan === i + 1)?.[key] ?? null,
      ),
    );
  return {
    ...base,
    satuan_kerja: { satuan_kerja_id: id, satuan_kerja_nama: unit.satuan_kerja_nama },
    iku: iku.map((r) => ({
      id: r.id,
      sasaran: r.sasaran,
      iku: r.iku,
      satuan: r.satuan,
      target: series(r.id, 'target'),
      realisasi: series(r.id, 'realisasi'),
    })),
    rank: { rank, total: ranked.length, label: labelRank(rank, ranked.length) },
    internal: ringkas(items.filter((i) => !ext.has(i.id))),
    eksternal: ringkas(items.filter((i) => ext.has(i.id))),
  };
}
