import { and, eq } from 'drizzle-orm';
import { monthlyKey, PENAMBAHAN_OUTPUT_YEAR, raporItem, TRIWULAN, type BulanKe, type Triwulan } from '@sakip/domain';
import type { Tx } from '../db/client';
import {
  kinerjaLangkahAksi,
  langkahAksiPerbaikan,
  penambahanJumlahOutput,
  pengaturan,
  penyebabKegagalan,
  satuanKerja,
} from '../db/schema/index';
import * as repo from '../modules/pengukuran/rapor-kinerja/rapor.repository';
import { sumberOf } from '../modules/pengukuran/rapor-kinerja/rapor.service';
import { TAHUN_KINERJA } from './perencanaan/rencana';
import { Rng } from './perencanaan/random';

/**
 * Demo data of the rapor kinerja (issue 11): causes of failure on part of each quarter's failed
 * items (beside those the planning seed wrote), corrective langkah aksi with a proposed budget on
 * part of the causes, and the penambahan jumlah output of 2023. The rapor itself is computed from
 * the planning data's monthly values, so its spread is theirs.
 */
const PENYEBAB = [
  'Pencairan anggaran terlambat sehingga kegiatan baru dimulai pada akhir triwulan',
  'Keterbatasan tenaga pelaksana di lapangan',
  'Penyedia barang/jasa belum menyelesaikan pekerjaan sesuai jadwal',
  'Perubahan regulasi teknis dari kementerian menunda pelaksanaan',
  'Cuaca ekstrem menghambat pekerjaan fisik',
  'Data sasaran penerima manfaat belum diverifikasi',
  'Koordinasi lintas perangkat daerah belum optimal',
  'Partisipasi masyarakat lebih rendah dari perkiraan',
];
const PERBAIKAN = [
  ['Percepatan proses pengadaan', 'Persentase paket pengadaan selesai', '%'],
  ['Penambahan tenaga pendamping lapangan', 'Jumlah tenaga pendamping', 'orang'],
  ['Rapat koordinasi lintas perangkat daerah', 'Jumlah rapat koordinasi', 'kali'],
  ['Verifikasi dan validasi data sasaran', 'Persentase data terverifikasi', '%'],
  ['Sosialisasi dan jemput bola ke masyarakat', 'Jumlah kegiatan sosialisasi', 'kali'],
  ['Penjadwalan ulang pekerjaan fisik', 'Persentase pekerjaan fisik terjadwal ulang', '%'],
] as const;

function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The city keeps a year it holds records of selectable (settings, data): 2023 has only the
 * penambahan jumlah output, which SPEC §6 offers in 2023 alone, so without it that page could
 * never be reached. The default year does not change.
 */
async function offerYear(tx: Tx, tahun: number) {
  const [row] = await tx.select().from(pengaturan).where(eq(pengaturan.kunci, 'tahun_options'));
  const options = Array.isArray(row?.nilai) ? (row.nilai as number[]) : [];
  if (!row || options.includes(tahun)) return;
  await tx
    .update(pengaturan)
    .set({ nilai: [...options, tahun].sort((a, b) => a - b) })
    .where(eq(pengaturan.kunci, 'tahun_options'));
}

export async function seedPengukuran(tx: Tx): Promise<Record<string, number>> {
  let penyebab = 0;
  let perbaikan = 0;
  for (const tahun of TAHUN_KINERJA) {
    const rows = await repo.monthlyOfYear(tx, tahun);
    penyebab += await seedCauses(tx, tahun, rows);
    perbaikan += await seedCorrectiveSteps(tx, tahun, new Map(rows.map((r) => [r.id, r.satuan_kerja_id])));
  }
  const tambahan = await seedPenambahanOutput(tx);
  return {
    penyebab_kegagalan_rapor: penyebab,
    langkah_aksi_perbaikan: perbaikan,
    penambahan_jumlah_output: tambahan,
  };
}

