import type { FastifyInstance } from 'fastify';
import { pkPegawaiRoutes } from './pk-pegawai/pk-pegawai.routes';
import { timKerjaAnggotaRoutes, timKerjaCrudRoutes } from './tim-kerja/tim-kerja.routes';
import { timSayaRoutes } from './tim-saya/tim-saya.routes';
import { validasiAnggotaRoutes } from './validasi-anggota/validasi-anggota.routes';

/** Penugasan: tim kerja and its members' approvals, tim saya, perjanjian kinerja pegawai. */
export async function penugasanArea(app: FastifyInstance) {
  // Route plugins of the area register here, one line each.
  await app.register(pkPegawaiRoutes);
  await app.register(timKerjaCrudRoutes);
  await app.register(timKerjaAnggotaRoutes);
  await app.register(validasiAnggotaRoutes);
  await app.register(timSayaRoutes);
  void app;
}

