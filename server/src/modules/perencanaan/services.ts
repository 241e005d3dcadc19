/**
 * What other areas may call in perencanaan (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

// What other areas use: the validasi status (dashboard), the pengampu columns (diagram modals).
export {
  list as validasiPerencanaanList,
  statusOwn as validasiStatusOwn,
} from './validasi-perencanaan/validasi-perencanaan.service';
export { ketua, pengampuChecks, pengampuColumns, pengampuRecord } from './shared/pengampu';
// Member targets: monthly, their sum the yearly target (the tim kerja member form writes them too).
export { targetAnggotaColumns, targetAnggotaExcluded } from './shared/realisasi-anggota';
// The langkah aksi service (pengukuran: corrective steps of the rapor are langkah aksi rows).
export { kinerjaLangkahAksiService } from './kinerja-langkah-aksi/kinerja-langkah-aksi.service';
