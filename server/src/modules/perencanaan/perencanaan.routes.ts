import type { FastifyInstance } from 'fastify';
import { kinerjaKegiatanRoutes } from './kinerja-kegiatan/kinerja-kegiatan.routes';
import { kinerjaLangkahAksiRoutes } from './kinerja-langkah-aksi/kinerja-langkah-aksi.routes';
import { kinerjaProgramRoutes } from './kinerja-program/kinerja-program.routes';
import { kinerjaSubKegiatanRoutes } from './kinerja-sub-kegiatan/kinerja-sub-kegiatan.routes';
import { sasaranStrategisPdRoutes } from './sasaran-strategis-pd/sasaran-strategis-pd.routes';

/**
 * The CRUD groups of perencanaan (SPEC §2), each a crudRoutes(...) plugin of its folder
 * (lib/crud/routes.ts). New groups add theirs here.
 */
const GROUPS = [
  sasaranStrategisPdRoutes,
  kinerjaProgramRoutes,
  kinerjaKegiatanRoutes,
  kinerjaSubKegiatanRoutes,
  kinerjaLangkahAksiRoutes,
];

export async function perencanaanRoutes(app: FastifyInstance) {
  for (const group of GROUPS) await app.register(group);
}
