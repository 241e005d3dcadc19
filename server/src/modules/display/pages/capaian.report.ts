import {
  ANGGOTA_SELURUH_TIM,
  capaian,
  capaianAnggaran,
  capaianYearKey,
  efisiensiSumberDaya,
  finiteOrNull,
  monthlyValues,
  perbandinganRealisasi,
  ringkasanCapaian,
  sumPresent,
  TARGET_AKHIR_IKU_KEY,
  TARGET_AKHIR_RPJMD_KEY,
  type DisplayCapaianLevel,
  type DisplayScope,
  type ReportRow,
} from '@sakip/domain';
import type { ReportContext } from '../../../lib/report/index';
import { must } from '../../../lib/must';
import * as repo from './display.repository';
import {
  goalCapaian,
  loadChain,
  namaKode,
  pathId,
  paths,
  polaritasOf,
  tahunIni,
  unitName,
  type Chain,
  type Depth,
  type Path,
} from './chain';

/**
 * Rows of the capaian pages of display makro / mikro (packages/domain report/pages/display-capaian).
 * Every derived number goes through the domain's capaian helpers (polarity, '-' when an input is
 * missing, never a division by zero).
 */

interface Goal {
  id: number;
  sasaran: string;
  indikator: string;
  satuan: string;
  polaritas: string;
  row: Record<string, unknown> & { baseline: number | null; rata_nasional: number | null };
  indikatorSasaranStrategisId: number | null;
}

/** The goals a capaian page lists: the city's (makro) or the unit's (mikro). */
function goalsOf(chain: Chain, scope: DisplayScope): Goal[] {
  if (scope === 'makro') {
    return chain.rpjmd.map((g) => ({
      id: g.row.id,
      sasaran: g.sasaran,
      indikator: g.indikator,
      satuan: g.satuan,
      polaritas: g.polaritas,
      row: g.row,
      indikatorSasaranStrategisId: g.row.indikator_sasaran_strategis_id,
    }));
  }
  const rpjmd = new Map(chain.rpjmd.map((g) => [g.row.id, g.row.indikator_sasaran_strategis_id]));
  return chain.pd.map(({ row }) => ({
    id: row.id,
    sasaran: row.sasaran_strategis_satker,
    indikator: row.iku,
    satuan: row.satuan,
    polaritas: row.polaritas,
    row,
    indikatorSasaranStrategisId: rpjmd.get(row.sasaran_strategis_rpjmd_id) ?? null,
  }));
}

/** The capaian of a goal in the chain's year (target, realisasi and polarity of the period row). */
function capaianGoal(chain: Chain, g: Goal) {
  const { target, realisasi } = tahunIni(chain, g.row);
  return { target, realisasi, capaian: capaian(target, realisasi, polaritasOf(g.polaritas)) };
}

/** capaian-kinerja-pemda / -pd: the year, growth against last year, the final target, the national average. */
export function capaianKinerjaRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, 0, { withPd: scope === 'mikro' });
    if (!chain) return [];
    const awards = await repo.penghargaan(ctx.db, ctx.tahun, scope === 'makro' ? 'rpjmd' : 'pd');
    const awardOf = new Map(
      awards.map((a) => [(scope === 'makro' ? a.sasaran_strategis_rpjmd_id : a.sasaran_strategis_pd_id) ?? 0, a]),
    );
    const targetAkhirKey = scope === 'makro' ? TARGET_AKHIR_RPJMD_KEY : TARGET_AKHIR_IKU_KEY;
    return goalsOf(chain, scope).map((g) => {
      const polaritas = polaritasOf(g.polaritas);
      const { keys, ringkasan } = ringkasanCapaian(g.row, ctx.tahun, {
        periodStart: chain.periodStart,
        targetAkhirKey,
        polaritas,
        rataRata: g.row.rata_nasional,
        indikatorSasaranStrategisId: g.indikatorSasaranStrategisId,
        lingkup: 'nasional',
      });
      const award = awardOf.get(g.id);
      const targetAkhir = g.row[targetAkhirKey];
      return {
        id: String(g.id),
        ...goalCapaian(g, ringkasan),
        realisasi_ini: ringkasan.realisasi,
        realisasi_lalu: ringkasan.realisasi_tahun_lalu,
        perbandingan: perbandinganRealisasi(ringkasan.realisasi, ringkasan.realisasi_tahun_lalu, polaritas),
        capaian_ini: ringkasan.capaian,
        capaian_lalu: keys[capaianYearKey('capaian', ctx.tahun - 1)] ?? null,
        peningkatan: ringkasan.growth,
        target_akhir: typeof targetAkhir === 'number' ? targetAkhir : null,
        capaian_target_akhir: ringkasan.capaian_target_akhir,
        rata_nasional: g.row.rata_nasional,
        perbandingan_nasional: ringkasan.perbandingan.pesan,
        peringkat: award?.peringkat ?? null,
        penghargaan: award?.penghargaan ?? null,
      };
    });
  };
}

