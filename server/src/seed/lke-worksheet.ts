import { eq } from 'drizzle-orm';
import { lkeSkalaOpsi, LKE_SUB_JENIS, type LkeSubJenis } from '@sakip/domain';
import type { Tx } from '../db/client';
import { must } from '../lib/must';
import { lkeEvidenSlot, lkeKomponen, lkeKriteria, lkeOpsi, lkeSubKomponen } from '../db/schema/index';

/**
 * The LKE worksheet of PermenPAN-RB 88/2021 (DOMAIN-3 §1.1), shipped reference data: 4
 * components, 12 sub components (keberadaan 20 %, kualitas 30 %, pemanfaatan 50 % of each), 80
 * criteria (6/11/8, 3/7/10, 6/9/7, 3/5/5), every criterion graded AA..E = 100/90/80/70/60/50/30/0 %
 * with the grade's meaning beside it (worded for keberadaan or for kualitas / pemanfaatan). The
 * sentences are ours. Each criterion has one evidence slot; criteria that our own data proves get a
 * system link to the public page that shows it.
 */
export interface SlotDef {
  label: string;
  jenis: 'file' | 'text' | 'link';
  tautan_sistem?: string;
}
export interface KriteriaDef {
  pertanyaan: string;
  slot?: SlotDef;
}
export interface SubDef {
  /** The official meaning of the sub komponen, in our words. */
  penjelasan: string;
  kriteria: (string | KriteriaDef)[];
}
export interface KomponenDef {
  nama: string;
  bobot: number;
  /** Keberadaan, kualitas, pemanfaatan, in this order. */
  sub: [SubDef, SubDef, SubDef];
}

/** Share of a component's weight per sub komponen kind (percent). */
export const SUB_PERSEN: Record<LkeSubJenis, number> = { keberadaan: 20, kualitas: 30, pemanfaatan: 50 };
export const SUB_NAMA: Record<LkeSubJenis, string> = {
  keberadaan: 'Keberadaan',
  kualitas: 'Kualitas',
  pemanfaatan: 'Pemanfaatan',
};

const link = (label: string, tautan: string): SlotDef => ({ label, jenis: 'link', tautan_sistem: tautan });
const RENSTRA = '/public-display/dokumen/2?tahun_kinerja={tahun}&satuan_kerja_id={satuan_kerja_id}';
const PK = '/public-display/dokumen/3?tahun_kinerja={tahun}&satuan_kerja_id={satuan_kerja_id}';
const IKU = '/public-display/capaian-iku?tahun_kinerja={tahun}&satuan_kerja_id={satuan_kerja_id}';
const RAPOR = '/public-display/rapor-kinerja/4/{satuan_kerja_id}?tahun_kinerja={tahun}';
const LKIP = '/public-display/dokumen/1?tahun_kinerja={tahun}&satuan_kerja_id={satuan_kerja_id}';
const CASCADING = '/public-display/display-mikro/cascading?tahun_kinerja={tahun}&satuan_kerja_id={satuan_kerja_id}';

