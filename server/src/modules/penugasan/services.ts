/**
 * What other areas may call in penugasan (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

/** Read by Tugas Saya (display): the approval queues and the unit's rejected members. */
export { anggotaDitolakUnit } from './tim-kerja/tim-kerja.service';
export { list as validasiAnggotaList } from './validasi-anggota/validasi-anggota.service';
