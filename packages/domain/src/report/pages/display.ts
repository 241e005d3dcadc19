import type { Report } from '../define';
import {
  displayMakroCapaianAktivitasReport,
  displayMakroCapaianKegiatanReport,
  displayMakroCapaianKinerjaPemdaReport,
  displayMakroCapaianSubKegiatanReport,
  displayMakroEfisiensiAnggaranReport,
  displayMakroKeuanganReport,
  displayMakroProgramInovatifReport,
  displayMikroCapaianKegiatanReport,
  displayMikroCapaianKinerjaPdReport,
  displayMikroCapaianLangkahAksiReport,
  displayMikroCapaianProgramReport,
  displayMikroCapaianSubKegiatanReport,
  displayMikroEfisiensiAnggaranReport,
  displayMikroKeuanganReport,
  displayMikroProgramInovatifReport,
  displayMikroRealisasiTerintegrasiReport,
} from './display-capaian';
import {
  displayMakroPerjanjianKinerjaReport,
  displayMakroRencanaAksiReport,
  displayMakroRkpdReport,
  displayMakroRpjmdReport,
  displayMikroPerjanjianKinerjaReport,
  displayMikroRencanaAksiReport,
  displayMikroRenstraReport,
  displayMikroRktReport,
} from './display-perencanaan';

/**
 * The display pages by their slug under /display-makro and /display-mikro (SPEC §2). `authenticated`
 * says whether the page also has a logged-in route (capaian-kinerja-program and the realisasi of
 * the rencana aksi terintegrasi are public copies only, SPEC §2).
 */
export interface DisplayPageEntry {
  slug: string;
  report: Report;
  authenticated: boolean;
}

const entry = (slug: string, report: Report, authenticated = true): DisplayPageEntry => ({
  slug,
  report,
  authenticated,
});

export const DISPLAY_MAKRO_REPORTS: readonly DisplayPageEntry[] = /* @__PURE__ */ (() => [
  entry('rpjmd', displayMakroRpjmdReport),
  entry('rkpd', displayMakroRkpdReport),
  entry('perjanjian-kinerja', displayMakroPerjanjianKinerjaReport),
  entry('rencana-aksi', displayMakroRencanaAksiReport),
  entry('capaian-kinerja-pemda', displayMakroCapaianKinerjaPemdaReport),
  entry('capaian-kinerja-efisiensi-anggaran', displayMakroEfisiensiAnggaranReport),
  entry('capaian-kinerja-keuangan', displayMakroKeuanganReport),
  entry('program-inovatif', displayMakroProgramInovatifReport),
  entry('capaian-kinerja-kegiatan', displayMakroCapaianKegiatanReport),
  entry('capaian-kinerja-sub-kegiatan', displayMakroCapaianSubKegiatanReport),
  entry('capaian-kinerja-aktivitas', displayMakroCapaianAktivitasReport),
])();

export const DISPLAY_MIKRO_REPORTS: readonly DisplayPageEntry[] = /* @__PURE__ */ (() => [
  entry('renstra', displayMikroRenstraReport),
  entry('rkt', displayMikroRktReport),
  entry('perjanjian-kinerja', displayMikroPerjanjianKinerjaReport),
  entry('rencana-aksi', displayMikroRencanaAksiReport),
  entry('capaian-kinerja-pd', displayMikroCapaianKinerjaPdReport),
  entry('capaian-kinerja-efisiensi-anggaran', displayMikroEfisiensiAnggaranReport),
  entry('capaian-kinerja-keuangan', displayMikroKeuanganReport),
  entry('program-inovatif', displayMikroProgramInovatifReport),
  entry('capaian-kinerja-kegiatan', displayMikroCapaianKegiatanReport),
  entry('capaian-kinerja-sub-kegiatan', displayMikroCapaianSubKegiatanReport),
  entry('capaian-kinerja-langkah-aksi', displayMikroCapaianLangkahAksiReport),
  entry('capaian-kinerja-program', displayMikroCapaianProgramReport, false),
  entry('realisasi-rencana-aksi-terintegrasi', displayMikroRealisasiTerintegrasiReport, false),
])();