export const LKE_WORKSHEET: KomponenDef[] = [
  {
    nama: 'Perencanaan Kinerja',
    bobot: 30,
    sub: [
      {
        penjelasan: 'Dokumen perencanaan kinerja telah tersedia.',
        kriteria: [
          'Pedoman teknis perencanaan kinerja telah ditetapkan dan tersedia bagi seluruh unit kerja.',
          'Dokumen perencanaan kinerja jangka panjang telah tersedia sebagai acuan arah pembangunan.',
          {
            pertanyaan: 'Dokumen perencanaan kinerja jangka menengah (Rencana Strategis) telah tersedia.',
            slot: link('Tautan Renstra', RENSTRA),
          },
          {
            pertanyaan:
              'Dokumen perencanaan kinerja jangka pendek (rencana kerja dan Perjanjian Kinerja tahunan) telah tersedia.',
            slot: link('Tautan Perjanjian Kinerja', PK),
          },
          'Dokumen perencanaan aktivitas (rencana aksi) yang mendukung pencapaian kinerja telah tersedia.',
          'Dokumen perencanaan anggaran yang mendukung pencapaian kinerja telah tersedia.',
        ],
      },
      {
        penjelasan:
          'Dokumen perencanaan kinerja memenuhi standar yang baik: sasaran dan indikator SMART, selaras berjenjang (cascading) dan terkait lintas unit (crosscutting).',
        kriteria: [
          'Dokumen perencanaan kinerja telah ditetapkan secara resmi oleh pejabat yang berwenang.',
          'Dokumen perencanaan kinerja telah dipublikasikan tepat waktu.',
          'Dokumen perencanaan kinerja menyajikan kinerja yang benar-benar dibutuhkan dan berorientasi hasil.',
          'Pernyataan tujuan dan sasaran dalam dokumen perencanaan dirumuskan dengan jelas.',
          {
            pertanyaan:
              'Indikator Kinerja Utama menggambarkan kinerja utama organisasi dan berkesinambungan dari tahun ke tahun.',
            slot: link('Tautan IKU', IKU),
          },
          'Indikator kinerja yang ditetapkan memenuhi kriteria SMART (spesifik, terukur, dapat dicapai, relevan, dan berbatas waktu).',
          'Target kinerja yang ditetapkan dapat dicapai, menantang, dan realistis.',
          {
            pertanyaan: 'Kinerja yang ditetapkan selaras secara berjenjang sampai ke setiap level jabatan (cascading).',
            slot: link('Tautan Cascading', CASCADING),
          },
          'Dokumen perencanaan menunjukkan keterkaitan kinerja dengan kinerja unit kerja lain (crosscutting).',
          'Setiap unit kerja telah menetapkan perencanaan kinerjanya sendiri.',
          'Setiap pegawai telah menetapkan perencanaan kinerjanya sendiri.',
        ],
      },
      {
        penjelasan: 'Perencanaan kinerja dimanfaatkan untuk mewujudkan hasil yang berkesinambungan.',
        kriteria: [
          'Anggaran dialokasikan dengan mengacu pada kinerja yang ingin dicapai.',
          'Aktivitas yang dilaksanakan mendukung pencapaian kinerja yang direncanakan.',
          'Target kinerja yang ditetapkan telah tercapai atau menunjukkan kemajuan yang baik.',
          'Rencana aksi kinerja disesuaikan berdasarkan pemantauan yang dilakukan secara berkala.',
          'Dokumen perencanaan kinerja diperbaiki berdasarkan analisis pencapaian kinerja sebelumnya.',
          'Perencanaan kinerja terus diperbaiki untuk mendorong hasil yang lebih baik.',
          'Setiap unit kerja memahami dan berkomitmen terhadap pencapaian kinerja yang direncanakan.',
          'Setiap pegawai memahami dan berkomitmen terhadap pencapaian kinerja yang direncanakan.',
        ],
      },
    ],
  },
  {
    nama: 'Pengukuran Kinerja',
    bobot: 30,
    sub: [
      {
        penjelasan: 'Pengukuran kinerja telah dilakukan.',
        kriteria: [
          'Pedoman teknis pengukuran kinerja dan pengumpulan data kinerja telah ditetapkan.',
          'Setiap indikator kinerja memiliki definisi operasional yang jelas dan cara pengukuran yang ditetapkan.',
          {
            pertanyaan: 'Mekanisme pengumpulan data kinerja yang dapat diandalkan telah tersedia.',
            slot: link('Tautan Rapor Kinerja', RAPOR),
          },
        ],
      },
      {
        penjelasan:
          'Pengukuran kinerja telah menjadi kebutuhan untuk mewujudkan kinerja yang efektif dan efisien, dilakukan secara berjenjang dan berkelanjutan.',
        kriteria: [
          'Pimpinan terlibat langsung dalam mengambil keputusan atas hasil pengukuran kinerja.',
          'Data kinerja yang dikumpulkan relevan dengan kinerja yang diukur.',
          'Data kinerja yang dikumpulkan mendukung capaian kinerja yang diharapkan.',
          'Pengukuran kinerja dilakukan secara berkala.',
          'Setiap level organisasi memantau capaian kinerja level di bawahnya.',
          'Pengumpulan data kinerja telah memanfaatkan aplikasi.',
          'Pengukuran capaian kinerja telah memanfaatkan aplikasi.',
        ],
      },
      {
        penjelasan:
          'Hasil pengukuran kinerja dimanfaatkan sebagai dasar pemberian penghargaan dan sanksi serta penyesuaian strategi untuk mencapai kinerja.',
        kriteria: [
          'Hasil pengukuran kinerja menjadi dasar pemberian tunjangan kinerja pegawai.',
          'Hasil pengukuran kinerja menjadi dasar penempatan dan penghapusan jabatan.',
          'Hasil pengukuran kinerja telah mendorong penyesuaian (refocusing) organisasi.',
          'Hasil pengukuran kinerja telah mendorong penyesuaian strategi untuk mencapai kinerja.',
          'Hasil pengukuran kinerja telah mendorong penyesuaian kebijakan untuk mencapai kinerja.',
          'Hasil pengukuran kinerja telah mendorong penyesuaian aktivitas untuk mencapai kinerja.',
          'Hasil pengukuran kinerja telah mendorong penyesuaian penggunaan anggaran untuk mencapai kinerja.',
          'Hasil pengukuran kinerja dimanfaatkan untuk memastikan anggaran digunakan secara efisien.',
          'Setiap unit kerja peduli terhadap hasil pengukuran kinerjanya.',
          'Setiap pegawai peduli terhadap hasil pengukuran kinerjanya.',
        ],
      },
    ],
  },
  {
    nama: 'Pelaporan Kinerja',
    bobot: 15,
    sub: [
      {
        penjelasan: 'Laporan kinerja telah disusun.',
        kriteria: [
          { pertanyaan: 'Laporan kinerja telah disusun.', slot: link('Tautan Laporan Kinerja', LKIP) },
          'Laporan kinerja telah disusun secara berkala.',
          'Laporan kinerja telah ditetapkan secara resmi oleh pimpinan.',
          'Laporan kinerja telah direviu sebelum disampaikan.',
          'Laporan kinerja telah dipublikasikan.',
          'Laporan kinerja telah disampaikan tepat waktu.',
        ],
      },
      {
        penjelasan:
          'Laporan kinerja memenuhi standar: menyajikan capaian kinerja, keberhasilan dan kegagalan, serta upaya perbaikannya.',
        kriteria: [
          'Laporan kinerja disusun sesuai dengan standar yang ditetapkan.',
          'Laporan kinerja mengungkapkan seluruh informasi capaian kinerja.',
          'Laporan kinerja membandingkan realisasi kinerja dengan target tahunan.',
          'Laporan kinerja membandingkan realisasi kinerja dengan target jangka menengah.',
          'Laporan kinerja membandingkan realisasi kinerja dengan capaian tahun-tahun sebelumnya.',
          'Laporan kinerja membandingkan realisasi kinerja dengan capaian instansi lain atau standar nasional maupun internasional.',
          'Laporan kinerja menyajikan kualitas capaian kinerja beserta upaya nyata dan hambatannya.',
          'Laporan kinerja menyajikan efisiensi penggunaan sumber daya dalam mencapai kinerja.',
          'Laporan kinerja menyajikan rekomendasi perbaikan kinerja untuk masa mendatang.',
        ],
      },
      {
        penjelasan: 'Pelaporan kinerja dimanfaatkan untuk mengubah strategi dan kebijakan demi peningkatan kinerja.',
        kriteria: [
          'Informasi dalam laporan kinerja menjadi perhatian utama pimpinan.',
          'Seluruh pegawai peduli terhadap informasi dalam laporan kinerja.',
          'Laporan kinerja dimanfaatkan untuk menyesuaikan aktivitas dalam mencapai kinerja.',
          'Laporan kinerja dimanfaatkan untuk menyesuaikan penggunaan anggaran dalam mencapai kinerja.',
          'Laporan kinerja dimanfaatkan untuk mengevaluasi keberhasilan pencapaian kinerja.',
          'Laporan kinerja dimanfaatkan untuk menyesuaikan perencanaan kinerja berikutnya.',
          'Laporan kinerja mendorong perubahan budaya kinerja organisasi.',
        ],
      },
    ],
  },
  {
    nama: 'Evaluasi Akuntabilitas Kinerja Internal',
    bobot: 25,
    sub: [
      {
        penjelasan: 'Evaluasi akuntabilitas kinerja internal telah dilaksanakan.',
        kriteria: [
          'Pedoman teknis evaluasi akuntabilitas kinerja internal telah ditetapkan.',
          'Evaluasi akuntabilitas kinerja internal telah dilaksanakan pada seluruh unit kerja.',
          'Evaluasi akuntabilitas kinerja internal telah dilaksanakan secara berjenjang.',
        ],
      },
      {
        penjelasan:
          'Evaluasi akuntabilitas kinerja internal dilaksanakan dengan baik dan didukung sumber daya manusia yang memadai.',
        kriteria: [
          'Evaluasi akuntabilitas kinerja internal dilaksanakan sesuai dengan standar.',
          'Evaluasi akuntabilitas kinerja internal dilaksanakan oleh sumber daya manusia yang kompeten dan cukup jumlahnya.',
          'Evaluasi akuntabilitas kinerja internal dilaksanakan dengan pendalaman yang memadai.',
          'Evaluasi akuntabilitas kinerja internal yang bermutu telah menjangkau seluruh unit kerja.',
          'Evaluasi akuntabilitas kinerja internal dilaksanakan dengan memanfaatkan aplikasi.',
        ],
      },
      {
        penjelasan:
          'Implementasi SAKIP meningkat karena hasil evaluasi akuntabilitas kinerja internal ditindaklanjuti.',
        kriteria: [
          'Seluruh rekomendasi hasil evaluasi akuntabilitas kinerja internal telah ditindaklanjuti.',
          'Tindak lanjut rekomendasi hasil evaluasi telah meningkatkan implementasi SAKIP.',
          'Hasil evaluasi akuntabilitas kinerja internal dimanfaatkan untuk perbaikan dan peningkatan akuntabilitas kinerja.',
          'Hasil evaluasi akuntabilitas kinerja internal dimanfaatkan untuk mendukung efektivitas dan efisiensi kinerja.',
          'Kinerja organisasi meningkat setelah hasil evaluasi akuntabilitas kinerja internal ditindaklanjuti.',
        ],
      },
    ],
  },
];

