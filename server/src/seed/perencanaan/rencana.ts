/**
 * The planning demo as a plan in memory (no database): per unit its SS-PD, teams and, for 2024 and
 * 2025, the tree kinerja program → kegiatan → sub kegiatan → langkah aksi with their numbers, plus
 * the notes, causes, solutions, cross links, shadow performance, action plans, indicator dictionary
 * and validation records that hang on it. Rows reference each other through the plan objects; the
 * insert step (index.ts) turns them into ids.
 *
 * Structure is decided by Rngs keyed on the unit and the node path only (not the year, not the
 * scale replica), values by Rngs keyed on year and replica too: both years have the same tree, and
 * `scale` N repeats each unit's programs N times, so every unit has exactly N times the nodes.
 */
import { capaian, cumulativeByTriwulan, type Polaritas, POLARITAS_LABELS, TRIWULAN_ROMAWI } from '@sakip/domain';
import type { KinerjaRefLevel } from '../../db/schema/index';
import { buildDemoData, type DemoData, type DemoUnitKerja, DEMO_SATKER_IDS } from '../reference-data';
import {
  type KegiatanDef,
  type ProgramDef,
  type SubKegiatanDef,
  type Tema,
  kegiatanKode,
  penunjangKode,
  programDef,
  subKegiatanKode,
} from './master-data';
import {
  anggaranSub,
  type Anggaran,
  bobotBulanan,
  deret,
  type Deret,
  desimal,
  isKumulatif,
  jumlahAnggaran,
  realisasiDari,
  targetTahunan,
  ukuranColumns,
} from './nilai';
import { jalurRealisasi, polaLaporan } from './jalur-realisasi';
import { type ProfilSatker, type ProgramRef, profilOf, type SsPdDef, ssPdAkuntabilitas } from './profil';
import { kalimat, Rng, round, splitInteger } from './random';
import { CROSS_CUTTING, type CrossCuttingDef, type IndikatorRpjmdKey, RPJMD_2024 } from './rpjmd';

export const TAHUN_KINERJA = [2024, 2025] as const;
export type TahunKinerja = (typeof TAHUN_KINERJA)[number];

export interface PlanOptions {
  /** Repeats every unit's programs (and everything below) this many times. */
  scale: number;
  /** Months of 2025 with realisasi (2024 is closed: 12). */
  bulanTerakhir2025: number;
}

/** Something that gets an id when it is inserted. */
export interface Ref {
  id?: number;
}

// ---------------------------------------------------------------------------------------------
// Plan types
// ---------------------------------------------------------------------------------------------

export interface AnggotaPlan extends Ref {
  nip: string;
  peran: string;
  status_kepala_bidang: 'menunggu' | 'disetujui' | 'ditolak';
  status_kepala_opd: 'menunggu' | 'disetujui' | 'ditolak';
  catatan_kepala_bidang: string | null;
}

export interface TimPlan extends Ref {
  satker: string;
  tahun: TahunKinerja;
  nama: string;
  ketua_nip: string;
  unit_kerja_id: number | null;
  is_tambahan: boolean;
  keterangan: string | null;
  anggota: AnggotaPlan[];
}

export type Pengampu = { type: 'unit-kerja'; unitKerjaId: number } | { type: 'tim-kerja'; tim: TimPlan } | null;

export interface SsPdPlan extends Ref {
  satker: string;
  def: SsPdDef;
  urutan: number;
  kcc: CrossCuttingDef | undefined;
  /** Columns without the foreign keys (periode, RPJMD goal, cross cutting). */
  row: Record<string, unknown>;
  triwulan: { tahun: number; triwulan: number; target: number; realisasi: number | null; capaian: number | null }[];
  gagal2024: boolean;
}

interface KinerjaBase extends Ref {
  key: string;
  tahun: TahunKinerja;
  satker: string;
  replika: number;
  row: Record<string, unknown>;
  pengampu: Pengampu;
  gagal: boolean;
  deret: Deret;
  anggaran: Anggaran;
}

export interface ProgramPlan extends KinerjaBase {
  level: 'kinerja-program';
  ssPd: SsPdPlan;
  programKode: string;
  kcc: CrossCuttingDef | undefined;
  kegiatan: KegiatanPlan[];
}

export interface KegiatanPlan extends KinerjaBase {
  level: 'kinerja-kegiatan';
  program: ProgramPlan;
  kegiatanKode: string;
  sub: SubPlan[];
}

export interface SubPlan extends KinerjaBase {
  level: 'kinerja-sub-kegiatan';
  kegiatan: KegiatanPlan;
  subKode: string;
  def: SubKegiatanDef;
  tema: Tema | undefined;
  langkahAksi: LangkahAksiPlan[];
}

export interface LangkahAksiPlan extends Ref {
  sub: SubPlan;
  tim: TimPlan | null;
  row: Record<string, unknown>;
  anggota: {
    anggota: AnggotaPlan;
    target: number;
    /** The member's monthly target (sum = target), over the months the step has a target. */
    targetBulanan: (number | null)[];
    satuan: string;
    realisasi: number | null;
    /** The member's monthly realisasi (sum = realisasi), over the months the step has realisasi. */
    realisasiBulanan: (number | null)[];
  }[];
}

export type KinerjaPlan = ProgramPlan | KegiatanPlan | SubPlan;

/** A node of any level that notes attach to. */
export interface NodeRef {
  level: KinerjaRefLevel;
  node: Ref;
}

export interface CatatanPlan {
  ref: NodeRef;
  tahun: number;
  triwulan: number | null;
  catatan: string;
  urutan: number;
}

export interface PenyebabPlan {
  ref: NodeRef;
  tahun: number;
  triwulan: number;
  penyebab: string;
}

export interface SolusiPlan {
  level: 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';
  node: KinerjaPlan;
  /** Last year's kinerja; null when the problem is known in words only (2023 has no tree). */
  masalahNode: KinerjaPlan | null;
  masalah: string;
  solusi: string;
}

export interface BayanganPlan {
  ref: NodeRef;
  sasaran: string;
  indikator: string;
  satuan: string;
  target: number | null;
  keterangan: string;
}

export interface RencanaAksiPlan {
  sub: SubPlan;
  ssPd: SsPdPlan;
  rencana_aksi: string;
  indikator: string;
  satuan: string;
  tw: (number | null)[];
  twRealisasi: (number | null)[];
}

export interface KamusPlan {
  satker: string;
  tahun: number;
  subKode: string | null;
  indikator_output: string;
  indikator_kemendagri: string | null;
  satuan: string | null;
  is_fungsional: boolean;
  keterangan: string | null;
  status_validasi: boolean;
  catatan_validasi: string | null;
}

export interface ValidasiPerencanaanPlan {
  satker: string;
  tahun: number;
  status: boolean;
  tahap: number;
  /** Set only for a plan validator 3 approved (packages/domain faseValidasiPerencanaan). */
  divalidasi_at: Date | null;
  catatan: string | null;
}

export interface PerencanaanPlan {
  options: PlanOptions;
  /** RPJMD goals by indicator key; ids filled by the insert of the RPJMD. */
  rpjmd: Map<IndikatorRpjmdKey, Ref>;
  /** Program codes each unit runs (program_satuan_kerja). */
  programSatker: { satker: string; programKode: string }[];
  tim: TimPlan[];
  ssPd: SsPdPlan[];
  program: ProgramPlan[];
  tercapai: CatatanPlan[];
  tidakTercapai: CatatanPlan[];
  penyebab: PenyebabPlan[];
  solusi: SolusiPlan[];
  bayangan: BayanganPlan[];
  ssPdCross: { rpjmd: IndikatorRpjmdKey; ssPd: SsPdPlan }[];
  programCross: { ssPd: SsPdPlan; program: ProgramPlan }[];
  kegiatanCross: { program: ProgramPlan; kegiatan: KegiatanPlan }[];
  subCross: { kegiatan: KegiatanPlan; sub: SubPlan }[];
  rencanaAksi: RencanaAksiPlan[];
  kamus: KamusPlan[];
  validasiPerencanaan: ValidasiPerencanaanPlan[];
}

