import {
  capaianAnggaran,
  capaianBand,
  capaianSummary,
  capaianYearKey,
  efisiensiKota,
  ringkasanCapaian,
  TARGET_AKHIR_RPJMD_KEY,
  type DisplayDashboardResponse,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { periodOfYear, sasaranRpjmd } from '../pages/display.repository';
import { goalCapaian, polaritasOf } from '../pages/chain';
import * as repo from './public-dashboard.repository';

type Data = DisplayDashboardResponse['data'];

/**
 * The public makro dashboard of a year (DOMAIN-2 §3): one capaian card per RPJMD IKU (capaian with
 * polarity, growth, final target, national comparison: the domain's ringkasanCapaian) and the
 * city's headline figures. Six statements whatever the size of the city.
 */
export async function dashboardPublik(db: Db, tahun: number): Promise<Data> {
  const [period, anggaran, units, inovasi] = await Promise.all([
    periodOfYear(db, tahun),
    repo.anggaranKota(db, tahun),
    repo.jumlahPerangkatDaerah(db),
    repo.jumlahProgramInovatif(db, tahun),
  ]);
  const goals = period ? await sasaranRpjmd(db, period.id) : [];
  const iku = goals.map((g) => {
    const { keys, ringkasan } = ringkasanCapaian(g.row, tahun, {
      periodStart: period?.tahun_awal,
      targetAkhirKey: TARGET_AKHIR_RPJMD_KEY,
      polaritas: polaritasOf(g.polaritas),
      rataRata: g.row.rata_nasional,
      indikatorSasaranStrategisId: g.row.indikator_sasaran_strategis_id,
      lingkup: 'nasional',
    });
    return {
      id: g.row.id,
      ...goalCapaian(g, ringkasan),
      capaian_tahun_lalu: keys[capaianYearKey('capaian', tahun - 1)] ?? null,
      peningkatan: ringkasan.growth,
      capaian_target_akhir: ringkasan.capaian_target_akhir,
      perbandingan_nasional: ringkasan.perbandingan.pesan,
      band: capaianBand(ringkasan.capaian),
    };
  });
  const { counts, rataRata } = capaianSummary(iku.map((i) => i.capaian));
  return {
    tahun,
    ringkasan: {
      jumlah_iku: iku.length,
      tercapai: counts.tercapai,
      hampir: counts.hampir,
      belum: counts.belum,
      tanpa_data: counts.kosong,
      rata_rata_capaian: rataRata,
      pagu: anggaran.pagu,
      realisasi_anggaran: anggaran.realisasi,
      penyerapan: capaianAnggaran(anggaran.pagu, anggaran.realisasi),
      ...efisiensiKota({
        pagu: anggaran.pagu,
        realisasi: anggaran.realisasi,
        jumlahIku: iku.length,
        tercapai: counts.tercapai,
      }),
      jumlah_perangkat_daerah: units,
      jumlah_program_inovatif: inovasi,
    },
    iku,
  };
}
