import { formatNumber, tanggalPk, yearKey, type PkDownloadQuery } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import type { AppSettings } from '../../admin/services';
import * as unitRepo from '../perjanjian-kinerja-unit/perjanjian-kinerja-unit.repository';
import { pengampuKeyOf } from '@sakip/domain';
import { superiorOfKey, unitPkData } from '../perjanjian-kinerja-unit/perjanjian-kinerja-unit.service';
import { actingOn, headSigner, positionSigner, tempatOf, tempatPk, walikota } from '../perjanjian-kinerja-unit/pk-signer';
import * as repo from './perjanjian-kinerja.repository';
import { renderPk, type PkModel, type PkSigner } from './pk-document';

/**
 * GET /perjanjian-kinerja/download (DOMAIN.md 'Perjanjian Kinerja document'). A unit goal gives
 * the unit head's PK with the mayor (the unit's IKU and program budgets); a program, kegiatan or
 * sub kegiatan gives its pengampu's PK with their superior (the pengampu of the parent level, or
 * the unit head), listing what that pengampu carries in the year. City, mayor and signers come
 * from the settings and the unit, structure and employee data.
 */

const NOT_FOUND = 'Data perjanjian kinerja tidak ditemukan';

const ANGGARAN_LABEL = {
  kinerjaProgram: 'Program',
  kinerjaKegiatan: 'Kegiatan',
  kinerjaSubKegiatan: 'Sub Kegiatan',
} as const;

function targetText(target: number | null, satuan: string): string {
  if (target === null) return '-';
  return `${formatNumber(target, Number.isInteger(target) ? 0 : 2)} ${satuan}`.trim();
}

/** The PK's year and date (when it carries one): an acting official signs only while acting. */
interface PkWhen {
  tahun: number;
  tanggal: string | undefined;
}

async function unitHead(db: Db, satuanKerjaId: string, when: PkWhen) {
  const head = await unitRepo.unitHead(db, satuanKerjaId);
  if (!head) throw new NotFoundError(NOT_FOUND);
  return {
    signer: headSigner({ head: actingOn(head, when.tahun, when.tanggal) }),
    satuanKerjaNama: head.satuan_kerja_nama,
  };
}

/**
 * Who signs for a kinerja: the official (or acting official, 'Plt.', while acting) of its
 * position, or the leader of its team; none when unset or vacant.
 */
async function pengampuSigner(db: Db, row: repo.KinerjaPkRow, when: PkWhen): Promise<PkSigner | undefined> {
  if (row.pengampu_type === 'unit-kerja' && row.unit_kerja_id !== null) {
    const position = await unitRepo.positionById(db, row.unit_kerja_id);
    return position ? positionSigner(actingOn(position, when.tahun, when.tanggal)) : undefined;
  }
  if (row.pengampu_type === 'tim-kerja' && row.tim_kerja_id !== null) {
    const leader = await repo.findTeamLeader(db, row.tim_kerja_id);
    if (leader)
      return { jabatan: `Ketua ${leader.tim}`, nama: leader.nama ?? '-', pangkat: leader.pangkat, nip: leader.nip };
  }
  return undefined;
}

export { tempatOf, tempatPk, walikota };

async function unitHeadModel(
  db: Db,
  settings: AppSettings,
  tahun: number,
  sasaranPdId: number,
  tanggal: string | undefined,
): Promise<PkModel> {
  const goal = await repo.findSasaranPd(db, sasaranPdId);
  if (!goal) throw new NotFoundError(NOT_FOUND);
  const [{ signer, satuanKerjaNama }, goals] = await Promise.all([
    unitHead(db, goal.satuan_kerja_id, { tahun, tanggal }),
    repo.sasaranPdOfUnit(db, goal.satuan_kerja_id, goal.periode_id),
  ]);
  const programs = await repo.programsOfGoals(
    db,
    goals.map((g) => g.id),
    tahun,
  );
  const key = yearKey('target_', tahun, goal.tahun_awal);
  return {
    tahun,
    tempat: tempatPk(settings),
    tanggal: tanggalPk(tahun, tanggal),
    satuanKerjaNama,
    pihakPertama: signer,
    pihakKedua: walikota(settings),
    sasaran: goals.map((g) => ({
      sasaran: g.sasaran_strategis_satker,
      indikator: g.iku,
      target: targetText((g as Record<string, unknown>)[key] as number | null, g.satuan),
    })),
    anggaranLabel: 'Program',
    anggaran: programs.map((p) => ({ nama: p.nama, anggaran: p.anggaran })),
  };
}

async function pengampuModel(
  db: Db,
  settings: AppSettings,
  jenis: repo.KinerjaJenis,
  id: number,
  tanggal: string | undefined,
): Promise<PkModel> {
  const row = await repo.findKinerja(db, jenis, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  const [head, pengampu, carried, unit] = await Promise.all([
    unitHead(db, row.satuan_kerja_id, { tahun: row.tahun, tanggal }),
    pengampuSigner(db, row, { tahun: row.tahun, tanggal }),
    repo.kinerjaOfPengampu(db, jenis, row),
    unitPkData(db, row.satuan_kerja_id, row.tahun, tanggal),
  ]);
  // Without a pengampu the unit head carries it, and signs with the mayor; a pengampu signs with
  // their superior in the structure (the one rule of every PK: superiorOfKey).
  const pihakPertama = pengampu ?? head.signer;
  const pihakKedua = pengampu ? superiorOfKey(unit, settings)(pengampuKeyOf(row)) : walikota(settings);
  return {
    tahun: row.tahun,
    tempat: tempatPk(settings),
    tanggal: tanggalPk(row.tahun, tanggal),
    satuanKerjaNama: head.satuanKerjaNama,
    pihakPertama,
    pihakKedua,
    sasaran: carried.map((k) => ({
      sasaran: k.sasaran,
      indikator: k.indikator,
      target: targetText(k.target, k.satuan),
    })),
    anggaranLabel: ANGGARAN_LABEL[jenis],
    anggaran: carried.filter((k) => k.anggaran > 0).map((k) => ({ nama: k.nama, anggaran: k.anggaran })),
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** What the document says (exported for tests: the PDF's text streams are compressed). */
export function pkModel(db: Db, settings: AppSettings, tahun: number, query: PkDownloadQuery): Promise<PkModel> {
  return query.jenis === 'sasaranStrategisPd'
    ? unitHeadModel(db, settings, tahun, query.id, query.tanggal)
    : pengampuModel(db, settings, query.jenis, query.id, query.tanggal);
}

export async function downloadPk(
  db: Db,
  settings: AppSettings,
  tahun: number,
  query: PkDownloadQuery,
): Promise<{ pdf: Buffer; fileName: string }> {
  const model = await pkModel(db, settings, tahun, query);
  const pdf = await renderPk(model);
  return { pdf, fileName: `perjanjian-kinerja-${model.tahun}-${slug(model.pihakPertama.jabatan) || 'dokumen'}.pdf` };
}
