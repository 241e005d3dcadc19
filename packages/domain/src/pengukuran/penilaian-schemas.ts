import { z } from 'zod';
import { optionalId, requiredId, requiredInt, satuanKerjaParam, satuanKerjaQuery } from '../schemas/primitives';
import { text, textN, int, intN, num, angka, bool, satuanKerjaRef } from '../schemas/record-fields';
import { raporRingkasanSchema } from './schemas';

/** API shapes of nilai jenjang kinerja, penilaian kinerja organisasi and the rapor SS-PD. */

// ---- Nilai jenjang kinerja -----------------------------------------------------------------

export const nilaiJenjangOpsiSchema = z.object({ id: z.number().int(), label: z.string(), nilai: z.number() });
export type NilaiJenjangOpsi = z.infer<typeof nilaiJenjangOpsiSchema>;
export const nilaiJenjangIkuSchema = z.object({
  id: int,
  sasaran: text,
  iku: text,
  opsi_id: intN,
});
export const nilaiJenjangUnitSchema = satuanKerjaRef.extend({
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
  capaian_iku: num,
  rapor: num,
  lke: num,
  nilai_jenjang: num,
  efisiensi: num,
});
export const bobotPenilaianResponseSchema = z.object({
  data: z.object({ tahun: z.number().int(), bawaan: z.boolean(), bobot: bobotOut }),
});

export const penilaianKomponenSchema = z.object({
  key: text,
  label: text,
  nilai: angka,
  bobot: num,
  bobot_efektif: angka,
  cara_hitung: text,
  rincian: text,
  /** The source page, null when the reader may not open it. */
  sumber: textN,
});
export const penilaianDetailSchema = z.object({
  tahun: int,
  satuan_kerja: satuanKerjaRef,
  rank: int,
  total: int,
  nilai: angka,
  dinormalisasi: bool,
  komponen: z.array(penilaianKomponenSchema),
});
export type PenilaianDetail = z.infer<typeof penilaianDetailSchema>;
export const penilaianDetailResponseSchema = z.object({ data: penilaianDetailSchema });
export const penilaianParamsSchema = z.object({ id: satuanKerjaParam() });

// ---- Rapor SS-PD -----------------------------------------------------------------------------

export const raporSsPdQuerySchema = z.strictObject({ satuan_kerja_id: satuanKerjaQuery });
const segmen = z.object({ segmen: angka, kumulatif: angka });
/** The rapor card's summary without what the SS-PD card leaves out. */
const ringkas = raporRingkasanSchema.pick({
  jumlah: true,
  tercapai: true,
  tidak_tercapai: true,
  capaian: true,
  anggaran: true,
  terserap: true,
  persen_terserap: true,
  efisiensi: true,
});
export const raporSsPdSchema = z.object({
  tahun: int,
  triwulan: int,
  judul: text,
  satuan_kerja: satuanKerjaRef.nullable(),
  satuan_kerja_options: z.array(satuanKerjaRef),
  iku: z.array(
    z.object({
      id: int,
      sasaran: text,
      iku: text,
      satuan: text,
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
