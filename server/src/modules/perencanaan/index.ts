import type { FastifyInstance } from 'fastify';
import { crossRoutes } from './cross/cross.routes';
import { kinerjaRoutes } from './kinerja/kinerja.routes';
import { kinerjaLangkahAksiRoutes } from './kinerja-langkah-aksi/kinerja-langkah-aksi.routes';
import { langkahAksiTerintegrasiRoutes } from './langkah-aksi-terintegrasi/langkah-aksi-terintegrasi.routes';
import { sasaranStrategisPdRoutes } from './sasaran-strategis-pd/sasaran-strategis-pd.routes';
import { kamusIndikatorRoutes } from './kamus-indikator/kamus-indikator.routes';
import { kegiatanRoutes, programRoutes, subKegiatanRoutes } from './master-data/master-data.routes';
import { kinerjaBayanganRoutes } from './kinerja-bayangan/kinerja-bayangan.routes';
import { kinerjaCrossCuttingRoutes } from './kinerja-cross-cutting/kinerja-cross-cutting.routes';
import { sasaranStrategisRpjmdRoutes } from './sasaran-strategis-rpjmd/sasaran-strategis-rpjmd.routes';
import { visiMisiRpjmdRoutes } from './visi-misi-rpjmd/visi-misi-rpjmd.routes';
import { validasiPerencanaanRoutes } from './validasi-perencanaan/validasi-perencanaan.routes';
import { programPrioritasRoutes } from './program-prioritas/program-prioritas.routes';
import { kategoriTematikRoutes, rbSubKegiatanRoutes } from './rencana-aksi-rb/rencana-aksi-rb.routes';
import { rekapAnggaranRoutes } from './rekap-anggaran/rekap-anggaran.routes';
import { imporRealisasiRoutes } from './impor-realisasi/impor-realisasi.routes';
import { imporNomenklaturRoutes } from './impor-nomenklatur/impor-nomenklatur.routes';
import {
  imporKinerjaKegiatanRoutes,
  imporKinerjaProgramRoutes,
  imporKinerjaSubKegiatanRoutes,
} from './impor-kinerja/impor-kinerja.routes';
import { imporRenstraRoutes } from './sasaran-strategis-pd/impor-renstra.routes';
import { imporRpjmdRoutes } from './visi-misi-rpjmd/impor-rpjmd.routes';

/**
 * The CRUD groups of perencanaan (SPEC §2), each a plugin of its folder (most a crudRoutes(...),
 * lib/crud/routes.ts). New groups add theirs here.
 */
const GROUPS = [
  visiMisiRpjmdRoutes,
  sasaranStrategisRpjmdRoutes,
  kinerjaCrossCuttingRoutes,
  kinerjaBayanganRoutes,
  sasaranStrategisPdRoutes,
  ...kinerjaRoutes,
  kinerjaLangkahAksiRoutes,
  crossRoutes,
  langkahAksiTerintegrasiRoutes,
  programRoutes,
  kegiatanRoutes,
  subKegiatanRoutes,
  kamusIndikatorRoutes,
  validasiPerencanaanRoutes,
  programPrioritasRoutes,
  kategoriTematikRoutes,
  rbSubKegiatanRoutes,
  rekapAnggaranRoutes,
  imporRealisasiRoutes,
  imporNomenklaturRoutes,
  imporKinerjaProgramRoutes,
  imporKinerjaKegiatanRoutes,
  imporKinerjaSubKegiatanRoutes,
  imporRenstraRoutes,
  imporRpjmdRoutes,
];

/** Area perencanaan: RPJMD, kinerja levels, master data, kamus, validasi perencanaan. */
export async function perencanaanArea(app: FastifyInstance) {
  for (const group of GROUPS) await app.register(group);
}

// The XLSX downloads of the micro menu under /backend (app.ts mounts them: a new tab, cookie session).
export { rekapAnggaranDownloadRoutes } from './rekap-anggaran/rekap-anggaran.routes';
