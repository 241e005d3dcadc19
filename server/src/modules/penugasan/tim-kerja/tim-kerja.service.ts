import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  editResets,
  kepalaTim,
  resetPersetujuan,
  rowInScope,
  stateOf,
  STATUS_PERSETUJUAN,
  type AnggotaRecord,
  type anggotaSchema,
  type RiwayatPersetujuan,
  type SessionUser,
  type StatusPersetujuan,
  type TimKerjaDetail,
  type TimKerjaListQuery,
  type TimKerjaRecord,
  type timKerjaSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  pegawai,
  timKerja,
  timKerjaAnggota,
  unitKerja,
} from '../../../db/schema/index';
import { notify } from '../../../lib/notify/notify';
import {
  assertCan,
  assertRefs,
  crudService,
  deleteAudited,
  existsIn,
  insertAudited,
  inScopeOr404,
  listUnitCondition,
  satuanKerjaExists,
  searchCondition,
  unitForNew,
  updateAudited,
  type CrudContext,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError, NotFoundError, ValidationError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { targetAnggotaColumns, targetAnggotaExcluded } from '../../perencanaan/services';
import * as repo from './tim-kerja.repository';
import { readAll } from '../../../lib/db/reads';

type TimInput = z.output<typeof timKerjaSchema>;
type AnggotaInput = z.output<typeof anggotaSchema>;

const RESOURCE = 'tim-kerja';
export const TIM_NOT_FOUND = 'Tim kerja tidak ditemukan';
export const ANGGOTA_NOT_FOUND = 'Anggota tim tidak ditemukan';
export const MESSAGE_ANGGOTA_GANDA = 'Pegawai sudah menjadi anggota tim ini';
export const MESSAGE_KETUA_BUKAN_ANGGOTA = 'Ketua tim tidak perlu ditambahkan sebagai anggota';
export const MESSAGE_PEGAWAI_LAIN_UNIT =
  'Pegawai harus dari satuan kerja tim; pegawai satuan kerja lain ditambahkan melalui Tim Kerja Tambahan';
const t = timKerja;
const a = timKerjaAnggota;

function statusOf(value: string): StatusPersetujuan {
  return (STATUS_PERSETUJUAN as readonly string[]).includes(value) ? (value as StatusPersetujuan) : 'menunggu';
}

export function toTimRecord(row: repo.TimRow): TimKerjaRecord {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

export function toRiwayat(rows: Awaited<ReturnType<typeof repo.riwayatOf>>): RiwayatPersetujuan[] {
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** Members of the teams with their targets and states: two statements whatever the number. */
export async function anggotaWithTarget(db: Db | Tx, timIds: number[]): Promise<AnggotaRecord[]> {
  const members = await repo.anggotaOf(db, timIds);
  const targets = await repo.targetOf(
    db,
    members.map((m) => m.id),
  );
  const byMember = new Map<number, AnggotaRecord['target']>();
  for (const { tim_kerja_anggota_id: id, ...target } of targets) {
    const list = byMember.get(id) ?? [];
    list.push(target);
    byMember.set(id, list);
  }
  return members.map((m) => ({
    ...m,
    status_kepala_bidang: statusOf(m.status_kepala_bidang),
    status_kepala_opd: statusOf(m.status_kepala_opd),
    state: stateOf(m),
    target: byMember.get(m.id) ?? [],
  }));
}

/** The team with its heads, members, targets, langkah aksi, where it is pengampu and its history. */
export async function timDetail(db: Db | Tx, row: repo.TimRow): Promise<TimKerjaDetail> {
  const [anggota, langkahAksi, pengampu, riwayat, struktur] = await readAll(db, [
    () => anggotaWithTarget(db, [row.id]),
    () => repo.langkahAksiOf(db, row.id),
    () => repo.pengampuOf(db, row.id),
    () => repo.riwayatOfTim(db, row.id),
    () => repo.strukturOf(db, [row.satuan_kerja_id]),
  ]);
  const heads = kepalaTim(struktur.positions, row, struktur.kepalaNip);
  const nips = [heads.kepala_bidang_nip, heads.kepala_opd_nip].filter((n): n is string => !!n);
  const names = nips.length
    ? new Map(
        (
          await db.select({ nip: pegawai.nip, nama: pegawai.peg_nama }).from(pegawai).where(inArray(pegawai.nip, nips))
        ).map((p) => [p.nip, p.nama]),
      )
    : new Map<string, string>();
  return {
    ...toTimRecord(row),
    kepala_bidang_nama: heads.kepala_bidang_nip ? (names.get(heads.kepala_bidang_nip) ?? null) : null,
    kepala_opd_nama: heads.kepala_opd_nip ? (names.get(heads.kepala_opd_nip) ?? null) : null,
    anggota,
    langkah_aksi: langkahAksi,
    pengampu,
    riwayat: toRiwayat(riwayat),
  };
}

function whereOf(ctx: CrudContext, q: TimKerjaListQuery) {
  return and(
    eq(t.tahun, ctx.tahun),
    listUnitCondition(ctx.actor, RESOURCE, t.satuan_kerja_id, q.satuan_kerja_id),
    q.jenis === 'tambahan' ? eq(t.is_tambahan, true) : q.jenis === 'struktur' ? eq(t.is_tambahan, false) : undefined,
    searchCondition(q.search, repo.searchColumns),
  );
}

const XLSX_COLUMNS: XlsxColumn<TimKerjaRecord>[] = [
  nomorColumn(),
  satuanKerjaColumn(),
  { header: 'Nama Tim', value: (r) => r.nama, width: 40 },
  { header: 'Ketua', value: (r) => r.ketua_nama, width: 30 },
  { header: 'NIP Ketua', value: (r) => r.ketua_nip, width: 22 },
  { header: 'Jabatan', value: (r) => r.unit_kerja_nama, width: 30 },
  { header: 'Tim Tambahan', value: (r) => (r.is_tambahan ? 'Ya' : 'Tidak'), width: 12 },
  { header: 'Jumlah Anggota', value: (r) => r.jumlah_anggota, format: 'bilangan' },
  { header: 'Anggota Disetujui', value: (r) => r.jumlah_disetujui, format: 'bilangan' },
];

/** The ketua is a pegawai (of the unit unless the team is tambahan); the position is the unit's. */
async function assertTimRefs(tx: Tx, unit: string, input: TimInput) {
  await assertRefs(tx, [
    satuanKerjaExists(unit),
    {
      field: 'ketua_nip',
      message: input.is_tambahan ? 'Ketua tim tidak ditemukan' : 'Ketua tim harus pegawai satuan kerja ini',
      ok: existsIn(
        pegawai,
        eq(pegawai.nip, input.ketua_nip),
        input.is_tambahan ? undefined : eq(pegawai.satuan_kerja_id, unit),
      ),
    },
    input.unit_kerja_id !== null && {
      field: 'unit_kerja_id',
      message: 'Jabatan harus dari struktur satuan kerja ini',
      ok: existsIn(unitKerja, eq(unitKerja.id, input.unit_kerja_id), eq(unitKerja.satuan_kerja_id, unit)),
    },
  ]);
}

export const timKerjaService: CrudService<TimKerjaListQuery, TimInput, TimKerjaRecord, TimKerjaDetail> = crudService({
  resource: RESOURCE,
  table: t,
  notFound: TIM_NOT_FOUND,
  unitScoped: true,
  repo,
  where: whereOf,
  toRecord: toTimRecord,
  detail: (db, row) => timDetail(db, row),
  xlsx: (rows, tahun) =>
    buildXlsx({ sheetName: `Tim Kerja ${tahun}`, columns: XLSX_COLUMNS, rows, record: toTimRecord }),

  async insert(tx, ctx, input) {
    const unit = unitForNew(ctx.actor, RESOURCE, input.satuan_kerja_id);
    await assertTimRefs(tx, unit, input);
    const { satuan_kerja_id: _unit, ...fields } = input;
    return (await insertAudited(tx, t, ctx.actor.id, { ...fields, satuan_kerja_id: unit, tahun: ctx.tahun })).id;
  },

  async write(tx, ctx, before, input) {
    await assertTimRefs(tx, before.satuan_kerja_id, input);
    const { satuan_kerja_id: _unit, ...fields } = input;
    await updateAudited(tx, t, ctx.actor.id, { id: before.id, before, set: fields });
    return undefined;
  },

  async beforeRemove(tx, _ctx, before) {
    const used = await repo.pengampuOf(tx, before.id);
    if (used.length > 0) {
      const message = `Tim kerja masih menjadi pengampu: ${used.join('; ')}`;
      throw new ValidationError({ data: [message] }, message);
    }
    const klaa = kinerjaLangkahAksiAnggota;
    const ofTeam = tx.select({ id: a.id }).from(a).where(eq(a.tim_kerja_id, before.id));
    await tx.delete(klaa).where(inArray(klaa.tim_kerja_anggota_id, ofTeam));
    const members = await tx.delete(a).where(eq(a.tim_kerja_id, before.id)).returning({ id: a.id, nip: a.nip });
    return { anggota: members.map((m) => m.nip) };
  },
});

// -------------------------------------------------------------------------------------------
// Members
// -------------------------------------------------------------------------------------------

/** The team in the actor's write scope (404 otherwise), as stored. */
async function timForWrite(tx: Tx, ctx: CrudContext, id: number) {
  const scope = assertCan(ctx.actor, 'write', RESOURCE);
  return inScopeOr404(await repo.findRow(tx, id), scope, TIM_NOT_FOUND);
}

async function assertAnggotaRefs(
  tx: Tx,
  tim: typeof timKerja.$inferSelect,
  input: AnggotaInput,
  currentId: number | null,
) {
  if (input.nip === tim.ketua_nip) throw fieldError('nip', MESSAGE_KETUA_BUKAN_ANGGOTA);
  const langkahIds = input.target.map((r) => r.kinerja_langkah_aksi_id);
  const kla = kinerjaLangkahAksi;
  const other = currentId === null ? undefined : ne(a.id, currentId);
  await assertRefs(tx, [
    {
      field: 'nip',
      message: tim.is_tambahan ? 'Pegawai tidak ditemukan' : MESSAGE_PEGAWAI_LAIN_UNIT,
      ok: existsIn(
        pegawai,
        eq(pegawai.nip, input.nip),
        tim.is_tambahan ? undefined : eq(pegawai.satuan_kerja_id, tim.satuan_kerja_id),
      ),
    },
    {
      field: 'nip',
      message: MESSAGE_ANGGOTA_GANDA,
      ok: sql<boolean>`not ${existsIn(a, eq(a.tim_kerja_id, tim.id), eq(a.nip, input.nip), other)}`.mapWith(Boolean),
    },
    langkahIds.length > 0 && {
      field: 'target',
      message: 'Langkah aksi harus langkah aksi yang dikerjakan tim ini',
      ok: sql<boolean>`(select count(*) from ${kla} where ${and(inArray(kla.id, langkahIds), eq(kla.tim_kerja_id, tim.id))}) = ${langkahIds.length}`.mapWith(
        Boolean,
      ),
    },
  ]);
}

/**
 * Replaces the member's targets (monthly; the yearly target is their sum): kept langkah aksi keep
 * their realisasi; others are removed.
 */
async function writeTargets(tx: Tx, anggotaId: number, actorId: number, input: AnggotaInput) {
  const klaa = kinerjaLangkahAksiAnggota;
  const ids = input.target.map((r) => r.kinerja_langkah_aksi_id);
  await tx
    .delete(klaa)
    .where(
      and(
        eq(klaa.tim_kerja_anggota_id, anggotaId),
        ids.length ? notInArray(klaa.kinerja_langkah_aksi_id, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await tx
    .insert(klaa)
    .values(
      input.target.map((r) => ({
        kinerja_langkah_aksi_id: r.kinerja_langkah_aksi_id,
        tim_kerja_anggota_id: anggotaId,
        ...targetAnggotaColumns(r.target_bulanan),
        satuan: r.satuan,
        updated_by: actorId,
      })),
    )
    .onConflictDoUpdate({
      target: [klaa.kinerja_langkah_aksi_id, klaa.tim_kerja_anggota_id],
      set: { ...targetAnggotaExcluded(), satuan: sql`excluded.satuan`, updated_at: new Date(), updated_by: actorId },
    });
}

async function anggotaRecord(tx: Db | Tx, timId: number, nip: string): Promise<AnggotaRecord> {
  const found = (await anggotaWithTarget(tx, [timId])).find((m) => m.nip === nip);
  if (!found) throw new NotFoundError(ANGGOTA_NOT_FOUND);
  return found;
}

/**
 * A member waits for the kepala bidang of its team (issue 27): the account holding that NIP is told
 * (a team without a division head waits for the kepala OPD, who then is its kepala bidang).
 */
async function notifyKepalaBidang(tx: Tx, actorId: number, tim: typeof timKerja.$inferSelect, anggota: AnggotaRecord) {
  const struktur = await repo.strukturOf(tx, [tim.satuan_kerja_id]);
  const nip = kepalaTim(struktur.positions, tim, struktur.kepalaNip).kepala_bidang_nip;
  if (!nip) return;
  await notify(
    tx,
    { roles: ['validator_kepala_bidang', 'validator_kepala_opd'], nips: [nip], kecuali: actorId },
    {
      jenis: 'persetujuan-anggota',
      judul: `${anggota.nama} (${tim.nama}) menunggu persetujuan Kepala Bidang`,
      pesan: `Anggota tim ${tim.nama} diajukan dan menunggu keputusan Anda.`,
      tautan: `/validasi-kepala-bidang/show/${anggota.id}`,
    },
  );
}

/** The history entry of an operator submitting a member (a new one, or an edit back to pending). */
function riwayatAjukan(
  tx: Tx,
  actorId: number,
  anggota: { tim_kerja_id: number; tim_kerja_anggota_id: number; anggota_nip: string },
  catatan: string | null = null,
) {
  return repo.insertRiwayat(tx, [{ ...anggota, tahap: 'operator', aksi: 'ajukan', catatan, actor_id: actorId }]);
}

/** POST /tim-kerja/:id/anggota: a new member, pending approval, with its targets. */
export async function createAnggota(db: Db, ctx: CrudContext, timId: number, input: AnggotaInput) {
  return db.transaction(async (tx) => {
    const tim = await timForWrite(tx, ctx, timId);
    await assertAnggotaRefs(tx, tim, input, null);
    const values = { tim_kerja_id: tim.id, nip: input.nip, peran: input.peran };
    const row = await insertAudited(tx, a, ctx.actor.id, values, { target: input.target });
    await writeTargets(tx, row.id, ctx.actor.id, input);
    await riwayatAjukan(tx, ctx.actor.id, { tim_kerja_id: tim.id, tim_kerja_anggota_id: row.id, anggota_nip: row.nip });
    const record = await anggotaRecord(tx, tim.id, row.nip);
    await notifyKepalaBidang(tx, ctx.actor.id, tim, record);
    return record;
  });
}

/** PUT /tim-kerja/:id/anggota/:nip: an edit sends an approved or rejected member back to pending. */
export async function updateAnggota(db: Db, ctx: CrudContext, timId: number, nip: string, input: AnggotaInput) {
  return db.transaction(async (tx) => {
    const tim = await timForWrite(tx, ctx, timId);
    const before = await repo.anggotaByNip(tx, tim.id, nip, true);
    if (!before) throw new NotFoundError(ANGGOTA_NOT_FOUND);
    await assertAnggotaRefs(tx, tim, input, before.id);
    const reset = editResets(before);
    await updateAudited(tx, a, ctx.actor.id, {
      id: before.id,
      before,
      set: { nip: input.nip, peran: input.peran, ...resetPersetujuan() },
    });
    await writeTargets(tx, before.id, ctx.actor.id, input);
    if (reset) {
      const anggota = { tim_kerja_id: tim.id, tim_kerja_anggota_id: before.id, anggota_nip: input.nip };
      await riwayatAjukan(tx, ctx.actor.id, anggota, 'Data anggota diubah; menunggu persetujuan ulang');
    }
    const data = await anggotaRecord(tx, tim.id, input.nip);
    if (reset) await notifyKepalaBidang(tx, ctx.actor.id, tim, data);
    return { data, reset };
  });
}

/** DELETE /tim-kerja/:id/anggota/:nip: the member and its targets (the history stays with the team). */
export async function removeAnggota(db: Db, ctx: CrudContext, timId: number, nip: string) {
  await db.transaction(async (tx) => {
    const tim = await timForWrite(tx, ctx, timId);
    // Locked: a parallel delete of the same member waits here and then finds nothing (404).
    const before = await repo.anggotaByNip(tx, tim.id, nip, true);
    if (!before) throw new NotFoundError(ANGGOTA_NOT_FOUND);
    const targets = await tx
      .delete(kinerjaLangkahAksiAnggota)
      .where(eq(kinerjaLangkahAksiAnggota.tim_kerja_anggota_id, before.id))
      .returning();
    await deleteAudited(tx, a, ctx.actor.id, { id: before.id, notFound: ANGGOTA_NOT_FOUND }, { target: targets });
  });
}

/** The members of the actor's unit rejected by a head (Tugas Saya), at most `limit`, with the total. */
export async function anggotaDitolakUnit(db: Db, actor: SessionUser, tahun: number, limit: number) {
  const scope = assertCan(actor, 'read', RESOURCE);
  if (!actor.satuan_kerja_id || !rowInScope(scope, actor.satuan_kerja_id)) return [];
  return repo.anggotaDitolak(db, actor.satuan_kerja_id, tahun, limit);
}
