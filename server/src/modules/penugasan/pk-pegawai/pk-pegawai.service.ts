import JSZip from 'jszip';
import {
  pengampuKeyOf,
  PK_KEPALA_KEY,
  tanggalPk,
  type PkPegawaiEntry,
  type PkPegawaiList,
  type PkPegawaiRecord,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import type { AppSettings } from '../../admin/services';
import {
  headSigner,
  modelOf,
  peopleOf,
  personSigner as signerOf,
  strukturOf,
  renderPk,
  unitOfRead,
  unitPkData,
  unitPkList,
  walikota,
  type PkModel,
  type UnitPkData,
} from '../../cascading/services';

/**
 * Perjanjian kinerja pegawai (DOMAIN-2 §4): the employees who carry performance in a unit (its
 * head, the officials of positions and the leaders of teams that are pengampu), each with their
 * superior ('Plt.' for an acting one), one PDF per employee dated as chosen, and the whole unit as
 * one ZIP built in memory (no temporary file). One read of the unit (cascading's unitPkData).
 */

const LEVELS = ['kinerjaProgram', 'kinerjaKegiatan', 'kinerjaSubKegiatan'] as const;
const NOT_FOUND = 'Pegawai tidak memiliki perjanjian kinerja di satuan kerja ini';

function rowsOf(d: UnitPkData, entry: PkPegawaiEntry) {
  const keys = new Set(entry.pengampu);
  return LEVELS.map((jenis) => ({ jenis, rows: d.levels[jenis].filter((r) => keys.has(pengampuKeyOf(r))) })).filter(
    (l) => l.rows.length > 0,
  );
}

function modelOfEntry(d: UnitPkData, settings: AppSettings, entry: PkPegawaiEntry, tanggal: string): PkModel {
  const people = peopleOf(d);
  const pihakPertama = entry.pengampu[0] === PK_KEPALA_KEY ? headSigner(d) : signerOf(people, entry);
  const pihakKedua = entry.atasan ? signerOf(people, entry.atasan) : walikota(settings);
  if (entry.pengampu.includes(PK_KEPALA_KEY))
    return modelOf(
      d,
      settings,
      { jenis: 'sasaranStrategisPd', pengampu_key: PK_KEPALA_KEY, pihakPertama, pihakKedua, rows: [] },
      tanggal,
    );
  const levels = rowsOf(d, entry);
  const top = levels[0];
  const model = modelOf(
    d,
    settings,
    {
      jenis: top?.jenis ?? 'kinerjaProgram',
      pengampu_key: entry.pengampu[0] ?? '',
      pihakPertama,
      pihakKedua,
      rows: top?.rows ?? [],
    },
    tanggal,
  );
  // The goals list everything carried at every level; the budget table is the highest level's.
  const all = levels.flatMap((l) => l.rows);
  return {
    ...model,
    sasaran: all.map((k) => ({
      sasaran: k.sasaran,
      indikator: k.indikator,
      target:
        k.target === null
          ? '-'
          : `${k.target.toLocaleString('id-ID', { maximumFractionDigits: 2 })} ${k.satuan}`.trim(),
    })),
  };
}

function recordOf(d: UnitPkData, settings: AppSettings, entry: PkPegawaiEntry): PkPegawaiRecord {
  const people = peopleOf(d);
  const self = entry.pengampu[0] === PK_KEPALA_KEY ? headSigner(d) : signerOf(people, entry);
  return {
    nip: entry.nip,
    nama: self.nama,
    pangkat: self.pangkat,
    jabatan: self.jabatan,
    atasan: entry.atasan ? signerOf(people, entry.atasan) : walikota(settings),
    jumlah_sasaran: entry.pengampu.includes(PK_KEPALA_KEY)
      ? d.goals.length
      : rowsOf(d, entry).reduce((n, l) => n + l.rows.length, 0),
  };
}

export async function list(
  db: Db,
  settings: AppSettings,
  actor: SessionUser,
  tahun: number,
  requested: string | undefined,
): Promise<PkPegawaiList> {
  return unitPkList(db, { actor, tahun, requested }, (d) => strukturOf(d).map((e) => recordOf(d, settings, e)));
}

function fileName(tahun: number, entry: { nip: string; jabatan: string }): string {
  const jabatan = entry.jabatan
    .replace(/[^\p{L}\p{N} .-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `PK ${tahun} - ${entry.nip} - ${jabatan}.pdf`;
}

/** The unit's PK data as it stands on the chosen date (a Plt. signs only while acting). */
async function unitData(db: Db, actor: SessionUser, tahun: number, q: { satuan_kerja_id?: string; tanggal: string }) {
  const unit = unitOfRead(actor, q.satuan_kerja_id);
  if (!unit) throw new NotFoundError('Pilih satuan kerja terlebih dahulu');
  return unitPkData(db, unit, tahun, q.tanggal);
}

/** One employee's PK as a PDF (404 when the NIP carries nothing in the unit). */
export async function pdfOf(
  db: Db,
  settings: AppSettings,
  actor: SessionUser,
  tahun: number,
  q: { satuan_kerja_id?: string; tanggal: string },
  nip: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const d = await unitData(db, actor, tahun, q);
  const entry = strukturOf(d).find((e) => e.nip === nip);
  if (!entry) throw new NotFoundError(NOT_FOUND);
  const model = modelOfEntry(d, settings, entry, tanggalPk(tahun, q.tanggal));
  return { pdf: await renderPk(model), fileName: fileName(tahun, { nip, jabatan: model.pihakPertama.jabatan }) };
}

/** Every employee's PK of the unit in one ZIP, built in memory. */
export async function zipOf(
  db: Db,
  settings: AppSettings,
  actor: SessionUser,
  tahun: number,
  q: { satuan_kerja_id?: string; tanggal: string },
): Promise<{ zip: Buffer; fileName: string }> {
  const d = await unitData(db, actor, tahun, q);
  const tanggal = tanggalPk(tahun, q.tanggal);
  const zip = new JSZip();
  for (const entry of strukturOf(d)) {
    const model = modelOfEntry(d, settings, entry, tanggal);
    zip.file(fileName(tahun, { nip: entry.nip, jabatan: model.pihakPertama.jabatan }), await renderPk(model));
  }
  const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { zip: buffer, fileName: `PK Pegawai ${tahun} - ${d.head.satuan_kerja_nama}.zip` };
}