// ---------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------

/** Failure diagnoses (CSF tidak tercapai) with their cause per quarter and next year's solution. */
const KENDALA = [
  {
    csf: 'Keterlambatan proses pengadaan barang dan jasa',
    penyebab: 'Tender gagal dan harus diulang karena tidak ada penawaran yang memenuhi syarat',
    solusi: 'Mempercepat pengadaan melalui tender dini pada triwulan I dan konsolidasi paket pekerjaan',
  },
  {
    csf: 'Refocusing anggaran pada pertengahan tahun',
    penyebab: 'Sebagian anggaran dialihkan untuk kebutuhan prioritas daerah',
    solusi: 'Menyusun skala prioritas kegiatan dan mengusulkan tambahan anggaran pada APBD Perubahan',
  },
  {
    csf: 'Keterbatasan jumlah dan kompetensi SDM pelaksana',
    penyebab: 'Beberapa pelaksana teknis dimutasi dan belum ada pengganti',
    solusi: 'Membentuk tim kerja lintas bidang dan memberikan bimbingan teknis bagi pelaksana',
  },
  {
    csf: 'Koordinasi dengan instansi terkait belum optimal',
    penyebab: 'Jadwal koordinasi dengan instansi vertikal dan kelurahan tidak sinkron',
    solusi: 'Menetapkan rapat koordinasi bulanan dan forum komunikasi lintas perangkat daerah',
  },
  {
    csf: 'Kondisi cuaca menghambat pelaksanaan pekerjaan fisik',
    penyebab: 'Curah hujan tinggi menghentikan pekerjaan lapangan selama beberapa minggu',
    solusi: 'Menjadwalkan pekerjaan fisik pada musim kemarau dan menambah tenaga kerja lapangan',
  },
  {
    csf: 'Data sasaran penerima manfaat belum mutakhir',
    penyebab: 'Data sasaran belum diverifikasi dan divalidasi bersama kelurahan',
    solusi: 'Memutakhirkan data sasaran bersama Dinas Kependudukan dan Pencatatan Sipil setiap triwulan',
  },
  {
    csf: 'Partisipasi masyarakat masih rendah',
    penyebab: 'Sosialisasi kegiatan belum menjangkau seluruh kelurahan',
    solusi: 'Memperluas sosialisasi melalui kader kelurahan dan media sosial resmi pemerintah kota',
  },
] as const;

const FAKTOR_BERHASIL = [
  'Dukungan anggaran tersedia tepat waktu sejak awal tahun',
  'Koordinasi lintas bidang berjalan efektif melalui rapat evaluasi bulanan',
  'Pemantauan kinerja secara berkala melalui aplikasi e-SAKIP',
  'Komitmen pimpinan dan pelaksana dalam mencapai target',
  'Partisipasi aktif masyarakat dan pemangku kepentingan',
  'Dukungan data yang lengkap dan mutakhir',
];

const NAMA_TIM = [
  'Tim Kerja Perencanaan dan Evaluasi Kinerja',
  'Tim Kerja Pengelolaan Data dan Sistem Informasi',
  'Tim Kerja Percepatan Program Prioritas',
  'Tim Kerja Reformasi Birokrasi dan Zona Integritas',
  'Tim Kerja Pengelolaan Keuangan dan Aset',
  'Tim Kerja Pelayanan Publik',
];

const LANGKAH_AKSI = [
  {
    sasaran: 'Tersusunnya rencana kerja',
    indikator: 'Jumlah dokumen rencana kerja dan jadwal pelaksanaan',
    satuan: 'Dokumen',
    target: 1,
  },
  {
    sasaran: 'Terlaksananya koordinasi',
    indikator: 'Jumlah rapat koordinasi dengan pemangku kepentingan',
    satuan: 'Kali',
    target: 4,
  },
  {
    sasaran: 'Terlaporkannya kemajuan',
    indikator: 'Jumlah laporan kemajuan pelaksanaan',
    satuan: 'Laporan',
    target: 12,
  },
  {
    sasaran: 'Terlaksananya monitoring dan evaluasi',
    indikator: 'Jumlah laporan monitoring dan evaluasi',
    satuan: 'Laporan',
    target: 4,
  },
] as const;

/** Operational definition of an indicator. */
function definisiOperasional(indikator: string, satuan: string, polaritas: Polaritas, sumber: string) {
  const kumulatif = isKumulatif(satuan);
  const persen = /^Persentase (.+?) (yang|dengan|terhadap) (.+)$/i.exec(indikator);
  let rumus: string;
  if (persen) rumus = `(Jumlah ${persen[1]} ${persen[2]} ${persen[3]} ÷ Jumlah ${persen[1]} seluruhnya) × 100%`;
  else if (satuan === '%') rumus = '(Realisasi ÷ Sasaran) × 100%';
  else if (kumulatif) rumus = `Σ ${kalimat(indikator.replace(/^Jumlah /i, ''))} selama Januari–Desember`;
  else rumus = `Hasil pengukuran ${kalimat(indikator)} pada akhir tahun`;
  return {
    do_narasi: `Indikator ini mengukur ${kalimat(indikator)} (${satuan}) sebagai ukuran keberhasilan kinerja.`,
    do_rumus: rumus,
    do_keterangan: `${POLARITAS_LABELS[polaritas]}; ${kumulatif ? 'dilaporkan setiap bulan' : 'diukur pada akhir tahun'}.`,
    do_sumber: sumber,
  };
}

// ---------------------------------------------------------------------------------------------
// The unit's structure
// ---------------------------------------------------------------------------------------------

interface Struktur {
  head: DemoUnitKerja;
  sekretariat: DemoUnitKerja | undefined;
  bidang: DemoUnitKerja[];
  eselon4: DemoUnitKerja[];
}

function struktur(data: DemoData, satker: string): Struktur {
  const all = data.unitKerja.filter((u) => u.satuan_kerja_id === satker);
  const head = all.find((u) => u.eselon === 2);
  if (!head) throw new Error(`Satuan kerja ${satker} tanpa kepala`);
  const e3 = all.filter((u) => u.eselon === 3);
  const sekretariat = e3.find((u) => /^(Sekretariat|Bagian Tata Usaha$|Bagian Perencanaan)/.test(u.unit_kerja_nama));
  return { head, sekretariat, bidang: e3.filter((u) => u !== sekretariat), eselon4: all.filter((u) => u.eselon === 4) };
}

const childrenOf = (s: Struktur, parent: DemoUnitKerja) => s.eselon4.filter((u) => u.parent_id === parent.id);

// ---------------------------------------------------------------------------------------------
// Builder
// ---------------------------------------------------------------------------------------------

const PENUNJANG_KEGIATAN_DEFAULT = ['2.01', '2.02', '2.06', '2.08', '2.09'];

interface ProgramPilihan {
  def: ProgramDef;
  kegiatan: KegiatanDef[];
  penunjang: boolean;
  /** Sub kegiatan ('2.02.0005') always among the chosen. */
  wajib: readonly string[];
}

