import { lockName } from '../../../db/lock';
import {
  mayChooseUnit,
  PK_JENIS_LABELS,
  PK_KEPALA_KEY,
  pengampuKeyOf,
  pkPegawaiOf,
  rowInScope,
  tanggalPk,
  type PkPegawaiEntry,
  type PkPenandatangan,
  yearKey,
  type PkAgreement,
  type PkAgreementDetail,
  type PkJenis,
  type PkUnitList,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { must } from '../../../lib/must';
import { recordAudit } from '../../../lib/audit';
import { assertCan } from '../../../lib/crud/index';
import { fieldError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { AppSettings } from '../../admin/services';
import * as pkRepo from '../perjanjian-kinerja/perjanjian-kinerja.repository';
import { renderPk, type PkModel, type PkSigner } from '../perjanjian-kinerja/pk-document';
import { contentDisposition } from '../../../lib/files/index';
import * as repo from './perjanjian-kinerja-unit.repository';
import { actingOn, headSigner, positionSigner, teamSigner, tempatPk, walikota } from './pk-signer';

/**
 * The agreements of a unit (DOMAIN-2 §4 'PK'): the head's (with the mayor, over the unit's IKU)
 * and one per pengampu and level (over what it carries), each with its signed scan. Everything
 * comes from one read of the unit (unitPkData: eight statements whatever the unit's size); the
 * PK pegawai of penugasan builds its documents from the same read.
 */

export const NOT_FOUND = 'Data perjanjian kinerja tidak ditemukan';
const RESOURCE = 'perjanjian-kinerja';
const LEVELS = ['kinerjaProgram', 'kinerjaKegiatan', 'kinerjaSubKegiatan'] as const;
type Level = (typeof LEVELS)[number];
const ANGGARAN_LABEL = {
  kinerjaProgram: 'Program',
  kinerjaKegiatan: 'Kegiatan',
  kinerjaSubKegiatan: 'Sub Kegiatan',
} as const;

export interface UnitPkData {
  tahun: number;
  head: repo.UnitHeadRow;
  goals: Awaited<ReturnType<typeof repo.goalsOfYear>>;
  levels: Record<Level, repo.LevelRow[]>;
  positions: repo.PositionRow[];
  teams: repo.TeamRow[];
  scans: repo.ScanRow[];
}

/**
 * One read of everything a unit's agreements need (eight statements). Acting officials count only
 * while acting on `tanggal` (the PK's date) or, without one, in the year (actingOn).
 */
export async function unitPkData(db: Db, satuanKerjaId: string, tahun: number, tanggal?: string): Promise<UnitPkData> {
  const [head, goals, program, kegiatan, sub, positions, teams, scans] = await Promise.all([
    repo.unitHead(db, satuanKerjaId),
    repo.goalsOfYear(db, satuanKerjaId, tahun),
    repo.levelRows(db, 'kinerjaProgram', satuanKerjaId, tahun),
    repo.levelRows(db, 'kinerjaKegiatan', satuanKerjaId, tahun),
    repo.levelRows(db, 'kinerjaSubKegiatan', satuanKerjaId, tahun),
    repo.positions(db, satuanKerjaId),
    repo.teams(db, satuanKerjaId, tahun),
    repo.scansOf(db, satuanKerjaId, tahun),
  ]);
  if (!head) throw new NotFoundError(NOT_FOUND);
  return {
    tahun,
    head: actingOn(head, tahun, tanggal),
    goals,
    levels: { kinerjaProgram: program, kinerjaKegiatan: kegiatan, kinerjaSubKegiatan: sub },
    positions: positions.map((p) => actingOn(p, tahun, tanggal)),
    teams,
    scans,
  };
}

// ---------------------------------------------------------------------------------------------
// Signers (acting officials sign as 'Plt. {jabatan}': pk-signer.ts)
// ---------------------------------------------------------------------------------------------

export { headSigner, positionSigner, teamSigner };

/**
 * The employees who carry performance in the unit, each with their superior in the structure
 * (domain pkPegawaiOf): the one rule for PIHAK KEDUA of every PK (the unit's agreements, the
 * diagram's PK download, the PK pegawai).
 */
export function strukturOf(d: UnitPkData): PkPegawaiEntry[] {
  const pengampu = new Set(LEVELS.flatMap((l) => d.levels[l].map((r) => pengampuKeyOf(r))));
  return pkPegawaiOf({
    kepala: { jabatan: d.head.jabatan, nip: d.head.nip, plt_nip: d.head.plt_nip },
    jabatan: d.positions.map((p) => ({
      id: p.id,
      parent_id: p.parent_id,
      jabatan: p.jabatan,
      pejabat_nip: p.pejabat_nip,
      plt_nip: p.plt_nip,
    })),
    tim: d.teams.map((t) => ({ id: t.id, nama: t.nama, ketua_nip: t.ketua_nip, unit_kerja_id: t.unit_kerja_id })),
    pengampu,
  });
}

export type People = Map<string, { nama: string; pangkat: string | null }>;

/** Names and ranks by NIP, from the unit's head, officials and team leaders. */
export function peopleOf(d: UnitPkData): People {
  const people: People = new Map();
  const put = (nip: string | null, nama: string | null, pangkat: string | null) => {
    if (nip && nama && !people.has(nip)) people.set(nip, { nama, pangkat });
  };
  put(d.head.plt_nip, d.head.plt_nama, d.head.plt_pangkat);
  put(d.head.nip, d.head.nama, d.head.pangkat);
  for (const p of d.positions) {
    put(p.plt_nip, p.plt_nama, p.plt_pangkat);
    put(p.pejabat_nip, p.nama, p.pangkat);
  }
  for (const t of d.teams) put(t.ketua_nip, t.nama_ketua, t.pangkat);
  return people;
}

/** A person of the structure as a signer (name and rank from the unit's people). */
export function personSigner(people: People, who: PkPenandatangan): PkSigner {
  const p = people.get(who.nip);
  return { jabatan: who.jabatan, nama: p?.nama ?? '-', pangkat: p?.pangkat ?? null, nip: who.nip };
}

/**
 * PIHAK KEDUA of a pengampu's agreement: the pengampu's superior in the structure (the PK
 * pegawai rule), the unit head when the structure names none, the mayor when the pengampu is the
 * unit head. Never the pengampu again (issue 25 item 4: the parent level's pengampu was often the
 * same person).
 */
export function superiorOfKey(d: UnitPkData, settings: AppSettings): (key: string) => PkSigner {
  const struktur = strukturOf(d);
  const people = peopleOf(d);
  const head = headSigner(d);
  return (key) => {
    const entry = struktur.find((e) => e.pengampu.includes(key));
    if (entry?.pengampu[0] === PK_KEPALA_KEY) return walikota(settings);
    return entry?.atasan ? personSigner(people, entry.atasan) : head;
  };
}

/** Who signs for a pengampu key: the position's official, the team's leader; none otherwise. */
export function signerOfKey(d: UnitPkData, key: string): PkSigner | undefined {
  const [kind, idText] = key.split(':');
  const id = Number(idText);
  if (kind === 'unit-kerja') {
    const p = d.positions.find((x) => x.id === id);
    return p ? positionSigner(p) : undefined;
  }
  if (kind === 'tim-kerja') {
    const t = d.teams.find((x) => x.id === id);
    return t ? teamSigner(t) : undefined;
  }
  return undefined;
}

function targetText(target: number | null | undefined, satuan: string): string {
  if (target === null || target === undefined) return '-';
  return `${target.toLocaleString('id-ID', { maximumFractionDigits: 2 })} ${satuan}`.trim();
}

// ---------------------------------------------------------------------------------------------
// The agreements of a unit
// ---------------------------------------------------------------------------------------------

interface Agreement {
  id: number;
  jenis: PkJenis;
  pengampu_key: string;
  pihakPertama: PkSigner;
  pihakKedua: PkSigner;
  rows: repo.LevelRow[];
}

function agreementsOf(d: UnitPkData, settings: AppSettings): Agreement[] {
  const mayor = walikota(settings);
  const head = headSigner(d);
  const superior = superiorOfKey(d, settings);
  const list: Agreement[] = [];
  if (d.goals.length > 0)
    list.push({
      id: must(d.goals[0]).goal.id,
      jenis: 'sasaranStrategisPd',
      pengampu_key: PK_KEPALA_KEY,
      pihakPertama: head,
      pihakKedua: mayor,
      rows: [],
    });
  for (const jenis of LEVELS) {
    const groups = new Map<string, repo.LevelRow[]>();
    for (const row of d.levels[jenis]) {
      const key = pengampuKeyOf(row);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    for (const [key, rows] of groups) {
      const first = must(rows[0]);
      const signer = signerOfKey(d, key);
      list.push({
        id: first.id,
        jenis,
        pengampu_key: key,
        pihakPertama: signer ?? head,
        pihakKedua: signer ? superior(key) : mayor,
        rows,
      });
    }
  }
  return list;
}

function scanOf(d: UnitPkData, a: { jenis: string; pengampu_key: string }) {
  return d.scans.find((s) => s.jenis === a.jenis && s.pengampu_key === a.pengampu_key);
}

function toRecord(d: UnitPkData, a: Agreement): PkAgreement {
  const scan = scanOf(d, a);
  return {
    id: a.id,
    jenis: a.jenis,
    jenis_label: PK_JENIS_LABELS[a.jenis],
    pengampu_key: a.pengampu_key,
    pihak_pertama: a.pihakPertama,
    pihak_kedua: a.pihakKedua,
    jumlah_sasaran: a.jenis === 'sasaranStrategisPd' ? d.goals.length : a.rows.length,
    status_upload_pk: !!scan,
    scan: scan
      ? { file_name: scan.file_name, file_size: scan.file_size, uploaded_at: scan.uploaded_at.toISOString() }
      : null,
  };
}

/** The unit of a read: the chosen one for who may choose, else the actor's own; null when none. */
export function unitOfRead(actor: SessionUser, requested: string | undefined): string | null {
  const scope = assertCan(actor, 'read', RESOURCE);
  if (requested && mayChooseUnit(actor, RESOURCE, 'read')) {
    if (!rowInScope(scope, requested)) throw new ForbiddenError();
    return requested;
  }
  return actor.satuan_kerja_id;
}

/**
 * A list of the read unit's PK (its agreements here, its people's in penugasan): the unit and the
 * records built from its data; empty when the actor has no unit to read.
 */
export async function unitPkList<T>(
  db: Db,
  read: { actor: SessionUser; tahun: number; requested: string | undefined },
  recordsOf: (d: UnitPkData) => T[],
) {
  const unit = unitOfRead(read.actor, read.requested);
  if (!unit) return { satuan_kerja_id: null, satuan_kerja_nama: null, data: [] };
  const d = await unitPkData(db, unit, read.tahun);
  return { satuan_kerja_id: unit, satuan_kerja_nama: d.head.satuan_kerja_nama, data: recordsOf(d) };
}

export async function listOfUnit(
  db: Db,
  settings: AppSettings,
  actor: SessionUser,
  tahun: number,
  requested: string | undefined,
): Promise<PkUnitList> {
  return unitPkList(db, { actor, tahun, requested }, (d) => agreementsOf(d, settings).map((a) => toRecord(d, a)));
}

// ---------------------------------------------------------------------------------------------
// One agreement: its document model, its detail, its scan
// ---------------------------------------------------------------------------------------------

/** A request for one agreement: who asks, the agreement's kind and one of its rows, the year. */
export interface AgreementRequest {
  settings: AppSettings;
  actor: SessionUser;
  jenis: PkJenis;
  id: number;
  tahun: number;
}

/** The unit and year of the row addressing an agreement (404 when absent or out of scope). */
async function unitOfAgreement(db: Db, { actor, jenis, id, tahun }: AgreementRequest, action: 'read' | 'write') {
  const scope = assertCan(actor, action, RESOURCE);
  const found =
    jenis === 'sasaranStrategisPd'
      ? await pkRepo.findSasaranPd(db, id).then((g) => g && { satuan_kerja_id: g.satuan_kerja_id, tahun })
      : await pkRepo
          .findKinerja(db, jenis, id)
          .then((k) => k && { satuan_kerja_id: k.satuan_kerja_id, tahun: k.tahun });
  if (!found || !rowInScope(scope, found.satuan_kerja_id)) throw new NotFoundError(NOT_FOUND);
  return found;
}

function findAgreement(d: UnitPkData, settings: AppSettings, jenis: PkJenis, id: number): Agreement {
  const all = agreementsOf(d, settings);
  const found =
    jenis === 'sasaranStrategisPd'
      ? all.find((a) => a.jenis === jenis)
      : all.find((a) => a.jenis === jenis && a.rows.some((r) => r.id === id));
  if (!found) throw new NotFoundError(NOT_FOUND);
  return found;
}

/** What the document of an agreement says (the PK generator's model). */
export function modelOf(
  d: UnitPkData,
  settings: AppSettings,
  a: Omit<Agreement, 'id' | 'jenis'> & { jenis: PkJenis },
  tanggal: string,
): PkModel {
  const base = {
    tahun: d.tahun,
    tempat: tempatPk(settings),
    tanggal,
    satuanKerjaNama: d.head.satuan_kerja_nama,
    pihakPertama: a.pihakPertama,
    pihakKedua: a.pihakKedua,
  };
  if (a.jenis === 'sasaranStrategisPd') {
    return {
      ...base,
      sasaran: d.goals.map(({ goal, tahun_awal }) => ({
        sasaran: goal.sasaran_strategis_satker,
        indikator: goal.iku,
        target: targetText(
          (goal as Record<string, unknown>)[yearKey('target_', d.tahun, tahun_awal)] as number | null,
          goal.satuan,
        ),
      })),
      anggaranLabel: 'Program',
      anggaran: d.levels.kinerjaProgram
        .filter((k) => k.anggaran > 0)
        .map((k) => ({ nama: k.nama, anggaran: k.anggaran })),
    };
  }
  return {
    ...base,
    sasaran: a.rows.map((k) => ({
      sasaran: k.sasaran,
      indikator: k.indikator,
      target: targetText(k.target, k.satuan),
    })),
    anggaranLabel: ANGGARAN_LABEL[a.jenis],
    anggaran: a.rows.filter((k) => k.anggaran > 0).map((k) => ({ nama: k.nama, anggaran: k.anggaran })),
  };
}

/** The agreement a read asks for, with its unit's data (as of `tanggal` for the document). */
async function readAgreement(db: Db, rq: AgreementRequest, tanggal?: string) {
  const where = await unitOfAgreement(db, rq, 'read');
  const d = await unitPkData(db, where.satuan_kerja_id, where.tahun, tanggal);
  return { d, a: findAgreement(d, rq.settings, rq.jenis, rq.id) };
}

export async function agreement(db: Db, rq: AgreementRequest, tanggal?: string) {
  const { d, a } = await readAgreement(db, rq, tanggal);
  return { d, a, model: modelOf(d, rq.settings, a, tanggalPk(d.tahun, tanggal)) };
}

/** The generated PDF of an agreement and its Content-Disposition (shown inline). */
export async function agreementPdf(...args: Parameters<typeof agreement>) {
  const { model } = await agreement(...args);
  const disposition = contentDisposition(`Perjanjian Kinerja ${model.tahun} - ${model.pihakPertama.jabatan}.pdf`, true);
  return { pdf: await renderPk(model), disposition };
}

export async function detail(db: Db, rq: AgreementRequest): Promise<PkAgreementDetail> {
  const { d, a, model } = await agreement(db, rq);
  return {
    ...toRecord(d, a),
    tahun: d.tahun,
    satuan_kerja_id: d.head.satuan_kerja_id,
    satuan_kerja_nama: d.head.satuan_kerja_nama,
    tempat: model.tempat,
    sasaran: model.sasaran,
    anggaran_label: model.anggaranLabel,
    anggaran: model.anggaran,
  };
}

/** The stored scan of an agreement (404 when none). */
export async function scanOfAgreement(db: Db, rq: AgreementRequest) {
  const { d, a } = await readAgreement(db, rq);
  const scan = scanOf(d, a);
  if (!scan) throw new NotFoundError('Scan perjanjian kinerja belum diunggah');
  return scan;
}

/** Where an upload lands: the agreement's key and the rows it covers (checked before the file is read). */
export async function uploadTarget(db: Db, rq: AgreementRequest) {
  const { actor, jenis } = rq;
  const where = await unitOfAgreement(db, rq, 'write');
  if (!rowInScope(assertCan(actor, 'write', RESOURCE), where.satuan_kerja_id)) throw new ForbiddenError();
  const d = await unitPkData(db, where.satuan_kerja_id, where.tahun);
  const a = findAgreement(d, rq.settings, jenis, rq.id);
  return {
    satuan_kerja_id: where.satuan_kerja_id,
    tahun: where.tahun,
    jenis,
    pengampu_key: a.pengampu_key,
    goalIds: jenis === 'sasaranStrategisPd' ? d.goals.map((g) => g.goal.id) : [],
    ids: a.rows.map((r) => r.id),
  };
}

export type UploadTarget = Awaited<ReturnType<typeof uploadTarget>>;

export async function saveScan(
  db: Db,
  actor: SessionUser,
  target: UploadTarget,
  file: { key: string; originalName: string; mime: string; size: number; sha256: string },
) {
  if (file.mime !== 'application/pdf') throw fieldError('file', 'Jenis berkas tidak diizinkan: unggah berkas PDF.');
  return db.transaction(async (tx) => {
    // One writer of an agreement's scan at a time: each reads the scan it replaces (removed after
    // the commit by the caller), so parallel replacements leave no file that no row refers to.
    const key = {
      satuan_kerja_id: target.satuan_kerja_id,
      tahun: target.tahun,
      jenis: target.jenis,
      pengampu_key: target.pengampu_key,
    };
    await lockName(tx, 'perjanjian_kinerja_scan', key.satuan_kerja_id, key.tahun, key.jenis, key.pengampu_key);
    const old = (await repo.findScan(tx, key)) ?? null;
    const row = await repo.upsertScan(tx, {
      satuan_kerja_id: target.satuan_kerja_id,
      tahun: target.tahun,
      jenis: target.jenis,
      pengampu_key: target.pengampu_key,
      file_key: file.key,
      file_name: file.originalName,
      file_mime: file.mime,
      file_size: file.size,
      file_sha256: file.sha256,
      updated_by: actor.id,
    });
    await repo.markUploaded(tx, target.jenis, {
      satuanKerjaId: target.satuan_kerja_id,
      tahun: target.tahun,
      goalIds: target.goalIds,
      ids: target.ids,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'upload',
      table: 'perjanjian_kinerja_scan',
      recordId: row.id,
      oldValues: old ? { file_name: old.file_name, file_sha256: old.file_sha256 } : null,
      newValues: { file_name: row.file_name, file_size: row.file_size, file_sha256: row.file_sha256 },
    });
    return {
      answer: {
        message: old ? 'Scan perjanjian kinerja berhasil diganti' : 'Scan perjanjian kinerja berhasil diunggah',
        data: { file_name: row.file_name, file_size: row.file_size, uploaded_at: row.uploaded_at.toISOString() },
      },
      replaced: old?.file_key ?? null,
    };
  });
}
