import { z } from 'zod';
import { optionalId, requiredId, requiredInt, satuanKerjaParam, satuanKerjaQuery } from '../schemas/primitives';

/** API shapes of nilai jenjang kinerja, penilaian kinerja organisasi and the rapor SS-PD. */

const unit = z.object({ satuan_kerja_id: z.string(), satuan_kerja_nama: z.string() });
const angka = z.number().nullable();

// ---- Nilai jenjang kinerja -----------------------------------------------------------------

export const nilaiJenjangOpsiSchema = z.object({ id: z.number().int(), label: z.string(), nilai: z.number() });
export type NilaiJenjangOpsi = z.infer<typeof nilaiJenjangOpsiSchema>;
export const nilaiJenjangIkuSchema = z.object({
  id: z.number().int(),
  sasaran: z.string(),
  iku: z.string(),
  opsi_id: z.number().int().nullable(),
});
export const nilaiJenjangUnitSchema = unit.extend({
  iku: z.array(nilaiJenjangIkuSchema),
  rata_rata: angka,
});
export type NilaiJenjangUnit = z.infer<typeof nilaiJenjangUnitSchema>;
export const nilaiJenjangResponseSchema = z.object({
  data: z.object({ opsi: z.array(nilaiJenjangOpsiSchema), units: z.array(nilaiJenjangUnitSchema) }),
});
export const nilaiJenjangParamsSchema = z.object({ satuanKerjaId: satuanKerjaParam() });
/** One row saved at once: every IKU of the unit with its option (null clears the grade). */
export const nilaiJenjangBodySchema = z.object({
  nilai: z
    .array(
      z.object({
        sasaran_strategis_pd_id: requiredId('IKU'),
        opsi_id: optionalId('Nilai jenjang'),
      }),
    )
    .max(500, 'Terlalu banyak IKU'),
});
export type NilaiJenjangBody = z.input<typeof nilaiJenjangBodySchema>;

// ---- Penilaian kinerja organisasi ------------------------------------------------------------

const bobot = (label: string) => requiredInt(`Bobot ${label}`, { min: 0, max: 100 });
export const bobotPenilaianSchema = z
  .object({
    capaian_iku: bobot('Capaian IKU'),
    rapor: bobot('Rapor Kinerja'),
    lke: bobot('Nilai LKE'),
    nilai_jenjang: bobot('Nilai Jenjang Kinerja'),
    efisiensi: bobot('Efisiensi Anggaran'),
  })
  .refine((b) => b.capaian_iku + b.rapor + b.lke + b.nilai_jenjang + b.efisiensi > 0, {
    message: 'Jumlah bobot harus lebih dari 0',
    path: ['capaian_iku'],
  });
export type BobotPenilaianBody = z.input<typeof bobotPenilaianSchema>;
const bobotOut = z.object({
  capaian_iku: z.number(),
  rapor: z.number(),
  lke: z.number(),
  nilai_jenjang: z.number(),
  efisiensi: z.number(),
});
export const bobotPenilaianResponseSchema = z.object({
  data: z.object({ tahun: z.number().int(), bawaan: z.boolean(), bobot: bobotOut }),
});

export const penilaianKomponenSchema = z.object({
  key: z.string(),
  label: z.string(),
  nilai: angka,
  bobot: z.number(),
  bobot_efektif: angka,
  cara_hitung: z.string(),
  rincian: z.string(),
  /** The source page, null when the reader may not open it. */
  sumber: z.string().nullable(),
});
export const penilaianDetailSchema = z.object({
  tahun: z.number().int(),
  satuan_kerja: unit,
  rank: z.number().int(),
  total: z.number().int(),
  nilai: angka,
  dinormalisasi: z.boolean(),
  komponen: z.array(penilaianKomponenSchema),
});
export type PenilaianDetail = z.infer<typeof penilaianDetailSchema>;
export const penilaianDetailResponseSchema = z.object({ data: penilaianDetailSchema });
export const penilaianParamsSchema = z.object({ id: satuanKerjaParam() });

// ---- Rapor SS-PD -----------------------------------------------------------------------------

export const raporSsPdQuerySchema = z.strictObject({ satuan_kerja_id: satuanKerjaQuery });
const segmen = z.object({ segmen: angka, kumulatif: angka });
const ringkas = z.object({
  jumlah: z.number().int(),
  tercapai: z.number().int(),
  tidak_tercapai: z.number().int(),
  capaian: z.number(),
  anggaran: z.number(),
  terserap: z.number(),
  persen_terserap: angka,
  efisiensi: angka,
});
export const raporSsPdSchema = z.object({
  tahun: z.number().int(),
  triwulan: z.number().int(),
  judul: z.string(),
  satuan_kerja: unit.nullable(),
  satuan_kerja_options: z.array(unit),
  iku: z.array(
    z.object({
      id: z.number().int(),
      sasaran: z.string(),
      iku: z.string(),
      satuan: z.string(),
      target: z.array(segmen),
      realisasi: z.array(segmen),
    }),
  ),
  rank: z.object({ rank: z.number().int().nullable(), total: z.number().int(), label: z.string() }),
  internal: ringkas,
  eksternal: ringkas,
});
export type RaporSsPd = z.infer<typeof raporSsPdSchema>;
export const raporSsPdResponseSchema = z.object({ data: raporSsPdSchema });
