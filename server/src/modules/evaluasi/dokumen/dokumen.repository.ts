import { and, asc, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { dokumen, satuanKerja, users } from '../../../db/schema/index';
import { columnsOf } from '../../../lib/db/columns';

/** The SQL of the documents registry: every screen is one or two statements whatever the city's size. */
const d = dokumen;
const pengunggah = alias(users, 'pengunggah');
const verifikator = alias(users, 'verifikator');

const versionColumns = {
  ...columnsOf(d, [
    'id',
    'tahun',
    'satuan_kerja_id',
    'jenis_dokumen_id',
    'versi',
    'file_key',
    'file_name',
    'file_mime',
    'file_size',
    'status',
    'catatan',
    'diverifikasi_at',
  ]),
  diunggah_oleh: pengunggah.nama,
  diunggah_at: d.created_at,
  diverifikasi_oleh: verifikator.nama,
};

/** A unit's code and name. */
const unitColumns = columnsOf(satuanKerja, ['satuan_kerja_id', 'satuan_kerja_nama']);

function versions(db: Db | Tx) {
  return db
    .select(versionColumns)
    .from(d)
    .leftJoin(pengunggah, eq(pengunggah.id, d.diunggah_oleh))
    .leftJoin(verifikator, eq(verifikator.id, d.diverifikasi_oleh));
}
export type VersionRow = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

/** Every version of a unit's documents of a year, newest first per kind. */
export function versionsOfUnit(db: Db | Tx, satuanKerjaId: string, tahun: number) {
  return versions(db)
    .where(and(eq(d.satuan_kerja_id, satuanKerjaId), eq(d.tahun, tahun)))
    .orderBy(asc(d.jenis_dokumen_id), desc(d.versi));
}

export async function findVersion(db: Db | Tx, id: number): Promise<VersionRow | undefined> {
  const [row] = await versions(db).where(eq(d.id, id)).limit(1);
  return row;
}

/** The active units in the city's order (the admin matrix's rows). */
export function activeUnits(db: Db | Tx) {
  return db
    .select(unitColumns)
    .from(satuanKerja)
    .where(eq(satuanKerja.active, true))
    .orderBy(asc(satuanKerja.urutan), asc(satuanKerja.satuan_kerja_id));
}

/** The newest version of every unit × kind of a year, with the number of versions (one statement). */
export function currentVersions(db: Db | Tx, tahun: number) {
  return db
    .selectDistinctOn([d.satuan_kerja_id, d.jenis_dokumen_id], {
      ...versionColumns,
      jumlah_versi: sql<number>`count(*) over (partition by ${d.satuan_kerja_id}, ${d.jenis_dokumen_id})`.mapWith(
        Number,
      ),
    })
    .from(d)
    .leftJoin(pengunggah, eq(pengunggah.id, d.diunggah_oleh))
    .leftJoin(verifikator, eq(verifikator.id, d.diverifikasi_oleh))
    .where(eq(d.tahun, tahun))
    .orderBy(asc(d.satuan_kerja_id), asc(d.jenis_dokumen_id), desc(d.versi));
}

/** The newest approved version of every unit for a kind and year, with the unit's name (one statement). */
export function publishedOfKind(db: Db | Tx, tahun: number, jenisDokumenId: number) {
  return db
    .selectDistinctOn([d.satuan_kerja_id], {
      ...columnsOf(d, ['id', 'satuan_kerja_id', 'file_name', 'file_size', 'versi', 'diverifikasi_at']),
      ...columnsOf(satuanKerja, ['satuan_kerja_nama', 'urutan']),
    })
    .from(d)
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, d.satuan_kerja_id))
    .where(and(eq(d.tahun, tahun), eq(d.jenis_dokumen_id, jenisDokumenId), eq(d.status, 'disetujui')))
    .orderBy(asc(d.satuan_kerja_id), desc(d.versi));
}

/** The newest version number of a unit's kind and year (0 when none). */
export async function latestVersi(db: Db | Tx, where: { satuan_kerja_id: string; tahun: number; jenis: number }) {
  const [row] = await db
    .select({ versi: max(d.versi) })
    .from(d)
    .where(groupOf(where));
  return row?.versi ?? 0;
}

function groupOf(where: { satuan_kerja_id: string; tahun: number; jenis: number }): SQL | undefined {
  return and(
    eq(d.satuan_kerja_id, where.satuan_kerja_id),
    eq(d.tahun, where.tahun),
    eq(d.jenis_dokumen_id, where.jenis),
  );
}

/** The stored file of a version (what a download needs). */
export async function fileOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      ...columnsOf(d, ['id', 'satuan_kerja_id', 'jenis_dokumen_id', 'status']),
      key: d.file_key,
      originalName: d.file_name,
      mime: d.file_mime,
    })
    .from(d)
    .where(eq(d.id, id))
    .limit(1);
  return row;
}
