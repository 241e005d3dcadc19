import { notify } from '../../../lib/notify/notify';
import { lockName } from '../../../db/lock';
import { eq } from 'drizzle-orm';
import {
  JENIS_DOKUMEN,
  currentVersion,
  dokumenUploadFieldsSchema,
  isJenisDokumenId,
  mayChooseUnit,
  namaJenisDokumen,
  rowInScope,
  scopeOf,
  statusDokumenOf,
  type Actor,
  type DokumenAdminQuery,
  type DokumenAdminResponse,
  type DokumenAdminRow,
  type DokumenQuery,
  type DokumenRecord,
  type DokumenUnitResponse,
  type PublicDokumenResponse,
  type StatusDokumen,
  MESSAGE_FORBIDDEN,
  verifikasiDokumenEndpoint,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { dokumen } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { assertCan, assertRefs, satuanKerjaExists, unitForNew } from '../../../lib/crud/index';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { parseUploadFields, type StoredFile } from '../../../lib/files/index';
import { must } from '../../../lib/must';
import { workflowAdapter, type WorkflowLoaded } from '../../../lib/workflow/workflow-routes';
import { unitNameOf } from '../../../lib/db/unit-name';
import * as repo from './dokumen.repository';

/**
 * The documents registry (DOMAIN-2 §5 'Dokumen'). A unit uploads the current document of a kind
 * and year (a new version; the older ones stay); super verifies the newest version (Disetujui /
 * Ditolak with a note); the public page of a kind lists the newest approved version of every unit.
 * Every upload and verdict is audited.
 */
const RESOURCE = 'dokumen';
const VERIFY = 'verifikasi-dokumen';
const NOT_FOUND = 'Dokumen tidak ditemukan';

type SessionActor = Actor & { id: number };

function toRecord(row: repo.VersionRow): DokumenRecord {
  return {
    id: row.id,
    tahun: row.tahun,
    satuan_kerja_id: row.satuan_kerja_id,
    jenis_dokumen_id: row.jenis_dokumen_id,
    versi: row.versi,
    nama_file: row.file_name,
    ukuran: row.file_size,
    status: statusDokumenOf(row.status),
    catatan: row.catatan,
    diunggah_oleh: row.diunggah_oleh,
    diunggah_at: row.diunggah_at.toISOString(),
    diverifikasi_oleh: row.diverifikasi_oleh,
    diverifikasi_at: row.diverifikasi_at?.toISOString() ?? null,
  };
}

/** The unit the page shows: the chosen one for an actor who chooses, else the actor's own. */
function unitOfPage(actor: Actor, requested: string | undefined): string | null {
  const scope = assertCan(actor, 'read', RESOURCE);
  const unit = mayChooseUnit(actor, RESOURCE, 'read') ? (requested ?? actor.satuan_kerja_id) : actor.satuan_kerja_id;
  if (!unit) return null;
  if (!rowInScope(scope, unit)) throw new NotFoundError('Satuan kerja tidak ditemukan');
  return unit;
}

/** `/dokumen`: the four kinds of a unit for the year, each with its current version and the older ones. */
export async function dokumenUnit(
  db: Db,
  actor: Actor,
  tahun: number,
  query: DokumenQuery,
): Promise<DokumenUnitResponse> {
  const unit = unitOfPage(actor, query.satuan_kerja_id);
  if (!unit) return { data: { satuan_kerja_id: null, satuan_kerja_nama: null, can_upload: false, jenis: [] } };
  const [info, rows] = await Promise.all([unitNameOf(db, unit), repo.versionsOfUnit(db, unit, tahun)]);
  if (!info) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const records = rows.map(toRecord);
  return {
    data: {
      satuan_kerja_id: info.satuan_kerja_id,
      satuan_kerja_nama: info.satuan_kerja_nama,
      can_upload: rowInScope(scopeOf(actor, 'write', RESOURCE), unit),
      jenis: JENIS_DOKUMEN.map((j) => {
        const versions = records.filter((r) => r.jenis_dokumen_id === j.id);
        const current = currentVersion(versions) ?? null;
        return {
          jenis_dokumen_id: j.id,
          nama: j.nama,
          current,
          riwayat: versions.filter((v) => v !== current),
        };
      }),
    },
  };
}

/**
 * A new version of a unit's document (the file is already stored and checked by content): the
 * unit is the actor's own unless the actor chooses (super). Audited as 'upload'.
 */
export async function uploadDokumen(
  tx: Db | Tx,
  actor: SessionActor,
  tahun: number,
  file: StoredFile,
  fields: Record<string, string>,
): Promise<{ message: string; data: DokumenRecord }> {
  assertCan(actor, 'write', RESOURCE);
  const input = parseUploadFields(dokumenUploadFieldsSchema, fields);
  const unit = unitForNew(actor, RESOURCE, input.satuan_kerja_id);
  await assertRefs(tx, [satuanKerjaExists(unit)]);
  const group = { satuan_kerja_id: unit, tahun, jenis: input.jenis_dokumen_id };
  // Parallel uploads of one kind take consecutive versions (without the lock they read the same max).
  await lockName(tx, 'dokumen', unit, tahun, input.jenis_dokumen_id);
  const versi = (await repo.latestVersi(tx, group)) + 1;
  const [row] = await tx
    .insert(dokumen)
    .values({
      tahun,
      satuan_kerja_id: unit,
      jenis_dokumen_id: input.jenis_dokumen_id,
      versi,
      file_key: file.key,
      file_name: file.originalName,
      file_mime: file.mime,
      file_size: file.size,
      file_sha256: file.sha256,
      status: 'menunggu',
      diunggah_oleh: actor.id,
      updated_by: actor.id,
    })
    .returning();
  const inserted = must(row, 'dokumen');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'upload',
    table: 'dokumen',
    recordId: inserted.id,
    newValues: inserted,
  });
  const record = toRecord(must(await repo.findVersion(tx, inserted.id), 'dokumen'));
  return { message: `${namaJenisDokumen(input.jenis_dokumen_id)} versi ${versi} berhasil diunggah`, data: record };
}