/** capaian-kinerja-efisiensi-anggaran: the goal's capaian beside the pagu and spending of its programs. */
export function efisiensiRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, 1);
    if (!chain) return [];
    const budget = new Map<number, { pagu: number; realisasi: number }>();
    for (const pd of chain.pd) {
      const key = scope === 'makro' ? pd.row.sasaran_strategis_rpjmd_id : pd.row.id;
      const b = budget.get(key) ?? { pagu: 0, realisasi: 0 };
      for (const p of chain.programsOf.get(pd.row.id) ?? []) {
        b.pagu += p.row.anggaran ?? 0;
        b.realisasi += p.row.realisasi_anggaran ?? 0;
      }
      budget.set(key, b);
    }
    return goalsOf(chain, scope).map((g) => {
      const sums = budget.get(g.id);
      // A sum of huge values is no number to show ('-'), never Infinity (issue 9).
      const b = sums && { pagu: finiteOrNull(sums.pagu), realisasi: finiteOrNull(sums.realisasi) };
      const efisiensi = efisiensiSumberDaya(b?.pagu, b?.realisasi);
      return {
        id: String(g.id),
        sasaran: g.sasaran,
        indikator: g.indikator,
        satuan: g.satuan,
        ...capaianGoal(chain, g),
        pagu: b?.pagu ?? null,
        realisasi_anggaran: b?.realisasi ?? null,
        penyerapan: capaianAnggaran(b?.pagu, b?.realisasi),
        efisiensi: efisiensi.nominal,
        efisiensi_persen: efisiensi.persen,
      };
    });
  };
}

/** The goal of a path on a capaian page: the RPJMD goal (makro) or the unit goal (mikro). */
function pathGoal(chain: Chain, scope: DisplayScope, p: Path) {
  if (scope === 'makro' && p.rpjmd) {
    const g = p.rpjmd;
    const { target, realisasi } = tahunIni(chain, g.row);
    return {
      sasaran: g.sasaran,
      indikator: g.indikator,
      capaian: capaian(target, realisasi, polaritasOf(g.polaritas)),
    };
  }
  const pd = must(p.pd, 'sasaran strategis PD').row;
  const { target, realisasi } = tahunIni(chain, pd);
  return {
    sasaran: pd.sasaran_strategis_satker,
    indikator: pd.iku,
    capaian: capaian(target, realisasi, polaritasOf(pd.polaritas)),
  };
}

const unitField = (scope: DisplayScope, p: Path): ReportRow =>
  scope === 'makro' ? { perangkat_daerah: unitName(p) } : {};

/** capaian-kinerja-keuangan: per goal, the spending of each program, kegiatan, sub kegiatan and aktivitas. */
export function keuanganRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, 4);
    if (!chain) return [];
    return paths(chain, scope, 4, true).map((p) => ({
      id: pathId(p),
      ...pathGoal(chain, scope, p),
      ...unitField(scope, p),
      program: namaKode(p.program),
      realisasi_program: p.program ? (p.program.row.realisasi_anggaran ?? 0) : null,
      kegiatan: namaKode(p.kegiatan),
      realisasi_kegiatan: p.kegiatan ? (p.kegiatan.row.realisasi_anggaran ?? 0) : null,
      sub_kegiatan: namaKode(p.sub),
      realisasi_sub_kegiatan: p.sub ? (p.sub.row.realisasi_anggaran ?? 0) : null,
      aktivitas: p.langkahAksi?.row.sasaran ?? null,
      realisasi_aktivitas: p.langkahAksi ? (p.langkahAksi.row.realisasi_anggaran ?? 0) : null,
    }));
  };
}

/** program-inovatif: the sub kegiatan that carry an innovation, under their goal. */
export function programInovatifRows(scope: DisplayScope) {
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    // Only the sub kegiatan with an innovation: the rows are those, and a city has thousands of others.
    const chain = await loadChain(ctx, scope, 3, { inovasiOnly: true });
    if (!chain) return [];
    return paths(chain, scope, 3, false).flatMap((p) =>
      p.sub?.nama_inovasi
        ? [
            {
              id: pathId(p),
              ...pathGoal(chain, scope, p),
              ...unitField(scope, p),
              sub_kegiatan: namaKode(p.sub) ?? '-',
              nama_inovasi: p.sub.nama_inovasi,
              inovasi: p.sub.inovasi ?? '-',
            },
          ]
        : [],
    );
  };
}

