/**
 * The OPD-level LKE worksheet (PermenPAN-RB 88/2021 structure: 4 components, 12 sub components,
 * 78 criteria), worded by us. Keberadaan criteria are answered Ya/Tidak; kualitas and
 * pemanfaatan criteria on the A-E scale. Each criterion has one evidence slot; criteria that our
 * own data proves get a system link to the public page that shows it.
 */
import type { Tx } from '../db/client';
import { lkeEvidenSlot, lkeKomponen, lkeKriteria, lkeOpsi, lkeSubKomponen } from '../db/schema/index';
import { must } from '../lib/must';

export type Skala = 'YT' | 'AE';
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
  nama: string;
  persen: 20 | 30 | 50;
  skala: Skala;
  kriteria: (string | KriteriaDef)[];
}
export interface KomponenDef {
  nama: string;
  bobot: number;
  sub: SubDef[];
}

export const SKALA_OPSI: Record<Skala, { label: string; nilai_persen: number; penjelasan: string }[]> = {
  YT: [
    { label: 'Ya', nilai_persen: 100, penjelasan: 'Kriteria terpenuhi dan didukung eviden' },
    { label: 'Tidak', nilai_persen: 0, penjelasan: 'Kriteria belum terpenuhi' },
  ],
  AE: [
    { label: 'A', nilai_persen: 100, penjelasan: 'Seluruh kriteria terpenuhi (100%)' },
    { label: 'B', nilai_persen: 75, penjelasan: 'Sebagian besar kriteria terpenuhi (≥ 75%)' },
    { label: 'C', nilai_persen: 50, penjelasan: 'Sebagian kriteria terpenuhi (50% - 75%)' },
    { label: 'D', nilai_persen: 25, penjelasan: 'Sebagian kecil kriteria terpenuhi (< 50%)' },
    { label: 'E', nilai_persen: 0, penjelasan: 'Kriteria belum terpenuhi' },
  ],
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
        nama: 'Keberadaan',
        persen: 20,
        skala: 'YT',
        kriteria: [
          {
            pertanyaan: 'Rencana Strategis perangkat daerah telah disusun dan ditetapkan',
            slot: link('Tautan Renstra', RENSTRA),
          },
          'Rencana Kerja tahunan perangkat daerah telah disusun dan ditetapkan',
          {
            pertanyaan: 'Perjanjian Kinerja telah disusun dan ditandatangani',
            slot: link('Tautan Perjanjian Kinerja', PK),
          },
          { pertanyaan: 'Indikator Kinerja Utama telah ditetapkan', slot: link('Tautan IKU', IKU) },
          'Rencana aksi atas kinerja telah disusun',
          'Dokumen perencanaan kinerja telah dipublikasikan tepat waktu',
        ],
      },
      {
        nama: 'Kualitas',
        persen: 30,
        skala: 'AE',
        kriteria: [
          'Tujuan dan sasaran Renstra berorientasi hasil',
          'Indikator tujuan dan sasaran memenuhi kriteria SMART',
          'Target kinerja ditetapkan dengan dasar yang jelas dan menantang',
          'Renstra selaras dengan RPJMD dan dokumen perencanaan di atasnya',
          'Rencana kerja tahunan selaras dengan Renstra',
          'Perjanjian Kinerja selaras dengan rencana kerja tahunan',
          'Program dan kegiatan mendukung pencapaian sasaran',
          'Anggaran dialokasikan pada kegiatan yang mendukung sasaran',
          { pertanyaan: 'Kinerja telah di-cascade sampai level individu', slot: link('Tautan Cascading', CASCADING) },
          'Rencana aksi memuat target triwulanan yang terukur',
          'Dokumen perencanaan disusun dengan melibatkan pemangku kepentingan',
        ],
      },
      {
        nama: 'Pemanfaatan',
        persen: 50,
        skala: 'AE',
        kriteria: [
          'Dokumen perencanaan digunakan sebagai acuan penyusunan anggaran',
          'Target kinerja dimonitor secara berkala',
          'Perjanjian Kinerja digunakan sebagai dasar penilaian kinerja pegawai',
          'Rencana aksi digunakan untuk mengendalikan pelaksanaan kegiatan',
          'Perencanaan kinerja direviu dan diperbaiki setiap tahun',
          'Hasil evaluasi tahun sebelumnya digunakan dalam perencanaan',
          'Pimpinan menggunakan dokumen perencanaan dalam pengambilan keputusan',
          'Seluruh pegawai memahami target kinerja unitnya',
        ],
      },
    ],
  },
  {
    nama: 'Pengukuran Kinerja',
    bobot: 30,
    sub: [
      {
        nama: 'Keberadaan',
        persen: 20,
        skala: 'YT',
        kriteria: [
          'Pedoman teknis pengukuran kinerja telah ditetapkan',
          'Definisi operasional dan cara pengukuran indikator telah ditetapkan',
          {
            pertanyaan: 'Realisasi kinerja telah dikumpulkan secara berkala',
            slot: link('Tautan Rapor Kinerja', RAPOR),
          },
        ],
      },
      {
        nama: 'Kualitas',
        persen: 30,
        skala: 'AE',
        kriteria: [
          'Pengukuran kinerja dilakukan secara berjenjang',
          'Data kinerja dapat diandalkan dan diverifikasi',
          'Pengukuran kinerja menggunakan teknologi informasi',
          'Pengukuran capaian kinerja dilakukan tepat waktu',
          'Pengukuran kinerja sampai level individu',
          'Penyebab kegagalan pencapaian target dianalisis',
          'Pengumpulan data kinerja terdokumentasi',
        ],
      },
      {
        nama: 'Pemanfaatan',
        persen: 50,
        skala: 'AE',
        kriteria: [
          'Hasil pengukuran digunakan sebagai dasar pemberian penghargaan dan sanksi',
          'Hasil pengukuran digunakan untuk perbaikan perencanaan',
          'Hasil pengukuran digunakan untuk penyesuaian strategi',
          'Hasil pengukuran menjadi dasar revisi target',
          'Hasil pengukuran digunakan untuk menilai kinerja pegawai',
          'Hasil pengukuran dilaporkan kepada pimpinan',
          'Hasil pengukuran ditindaklanjuti dengan langkah perbaikan',
          'Efisiensi penggunaan anggaran dipantau dari hasil pengukuran',
          'Hasil pengukuran digunakan dalam penyusunan LKIP',
          'Pengukuran kinerja mendorong inovasi layanan',
        ],
      },
    ],
  },
  {
    nama: 'Pelaporan Kinerja',
    bobot: 15,
    sub: [
      {
        nama: 'Keberadaan',
        persen: 20,
        skala: 'YT',
        kriteria: [
          { pertanyaan: 'Laporan Kinerja (LKIP) telah disusun', slot: link('Tautan LKIP', LKIP) },
          'LKIP telah disampaikan tepat waktu',
          'LKIP telah direviu oleh inspektorat',
          'LKIP telah dipublikasikan',
          'Laporan kinerja triwulanan telah disusun',
        ],
      },
      {
        nama: 'Kualitas',
        persen: 30,
        skala: 'AE',
        kriteria: [
          'LKIP disusun sesuai pedoman',
          'LKIP menyajikan capaian dibandingkan target',
          'LKIP menyajikan capaian dibandingkan tahun sebelumnya',
          'LKIP menyajikan analisis keberhasilan dan kegagalan',
          'LKIP menyajikan efisiensi penggunaan sumber daya',
          'LKIP menyajikan upaya perbaikan ke depan',
          'Informasi dalam LKIP dapat diandalkan',
          'LKIP mudah dipahami pembaca',
        ],
      },
      {
        nama: 'Pemanfaatan',
        persen: 50,
        skala: 'AE',
        kriteria: [
          'Informasi LKIP digunakan untuk perbaikan perencanaan',
          'Informasi LKIP digunakan untuk peningkatan kinerja',
          'Informasi LKIP digunakan untuk penilaian kinerja',
          'LKIP digunakan sebagai bahan evaluasi pimpinan',
          'Rekomendasi LKIP ditindaklanjuti',
          'LKIP menjadi bahan komunikasi kepada publik',
          'Informasi kinerja digunakan dalam penyusunan anggaran',
        ],
      },
    ],
  },
  {
    nama: 'Evaluasi Akuntabilitas Kinerja Internal',
    bobot: 25,
    sub: [
      {
        nama: 'Keberadaan',
        persen: 20,
        skala: 'YT',
        kriteria: [
          'Evaluasi internal atas program dan kegiatan telah dilaksanakan',
          'Evaluasi atas rencana aksi telah dilaksanakan',
          'Pedoman evaluasi internal telah ditetapkan',
        ],
      },
      {
        nama: 'Kualitas',
        persen: 30,
        skala: 'AE',
        kriteria: [
          'Evaluasi dilaksanakan oleh SDM yang kompeten',
          'Evaluasi menghasilkan rekomendasi yang jelas',
          'Evaluasi dilaksanakan secara berkala',
          'Evaluasi menggunakan teknologi informasi',
          'Hasil evaluasi didokumentasikan',
        ],
      },
      {
        nama: 'Pemanfaatan',
        persen: 50,
        skala: 'AE',
        kriteria: [
          'Rekomendasi hasil evaluasi telah ditindaklanjuti',
          'Hasil evaluasi digunakan untuk perbaikan perencanaan',
          'Hasil evaluasi digunakan untuk perbaikan pelaksanaan program',
          'Tindak lanjut LHE tahun sebelumnya telah dipantau',
          'Hasil evaluasi meningkatkan akuntabilitas kinerja',
        ],
      },
    ],
  },
];