/** Default evidence slot of a criterion that names none. */
export const DEFAULT_SLOT: SlotDef = { label: 'Dokumen pendukung', jenis: 'file' };

/** The worksheet's criteria in order, with their codes (1.a.1 …), sub komponen and kind. */
export function worksheetKriteria() {
  return LKE_WORKSHEET.flatMap((k, ki) =>
    k.sub.flatMap((s, si) => {
      const jenis = must(LKE_SUB_JENIS[si]);
      return s.kriteria.map((c, ci) => {
        const def = typeof c === 'string' ? { pertanyaan: c } : c;
        return {
          komponen: ki,
          sub: ki * 3 + si,
          jenis,
          kode: `${ki + 1}.${'abc'[si]}.${ci + 1}`,
          urutan: ci + 1,
          pertanyaan: def.pertanyaan,
          slot: def.slot ?? DEFAULT_SLOT,
        };
      });
    }),
  );
}

/**
 * Inserts the 88/2021 worksheet of a year when that year has none (reference data every city
 * needs, demo or not; the first-run setup calls this). Answers how many criteria it inserted (0
 * when the year already had a worksheet). Five statements.
 */
export async function seedLkeWorksheet(tx: Tx, tahun: number): Promise<number> {
  const [ada] = await tx.select({ id: lkeKomponen.id }).from(lkeKomponen).where(eq(lkeKomponen.tahun, tahun)).limit(1);
  if (ada) return 0;
  const komponen = await tx
    .insert(lkeKomponen)
    .values(LKE_WORKSHEET.map((k, i) => ({ tahun, kode: String(i + 1), nama: k.nama, bobot: k.bobot, urutan: i + 1 })))
    .returning({ id: lkeKomponen.id });
  const subDefs = LKE_WORKSHEET.flatMap((k, ki) =>
    k.sub.map((s, si) => {
      const jenis = must(LKE_SUB_JENIS[si]);
      return {
        komponen_id: must(komponen[ki]).id,
        kode: `${ki + 1}.${'abc'[si]}`,
        nama: SUB_NAMA[jenis],
        jenis,
        penjelasan: s.penjelasan,
        bobot_x100: Math.round(k.bobot * SUB_PERSEN[jenis]),
        urutan: si + 1,
      };
    }),
  );
  const subs = await tx.insert(lkeSubKomponen).values(subDefs).returning({ id: lkeSubKomponen.id });
  const defs = worksheetKriteria();
  const krit = await tx
    .insert(lkeKriteria)
    .values(
      defs.map((d) => ({
        sub_komponen_id: must(subs[d.sub]).id,
        kode: d.kode,
        pertanyaan: d.pertanyaan,
        urutan: d.urutan,
      })),
    )
    .returning({ id: lkeKriteria.id });
  await tx
    .insert(lkeOpsi)
    .values(
      defs.flatMap((d, i) =>
        lkeSkalaOpsi(d.jenis).map((o, j) => ({ kriteria_id: must(krit[i]).id, ...o, urutan: j + 1 })),
      ),
    );
  await tx.insert(lkeEvidenSlot).values(
    defs.map((d, i) => ({
      kriteria_id: must(krit[i]).id,
      label: d.slot.label,
      jenis: d.slot.jenis,
      tautan_sistem: d.slot.tautan_sistem ?? null,
      urutan: 1,
    })),
  );
  return krit.length;
}