const LEVEL_DEPTH: Record<DisplayCapaianLevel, Depth> = {
  program: 1,
  kegiatan: 2,
  'sub-kegiatan': 3,
  'langkah-aksi': 4,
};

/** capaian-kinerja-<level>: one row per node of the level with its chain, monthly realisasi and budget. */
export function capaianLevelRows(scope: DisplayScope, level: DisplayCapaianLevel) {
  const depth = LEVEL_DEPTH[level];
  return async (ctx: ReportContext): Promise<ReportRow[]> => {
    const chain = await loadChain(ctx, scope, depth);
    if (!chain) return [];
    return paths(chain, scope, depth, false).map((p) => {
      const node = must(p.langkahAksi ?? p.sub ?? p.kegiatan ?? p.program, 'kinerja');
      const row = node.row;
      return {
        id: pathId(p),
        sasaran_strategis: pathGoal(chain, scope, p).sasaran,
        ...unitField(scope, p),
        program: namaKode(p.program),
        ...(depth >= 2 ? { kegiatan: namaKode(p.kegiatan) } : {}),
        ...(depth >= 3 ? { sub_kegiatan: namaKode(p.sub) } : {}),
        ...(depth >= 4 ? { aktivitas: p.langkahAksi?.row.sasaran ?? null } : {}),
        sasaran: row.sasaran,
        indikator: row.indikator,
        satuan: row.satuan,
        target: row.target,
        ...Object.fromEntries(monthlyValues(row, 'realisasi').map((v, i) => [`realisasi_bulan_${i + 1}`, v])),
        realisasi: row.realisasi,
        capaian: capaian(row.target, row.realisasi, polaritasOf(row.polaritas)),
        anggaran: row.anggaran,
        realisasi_anggaran: row.realisasi_anggaran ?? 0,
        capaian_anggaran: capaianAnggaran(row.anggaran, row.realisasi_anggaran),
      };
    });
  };
}

/**
 * realisasi-rencana-aksi-terintegrasi (DOMAIN-2 §3: langkah aksi of team members per sub kegiatan
 * with realisasi per month): each langkah aksi of the unit with its team and monthly realisasi
 * ('Seluruh tim'), then one row per approved member with the member's target and monthly
 * realisasi. Members by name only (no NIP on a public page); one statement for every member.
 */
export async function realisasiTerintegrasiRows(ctx: ReportContext): Promise<ReportRow[]> {
  const chain = await loadChain(ctx, 'mikro', 4);
  if (!chain || !ctx.satuanKerjaId) return [];
  const anggota = await repo.anggotaLangkahAksiRows(ctx.db, ctx.tahun, ctx.satuanKerjaId);
  const anggotaOf = new Map<number, typeof anggota>();
  for (const m of anggota) {
    const list = anggotaOf.get(m.row.kinerja_langkah_aksi_id) ?? [];
    list.push(m);
    anggotaOf.set(m.row.kinerja_langkah_aksi_id, list);
  }
  const bulanCells = (bulan: (number | null)[]) =>
    Object.fromEntries(bulan.map((v, i) => [`realisasi_bulan_${i + 1}`, v]));
  return paths(chain, 'mikro', 4, false).flatMap((p) => {
    const la = must(p.langkahAksi, 'langkah aksi');
    const polaritas = polaritasOf(la.row.polaritas);
    const bulan = monthlyValues(la.row, 'realisasi');
    const realisasi = la.row.realisasi ?? sumPresent(bulan);
    const common = {
      sub_kegiatan: namaKode(p.sub) ?? '-',
      aktivitas: la.row.sasaran,
      indikator: la.row.indikator,
      tim_kerja: la.tim_kerja,
    };
    const members = anggotaOf.get(la.row.id) ?? [];
    return [
      {
        id: pathId(p),
        ...common,
        anggota: la.tim_kerja === null && members.length === 0 ? null : ANGGOTA_SELURUH_TIM,
        satuan: la.row.satuan,
        target: la.row.target,
        ...bulanCells(bulan),
        realisasi,
        capaian: capaian(la.row.target, realisasi, polaritas),
      },
      ...members.map(({ row, nama }) => ({
        id: `${pathId(p)}-a${row.id}`,
        ...common,
        anggota: nama,
        satuan: row.satuan,
        target: row.target,
        ...bulanCells(monthlyValues(row, 'realisasi')),
        realisasi: row.realisasi,
        capaian: capaian(row.target, row.realisasi, polaritas),
      })),
    ];
  });
}
