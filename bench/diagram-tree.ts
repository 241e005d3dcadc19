import type {
  CascadingTree,
  KinerjaKegiatanNode,
  KinerjaProgramNode,
  KinerjaSubKegiatanNode,
  SasaranStrategisPdNode,
  SasaranStrategisRpjmdNode,
} from '@sakip/domain';
import { must } from '../server/src/lib/must';

/**
 * A synthetic cascading tree of exactly `total` nodes (levels 1-5), shaped like a real unit: few
 * RPJMD goals, more programs, most nodes at sub-activity level. Typed with the API schema, so the
 * diagram gets what the server would send.
 */
const SHARE = [0.01, 0.04, 0.1, 0.25] as const;

const satuanKerja = { satuan_kerja_id: '9990', satuan_kerja_nama: 'Dinas Uji Beban' };
const text = (prefix: string, i: number) =>
  `${prefix} ${i}: meningkatnya kualitas layanan publik yang terukur dan berkelanjutan`;

function catatan(i: number) {
  return {
    kinerja_tercapai: i % 4 === 0 ? [{ id: i, triwulan: 1, catatan: 'Koordinasi lintas bidang berjalan' }] : [],
    kinerja_tidak_tercapai: i % 5 === 0 ? [{ id: i, triwulan: 2, catatan: 'Anggaran terlambat cair' }] : [],
    penyebab_kegagalan: [],
    do_rumus: 'realisasi / target × 100',
    has_definisi_operasional: true,
    status_upload_pk: true,
    skp: i % 2 === 0,
    satuan_kerja: satuanKerja,
    is_cross: false,
    kinerja_bayangan: null,
  };
}

function base(i: number, prefix: string) {
  return {
    id: i,
    sasaran: text(`Sasaran ${prefix}`, i),
    indikator: text(`Persentase ${prefix}`, i),
    target: 90 + (i % 10),
    satuan: 'Persen',
    realisasi: 80 + (i % 25),
    capaian: 85 + (i % 30),
    pengampu: 'Kepala Bidang Pelayanan',
  };
}

function kinerja(i: number, prefix: string) {
  return {
    ...base(i, prefix),
    ...catatan(i),
    polaritas: 'naik' as const,
    anggaran: 1_250_000_000 + i * 1000,
    realisasi_anggaran: 1_000_000_000 + i * 900,
    pengampu_type: 'unit-kerja' as const,
    struktur_organisasi: { jabatan_nama: 'Kepala Bidang', unit_kerja_nama_full: 'Bidang Pelayanan' },
    tim_kerja: null,
    solusi: i % 3 === 0 ? 'Percepatan proses pengadaan' : null,
    is_kinerja_direktur_to_wakil_direktur_rsud: false,
  };
}

const master = (i: number, prefix: string) => ({ id: i, kode: `${i}`, nama: `${prefix} ${i}` });

function counts(total: number): number[] {
  const upper = SHARE.map((share) => Math.max(1, Math.round(total * share)));
  return [...upper, total - upper.reduce((a, b) => a + b, 0)];
}

/** Children i of a level go to parent i mod parents (round robin): every parent gets some. */
function distribute<P, C>(parents: P[], children: C[], attach: (parent: P, child: C) => void) {
  children.forEach((child, i) => attach(must(parents[i % parents.length]), child));
}

export function syntheticTree(total: number): CascadingTree {
  const [n1, n2, n3, n4, n5] = counts(total) as [number, number, number, number, number];
  let id = 0;
  const next = () => (id += 1);
  const subs: KinerjaSubKegiatanNode[] = Array.from({ length: n5 }, () => {
    const i = next();
    return {
      ...kinerja(i, 'Sub Kegiatan'),
      level: 'kinerja-sub-kegiatan',
      sub_kegiatan: master(i, 'Sub Kegiatan'),
      indikator_kemendagri: 'Jumlah dokumen yang disusun',
      is_external: i % 7 === 0,
      kategori_tematik_id: null,
      kategori_tematik: null,
      kinerja_langkah_aksi: [],
    };
  });
  const kegiatan: KinerjaKegiatanNode[] = Array.from({ length: n4 }, () => {
    const i = next();
    return { ...kinerja(i, 'Kegiatan'), level: 'kinerja-kegiatan', kegiatan: master(i, 'Kegiatan'), kinerja_sub_kegiatan: [], kinerja_sub_kegiatan_cross: [] };
  });
  const programs: KinerjaProgramNode[] = Array.from({ length: n3 }, () => {
    const i = next();
    return { ...kinerja(i, 'Program'), level: 'kinerja-program', program: master(i, 'Program'), kinerja_kegiatan: [], kinerja_kegiatan_cross: [] };
  });
  const pds: SasaranStrategisPdNode[] = Array.from({ length: n2 }, () => {
    const i = next();
    const b = base(i, 'PD');
    return {
      ...b,
      ...catatan(i),
      level: 'sasaran-strategis-pd',
      sasaran_strategis_satker: b.sasaran,
      iku: b.indikator,
      indikator_merge: [{ id: i, indikator: b.indikator, satuan: b.satuan, target: b.target, realisasi: b.realisasi, capaian: b.capaian, do_rumus: null }],
      anggaran: 5_000_000_000,
      realisasi_anggaran: 4_000_000_000,
      is_kinerja_direktur_rsud: false,
      kinerja_program: [],
      kinerja_program_cross: [],
    };
  });
  const rpjmd: SasaranStrategisRpjmdNode[] = Array.from({ length: n1 }, () => {
    const i = next();
    const b = base(i, 'RPJMD');
    return {
      ...b,
      pengampu: 'Walikota',
      level: 'sasaran-strategis-rpjmd',
      sasaran_strategis: { id: i, sasaran: b.sasaran },
      indikator_sasaran_strategis: { id: i, indikator: b.indikator },
      indikator_merge: [{ id: i, indikator: b.indikator, satuan: b.satuan, target: b.target, realisasi: b.realisasi, capaian: b.capaian, do_rumus: null }],
      kinerja_tercapai: [],
      kinerja_tidak_tercapai: [],
      sasaran_strategis_pd: [],
      sasaran_strategis_pd_cross: [],
    };
  });
  distribute(kegiatan, subs, (p, c) => p.kinerja_sub_kegiatan.push(c));
  distribute(programs, kegiatan, (p, c) => p.kinerja_kegiatan.push(c));
  distribute(pds, programs, (p, c) => p.kinerja_program.push(c));
  distribute(rpjmd, pds, (p, c) => p.sasaran_strategis_pd.push(c));
  return {
    satuan_kerja: satuanKerja,
    tahun: 2024,
    periode: { id: 1, tahun_awal: 2024, tahun_akhir: 2028 },
    target_key: 'target_1',
    type: 'cascading',
    max_level: 5,
    show_skp: false,
    bayangan: false,
    sasaran_strategis_rpjmd: rpjmd,
  };
}
