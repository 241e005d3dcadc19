import {
  batasWaktuSelesai,
  hariMenuju,
  namaJenisDokumen,
  sisaHari,
  TUGAS_BATAS_WAKTU_HARI,
  TUGAS_ITEMS_PER_GROUP,
  tindakLanjutLheListQuerySchema,
  validasiListQuerySchema,
  validasiPerencanaanListQuerySchema,
  type LkeTahap,
  type SessionUser,
  type TugasGroup,
  type TugasSaya,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { dokumenAdmin, dokumenUnit, lkeUnits, tindakLanjutLheService } from '../../evaluasi/services';
import { anggotaDitolakUnit, validasiAnggotaList } from '../../penugasan/services';
import { validasiPerencanaanList, validasiStatusOwn } from '../../perencanaan/services';
import { deadlinesOfYear } from '../../referensi/services';

/**
 * Tugas Saya (issue 27): what waits for the signed-in person, from the queues the workflows already
 * keep. Each source is the area's own scoped read (the same a queue screen shows), asked only for
 * the roles it concerns: a bounded number of statements whatever the size of the city.
 */
type Source = (db: Db, actor: SessionUser, tahun: number, today: Date) => Promise<TugasGroup[]>;

const MAX = TUGAS_ITEMS_PER_GROUP;
const group = (g: Omit<TugasGroup, 'items'> & { items: TugasGroup['items'] }): TugasGroup[] =>
  g.jumlah > 0 ? [{ ...g, items: g.items.slice(0, MAX) }] : [];

const validasiPerencanaan: Source = async (db, actor, tahun) => {
  const tahap = Number(actor.role.replace('validator_perencanaan_', ''));
  const query = validasiPerencanaanListQuerySchema.parse({
    tahap: String(tahap),
    fase: 'menunggu',
    per_page: String(MAX),
  });
  const page = await validasiPerencanaanList(db, { actor, tahun }, query);
  return group({
    jenis: 'validasi-perencanaan',
    judul: `Perencanaan menunggu validasi tahap ${tahap}`,
    jumlah: page.total,
    tautan: '/validasi-perencanaan',
    items: page.data.map((u) => ({
      label: u.satuan_kerja_nama,
      keterangan: null,
      tautan: `/validasi-perencanaan/${u.satuan_kerja_id}`,
    })),
  });
};

const persetujuanAnggota: Source = async (db, actor, tahun) => {
  const tahap = actor.role === 'validator_kepala_bidang' ? 'kepala-bidang' : 'kepala-opd';
  const query = validasiListQuerySchema.parse({ status: 'menunggu', per_page: String(MAX) });
  const page = await validasiAnggotaList(db, actor, tahun, tahap, query);
  return group({
    jenis: 'persetujuan-anggota',
    judul: `Anggota tim menunggu persetujuan ${tahap === 'kepala-bidang' ? 'Kepala Bidang' : 'Kepala OPD'}`,
    jumlah: page.total,
    tautan: `/validasi-${tahap}`,
    items: page.data.map((m) => ({
      label: m.nama,
      keterangan: `${m.tim_nama} · ${m.satuan_kerja_nama}`,
      tautan: `/validasi-${tahap}/show/${m.id}`,
    })),
  });
};

/** The units at an LKE stage, as one group. */
function lkeGroup(
  units: { satuan_kerja_id: string; satuan_kerja_nama: string; tahap: string | null }[],
  tahap: LkeTahap,
  g: Pick<TugasGroup, 'jenis' | 'judul' | 'tautan'>,
): TugasGroup[] {
  const at = units.filter((u) => u.tahap === tahap);
  const tautan = (u: { satuan_kerja_id: string }) =>
    `${g.tautan}?satuan_kerja_id=${encodeURIComponent(u.satuan_kerja_id)}`;
  return group({
    ...g,
    jumlah: at.length,
    items: at.map((u) => ({ label: u.satuan_kerja_nama, keterangan: null, tautan: tautan(u) })),
  });
}

const penilaianLke: Source = async (db, actor, tahun) => {
  const { data } = await lkeUnits(db, actor, tahun);
  const awal = {
    jenis: 'penilaian-lke',
    judul: 'Lembar kerja menunggu Penilaian Awal',
    tautan: '/lke/penilaian',
  } as const;
  const akhir = {
    jenis: 'penilaian-lke',
    judul: 'Eviden perbaikan menunggu Penilaian Akhir',
    tautan: '/lke/penilaian-2',
  } as const;
  const pleno = {
    jenis: 'pleno-lke',
    judul: 'Penilaian Pleno yang belum ditutup',
    tautan: '/lke/penilaian-humanis',
  } as const;
  const scoring =
    actor.role === 'validator_lke'
      ? [...lkeGroup(data, 'validasi_1', awal), ...lkeGroup(data, 'validasi_2', akhir)]
      : [];
  return [...scoring, ...lkeGroup(data, 'pleno', pleno)];
};

const verifikasiDokumen: Source = async (db, actor, tahun) => {
  const admin = await dokumenAdmin(db, actor, tahun, { jenis_dokumen_id: undefined, status: 'menunggu' });
  const rows = admin.data.flatMap((unit) =>
    unit.dokumen
      .filter((cell) => cell.current?.status === 'menunggu')
      .map((cell) => ({
        label: `${namaJenisDokumen(cell.jenis_dokumen_id) ?? 'Dokumen'} · ${unit.satuan_kerja_nama}`,
        keterangan: null,
        tautan: '/dokumen-admin',
      })),
  );
  return group({
    jenis: 'verifikasi-dokumen',
    judul: 'Dokumen menunggu verifikasi',
    jumlah: rows.length,
    tautan: '/dokumen-admin',
    items: rows,
  });
};

/** The unit's own work: a returned plan, rejected members, the LKE to improve, rejected documents, LHE, deadlines. */
const unitSendiri: Source = async (db, actor, tahun, today) => {
  const satker = actor.satuan_kerja_id;
  if (!satker) return [];
  const [status, lke, ditolak, dokumen, lhe, deadlines] = await Promise.all([
    validasiStatusOwn(db, actor, tahun),
    lkeUnits(db, actor, tahun),
    anggotaDitolakUnit(db, actor, tahun, MAX),
    dokumenUnit(db, actor, tahun, { satuan_kerja_id: satker }),
    tindakLanjutLheService.list(db, { actor, tahun }, lheQuery()),
    deadlinesOfYear(db, tahun),
  ]);
  const fase = status.data?.fase ?? 'belum-diajukan';
  const tahapLke = (lke.data.find((u) => u.satuan_kerja_id === satker)?.tahap ?? 'pengisian') as LkeTahap;
  return [
    ...(status.data?.fase === 'ditolak'
      ? group({
          jenis: 'perencanaan-dikembalikan',
          judul: `Perencanaan dikembalikan pada tahap ${status.data.tahap}`,
          jumlah: 1,
          tautan: '/validasi-perencanaan',
          items: [
            {
              label: 'Perbaiki dan ajukan kembali',
              keterangan: status.data.catatan ?? null,
              tautan: '/validasi-perencanaan',
            },
          ],
        })
      : []),
    ...group({
      jenis: 'anggota-ditolak',
      judul: 'Anggota tim yang ditolak',
      jumlah: ditolak[0]?.jumlah ?? 0,
      tautan: '/tim-kerja',
      items: ditolak.map((m) => ({
        label: `${m.nama} · ${m.tim_nama}`,
        keterangan: m.catatan,
        tautan: `/tim-kerja/detail/${m.tim_kerja_id}`,
      })),
    }),
    ...(tahapLke === 'perbaikan'
      ? group({
          jenis: 'perbaikan-lke',
          judul: 'Eviden LKE menunggu perbaikan',
          jumlah: 1,
          tautan: '/lke/eviden-2',
          items: [
            {
              label: 'Eviden Perbaikan',
              keterangan: 'Perbaiki eviden sesuai catatan validator, lalu ajukan',
              tautan: '/lke/eviden-2',
            },
          ],
        })
      : []),
    ...dokumenDitolak(dokumen),
    ...lheLewatWaktu(lhe.data, today),
    ...batasWaktu(deadlines, { fasePerencanaan: fase, tahapLke }, today),
  ];
};

/** The unit's follow-ups of the year (a unit has a handful; 500 is the list's own maximum). */
function lheQuery() {
  return tindakLanjutLheListQuerySchema.parse({ per_page: '500' });
}

function dokumenDitolak(dokumen: Awaited<ReturnType<typeof dokumenUnit>>): TugasGroup[] {
  const rows = dokumen.data.jenis.filter((j) => j.current?.status === 'ditolak');
  return group({
    jenis: 'dokumen-ditolak',
    judul: 'Dokumen yang ditolak',
    jumlah: rows.length,
    tautan: '/dokumen',
    items: rows.map((j) => ({ label: j.nama, keterangan: j.current?.catatan ?? null, tautan: '/dokumen' })),
  });
}

function lheLewatWaktu(
  rows: { rekomendasi: string; waktu: string | null; status: string }[],
  today: Date,
): TugasGroup[] {
  const late = rows.filter((r) => r.status !== 'selesai' && r.waktu !== null && hariMenuju(r.waktu, today) < 0);
  return group({
    jenis: 'tindak-lanjut-lhe',
    judul: 'Rekomendasi LHE melewati batas waktu',
    jumlah: late.length,
    tautan: '/tindak-lanjut-lhe',
    items: late.map((r) => ({
      label: r.rekomendasi,
      keterangan: `Batas waktu ${r.waktu}`,
      tautan: '/tindak-lanjut-lhe',
    })),
  });
}

function batasWaktu(
  deadlines: { kode: string; nama: string; nilai_date: string }[],
  unit: Parameters<typeof batasWaktuSelesai>[1],
  today: Date,
): TugasGroup[] {
  const near = deadlines.filter((d) => {
    const hari = hariMenuju(d.nilai_date, today);
    return hari >= 0 && hari <= TUGAS_BATAS_WAKTU_HARI && !batasWaktuSelesai(d.kode, unit);
  });
  return group({
    jenis: 'batas-waktu',
    judul: `Batas waktu dalam ${TUGAS_BATAS_WAKTU_HARI} hari`,
    jumlah: near.length,
    tautan: '/dashboard',
    items: near.map((d) => ({
      label: d.nama,
      keterangan: sisaHari(hariMenuju(d.nilai_date, today)),
      tautan: '/dashboard',
    })),
  });
}

/** Which sources concern a role. */
function sourcesOf(actor: SessionUser): Source[] {
  if (actor.role.startsWith('validator_perencanaan_')) return [validasiPerencanaan];
  if (actor.role === 'validator_kepala_bidang' || actor.role === 'validator_kepala_opd') return [persetujuanAnggota];
  if (actor.role === 'validator_lke' || actor.role === 'validator_lke_pleno') return [penilaianLke];
  if (actor.role === 'super') return [verifikasiDokumen];
  if (actor.role === 'perangkat_daerah') return [unitSendiri];
  return [];
}

export async function tugasSaya(db: Db, actor: SessionUser, tahun: number, today = new Date()): Promise<TugasSaya> {
  const groups = (await Promise.all(sourcesOf(actor).map((source) => source(db, actor, tahun, today)))).flat();
  return { jumlah: groups.reduce((sum, g) => sum + g.jumlah, 0), groups };
}