/** Causes of failure on part of the quarters missed (and reported) that have none yet. */
async function seedCauses(tx: Tx, tahun: number, rows: Awaited<ReturnType<typeof repo.monthlyOfYear>>) {
  const existing = await tx
    .select({ ksk: penyebabKegagalan.kinerja_sub_kegiatan_id, triwulan: penyebabKegagalan.triwulan })
    .from(penyebabKegagalan)
    .where(and(eq(penyebabKegagalan.level, 'kinerja-sub-kegiatan'), eq(penyebabKegagalan.tahun, tahun)));
  const taken = new Set(existing.map((e) => `${e.ksk}:${e.triwulan}`));
  const causes: (typeof penyebabKegagalan.$inferInsert)[] = [];
  for (const row of rows) {
    const sumber = sumberOf(row);
    for (const tw of TRIWULAN as readonly Triwulan[]) {
      const item = raporItem(sumber, tw);
      if (!item || item.tercapai || taken.has(`${row.id}:${tw}`)) continue;
      // Nothing reported yet (a quarter still ahead): no cause either.
      if (item.realisasi === null) continue;
      const rng = new Rng(`penyebab:${row.id}:${tahun}:${tw}`);
      if (!rng.chance(0.45)) continue;
      causes.push({
        level: 'kinerja-sub-kegiatan',
        kinerja_sub_kegiatan_id: row.id,
        tahun,
        triwulan: tw,
        penyebab: rng.pick(PENYEBAB),
      });
    }
  }
  let inserted = 0;
  for (const part of chunks(causes)) {
    inserted += (await tx.insert(penyebabKegagalan).values(part).returning({ id: penyebabKegagalan.id })).length;
  }
  return inserted;
}

/** Corrective steps on part of the causes (new and older ones alike), one or two each. */
async function seedCorrectiveSteps(tx: Tx, tahun: number, unitOf: Map<number, string>) {
  const all = await tx
    .select({
      id: penyebabKegagalan.id,
      ksk: penyebabKegagalan.kinerja_sub_kegiatan_id,
      triwulan: penyebabKegagalan.triwulan,
    })
    .from(penyebabKegagalan)
    .where(and(eq(penyebabKegagalan.level, 'kinerja-sub-kegiatan'), eq(penyebabKegagalan.tahun, tahun)));
  const steps: { cause: number; values: typeof kinerjaLangkahAksi.$inferInsert }[] = [];
  for (const c of all) {
    const rng = new Rng(`perbaikan:${c.id}`);
    if (c.ksk === null || !rng.chance(0.5)) continue;
    const unit = unitOf.get(c.ksk);
    if (!unit) continue;
    // The step's target sits in the first month after the cause's quarter (December after TW IV):
    // target = the sum of the months, nothing realised yet.
    const bulan = Math.min(12, c.triwulan * 3 + 1) as BulanKe;
    for (const [sasaran, indikator, satuan] of rng.sample(PERBAIKAN, rng.int(1, 2))) {
      const target = satuan === '%' ? 100 : rng.int(2, 12);
      steps.push({
        cause: c.id,
        values: {
          kinerja_sub_kegiatan_id: c.ksk,
          tahun,
          satuan_kerja_id: unit,
          sasaran,
          indikator,
          satuan,
          target,
          [monthlyKey('target', bulan)]: target,
          anggaran: rng.int(5, 60) * 1_000_000,
        },
      });
    }
  }
  for (const part of chunks(steps)) {
    const ids = await tx
      .insert(kinerjaLangkahAksi)
      .values(part.map((s) => s.values))
      .returning({ id: kinerjaLangkahAksi.id });
    await tx
      .insert(langkahAksiPerbaikan)
      .values(ids.map((r, i) => ({ kinerja_langkah_aksi_id: r.id, penyebab_kegagalan_id: part[i]?.cause ?? 0 })));
  }
  return steps.length;
}

/** Penambahan jumlah output of 2023 for about two units in three. */
async function seedPenambahanOutput(tx: Tx) {
  const units = await tx
    .select({ id: satuanKerja.satuan_kerja_id })
    .from(satuanKerja)
    .where(eq(satuanKerja.active, true));
  const tambahan = units.flatMap((u) => {
    const rng = new Rng(`penambahan-output:${u.id}`);
    if (!rng.chance(0.65)) return [];
    return [
      {
        satuan_kerja_id: u.id,
        tahun: PENAMBAHAN_OUTPUT_YEAR,
        tw1: rng.int(0, 2),
        tw2: rng.int(0, 3),
        tw3: rng.int(0, 4),
        tw4: rng.int(0, 5),
      },
    ];
  });
  for (const part of chunks(tambahan)) await tx.insert(penambahanJumlahOutput).values(part);
  await offerYear(tx, PENAMBAHAN_OUTPUT_YEAR);
  return tambahan.length;
}
