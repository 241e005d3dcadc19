import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  can,
  MESSAGE_KATEGORI_TIDAK_DITEMUKAN,
  MESSAGE_RENCANA_AKSI_RB_SUKSES,
  MODAL_PER_PAGE,
  type DefinisiOperasionalQuery,
  type DefinisiOperasionalRow,
  type KinerjaRingkas,
  type KinerjaWakilDirekturResponse,
  type LangkahAksiModalRecord,
  type Paginated,
  type RencanaAksiRbResponse,
  type RencanaAksiRow,
  type SessionUser,
  type SolusiMasalahResponse,
  type SolusiMasalahSide,
  type SolusiMasalahType,
  type UpdateRencanaAksiRb,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { fieldError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { paginate } from '../../../lib/pagination';
import { rencanaAksiTargets } from '../../pengukuran/services';
import { pengampuRecord } from '../../perencanaan/services';
import { solusiOfKinerja } from '../catatan/catatan.repository';
import * as repo from './modals.repository';
import { must } from '../../../lib/must';

/**
 * The diagram's modal calls (SPEC §7). The public-display calls and /solusi-masalah answer without
 * login (the public diagram opens the same modals) and return only the public fields of their
 * schemas; the RB calls are super's.
 */

const NOT_FOUND = {
  sasaranPd: 'Sasaran strategis PD tidak ditemukan',
  sasaranRpjmd: 'Sasaran strategis RPJMD tidak ditemukan',
  program: 'Kinerja program tidak ditemukan',
  kinerja: 'Kinerja tidak ditemukan',
  subKegiatan: 'Kinerja sub kegiatan tidak ditemukan',
};

type PengampuRow = Parameters<typeof pengampuRecord>[0];

function pengampuOf(row: PengampuRow) {
  const { pengampu, struktur_organisasi, tim_kerja } = pengampuRecord(row);
  return { pengampu, struktur_organisasi, tim_kerja };
}

// ---------------------------------------------------------------------------------------------
// Rencana aksi (RA, RRA and the governor variants: one list, two filters)
// ---------------------------------------------------------------------------------------------

/** The RA rows of the year under the goal's condition, in the chosen unit, one page. */
async function rencanaAksiList(
  db: Db,
  tahun: number,
  query: { satuan_kerja_id?: string | undefined; page: number },
  ofGoal: SQL,
): Promise<Paginated<RencanaAksiRow>> {
  const { ra } = repo.rencanaAksiColumns;
  const where = and(eq(ra.tahun, tahun), ofGoal, repo.rencanaAksiUnitCondition(query.satuan_kerja_id));
  const { rows, total } = await repo.rencanaAksiPage(db, where, query.page, MODAL_PER_PAGE);
  const data = rows.map((row) => ({
    id: row.id,
    iku: row.iku,
    ...rencanaAksiTargets(row),
    ...pengampuOf(row),
  }));
  return paginate(data, total, query.page, MODAL_PER_PAGE);
}

export async function rencanaAksi(
  db: Db,
  tahun: number,
  query: { satuan_kerja_id?: string | undefined; sasaran_strategis_pd_id: number; page: number },
) {
  const goal = await repo.findSasaranStrategisPd(db, query.sasaran_strategis_pd_id);
  if (!goal) throw new NotFoundError(NOT_FOUND.sasaranPd);
  const { ra } = repo.rencanaAksiColumns;
  // A merged node's RA covers every indicator merged into it.
  const ofGoal = inArray(ra.sasaran_strategis_pd_id, repo.ssPdNodeIds(query.sasaran_strategis_pd_id));
  return rencanaAksiList(db, tahun, query, ofGoal);
}

export async function rencanaAksiGubernur(
  db: Db,
  tahun: number,
  query: { satuan_kerja_id?: string | undefined; sasaran_strategis_rpjmd_id: number; page: number },
) {
  const goal = await repo.findSasaranStrategisRpjmd(db, query.sasaran_strategis_rpjmd_id);
  if (!goal) throw new NotFoundError(NOT_FOUND.sasaranRpjmd);
  const { ra } = repo.rencanaAksiColumns;
  const ofGoal = inArray(ra.sasaran_strategis_rpjmd_id, repo.rpjmdNodeIds(query.sasaran_strategis_rpjmd_id));
  return rencanaAksiList(db, tahun, query, ofGoal);
}

// ---------------------------------------------------------------------------------------------
// Definisi operasional
// ---------------------------------------------------------------------------------------------

export async function definisiOperasional(
  db: Db,
  query: DefinisiOperasionalQuery,
): Promise<Paginated<DefinisiOperasionalRow>> {
  const single = async (table: repo.KinerjaTableName, id: number) => {
    const rows = await repo.definisiKinerja(db, table, id);
    if (rows.length === 0) throw new NotFoundError(NOT_FOUND.kinerja);
    return paginate(rows, rows.length, 1, MODAL_PER_PAGE);
  };
  if (query.programId !== undefined) return single('program', query.programId);
  if (query.kegiatanId !== undefined) return single('kegiatan', query.kegiatanId);
  if (query.subKegiatanId !== undefined) return single('subKegiatan', query.subKegiatanId);
  if (query.sasaranStrategisId !== undefined) {
    const { rows, total } = await repo.definisiSasaranPdPage(
      db,
      repo.sasaranPdWhere(query.sasaranStrategisId),
      1,
      MODAL_PER_PAGE,
    );
    if (total === 0) throw new NotFoundError(NOT_FOUND.sasaranPd);
    return paginate(rows, total, 1, MODAL_PER_PAGE);
  }
  const rpjmdId = must(query.sasaran_strategis_rpjmd_id);
  const goal = await repo.findSasaranStrategisRpjmd(db, rpjmdId);
  if (!goal) throw new NotFoundError(NOT_FOUND.sasaranRpjmd);
  const where = repo.sasaranPdUnderRpjmdWhere(rpjmdId, query.satuan_kerja_id);
  const { rows, total } = await repo.definisiSasaranPdPage(db, where, query.page, MODAL_PER_PAGE);
  return paginate(rows, total, query.page, MODAL_PER_PAGE);
}

// ---------------------------------------------------------------------------------------------
// Kinerja wakil direktur RSUD, kinerja langkah aksi
// ---------------------------------------------------------------------------------------------

type RingkasRow = PengampuRow & Omit<KinerjaRingkas, 'pengampu'>;

function ringkas(row: RingkasRow): KinerjaRingkas {
  return {
    id: row.id,
    sasaran: row.sasaran,
    indikator: row.indikator,
    target: row.target,
    realisasi: row.realisasi,
    capaian: row.capaian,
    satuan: row.satuan,
    pengampu: pengampuRecord(row).pengampu,
  };
}

export async function kinerjaWakilDirektur(db: Db, kinerjaProgramId: number): Promise<KinerjaWakilDirekturResponse> {
  const [program, kegiatan] = await Promise.all([
    repo.programWithName(db, kinerjaProgramId),
    repo.kegiatanOfProgram(db, kinerjaProgramId),
  ]);
  if (!program) throw new NotFoundError(NOT_FOUND.program);
  return {
    kinerjaProgram: {
      ...ringkas(program),
      program: { nama: program.nama },
      kinerja_kegiatan: kegiatan.map((k) => ({ ...ringkas(k), kegiatan: { nama: k.nama } })),
    },
  };
}

export async function kinerjaLangkahAksi(
  db: Db,
  kinerjaProgramId: number,
): Promise<{ kinerjaLangkahAksi: LangkahAksiModalRecord[] }> {
  const [program, langkah] = await Promise.all([
    repo.programWithName(db, kinerjaProgramId),
    repo.langkahAksiOfProgram(db, kinerjaProgramId),
  ]);
  if (!program) throw new NotFoundError(NOT_FOUND.program);
  const anggota = await repo.anggotaOfLangkahAksi(
    db,
    langkah.map((l) => l.id),
  );
  return {
    kinerjaLangkahAksi: langkah.map((l) => ({
      id: l.id,
      sasaran: l.sasaran,
      indikator: l.indikator,
      target: l.target,
      realisasi: l.realisasi,
      capaian: l.capaian,
      satuan: l.satuan,
      sub_kegiatan: { nama: l.sub_kegiatan_nama },
      tim_kerja: l.tim_kerja_nama ? { nama: l.tim_kerja_nama } : null,
      tim_kerja_anggota: anggota
        .filter((a) => a.kinerja_langkah_aksi_id === l.id)
        .map(({ id, target, satuan, nama_pegawai_anggota }) => ({ id, target, satuan, nama_pegawai_anggota })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Solusi - masalah (Perbaikan Kinerja)
// ---------------------------------------------------------------------------------------------

type KinerjaRow = NonNullable<Awaited<ReturnType<typeof repo.kinerjaOfLevel>>>;

async function sidesWithDetails(
  db: Db,
  level: SolusiMasalahType,
  rows: { row: KinerjaRow; uraian: string | null }[],
): Promise<SolusiMasalahSide[]> {
  const ids = rows.map((r) => r.row.id);
  const [notes, children] = await Promise.all([repo.tidakTercapaiOf(db, level, ids), repo.childrenOf(db, level, ids)]);
  return rows.map(({ row, uraian }) => ({
    ...ringkas(row),
    tahun: row.tahun,
    nama: row.nama,
    uraian,
    kinerja_tidak_tercapai: notes
      .filter((n) => n.kinerja_id === row.id && n.tahun === row.tahun)
      .map(({ id, catatan }) => ({ id, catatan })),
    children: children.filter((c) => c.parent_id === row.id).map(({ parent_id: _parent, ...child }) => child),
  }));
}

export async function solusiMasalah(db: Db, type: SolusiMasalahType, id: number): Promise<SolusiMasalahResponse> {
  const [kinerja, solusiRow] = await Promise.all([repo.kinerjaOfLevel(db, type, id), solusiOfKinerja(db, type, id)]);
  if (!kinerja) throw new NotFoundError(NOT_FOUND.kinerja);
  const masalahId =
    solusiRow?.masalah_kinerja_program_id ??
    solusiRow?.masalah_kinerja_kegiatan_id ??
    solusiRow?.masalah_kinerja_sub_kegiatan_id;
  const lastYear = masalahId ? await repo.kinerjaOfLevel(db, type, masalahId) : undefined;
  const rows = [{ row: kinerja, uraian: solusiRow?.solusi ?? null }];
  if (lastYear) rows.push({ row: lastYear, uraian: solusiRow?.masalah ?? null });
  const [solusiSide, masalahSide] = await sidesWithDetails(db, type, rows);
  return { solusi: solusiSide ?? null, masalah: masalahSide ?? null };
}

// ---------------------------------------------------------------------------------------------
// Rencana Aksi Reformasi Birokrasi (super)
// ---------------------------------------------------------------------------------------------

export async function rencanaAksiRb(
  db: Db,
  actor: SessionUser,
  kinerjaSubKegiatanId: number,
): Promise<RencanaAksiRbResponse> {
  if (!can(actor, 'read', 'rencana-aksi-rb')) throw new ForbiddenError();
  const [sub, options] = await Promise.all([
    repo.findSubKegiatanKategori(db, kinerjaSubKegiatanId),
    repo.kategoriTematikOptions(db),
  ]);
  if (!sub) throw new NotFoundError(NOT_FOUND.subKegiatan);
  return { jenisRb: options, kinerjaSubKegiatan: sub };
}

export async function updateRencanaAksiRb(db: Db, actor: SessionUser, input: UpdateRencanaAksiRb) {
  if (!can(actor, 'write', 'rencana-aksi-rb')) throw new ForbiddenError();
  return db.transaction(async (tx) => {
    const before = await repo.findSubKegiatanKategori(tx, input.kinerjaSubKegiatanId);
    if (!before) throw new NotFoundError(NOT_FOUND.subKegiatan);
    if (!(await repo.findActiveKategoriTematik(tx, input.jenisRbId)))
      throw fieldError('jenisRbId', MESSAGE_KATEGORI_TIDAK_DITEMUKAN);
    const [after] = await repo.setSubKegiatanKategori(tx, input.kinerjaSubKegiatanId, input.jenisRbId, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      table: 'kinerja_sub_kegiatan',
      recordId: input.kinerjaSubKegiatanId,
      oldValues: { kategori_tematik_id: before.kategori_tematik_id },
      newValues: { kategori_tematik_id: after?.kategori_tematik_id ?? input.jenisRbId },
    });
    return { message: MESSAGE_RENCANA_AKSI_RB_SUKSES };
  });
}