type DokumenRow = typeof dokumen.$inferSelect;

/** The version (locked) and its status; 404 when it does not exist. Only the newest is verified. */
async function loadVersion(tx: Tx, actor: Actor, id: number): Promise<WorkflowLoaded<StatusDokumen, DokumenRow>> {
  assertCan(actor, 'write', VERIFY);
  const [before] = await tx.select().from(dokumen).where(eq(dokumen.id, id)).limit(1).for('update');
  if (!before) throw new NotFoundError(NOT_FOUND);
  return { state: statusDokumenOf(before.status), record: before, owner: false };
}

async function checkNewest(tx: Tx, before: DokumenRow) {
  const newest = await repo.latestVersi(tx, {
    satuan_kerja_id: before.satuan_kerja_id,
    tahun: before.tahun,
    jenis: before.jenis_dokumen_id,
  });
  if (newest !== before.versi) {
    throw fieldError('status', `Hanya versi terbaru (versi ${newest}) yang dapat diverifikasi`);
  }
}

/** PUT /dokumen/:id/verifikasi: super approves or rejects (a note required) the newest version. Audited as 'verify'. */
export const verifikasiAdapter = workflowAdapter({
  endpoint: verifikasiDokumenEndpoint,
  event: (rq) => (rq.body.status === 'disetujui' ? 'setujui' : 'tolak'),
  note: (rq) => rq.body.catatan,
  load: (tx, rq, actor) => loadVersion(tx, actor, rq.params.id),
  forbidden: MESSAGE_FORBIDDEN,
  check: (tx, _rq, { record }) => checkNewest(tx, record),
  refusalField: 'catatan',
  persist: async (tx, rq, { record: before }, { actor, to }) => {
    await tx
      .update(dokumen)
      .set({
        status: to,
        catatan: rq.body.catatan,
        diverifikasi_oleh: actor.id,
        diverifikasi_at: new Date(),
        updated_at: new Date(),
        updated_by: actor.id,
      })
      .where(eq(dokumen.id, before.id));
    return toRecord(must(await repo.findVersion(tx, before.id), 'dokumen'));
  },
  audit: ({ record: before }, after) => ({
    action: 'verify',
    table: 'dokumen',
    recordId: before.id,
    oldValues: { status: before.status, catatan: before.catatan },
    newValues: { status: after.status, catatan: after.catatan },
  }),
  notify: async (tx, { record: before }, _after, { to, note }) => {
    const nama = namaJenisDokumen(before.jenis_dokumen_id) ?? 'Dokumen';
    await notify(
      tx,
      { roles: ['perangkat_daerah'], satuanKerjaId: before.satuan_kerja_id },
      {
        jenis: `dokumen-${to}`,
        judul: `${nama} tahun ${before.tahun} ${to}`,
        pesan: note ? `Catatan: ${note}` : `Dokumen versi ${before.versi} ${to}.`,
        tautan: '/dokumen',
      },
    );
  },
  answer: (after, { to }) => ({ message: `Dokumen ${to}`, data: after }),
});