function programPilihan(profil: ProfilSatker, satker: string): ProgramPilihan[] {
  const shape = new Rng(`bentuk:${satker}:program`);
  const out: ProgramPilihan[] = [];
  const pick = (
    def: ProgramDef,
    kodes: readonly string[],
    all: boolean,
    penunjang: boolean,
    wajib: readonly string[] = [],
  ) => {
    const available = kodes
      .map((kode) => def.kegiatan.find((kg) => kg.kode === kode))
      .filter((kg): kg is KegiatanDef => kg !== undefined);
    // The penunjang program always carries planning and finance (the salaries): 2-3 kegiatan.
    const n = all
      ? available.length
      : shape.int(Math.min(penunjang ? 2 : 1, available.length), Math.min(3, available.length));
    out.push({ def, kegiatan: available.slice(0, n), penunjang, wajib });
  };
  if (profil.urusan) {
    const def = programDef(penunjangKode(profil.urusan));
    pick(def, profil.penunjangKegiatan ?? PENUNJANG_KEGIATAN_DEFAULT, false, true);
  }
  for (const ref of profil.program) {
    const def = programDef(typeof ref === 'string' ? ref : ref.kode);
    if (typeof ref === 'string')
      pick(
        def,
        def.kegiatan.map((kg) => kg.kode),
        false,
        false,
      );
    else pick(def, ref.kegiatan, true, false, ref.wajib);
  }
  return out;
}

const programKodeOf = (ref: ProgramRef) => (typeof ref === 'string' ? ref : ref.kode);

export function buildPerencanaanPlan(options: PlanOptions): PerencanaanPlan {
  const data = buildDemoData();
  const plan: PerencanaanPlan = {
    options,
    rpjmd: new Map(),
    programSatker: [],
    tim: [],
    ssPd: [],
    program: [],
    tercapai: [],
    tidakTercapai: [],
    penyebab: [],
    solusi: [],
    bayangan: [],
    ssPdCross: [],
    programCross: [],
    kegiatanCross: [],
    subCross: [],
    rencanaAksi: [],
    kamus: [],
    validasiPerencanaan: [],
  };
  for (const misi of RPJMD_2024.misi)
    for (const tujuan of misi.tujuan)
      for (const sasaran of tujuan.sasaran)
        for (const indikator of sasaran.indikator) if (indikator.key) plan.rpjmd.set(indikator.key, {});

  const ssPdBySatker = new Map<string, SsPdPlan[]>();
  // Units in order, setda before its biro (their programs hang under setda's goals).
  const satkers = [...data.satuanKerja].sort((a, b) => a.urutan - b.urutan);
  for (const satker of satkers) planSatker(plan, data, satker, ssPdBySatker);
  addNotes(plan);
  addCrossLinks(plan);
  addBayangan(plan);
  addRencanaAksiDanKamus(plan);
  plan.validasiPerencanaan = VALIDASI_2025;
  return plan;
}

type Satker = DemoData['satuanKerja'][number];

/** One unit's plan: its programs, teams, SS-PD and performance tree. */
function planSatker(plan: PerencanaanPlan, data: DemoData, satker: Satker, ssPdBySatker: Map<string, SsPdPlan[]>) {
  const id = satker.satuan_kerja_id;
  const profil = profilOf(id);
  const s = struktur(data, id);

  // Program list of the unit (program_satuan_kerja).
  const kodes = new Set<string>([
    ...(profil.urusan ? [penunjangKode(profil.urusan)] : []),
    ...profil.program.map(programKodeOf),
  ]);
  if (id === DEMO_SATKER_IDS.setda) for (const kode of ['4.01.02', '4.01.03']) kodes.add(kode);
  for (const kode of kodes) plan.programSatker.push({ satker: id, programKode: kode });

  const timPerTahun = teamsOfSatker(plan, data, id, s);
  // SS-PD (biro: none, they use setda's).
  const ssDefs = profil.ssPd.length ? [...profil.ssPd] : [];
  if (profil.urusan && id !== DEMO_SATKER_IDS.setda)
    ssDefs.push(ssPdAkuntabilitas(satker.singkatan, Number.parseInt(id.slice(-3), 10)));
  const ssPds = ssDefs.map((def, i) => buildSsPd(def, id, satker.singkatan, satker.is_rsud, i, plan.options));
  plan.ssPd.push(...ssPds);
  ssPdBySatker.set(id, ssPds);
  const induk = profil.ssPdSetda !== undefined ? ssPdBySatker.get(DEMO_SATKER_IDS.setda) : undefined;
  programsOfSatker(plan, { satker, profil, s, timPerTahun, ssPds, induk });
}

/** Teams per year. */
function teamsOfSatker(plan: PerencanaanPlan, data: DemoData, id: string, s: Struktur) {
  const timPerTahun = new Map<TahunKinerja, TimPlan[]>();
  const timShape = new Rng(`bentuk:${id}:tim`);
  const jumlahTim = timShape.int(1, 3);
  const namaTim = timShape.sample(NAMA_TIM, jumlahTim);
  const pegawaiSatker = data.pegawai.filter((pg) => pg.satuan_kerja_id === id && pg.nip !== s.head.pejabat_nip);
  const calonKetua = [...s.bidang, ...(s.sekretariat ? [s.sekretariat] : []), ...s.eselon4];
  for (const tahun of TAHUN_KINERJA) {
    const tims = namaTim.map((nama, i): TimPlan => {
      const rng = new Rng(`tim:${id}:${tahun}:${i}`);
      const ketuaPosisi = calonKetua[i % Math.max(1, calonKetua.length)] ?? s.head;
      const ketua = ketuaPosisi.pejabat_nip;
      const lain = pegawaiSatker.filter((pg) => pg.nip !== ketua);
      const anggota = rng.sample(lain, rng.int(2, Math.min(4, lain.length))).map((pg, j): AnggotaPlan => {
        const status = tahun === 2024 ? 1 : rng.next();
        return {
          nip: pg.nip,
          peran: j === 0 ? 'sekretaris' : 'anggota',
          status_kepala_bidang: status < 0.1 ? 'menunggu' : status < 0.14 ? 'ditolak' : 'disetujui',
          status_kepala_opd: status < 0.3 ? 'menunggu' : 'disetujui',
          catatan_kepala_bidang:
            status >= 0.1 && status < 0.14 ? 'Beban kerja pegawai sudah penuh pada tim lain' : null,
        };
      });
      return {
        satker: id,
        tahun,
        nama,
        ketua_nip: ketua,
        unit_kerja_id: ketuaPosisi.id,
        is_tambahan: /Percepatan|Reformasi/.test(nama),
        keterangan: /Percepatan|Reformasi/.test(nama) ? 'Tim tambahan di luar struktur organisasi' : null,
        anggota,
      };
    });
    timPerTahun.set(tahun, tims);
    plan.tim.push(...tims);
  }
  return timPerTahun;
}