/** Default evidence slot of a criterion that names none. */
export const DEFAULT_SLOT: SlotDef = { label: 'Dokumen pendukung', jenis: 'file' };

/**
 * The worksheet of one year (components, sub components, criteria, their options and evidence
 * slots): reference data every city gets (seed/reference.ts), demo or not.
 */
export async function seedLkeWorksheet(tx: Tx, tahun: number): Promise<Record<string, number>> {
  const komponen = await tx
    .insert(lkeKomponen)
    .values(LKE_WORKSHEET.map((k, i) => ({ tahun, kode: String(i + 1), nama: k.nama, bobot: k.bobot, urutan: i + 1 })))
    .returning({ id: lkeKomponen.id });
  const subDefs = LKE_WORKSHEET.flatMap((k, i) =>
    k.sub.map((s, j) => ({ k, s, komponenId: must(komponen[i]).id, kode: `${i + 1}.${'abc'[j]}`, urutan: j + 1 })),
  );
  const subs = await tx
    .insert(lkeSubKomponen)
    .values(
      subDefs.map((d) => ({
        komponen_id: d.komponenId,
        kode: d.kode,
        nama: d.s.nama,
        bobot_x100: Math.round(d.k.bobot * d.s.persen),
        urutan: d.urutan,
      })),
    )
    .returning({ id: lkeSubKomponen.id });
  const kritDefs = subDefs.flatMap((d, si) =>
    d.s.kriteria.map((c, ci) => {
      const def = typeof c === 'string' ? { pertanyaan: c } : c;
      return {
        subId: must(subs[si]).id,
        skala: d.s.skala,
        kode: `${d.kode}.${ci + 1}`,
        pertanyaan: def.pertanyaan,
        slot: def.slot ?? DEFAULT_SLOT,
        urutan: ci + 1,
      };
    }),
  );
  const krit = await tx
    .insert(lkeKriteria)
    .values(
      kritDefs.map((d) => ({ sub_komponen_id: d.subId, kode: d.kode, pertanyaan: d.pertanyaan, urutan: d.urutan })),
    )
    .returning({ id: lkeKriteria.id });
  await tx
    .insert(lkeOpsi)
    .values(
      kritDefs.flatMap((d, i) =>
        SKALA_OPSI[d.skala].map((o, j) => ({ kriteria_id: must(krit[i]).id, ...o, urutan: j + 1 })),
      ),
    );
  await tx.insert(lkeEvidenSlot).values(
    kritDefs.map((d, i) => ({
      kriteria_id: must(krit[i]).id,
      label: d.slot.label,
      jenis: d.slot.jenis,
      tautan_sistem: d.slot.tautan_sistem ?? null,
      urutan: 1,
    })),
  );
  return { lke_kriteria: krit.length };
}
