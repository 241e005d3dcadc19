import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { must } from '../lib/must';
import {
  kinerjaSubKegiatan,
  penghargaanKinerja,
  programInovatif,
  sasaranStrategis,
  sasaranStrategisPd,
  sasaranStrategisRpjmd,
  strategiRpjmd,
} from '../db/schema/index';

/**
 * Demo data of the display pages (DOMAIN-2 §3) that no planning table holds: two strategies per
 * RPJMD sasaran (each with its policy), a national rank and awards for some goals of both demo years, and an innovation
 * on every fourth sub kegiatan. Fictional texts; deterministic (by id order).
 */
const TAHUN = [2024, 2025] as const;

/** Each strategy with its policy (arah kebijakan). */
const STRATEGI: [strategi: (sasaran: string) => string, arahKebijakan: string][] = [
  [
    (s) => `Penguatan sinergi perangkat daerah untuk ${s.toLowerCase()}`,
    'Menyelaraskan program perangkat daerah dengan sasaran RPJMD melalui forum koordinasi triwulanan',
  ],
  [
    () => 'Peningkatan kualitas data dan pemantauan kinerja berbasis digital',
    'Mewajibkan pelaporan realisasi bulanan melalui aplikasi dengan data dukung yang terverifikasi',
  ],
];

const INOVASI: [nama: string, uraian: string][] = [
  ['Layanan Jemput Bola', 'Petugas mendatangi warga di kelurahan sehingga layanan selesai tanpa antre di kantor.'],
  ['Dasbor Kinerja Terbuka', 'Realisasi bulanan ditampilkan terbuka sehingga warga dapat memantau kemajuan kegiatan.'],
  ['Sekolah Ramah Anak Digital', 'Modul belajar daring yang dapat diakses siswa dan orang tua dari ponsel.'],
  ['Posyandu Pintar', 'Pencatatan tumbuh kembang balita secara elektronik dengan pengingat jadwal imunisasi.'],
  ['Satu Data Kelurahan', 'Data sosial ekonomi kelurahan dikumpulkan sekali dan dipakai bersama oleh semua perangkat daerah.'],
];

const PENGHARGAAN = [
  'Penghargaan Pembangunan Daerah tingkat provinsi',
  'Anugerah Kinerja Pelayanan Publik kategori baik',
  null,
] as const;

function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function seedDisplay(tx: Tx): Promise<Record<string, number>> {
  const sasaran = await tx.select({ id: sasaranStrategis.id, sasaran: sasaranStrategis.sasaran }).from(sasaranStrategis);
  const strategi = sasaran.flatMap((s) =>
    STRATEGI.map(([f, arah], i) => ({
      sasaran_strategis_id: s.id,
      nomor: i + 1,
      strategi: f(s.sasaran),
      arah_kebijakan: arah,
    })),
  );
  for (const batch of chunks(strategi)) await tx.insert(strategiRpjmd).values(batch);

  const rpjmd = await tx
    .select({ id: sasaranStrategisRpjmd.id })
    .from(sasaranStrategisRpjmd)
    .orderBy(asc(sasaranStrategisRpjmd.id));
  const pd = await tx.select({ id: sasaranStrategisPd.id }).from(sasaranStrategisPd).orderBy(asc(sasaranStrategisPd.id));
  const penghargaan = TAHUN.flatMap((tahun) => [
    ...rpjmd
      .filter((_, i) => i % 2 === 0)
      .map((g, i) => ({
        tahun,
        sasaran_strategis_rpjmd_id: g.id,
        peringkat: `Peringkat ${(i % 9) + 2} dari 98 kota`,
        penghargaan: PENGHARGAAN[i % PENGHARGAAN.length] ?? null,
      })),
    ...pd
      .filter((_, i) => i % 3 === 0)
      .map((g, i) => ({
        tahun,
        sasaran_strategis_pd_id: g.id,
        peringkat: `Peringkat ${(i % 12) + 1} dari 98 kota`,
        penghargaan: PENGHARGAAN[(i + 1) % PENGHARGAAN.length] ?? null,
      })),
  ]);
  for (const batch of chunks(penghargaan)) await tx.insert(penghargaanKinerja).values(batch);

  const subs = await tx
    .select({ id: kinerjaSubKegiatan.id })
    .from(kinerjaSubKegiatan)
    .orderBy(asc(kinerjaSubKegiatan.id));
  const inovasi = subs
    .filter((_, i) => i % 4 === 0)
    .map((s, i) => {
      const [nama, uraian] = must(INOVASI[i % INOVASI.length], 'inovasi');
      return { kinerja_sub_kegiatan_id: s.id, nama_inovasi: nama, inovasi: uraian };
    });
  for (const batch of chunks(inovasi)) await tx.insert(programInovatif).values(batch);

  return {
    strategi_rpjmd: strategi.length,
    penghargaan_kinerja: penghargaan.length,
    program_inovatif: inovasi.length,
  };
}