type CellStatus = 'kosong' | StatusDokumen;

/** `/dokumen-admin`: every active unit × kind with the current version (two statements). */
export async function dokumenAdmin(
  db: Db,
  actor: Actor,
  tahun: number,
  query: DokumenAdminQuery,
): Promise<DokumenAdminResponse> {
  assertCan(actor, 'read', VERIFY);
  const [units, current] = await Promise.all([repo.activeUnits(db), repo.currentVersions(db, tahun)]);
  const byCell = new Map(current.map((row) => [`${row.satuan_kerja_id}|${row.jenis_dokumen_id}`, row]));
  const ringkasan = { kosong: 0, menunggu: 0, disetujui: 0, ditolak: 0 };
  const statusOfCell = (cell: { current: DokumenRecord | null }): CellStatus =>
    cell.current ? cell.current.status : 'kosong';

  const rows: DokumenAdminRow[] = units.map((unit) => ({
    ...unit,
    dokumen: JENIS_DOKUMEN.map((j) => {
      const row = byCell.get(`${unit.satuan_kerja_id}|${j.id}`);
      const cell = {
        jenis_dokumen_id: j.id,
        current: row ? toRecord(row) : null,
        jumlah_versi: row?.jumlah_versi ?? 0,
      };
      ringkasan[statusOfCell(cell)] += 1;
      return cell;
    }),
  }));
  const wanted = query.status || undefined;
  const filtered = rows.filter((row) =>
    row.dokumen.some(
      (cell) =>
        (query.jenis_dokumen_id === undefined || cell.jenis_dokumen_id === query.jenis_dokumen_id) &&
        (wanted === undefined || statusOfCell(cell) === wanted),
    ),
  );
  return { data: filtered, ringkasan };
}

/** The public list of a kind: the newest approved version of every unit (unknown kind → 404). */
export async function publicDokumen(db: Db, tahun: number, jenisDokumenId: number): Promise<PublicDokumenResponse> {
  if (!isJenisDokumenId(jenisDokumenId)) throw new NotFoundError('Jenis dokumen tidak ditemukan');
  const rows = await repo.publishedOfKind(db, tahun, jenisDokumenId);
  rows.sort((a, b) => a.urutan - b.urutan || a.satuan_kerja_id.localeCompare(b.satuan_kerja_id));
  return {
    data: {
      jenis_dokumen_id: jenisDokumenId,
      nama: must(namaJenisDokumen(jenisDokumenId)),
      tahun,
      rows: rows.map((r) => ({
        id: r.id,
        satuan_kerja_id: r.satuan_kerja_id,
        satuan_kerja_nama: r.satuan_kerja_nama,
        nama_file: r.file_name,
        ukuran: r.file_size,
        versi: r.versi,
        disetujui_at: r.diverifikasi_at?.toISOString() ?? null,
      })),
    },
  };
}

/** The file of a version the actor may read (its unit in the read scope; otherwise 404). */
export async function dokumenFile(db: Db, actor: Actor, id: number) {
  const scope = assertCan(actor, 'read', RESOURCE);
  const row = await repo.fileOf(db, id);
  if (!row || !rowInScope(scope, row.satuan_kerja_id)) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** The file of an approved version of the kind, for everyone (anything else is a 404). */
export async function publicDokumenFile(db: Db, jenisDokumenId: number, id: number) {
  const row = await repo.fileOf(db, id);
  const status: StatusDokumen | undefined = row ? statusDokumenOf(row.status) : undefined;
  if (!row || row.jenis_dokumen_id !== jenisDokumenId || status !== 'disetujui') throw new NotFoundError(NOT_FOUND);
  return row;
}