/** Programs → kegiatan → sub kegiatan → langkah aksi, per year and replica. */
function programsOfSatker(
  plan: PerencanaanPlan,
  u: {
    satker: Satker;
    profil: ProfilSatker;
    s: Struktur;
    timPerTahun: Map<TahunKinerja, TimPlan[]>;
    ssPds: SsPdPlan[];
    induk: SsPdPlan[] | undefined;
  },
) {
  const { satker, profil, s, timPerTahun, ssPds, induk } = u;
  const id = satker.satuan_kerja_id;
  const options = plan.options;
  const pilihan = programPilihan(profil, id);
  for (const tahun of TAHUN_KINERJA) {
    const tims = timPerTahun.get(tahun) ?? [];
    for (let replika = 0; replika < options.scale; replika++) {
      pilihan.forEach((pp, pi) => {
        // Biro: setda's goal. Setda: its first goal. Others: penunjang under the accountability
        // goal (the last), the field's programs in turn under the field's goals.
        let ssPd: SsPdPlan | undefined;
        if (induk) ssPd = induk[profil.ssPdSetda ?? 0] ?? induk[0];
        else if (id === DEMO_SATKER_IDS.setda) ssPd = ssPds[0];
        else if (pp.penunjang) ssPd = ssPds[ssPds.length - 1];
        else {
          const teknis = ssPds.length > 1 ? ssPds.slice(0, -1) : ssPds;
          ssPd = teknis[(pi - 1) % teknis.length];
        }
        if (!ssPd) throw new Error(`Tidak ada SS-PD untuk program ${pp.def.kode} di ${id}`);
        plan.program.push(
          buildProgram({
            pp,
            pi,
            satker: id,
            singkatan: satker.singkatan,
            isRsud: satker.is_rsud,
            tahun,
            replika,
            ssPd,
            s,
            tims,
            bulanTerakhir: tahun === 2024 ? 12 : options.bulanTerakhir2025,
          }),
        );
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// SS-PD
// ---------------------------------------------------------------------------------------------

function buildSsPd(
  def: SsPdDef,
  satker: string,
  singkatan: string,
  isRsud: boolean,
  urutan: number,
  options: PlanOptions,
): SsPdPlan {
  const rng = new Rng(`sspd:${satker}:${urutan}`);
  const polaritas = def.polaritas ?? 'naik';
  const d = Math.max(desimal(def.satuan), def.satuan === 'Indeks' ? 2 : 0);
  const target = [0, 1, 2, 3, 4].map((i) => round(def.target + def.step * i, d));
  const gagal2024 = rng.chance(0.25);
  const gagal2025 = rng.chance(0.2);
  const kumulatif = isKumulatif(def.satuan);
  const triwulan: SsPdPlan['triwulan'] = [];
  const realisasiTahun: (number | null)[] = [null, null, null, null, null];
  ([2024, 2025] as const).forEach((tahun, ti) => {
    const t = target[ti] ?? def.target;
    const r = realisasiDari(rng, t, def.satuan, polaritas, tahun === 2024 ? gagal2024 : gagal2025);
    const reported = tahun === 2024 ? 4 : Math.floor(options.bulanTerakhir2025 / 3);
    let last: number | null = null;
    for (let q = 1; q <= 4; q++) {
      const tq = kumulatif ? round((t * q) / 4, d) : t;
      const geser = Math.abs(r) * 0.012 * (4 - q);
      const rq =
        q > reported
          ? null
          : kumulatif
            ? round((r * q) / 4, d)
            : def.satuan === 'Level'
              ? r
              : round(polaritas === 'turun' ? r + geser : r - geser, d);
      if (rq !== null) last = rq;
      triwulan.push({ tahun, triwulan: q, target: tq, realisasi: rq, capaian: capaian(tq, rq, polaritas) });
    }
    realisasiTahun[ti] = tahun === 2024 ? r : rng.chance(0.5) ? last : null;
  });
  const capaianTahun = target.map((t, i) => capaian(t, realisasiTahun[i], polaritas));
  const perTahun = (prefix: string, values: (number | null)[]) =>
    Object.fromEntries(values.map((v, i) => [`${prefix}_${i + 1}`, v]));
  return {
    satker,
    def,
    urutan,
    kcc: undefined,
    gagal2024,
    triwulan,
    row: {
      satuan_kerja_id: satker,
      sasaran_strategis_satker: def.sasaran,
      iku: def.iku,
      satuan: def.satuan,
      polaritas,
      baseline: def.baseline,
      ...perTahun('target', target),
      ...perTahun('realisasi', realisasiTahun),
      ...perTahun('capaian', capaianTahun),
      rata_nasional: def.rata ?? null,
      ...(rng.chance(0.9) ? definisiOperasional(def.iku, def.satuan, polaritas, `Laporan Kinerja ${singkatan}`) : {}),
      status_upload_pk: rng.chance(0.7),
      skp: urutan === 0,
      is_kinerja_direktur_rsud: isRsud && urutan === 0,
      urutan,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Kinerja tree
// ---------------------------------------------------------------------------------------------

interface ProgramInput {
  pp: ProgramPilihan;
  pi: number;
  satker: string;
  singkatan: string;
  isRsud: boolean;
  tahun: TahunKinerja;
  replika: number;
  ssPd: SsPdPlan;
  s: Struktur;
  tims: TimPlan[];
  bulanTerakhir: number;
}

function pengampuDari(rng: Rng, position: DemoUnitKerja | undefined, tims: TimPlan[], timChance: number): Pengampu {
  if (rng.chance(0.05)) return null;
  if (tims.length && rng.chance(timChance)) return { type: 'tim-kerja', tim: rng.pick(tims) };
  return position ? { type: 'unit-kerja', unitKerjaId: position.id } : null;
}

function detailColumns(
  rng: Rng,
  pengampu: Pengampu,
  indikator: string,
  satuan: string,
  polaritas: Polaritas,
  singkatan: string,
  tahun: number,
) {
  return {
    pengampu_type: pengampu?.type ?? null,
    unit_kerja_id: pengampu?.type === 'unit-kerja' ? pengampu.unitKerjaId : null,
    ...(rng.chance(0.85)
      ? definisiOperasional(
          indikator,
          satuan,
          polaritas,
          isKumulatif(satuan) ? `Laporan bulanan ${singkatan}` : `Laporan kinerja tahunan ${singkatan}`,
        )
      : {}),
    status_upload_pk: rng.chance(tahun === 2024 ? 0.8 : 0.4),
    skp: rng.chance(0.3),
  };
}

/**
 * The target of a node in a year: a base drawn once per node (the same in both years), raised a
 * little in 2025 (lowered for lower-is-better indicators); a share stays within 100 %.
 */
function targetTahun(
  key: string,
  tahun: TahunKinerja,
  indikator: string,
  satuan: string,
  polaritas: Polaritas,
): number {
  const base = targetTahunan(new Rng(`target:${key}`), indikator, satuan, polaritas);
  if (tahun === 2024) return base;
  const rng = new Rng(`target:${key}:${tahun}`);
  const d = desimal(satuan);
  if (isKumulatif(satuan))
    return satuan === 'Laporan' || satuan === 'Unit Kerja' ? base : round(base * rng.float(1, 1.15), d);
  if (polaritas === 'turun') return round(base * rng.float(0.9, 0.98), d);
  const naik = round(base * rng.float(1.005, 1.03), d);
  return satuan === '%' && base <= 100 ? Math.min(100, naik) : naik;
}

function buildProgram(input: ProgramInput): ProgramPlan {
  const { pp, pi, satker, singkatan, tahun, replika, ssPd, s, tims, bulanTerakhir } = input;
  const key = `${satker}/${pi}.${replika}`;
  const shape = new Rng(`bentuk:${satker}:${pi}`);
  const rng = new Rng(`nilai:${key}:${tahun}`);
  const tag = replika > 0 ? ` (paket ${replika + 1})` : '';

  // Position carrying the program: the secretariat for penunjang, a bidang otherwise.
  const posisiProgram = pp.penunjang
    ? (s.sekretariat ?? s.bidang[0] ?? s.eselon4[0] ?? s.head)
    : (s.bidang[(pi - 1 + s.bidang.length) % Math.max(1, s.bidang.length)] ??
      s.eselon4[pi % Math.max(1, s.eselon4.length)] ??
      s.head);
  const bawahan = childrenOf(s, posisiProgram);
  const posisiSub = bawahan.length ? bawahan : s.eselon4.length ? s.eselon4 : [posisiProgram];

  const program: ProgramPlan = {
    level: 'kinerja-program',
    key,
    tahun,
    satker,
    replika,
    ssPd,
    programKode: pp.def.kode,
    kcc: undefined,
    kegiatan: [],
    pengampu: pengampuDari(rng, posisiProgram, tims, 0.05),
    gagal: false,
    row: {},
    deret: undefined as unknown as Deret,
    anggaran: undefined as unknown as Anggaran,
  };

  const ctx: ProgramCtx = { input, key, shape, tag, posisiProgram, posisiSub, program };
  program.kegiatan = pp.kegiatan.map((kg, ki) => buildKegiatan(ctx, kg, ki));

  const gagalAnak = program.kegiatan.some((kg) => kg.gagal);
  program.gagal = rng.chance(gagalAnak ? 0.5 : 0.1);
  const pol = pp.def.polaritas ?? 'naik';
  const pd = deret({
    rng,
    target: targetTahun(key, tahun, pp.def.indikator, pp.def.satuan, pol),
    satuan: pp.def.satuan,
    polaritas: pol,
    gagal: program.gagal,
    bulanTerakhir,
  });
  const pa = jumlahAnggaran(program.kegiatan.map((kg) => kg.anggaran));
  program.deret = pd;
  program.anggaran = pa;
  program.row = ukuranColumns(
    { sasaran: pp.def.sasaran + tag, indikator: pp.def.indikator, satuan: pp.def.satuan, polaritas: pol },
    pd,
    pa,
    {
      tahun,
      satuan_kerja_id: satker,
      ...detailColumns(rng, program.pengampu, pp.def.indikator, pp.def.satuan, pol, singkatan, tahun),
      is_kinerja_direktur_to_wakil_direktur_rsud: input.isRsud && !pp.penunjang,
      urutan: pi + 1 + replika * 10,
    },
  );
  return program;
}

/** What the kegiatan and sub kegiatan of a program are built from. */
interface ProgramCtx {
  input: ProgramInput;
  key: string;
  /** The program's shape Rng: drawn in kegiatan order (the same in both years). */
  shape: Rng;
  tag: string;
  posisiProgram: DemoUnitKerja;
  posisiSub: DemoUnitKerja[];
  program: ProgramPlan;
}

function buildKegiatan(ctx: ProgramCtx, kg: KegiatanDef, ki: number): KegiatanPlan {
  const { pp, satker, singkatan, tahun, replika, tims, bulanTerakhir } = ctx.input;
  const { key, shape, tag, posisiProgram, posisiSub, program } = ctx;
  const kKey = `${key}/${ki}`;
  const kRng = new Rng(`nilai:${kKey}:${tahun}`);
  const nSub = shape.int(1, Math.min(3, kg.sub.length));
  const subDefs = shape.sample(kg.sub, nSub);
  const wajib = kg.sub.find((sd) => pp.wajib.includes(`${kg.kode}.${sd.kode}`));
  if (wajib && !subDefs.includes(wajib)) subDefs[subDefs.length - 1] = wajib;
  const kegiatan: KegiatanPlan = {
    level: 'kinerja-kegiatan',
    key: kKey,
    tahun,
    satker,
    replika,
    program,
    kegiatanKode: kegiatanKode(pp.def, kg),
    sub: [],
    pengampu: pengampuDari(kRng, kRng.chance(0.5) ? posisiProgram : posisiSub[ki % posisiSub.length], tims, 0.1),
    gagal: false,
    row: {},
    deret: undefined as unknown as Deret,
    anggaran: undefined as unknown as Anggaran,
  };
  kegiatan.sub = subDefs.map((sd, si) => buildSub(ctx, { kegiatan, kg, ki, kKey }, sd, si));
  // Kegiatan values: own indicator; budget = sum of its sub kegiatan.
  const gagalAnak = kegiatan.sub.some((sb) => sb.gagal);
  kegiatan.gagal = kRng.chance(gagalAnak ? 0.5 : 0.1);
  const pol = kg.polaritas ?? 'naik';
  const kd = deret({
    rng: kRng,
    target: targetTahun(kKey, tahun, kg.indikator, kg.satuan, pol),
    satuan: kg.satuan,
    polaritas: pol,
    gagal: kegiatan.gagal,
    bulanTerakhir,
  });
  const ka = jumlahAnggaran(kegiatan.sub.map((sb) => sb.anggaran));
  kegiatan.deret = kd;
  kegiatan.anggaran = ka;
  kegiatan.row = ukuranColumns(
    { sasaran: kg.sasaran + tag, indikator: kg.indikator, satuan: kg.satuan, polaritas: pol },
    kd,
    ka,
    {
      tahun,
      satuan_kerja_id: satker,
      ...detailColumns(kRng, kegiatan.pengampu, kg.indikator, kg.satuan, pol, singkatan, tahun),
      urutan: ki + 1,
    },
  );
  return kegiatan;
}

interface KegiatanCtx {
  kegiatan: KegiatanPlan;
  kg: KegiatanDef;
  ki: number;
  kKey: string;
}

function buildSub(ctx: ProgramCtx, { kegiatan, kg, ki, kKey }: KegiatanCtx, sd: SubKegiatanDef, si: number): SubPlan {
  const { pp, pi, satker, singkatan, tahun, replika, tims, bulanTerakhir } = ctx.input;
  const { tag, posisiSub } = ctx;
  const sKey = `${kKey}/${si}`;
  const sShape = new Rng(`bentuk:${satker}:${pi}/${ki}/${si}`);
  const sRng = new Rng(`nilai:${sKey}:${tahun}`);
  // Salaries are paid whatever happens: that sub kegiatan does not fail.
  const gagal = sd.satuan !== 'Orang/bulan' && sRng.chance(tahun === 2024 ? 0.2 : 0.15);
  const target = targetTahun(sKey, tahun, sd.indikator, sd.satuan, 'naik');
  // The months' path of the realisasi (a slow start, a late report): the rapor's spread.
  const d = jalurRealisasi(deret({ rng: sRng, target, satuan: sd.satuan, polaritas: 'naik', gagal, bulanTerakhir }), {
    key: sKey,
    tahun,
    satuan: sd.satuan,
    pola: polaLaporan(satker, tahun),
    bulanTerakhir,
  });
  const bobot = bobotBulanan(sRng, sd.satuan, target);
  const a = anggaranSub(sRng, sd.pagu ?? [100, 900], bobot, gagal, bulanTerakhir);
  const useTim = sShape.chance(0.2);
  const tim = tims.length ? tims[sShape.int(0, tims.length - 1)] : undefined;
  const pengampu: Pengampu =
    useTim && tim ? { type: 'tim-kerja', tim } : pengampuDari(sRng, posisiSub[(ki + si) % posisiSub.length], [], 0);
  const sasaran = `Terlaksananya ${kalimat(sd.nama)}`;
  const tema = sd.tema && sShape.chance(0.8) ? sd.tema : undefined;
  const sub: SubPlan = {
    level: 'kinerja-sub-kegiatan',
    key: sKey,
    tahun,
    satker,
    replika,
    kegiatan,
    subKode: subKegiatanKode(pp.def, kg, sd),
    def: sd,
    tema,
    langkahAksi: [],
    pengampu,
    gagal,
    deret: d,
    anggaran: a,
    row: ukuranColumns(
      { sasaran: sasaran + tag, indikator: sd.indikator, satuan: sd.satuan, polaritas: 'naik' },
      d,
      a,
      {
        tahun,
        satuan_kerja_id: satker,
        ...detailColumns(sRng, pengampu, sd.indikator, sd.satuan, 'naik', singkatan, tahun),
        indikator_kemendagri: sd.indikator,
        is_external: sd.external === true || sShape.chance(0.03),
        status_validasi: sRng.chance(tahun === 2024 ? 0.7 : 0.3),
        urutan: si + 1,
      },
    ),
  };
  validasiNotes(sub, sRng);
  sub.langkahAksi = langkahAksiOf(sub, { pi, ki, si, tims, bulanTerakhir });
  return sub;
}

function validasiNotes(sub: SubPlan, sRng: Rng) {
  if (sub.row.status_validasi === true) {
    sub.row.catatan_validasi = 'Indikator dan target sesuai dengan kamus indikator';
    sub.row.validasi_at = new Date(Date.UTC(sub.tahun, 1, 10 + sRng.int(0, 40)));
  } else if (sRng.chance(0.2)) {
    sub.row.catatan_validasi = 'Satuan indikator belum sesuai dengan nomenklatur Kemendagri';
  }
}

/** Langkah aksi: structure from the shape Rng (the same in both years and every replica). */
function langkahAksiOf(
  sub: SubPlan,
  { pi, ki, si, tims, bulanTerakhir }: { pi: number; ki: number; si: number; tims: TimPlan[]; bulanTerakhir: number },
): LangkahAksiPlan[] {
  const satker = sub.satker;
  const laShape = new Rng(`bentuk:${satker}:${pi}/${ki}/${si}:la`);
  const punyaLangkah = laShape.chance(0.25) || (satker === DEMO_SATKER_IDS.pendidikan && si === 0);
  if (!punyaLangkah) return [];
  const templates = laShape.sample(LANGKAH_AKSI, laShape.int(2, 3));
  const laTim = tims.length ? tims[laShape.int(0, tims.length - 1)] : undefined;
  return templates.map((tpl, li) => buildLangkahAksi(sub, tpl, li, laTim ?? null, bulanTerakhir));
}

function buildLangkahAksi(
  sub: SubPlan,
  tpl: (typeof LANGKAH_AKSI)[number],
  li: number,
  tim: TimPlan | null,
  bulanTerakhir: number,
): LangkahAksiPlan {
  const rng = new Rng(`nilai:${sub.key}/la${li}:${sub.tahun}`);
  const gagal = sub.gagal && rng.chance(0.6);
  const d = deret({ rng, target: tpl.target, satuan: tpl.satuan, polaritas: 'naik', gagal, bulanTerakhir });
  const nol = { anggaran: 0, realisasiAnggaran: 0, anggaranBulanan: [], realisasiAnggaranBulanan: [] };
  const members = tim ? rng.sample(tim.anggota, rng.int(1, Math.min(3, tim.anggota.length))) : [];
  const bagian = splitInteger(
    tpl.target,
    members.map(() => 1),
  );
  return {
    sub,
    tim,
    row: ukuranColumns(
      {
        sasaran: `${tpl.sasaran} ${kalimat(sub.def.nama)}`,
        indikator: tpl.indikator,
        satuan: tpl.satuan,
        polaritas: 'naik',
      },
      d,
      nol,
      { tahun: sub.tahun, satuan_kerja_id: sub.satker, realisasi_anggaran: null, urutan: li + 1 },
    ),
    anggota: members.map((anggota, i) => {
      const target = Math.max(1, bagian[i] ?? 1);
      const realisasi = d.realisasi === null ? null : Math.round(target * Math.min(1.2, (d.capaian ?? 0) / 100));
      return {
        anggota,
        target,
        targetBulanan: targetBulananAnggota(target, d),
        satuan: tpl.satuan,
        realisasi,
        realisasiBulanan: bulananAnggota(realisasi, d.realisasiBulanan),
      };
    }),
  };
}

/**
 * A member's yearly value spread over the months in which the step itself has a value of the
 * series, in proportion to them (whole numbers; the months sum to the yearly value). No rng: the
 * random stream of the rest of the seed stays as it was.
 */
function bulananAnggota(realisasi: number | null, months: readonly (number | null)[]): (number | null)[] {
  const bulan = months.map((v) => (v === null ? null : Math.max(0, v)));
  if (realisasi === null || bulan.every((v) => v === null)) return bulan.map(() => null);
  const weights = bulan.map((v) => v ?? 0);
  const total = weights.reduce((x, y) => x + y, 0);
  const parts = splitInteger(realisasi, total === 0 ? bulan.map((v) => (v === null ? 0 : 1)) : weights);
  return bulan.map((v, i) => (v === null ? null : (parts[i] ?? 0)));
}

/**
 * A member's monthly target: their yearly target over the months the step has a target (the sum
 * is the yearly target); in December when the step has no monthly target (as migration 0014).
 */
function targetBulananAnggota(target: number, d: Deret): (number | null)[] {
  // A month whose share rounds to 0 has no target (as the step's own months).
  const bulan = bulananAnggota(target, d.targetBulanan).map((v) => (v === 0 ? null : v));
  return bulan.some((v) => v !== null) ? bulan : [...Array<null>(11).fill(null), target];
}

// ---------------------------------------------------------------------------------------------
// Notes: CSF tercapai / tidak tercapai, penyebab kegagalan, solusi
// ---------------------------------------------------------------------------------------------

export function* kinerjaNodes(plan: PerencanaanPlan): Generator<KinerjaPlan> {
  for (const program of plan.program) {
    yield program;
    for (const kegiatan of program.kegiatan) {
      yield kegiatan;
      yield* kegiatan.sub;
    }
  }
}

function addNotes(plan: PerencanaanPlan): void {
  const byKey = new Map<string, KinerjaPlan>();
  for (const node of kinerjaNodes(plan)) byKey.set(`${node.tahun}:${node.level}:${node.key}`, node);
  for (const node of kinerjaNodes(plan)) addNodeNotes(plan, node, byKey);
  addGoalNotes(plan);
}

/** A node's CSF notes and causes of failure (failed) or success factors (achieved), and its solutions. */
function addNodeNotes(plan: PerencanaanPlan, node: KinerjaPlan, byKey: Map<string, KinerjaPlan>) {
  const rng = new Rng(`catatan:${node.key}:${node.tahun}`);
  const ref: NodeRef = { level: node.level, node };
  const kendala = KENDALA[rng.int(0, KENDALA.length - 1)] ?? KENDALA[0];
  const reported = node.tahun === 2024 ? 4 : Math.floor(plan.options.bulanTerakhir2025 / 3);
  if (node.gagal) {
    plan.tidakTercapai.push({ ref, tahun: node.tahun, triwulan: null, catatan: kendala.csf, urutan: 1 });
    if (rng.chance(0.4)) {
      const lain = KENDALA[(KENDALA.indexOf(kendala) + 1) % KENDALA.length] ?? kendala;
      plan.tidakTercapai.push({ ref, tahun: node.tahun, triwulan: null, catatan: lain.csf, urutan: 2 });
    }
    // A cause for every reported quarter whose cumulative capaian is below 100.
    const t = cumulativeByTriwulan(node.deret.targetBulanan);
    const r = cumulativeByTriwulan(node.deret.realisasiBulanan);
    const polaritas = node.row.polaritas as Polaritas;
    for (let q = 1; q <= reported; q++) {
      const c = capaian(t[q - 1], r[q - 1], polaritas);
      if (c !== null && c < 100)
        plan.penyebab.push({ ref, tahun: node.tahun, triwulan: q, penyebab: `${kendala.penyebab} (triwulan ${TRIWULAN_ROMAWI[q - 1] ?? q})` });
    }
  } else if (reported === 4 && node.deret.capaian !== null && node.deret.capaian >= 100) {
    // A closed year (2024; 2025 once it has ended) names what made the achieved items work.
    if (rng.chance(0.5))
      plan.tercapai.push({ ref, tahun: node.tahun, triwulan: null, catatan: rng.pick(FAKTOR_BERHASIL), urutan: 1 });
    // Achieved but with a failed success factor: the 'CSF Gagal' icon.
    if (rng.chance(0.08))
      plan.tidakTercapai.push({ ref, tahun: node.tahun, triwulan: null, catatan: kendala.csf, urutan: 1 });
  }
  addSolusi(plan, node, byKey);
}

/** Perbaikan kinerja: a solution to last year's problem (2025), or to a 2023 problem in words (2024). */
function addSolusi(plan: PerencanaanPlan, node: KinerjaPlan, byKey: Map<string, KinerjaPlan>) {
  // Perbaikan kinerja: this year's solution to last year's problem.
  if (node.tahun === 2025) {
    const lalu = byKey.get(`2024:${node.level}:${node.key}`);
    if (lalu?.gagal) {
      const masalah = KENDALA[new Rng(`catatan:${lalu.key}:2024`).int(0, KENDALA.length - 1)] ?? KENDALA[0];
      plan.solusi.push({ level: node.level, node, masalahNode: lalu, masalah: masalah.csf, solusi: masalah.solusi });
    }
  }
  // The default year (2024) answers problems of 2023, a year without a tree in the demo: the
  // problem in words only, so the 'Solusi Kinerja' check and its modal show on the default year.
  // Its own random stream: the notes drawn above stay as they were.
  if (node.tahun === 2024) {
    const sRng = new Rng(`solusi-2023:${node.level}:${node.key}`);
    if (sRng.chance(0.2)) {
      const masalah = KENDALA[sRng.int(0, KENDALA.length - 1)] ?? KENDALA[0];
      plan.solusi.push({
        level: node.level,
        node,
        masalahNode: null,
        masalah: `${masalah.csf} (tahun 2023)`,
        solusi: masalah.solusi,
      });
    }
  }
}

/** SS-PD and RPJMD goals: their 2024 notes. */
function addGoalNotes(plan: PerencanaanPlan) {
  // SS-PD that missed their 2024 target.
  for (const ssPd of plan.ssPd) {
    if (!ssPd.gagal2024) continue;
    const kendala =
      KENDALA[new Rng(`catatan:sspd:${ssPd.satker}:${ssPd.urutan}`).int(0, KENDALA.length - 1)] ?? KENDALA[0];
    const ref: NodeRef = { level: 'sasaran-strategis-pd', node: ssPd };
    plan.tidakTercapai.push({ ref, tahun: 2024, triwulan: null, catatan: kendala.csf, urutan: 1 });
  }

  // RPJMD goals that missed their 2024 target.
  for (const misi of RPJMD_2024.misi)
    for (const tujuan of misi.tujuan)
      for (const sasaran of tujuan.sasaran)
        for (const ind of sasaran.indikator) {
          const node = ind.key ? plan.rpjmd.get(ind.key) : undefined;
          const c = capaian(ind.nilai.target[0], ind.nilai.realisasi[0], ind.polaritas);
          if (!node || c === null) continue;
          const ref: NodeRef = { level: 'sasaran-strategis-rpjmd', node };
          if (c < 100)
            plan.tidakTercapai.push({
              ref,
              tahun: 2024,
              triwulan: null,
              catatan: `${ind.indikator} belum mencapai target: sinergi program lintas perangkat daerah perlu diperkuat`,
              urutan: 1,
            });
          else
            plan.tercapai.push({
              ref,
              tahun: 2024,
              triwulan: null,
              catatan: `${ind.indikator} mencapai target berkat dukungan program lintas perangkat daerah`,
              urutan: 1,
            });
        }
}

// ---------------------------------------------------------------------------------------------
// Cross cutting, cross links, shadow performance
// ---------------------------------------------------------------------------------------------

function findProgram(plan: PerencanaanPlan, satker: string, tahun: number, kode: string): ProgramPlan | undefined {
  return plan.program.find(
    (p) => p.satker === satker && p.tahun === tahun && p.replika === 0 && p.programKode === kode,
  );
}

const firstSsPd = (plan: PerencanaanPlan, satker: string) =>
  plan.ssPd.find((ss) => ss.satker === satker && ss.urutan === 0);

function addCrossLinks(plan: PerencanaanPlan): void {
  // Cross cutting of the city: the unit goals and programs that carry it.
  const attach = (def: CrossCuttingDef) => {
    const ssPd = plan.ssPd.find((ss) => ss.satker === def.satker && ss.def.rpjmd === def.rpjmd);
    if (ssPd && !ssPd.kcc) ssPd.kcc = def;
    if (def.program)
      for (const p of plan.program)
        if (p.satker === def.satker && p.programKode === def.program && p.replika === 0) p.kcc = def;
    def.children?.forEach(attach);
  };
  CROSS_CUTTING.forEach(attach);

  // An RPJMD goal adopts another unit's SS-PD.
  for (const [rpjmd, satker] of [
    ['kemiskinan', '1055'],
    ['kemiskinan', '1035'],
    ['stunting', '1065'],
    ['investasi', '1090'],
  ] as const) {
    const ssPd = firstSsPd(plan, satker);
    if (ssPd && ssPd.def.rpjmd !== rpjmd) plan.ssPdCross.push({ rpjmd, ssPd });
  }

  for (const tahun of TAHUN_KINERJA) {
    // A unit goal adopts another unit's program.
    for (const [ssSatker, satker, kode] of [
      [DEMO_SATKER_IDS.rsud, '1020', '1.02.02'],
      [DEMO_SATKER_IDS.dpmptsp, '1090', '2.17.07'],
      [DEMO_SATKER_IDS.pendidikan, '1100', '2.23.02'],
    ] as const) {
      const ssPd = firstSsPd(plan, ssSatker);
      const program = findProgram(plan, satker, tahun, kode);
      if (ssPd && program) plan.programCross.push({ ssPd, program });
    }
    // A program adopts another unit's kegiatan.
    for (const [pSatker, pKode, satker, kode] of [
      ['1020', '1.02.02', '1060', '2.14.04'],
      ['1105', '3.30.04', '1065', '2.09.03'],
      ['1050', '1.06.05', '1035', '1.04.03'],
    ] as const) {
      const program = findProgram(plan, pSatker, tahun, pKode);
      const kegiatan = findProgram(plan, satker, tahun, kode)?.kegiatan[0];
      if (program && kegiatan) plan.kegiatanCross.push({ program, kegiatan });
    }
    // A kegiatan adopts another unit's sub kegiatan (e.g. the RSUD adopts Dinas Kesehatan's).
    const dinkes = findProgram(plan, '1020', tahun, '1.02.02')?.kegiatan.flatMap((kg) => kg.sub) ?? [];
    for (const [kSatker, kKode, sub] of [
      [DEMO_SATKER_IDS.rsud, '1.02.02', dinkes[0]],
      [DEMO_SATKER_IDS.pendidikan, '1.01.02', dinkes.find((sb) => sb.subKode.endsWith('.0005')) ?? dinkes[1]],
      [
        DEMO_SATKER_IDS.dpmptsp,
        '2.18.04',
        findProgram(plan, DEMO_SATKER_IDS.kominfo, tahun, '2.16.03')?.kegiatan[0]?.sub[0],
      ],
    ] as const) {
      const kegiatan = findProgram(plan, kSatker, tahun, kKode)?.kegiatan[0];
      if (kegiatan && sub) plan.subCross.push({ kegiatan, sub });
    }
  }
}

/** Shadow performance on some nodes of three units: an SS-PD, a program and sub kegiatan. */
export const SATKER_BAYANGAN = [DEMO_SATKER_IDS.pendidikan, '1020', DEMO_SATKER_IDS.dpmptsp] as const;

function addBayangan(plan: PerencanaanPlan): void {
  const bayangan = (ref: NodeRef, sasaran: string, indikator: string, satuan: string, target: number | null) =>
    plan.bayangan.push({
      ref,
      sasaran,
      indikator,
      satuan,
      target,
      keterangan: 'Kinerja bayangan untuk arsitektur kinerja',
    });
  for (const satker of SATKER_BAYANGAN) {
    const ssPd = firstSsPd(plan, satker);
    if (ssPd)
      bayangan(
        { level: 'sasaran-strategis-pd', node: ssPd },
        ssPd.def.sasaran,
        ssPd.def.iku,
        ssPd.def.satuan,
        ssPd.def.target,
      );
    for (const tahun of TAHUN_KINERJA) {
      const programs = plan.program.filter((p) => p.satker === satker && p.tahun === tahun && p.replika === 0);
      // programs[0] (penunjang) has none: omitted. programs[1]: the program itself and one sub
      // kegiatan render. programs[2]: only a sub kegiatan renders, its program and kegiatan hide.
      const [, kedua, ketiga] = programs;
      if (kedua) {
        const r = kedua.row;
        bayangan(
          { level: 'kinerja-program', node: kedua },
          `${String(r.sasaran)} (bayangan)`,
          String(r.indikator),
          String(r.satuan),
          kedua.deret.target,
        );
      }
      for (const p of [kedua, ketiga]) {
        const sub = p?.kegiatan[0]?.sub[0];
        if (sub)
          bayangan(
            { level: 'kinerja-sub-kegiatan', node: sub },
            `${String(sub.row.sasaran)} (bayangan)`,
            sub.def.indikator,
            sub.def.satuan,
            sub.deret.target,
          );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rencana aksi, kamus indikator, validasi perencanaan
// ---------------------------------------------------------------------------------------------

function addRencanaAksiDanKamus(plan: PerencanaanPlan): void {
  const kamusSeen = new Set<string>();
  for (const program of plan.program) {
    for (const kegiatan of program.kegiatan) {
      for (const sub of kegiatan.sub) {
        const rng = new Rng(`ra:${sub.key}:${sub.tahun}`);
        if (rng.chance(0.5)) {
          const reported = sub.tahun === 2024 ? 4 : Math.floor(plan.options.bulanTerakhir2025 / 3);
          const tw = cumulativeByTriwulan(sub.deret.targetBulanan);
          const twR = cumulativeByTriwulan(sub.deret.realisasiBulanan).map((v, i) => (i < reported ? (v ?? 0) : null));
          plan.rencanaAksi.push({
            sub,
            ssPd: program.ssPd,
            rencana_aksi: `Pelaksanaan ${kalimat(sub.def.nama)}`,
            indikator: sub.def.indikator,
            satuan: sub.def.satuan,
            tw,
            twRealisasi: twR,
          });
        }
        const kamusKey = `${sub.satker}:${sub.tahun}:${sub.subKode}`;
        if (kamusSeen.has(kamusKey)) continue;
        kamusSeen.add(kamusKey);
        const valid = rng.chance(sub.tahun === 2024 ? 0.6 : 0.35);
        plan.kamus.push({
          satker: sub.satker,
          tahun: sub.tahun,
          subKode: sub.subKode,
          indikator_output: String(sub.row.indikator),
          indikator_kemendagri: sub.def.indikator,
          satuan: sub.def.satuan,
          is_fungsional: false,
          keterangan: null,
          status_validasi: valid,
          catatan_validasi: valid
            ? 'Sesuai dengan indikator sub kegiatan Kemendagri'
            : rng.chance(0.3)
              ? 'Indikator output perlu diselaraskan dengan satuan Kemendagri'
              : null,
        });
      }
    }
  }
  // Functional indicators (kamus indikator fungsional): not tied to a sub kegiatan.
  const satkers = [...new Set(plan.program.map((p) => p.satker))];
  for (const satker of satkers)
    for (const tahun of TAHUN_KINERJA) {
      const rng = new Rng(`kamus-fungsional:${satker}:${tahun}`);
      for (const [indikator, satuan] of [
        ['Persentase laporan kinerja yang disampaikan tepat waktu', '%'],
        ['Jumlah inovasi pelayanan publik yang diterapkan', 'Inovasi'],
      ] as const) {
        if (!rng.chance(0.6)) continue;
        const valid = rng.chance(0.5);
        plan.kamus.push({
          satker,
          tahun,
          subKode: null,
          indikator_output: indikator,
          indikator_kemendagri: null,
          satuan,
          is_fungsional: true,
          keterangan: 'Indikator kinerja fungsional perangkat daerah',
          status_validasi: valid,
          catatan_validasi: valid ? 'Indikator fungsional dapat digunakan' : null,
        });
      }
    }
}

/**
 * Planning validation for 2025 at different stages (packages/domain validasi-perencanaan.ts):
 * status true = submitted and locked (waiting at tahap; validated after tahap 3 once divalidasi_at
 * is set), status false = returned to the unit at that tahap. Dinas Pendidikan (the demo
 * perangkat_daerah) has no record, so it can edit; 2024 has no record for any unit.
 */
const DIVALIDASI_2025 = new Date(Date.UTC(2025, 2, 14, 3));
const VALIDASI_2025: ValidasiPerencanaanPlan[] = [
  { satker: '1020', tahun: 2025, status: true, tahap: 1, divalidasi_at: null, catatan: null },
  { satker: '1030', tahun: 2025, status: true, tahap: 2, divalidasi_at: null, catatan: 'Disetujui validator tahap 1' },
  {
    satker: DEMO_SATKER_IDS.dpmptsp,
    tahun: 2025,
    status: false,
    tahap: 3,
    divalidasi_at: null,
    catatan: 'Definisi operasional indikator program belum lengkap',
  },
  {
    satker: '1050',
    tahun: 2025,
    status: false,
    tahap: 1,
    divalidasi_at: null,
    catatan: 'Target IKU belum selaras dengan target RPJMD; mohon diperbaiki',
  },
  {
    satker: DEMO_SATKER_IDS.bappeda,
    tahun: 2025,
    status: true,
    tahap: 3,
    divalidasi_at: DIVALIDASI_2025,
    catatan: 'Perencanaan tervalidasi',
  },
  {
    satker: DEMO_SATKER_IDS.kominfo,
    tahun: 2025,
    status: true,
    tahap: 3,
    divalidasi_at: DIVALIDASI_2025,
    catatan: 'Perencanaan tervalidasi',
  },
];

// ---------------------------------------------------------------------------------------------
// Counting (benchmarks, tests)
// ---------------------------------------------------------------------------------------------

/** Nodes per unit and year: kinerja program + kegiatan + sub kegiatan + langkah aksi. */
export function nodeCounts(plan: PerencanaanPlan): Map<string, number> {
  const counts = new Map<string, number>();
  for (const program of plan.program) {
    let n = 1;
    for (const kegiatan of program.kegiatan) {
      n += 1;
      for (const sub of kegiatan.sub) n += 1 + sub.langkahAksi.length;
    }
    const key = `${program.satker}:${program.tahun}`;
    counts.set(key, (counts.get(key) ?? 0) + n);
  }
  return counts;
}
