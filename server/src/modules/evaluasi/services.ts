/**
 * What other areas may call in evaluasi (decision 0055): its services, never its plugin or repositories.
 * The plugin is index.ts (registered by app.ts only), so importing these never closes a loop.
 */

/** The final LKE value per unit and year, for the penilaian kinerja organisasi (pengukuran). */

export { nilaiAkhirOf as lkeNilaiAkhirOf } from './lke/lke.service';
/** Read by Tugas Saya (display): the LKE units by stage, the documents, the LHE follow-ups. */
export { units as lkeUnits } from './lke/lke.service';
export { dokumenAdmin, dokumenUnit } from './dokumen/dokumen.service';
export { tindakLanjutLheService } from './tindak-lanjut-lhe/tindak-lanjut-lhe.service';
