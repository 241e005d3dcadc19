/**
 * What other areas may call in evaluasi (decision 0043): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

/** The final LKE value per unit and year, for the penilaian kinerja organisasi (pengukuran). */

export { nilaiAkhirOf as lkeNilaiAkhirOf } from './lke/lke.service';
