import { z } from 'zod';
import { writeAnswer } from '../contract/endpoint';
import { lkeHasilKolomSchema, lkeNilaiKomponenSchema } from './lke-schemas';
import { satuanKerjaRef } from '../schemas/record-fields';

/**
 * The answers of the LKE endpoints (DOMAIN-2 §2), as the server builds them: the worksheet, the
 * plenary, the results and the recap. Enumerated texts (tahap, status, predikat) stay strings so
 * that a value a later rule adds is sent, not refused.
 */

/** The worksheet's structure (`LkeStructure`): komponen → sub komponen → kriteria → opsi and slots. */
export const lkeStructureSchema = z.array(
  z.object({
    id: z.number(),
    kode: z.string(),
    nama: z.string(),
    bobot: z.number(),
    sub: z.array(
      z.object({
        id: z.number(),
        kode: z.string(),
        nama: z.string(),
        jenis: z.string().nullable().optional(),
        penjelasan: z.string().nullable().optional(),
        bobot: z.number(),
        kriteria: z.array(
          z.object({
            id: z.number(),
            kode: z.string(),
            pertanyaan: z.string(),
            opsi: z.array(
              z.object({ id: z.number(), label: z.string(), nilai: z.number(), penjelasan: z.string().nullable() }),
            ),
            slots: z.array(z.object({ id: z.number(), label: z.string(), jenis: z.string() })),
          }),
        ),
      }),
    ),
  }),
);

const skor = z.object({
  komponen: z.array(
    z.object({ id: z.number(), nilai: z.number(), sub: z.array(z.object({ id: z.number(), nilai: z.number() })) }),
  ),
  total: z.number(),
});
const kerangkaLogis = z.object({
  komponen_id: z.number(),
  sub_komponen_id: z.number(),
  sub: z.string(),
  keberadaan: z.string(),
  nilai_sub: z.number(),
  nilai_keberadaan: z.number(),
  pesan: z.string(),
});
const verdict = z.object({
  opsi_id: z.number().nullable(),
  status: z.string().nullable(),
  catatan: z.string().nullable(),
});
const eviden = z.object({
  id: z.number().nullable(),
  isi: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  sistem: z.boolean(),
});
const jawaban = z.record(z.string(), z.number().nullable());

export const lkeUnitListSchema = z.object({ data: z.array(satuanKerjaRef.extend({ tahap: z.string().nullable() })) });

export const lkeLembarSchema = z.object({
  data: z.object({
    tahun: z.number(),
    satuan_kerja: satuanKerjaRef,
    tahap: z.string(),
    tahap_label: z.string(),
    lembar: z.number(),
    boleh_ubah: z.boolean(),
    boleh_nilai: z.boolean(),
    boleh_batal: z.boolean(),
    batas_waktu: z.object({ nilai_date: z.string(), terbuka: z.boolean() }).nullable(),
    struktur: lkeStructureSchema,
    jawaban,
    jawaban_awal: jawaban.nullable(),
    eviden: z.record(z.string(), eviden),
    penilaian: z.record(z.string(), verdict),
    penilaian_awal: z.record(z.string(), verdict).nullable(),
    skor_unit: skor,
    predikat_unit: z.string().nullable(),
    skor_validator: skor.nullable(),
    predikat_validator: z.string().nullable(),
    kerangka_logis: z.array(kerangkaLogis),
    kerangka_logis_validator: z.array(kerangkaLogis),
    kurang: z.array(z.object({ kriteria_id: z.number(), kode: z.string(), kurang: z.array(z.string()) })),
  }),
});

const plenoData = z.object({
  tahun: z.number(),
  satuan_kerja: satuanKerjaRef,
  tahap: z.string(),
  tahap_label: z.string(),
  boleh_ubah: z.boolean(),
  komponen: z.array(
    z.object({
      komponen_id: z.number(),
      kode: z.string(),
      nama: z.string(),
      bobot: z.number(),
      nilai_tahap_akhir: z.number().nullable(),
      nilai_pleno: z.number().nullable(),
    }),
  ),
});
export const lkePlenoSchema = z.object({ data: plenoData });
export const lkePlenoSavedSchema = writeAnswer(plenoData);

const nilaiAkhir = z.object({
  nilai: z.number(),
  sumber: z.string(),
  predikat: z.string().nullable(),
  keterangan: z.string().nullable(),
  interpretasi: z.string().nullable(),
});
export const lkeHasilSchema = z.object({
  data: z.object({
    tahun: z.number(),
    satuan_kerja: satuanKerjaRef,
    tahap: z.string(),
    tahap_label: z.string(),
    struktur: z.array(lkeNilaiKomponenSchema),
    kolom: z.array(lkeHasilKolomSchema),
    nilai_akhir: nilaiAkhir.nullable(),
    skala_lama: z.boolean(),
    kerangka_logis: z.array(kerangkaLogis),
    catatan: z.array(z.object({ komponen_id: z.number(), kriteria_id: z.number().nullable(), teks: z.string() })),
    rekomendasi: z.array(
      z.object({ id: z.number(), rekomendasi: z.string(), status: z.string(), tindak_lanjut: z.string().nullable() }),
    ),
    what_if: z.object({
      total: z.number(),
      predikat: z.string().nullable(),
      predikat_berikutnya: z.string().nullable(),
      poin_dibutuhkan: z.number().nullable(),
      kriteria: z.array(
        z.object({
          kriteria_id: z.number(),
          kode: z.string(),
          pertanyaan: z.string(),
          komponen: z.string(),
          nilai_sekarang: z.number(),
          potensi: z.number(),
        }),
      ),
      cukup_dengan: z.number().nullable(),
    }),
  }),
});

export const lkeRekapSchema = z.object({
  data: z.array(
    satuanKerjaRef.extend({
      tahap: z.string(),
      tahap_label: z.string(),
      nilai_self_assessment: z.number().nullable(),
      nilai_akhir: z.number().nullable(),
      sumber: z.string().nullable(),
      predikat: z.string().nullable(),
      keterangan: z.string().nullable(),
      skala_lama: z.boolean(),
    }),
  ),
});

/** A write that answers only its message (the screen reloads what it shows). */
export const lkeDoneSchema = writeAnswer(z.null());
export const lkeAjukanSchema = writeAnswer(z.object({ tahap: z.string() }));
export const lkeUploadedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), file_name: z.string(), file_size: z.number() }),
});
