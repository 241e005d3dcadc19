import { notify } from '../../../lib/notify/notify';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  decide,
  dipimpinOleh,
  kepalaTim,
  rowInScope,
  stateOf,
  STATUS_PERSETUJUAN,
  TAHAP_PERSETUJUAN_LABELS,
  tahapMenunggu,
  type AksiPersetujuan,
  type Paginated,
  type Resource,
  type RowScope,
  type SessionUser,
  type StatusPersetujuan,
  type TahapPersetujuan,
  type ValidasiDetail,
  type ValidasiListQuery,
  type ValidasiRecord,
  PERSETUJUAN_RESOURCE,
  MESSAGE_CATATAN_WAJIB,
  VALIDASI_ANGGOTA_ENDPOINTS,
  type StateAnggota,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { pegawai, satuanKerja, timKerja, timKerjaAnggota, unitKerja } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { assertCan, listPage, searchCondition } from '../../../lib/crud/index';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { scopeCondition } from '../../../lib/scope';
import { actorOf } from '../../../lib/actor';
import { workflowAdapter, type WorkflowAuditEntry, type WorkflowLoaded } from '../../../lib/workflow/workflow-routes';
import * as repo from '../tim-kerja/tim-kerja.repository';
import { toRiwayat } from '../tim-kerja/tim-kerja.service';

/**
 * Approval of team members by the heads (DOMAIN-2 §4). Who heads what is data: the actor's NIP
 * against the positions of the structure (packages/domain penugasan/kepala.ts). The queue of a
 * head holds the members of the teams of the divisions (kepala bidang) or units (kepala OPD) the
 * actor's NIP heads; super reads every queue of the year but decides only where its NIP heads.
 */
export const RESOURCE_OF: Record<TahapPersetujuan, Resource> = PERSETUJUAN_RESOURCE;
export const ANGGOTA_NOT_FOUND = 'Anggota tim tidak ditemukan';
const t = timKerja;
const a = timKerjaAnggota;
const anggotaPegawai = alias(pegawai, 'anggota_pegawai');
const ketua = alias(pegawai, 'ketua');

function statusOf(value: string): StatusPersetujuan {
  return (STATUS_PERSETUJUAN as readonly string[]).includes(value) ? (value as StatusPersetujuan) : 'menunggu';
}

function stageColumns(tahap: TahapPersetujuan) {
  return tahap === 'kepala-bidang'
    ? { status: a.status_kepala_bidang, catatan: a.catatan_kepala_bidang }
    : { status: a.status_kepala_opd, catatan: a.catatan_kepala_opd };
}

/** The units the actor may read at this stage among those its NIP holds a position in. */
async function headedUnits(db: Db | Tx, actor: SessionUser, scope: RowScope): Promise<string[]> {
  if (!actor.nip) return [];
  const units = await repo.unitsOfPejabat(db, actor.nip);
  return units.filter((u) => rowInScope(scope, u));
}

/**
 * The SQL picking the teams whose head at this stage is the actor (super: every team). Three
 * statements at most (the units of the NIP, their positions and heads).
 */
async function teamsOfHead(db: Db | Tx, actor: SessionUser, tahap: TahapPersetujuan, scope: RowScope): Promise<SQL> {
  if (scope.kind === 'all') return sql`true`;
  const units = await headedUnits(db, actor, scope);
  const struktur = await repo.strukturOf(db, units);
  const headed = dipimpinOleh(struktur.positions, actor.nip, struktur.kepalaNip);
  const inUnits = headed.satuanKerjaIds.length ? inArray(t.satuan_kerja_id, headed.satuanKerjaIds) : sql`false`;
  if (tahap === 'kepala-opd') return and(inUnits, scopeCondition(t.satuan_kerja_id, scope)) ?? sql`false`;
  const inDivisions = headed.unitKerjaIds.length ? inArray(t.unit_kerja_id, headed.unitKerjaIds) : sql`false`;
  return or(inDivisions, and(isNull(t.unit_kerja_id), inUnits)) ?? sql`false`;
}

function statusFilter(tahap: TahapPersetujuan, status: ValidasiListQuery['status']): SQL | undefined {
  const col = stageColumns(tahap).status;
  const reached = tahap === 'kepala-opd' ? eq(a.status_kepala_bidang, 'disetujui') : undefined;
  if (status === 'semua') return reached;
  return and(reached, eq(col, status || 'menunggu'));
}

const recordColumns = (tahap: TahapPersetujuan) => ({
  id: a.id,
  nip: a.nip,
  nama: anggotaPegawai.peg_nama,
  peran: a.peran,
  tim_kerja_id: t.id,
  tim_nama: t.nama,
  ketua_nama: ketua.peg_nama,
  unit_kerja_nama: unitKerja.unit_kerja_nama,
  satuan_kerja_id: t.satuan_kerja_id,
  unit_kerja_id: t.unit_kerja_id,
  satuan_kerja_nama: satuanKerja.satuan_kerja_nama,
  status_kepala_bidang: a.status_kepala_bidang,
  status_kepala_opd: a.status_kepala_opd,
  catatan_kepala_bidang: a.catatan_kepala_bidang,
  catatan_kepala_opd: a.catatan_kepala_opd,
  status: stageColumns(tahap).status,
  catatan: stageColumns(tahap).catatan,
  jumlah_target:
    sql<number>`(select count(*) from kinerja_langkah_aksi_anggota k where k.tim_kerja_anggota_id = ${a.id})`.mapWith(
      Number,
    ),
});

function fromJoined(db: Db | Tx, tahap: TahapPersetujuan) {
  return db
    .select(recordColumns(tahap))
    .from(a)
    .innerJoin(t, eq(t.id, a.tim_kerja_id))
    .innerJoin(anggotaPegawai, eq(anggotaPegawai.nip, a.nip))
    .innerJoin(ketua, eq(ketua.nip, t.ketua_nip))
    .innerJoin(satuanKerja, eq(satuanKerja.satuan_kerja_id, t.satuan_kerja_id))
    .leftJoin(unitKerja, eq(unitKerja.id, t.unit_kerja_id));
}

type Row = Awaited<ReturnType<typeof fromJoined>>[number];

function toRecord(row: Row): ValidasiRecord {
  return {
    id: row.id,
    nip: row.nip,
    nama: row.nama,
    peran: row.peran,
    tim_kerja_id: row.tim_kerja_id,
    tim_nama: row.tim_nama,
    ketua_nama: row.ketua_nama,
    unit_kerja_nama: row.unit_kerja_nama,
    satuan_kerja_nama: row.satuan_kerja_nama,
    state: stateOf(row),
    status: statusOf(row.status),
    catatan: row.catatan,
    jumlah_target: row.jumlah_target,
  };
}

/** GET /validasi-kepala-{bidang,opd}: the queue (default: waiting at this stage). */
export async function list(
  db: Db,
  actor: SessionUser,
  tahun: number,
  tahap: TahapPersetujuan,
  q: ValidasiListQuery,
): Promise<Paginated<ValidasiRecord>> {
  const scope = assertCan(actor, 'read', RESOURCE_OF[tahap]);
  const where = and(
    eq(t.tahun, tahun),
    scopeCondition(t.satuan_kerja_id, scope),
    await teamsOfHead(db, actor, tahap, scope),
    statusFilter(tahap, q.status),
    searchCondition(q.search, [anggotaPegawai.peg_nama, a.nip, t.nama]),
  );
  return listPage(
    {
      rows: async (limit, offset) =>
        fromJoined(db, tahap)
          .where(where)
          .orderBy(t.nama, t.id, anggotaPegawai.peg_nama, a.id)
          .limit(limit)
          .offset(offset),
      count: async () =>
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(a)
          .innerJoin(t, eq(t.id, a.tim_kerja_id))
          .innerJoin(anggotaPegawai, eq(anggotaPegawai.nip, a.nip))
          .where(where),
    },
    q.page,
    q.per_page,
    toRecord,
  );
}

/** Whether the actor's NIP is the head of this member's team at the stage. */
async function isHead(
  db: Db | Tx,
  actor: SessionUser,
  row: { satuan_kerja_id: string; unit_kerja_id: number | null },
  tahap: TahapPersetujuan,
) {
  if (!actor.nip) return false;
  const struktur = await repo.strukturOf(db, [row.satuan_kerja_id]);
  const heads = kepalaTim(struktur.positions, row, struktur.kepalaNip);
  return (tahap === 'kepala-bidang' ? heads.kepala_bidang_nip : heads.kepala_opd_nip) === actor.nip;
}

async function visibleRow(
  db: Db | Tx,
  actor: SessionUser,
  tahap: TahapPersetujuan,
  scope: RowScope,
  ids: number[],
  lock = false,
) {
  const query = fromJoined(db, tahap).where(
    and(inArray(a.id, ids), scopeCondition(t.satuan_kerja_id, scope), await teamsOfHead(db, actor, tahap, scope)),
  );
  return lock ? query.for('update', { of: a }) : query;
}

/** GET /validasi-kepala-{bidang,opd}/:id: the member with its targets and history. */
export async function detail(db: Db, actor: SessionUser, tahap: TahapPersetujuan, id: number): Promise<ValidasiDetail> {
  const scope = assertCan(actor, 'read', RESOURCE_OF[tahap]);
  const [row] = await visibleRow(db, actor, tahap, scope, [id]);
  if (!row) throw new NotFoundError(ANGGOTA_NOT_FOUND);
  const [targets, riwayat, head] = await Promise.all([
    repo.targetOf(db, [row.id]),
    repo.riwayatOfAnggota(db, row.id),
    isHead(db, actor, row, tahap),
  ]);
  return {
    ...toRecord(row),
    tahap,
    catatan_kepala_bidang: row.catatan_kepala_bidang,
    catatan_kepala_opd: row.catatan_kepala_opd,
    target: targets.map(({ tim_kerja_anggota_id: _id, ...rest }) => rest),
    riwayat: toRiwayat(riwayat),
    may_decide: head && tahapMenunggu(stateOf(row)) === tahap,
  };
}

/**
 * Who hears of the decisions: the operators of each member's unit (approved or rejected with the
 * note), and after a kepala bidang's approval the unit's kepala OPD validators.
 */
async function notifyDecisions(
  tx: Db | Tx,
  actor: SessionUser,
  tahap: TahapPersetujuan,
  rows: { satuan_kerja_id: string; tim_kerja_id: number; tim_nama: string; nama: string }[],
  aksi: AksiPersetujuan,
  catatan: string | null,
) {
  const label = TAHAP_PERSETUJUAN_LABELS[tahap];
  for (const row of rows) {
    const hasil = aksi === 'setujui' ? `disetujui ${label}` : `ditolak ${label}`;
    await notify(
      tx,
      { roles: ['perangkat_daerah'], satuanKerjaId: row.satuan_kerja_id, kecuali: actor.id },
      {
        jenis: aksi === 'setujui' ? 'anggota-disetujui' : 'anggota-ditolak',
        judul: `${row.nama} (${row.tim_nama}) ${hasil}`,
        pesan: catatan ? `Catatan: ${catatan}` : `Anggota tim ${row.tim_nama} ${hasil}.`,
        tautan: `/tim-kerja/detail/${row.tim_kerja_id}`,
      },
    );
    if (aksi === 'setujui' && tahap === 'kepala-bidang') {
      await notify(
        tx,
        { roles: ['validator_kepala_opd'], satuanKerjaId: row.satuan_kerja_id },
        {
          jenis: 'persetujuan-anggota',
          judul: `${row.nama} (${row.tim_nama}) menunggu persetujuan Kepala OPD`,
          pesan: `Anggota tim telah disetujui Kepala Bidang dan menunggu keputusan Anda.`,
          tautan: `/validasi-kepala-opd`,
        },
      );
    }
  }
}

/**
 * The bulk approval (POST …/setujui-semua): several members at once, all or nothing, with the same
 * domain decision and writes as the recipe's route. 404 for a member outside the actor's reach, 403
 * when the NIP does not head the team, 422 when the state machine refuses.
 */
export async function decideMany(
  tx: Db | Tx,
  actor: SessionUser,
  tahap: TahapPersetujuan,
  ids: number[],
  aksi: AksiPersetujuan,
  catatan: string | null,
): Promise<number> {
  const scope = assertCan(actor, 'write', RESOURCE_OF[tahap]);
  const unique = [...new Set(ids)];
  const rows = await visibleRow(tx, actor, tahap, scope, unique, true);
  if (rows.length !== unique.length) throw new NotFoundError(ANGGOTA_NOT_FOUND);
  for (const row of rows) await assertHead(tx, actor, scope, row, tahap);
  for (const row of rows) {
    const result = decide(row, tahap, aksi, catatan);
    if (!result.ok) {
      const message = rows.length > 1 ? `${row.nama}: ${result.message}` : result.message;
      throw new ValidationError({ [refusalField(result.message)]: [message] }, message);
    }
  }
  const set = await applyDecision(tx, actor, tahap, rows, aksi, catatan);
  for (const row of rows) await recordAudit(tx, { actorId: actor.id, ...auditDecision(row, tahap, aksi, set) });
  await notifyDecisions(tx, actor, tahap, rows, aksi, catatan);
  return rows.length;
}

/** Super reads every queue, but only the head decides: the team's head from the structure. */
async function assertHead(tx: Db | Tx, actor: SessionUser, scope: RowScope, row: Row, tahap: TahapPersetujuan) {
  if (scope.kind === 'all' && !(await isHead(tx, actor, row, tahap)))
    throw new ForbiddenError(`Hanya ${TAHAP_PERSETUJUAN_LABELS[tahap]} tim ini yang dapat memutuskan`);
}

function refusalField(message: string) {
  return message === MESSAGE_CATATAN_WAJIB ? 'catatan' : 'status';
}

/** Writes the decision on the members (status, note, who and when) and their history. */
async function applyDecision(
  tx: Db | Tx,
  actor: SessionUser,
  tahap: TahapPersetujuan,
  rows: Row[],
  aksi: AksiPersetujuan,
  catatan: string | null,
) {
  const now = new Date();
  const set =
    tahap === 'kepala-bidang'
      ? {
          status_kepala_bidang: aksi === 'setujui' ? 'disetujui' : 'ditolak',
          catatan_kepala_bidang: catatan,
          kepala_bidang_by: actor.id,
          kepala_bidang_at: now,
        }
      : {
          status_kepala_opd: aksi === 'setujui' ? 'disetujui' : 'ditolak',
          catatan_kepala_opd: catatan,
          kepala_opd_by: actor.id,
          kepala_opd_at: now,
        };
  await tx
    .update(a)
    .set({ ...set, updated_at: now, updated_by: actor.id })
    .where(
      inArray(
        a.id,
        rows.map((row) => row.id),
      ),
    );
  await repo.insertRiwayat(
    tx,
    rows.map((row) => ({
      tim_kerja_id: row.tim_kerja_id,
      tim_kerja_anggota_id: row.id,
      anggota_nip: row.nip,
      tahap,
      aksi,
      catatan,
      actor_id: actor.id,
    })),
  );
  return set;
}

function auditDecision(row: Row, tahap: TahapPersetujuan, aksi: AksiPersetujuan, set: object): WorkflowAuditEntry {
  return {
    action: aksi === 'setujui' ? 'approve' : 'reject',
    table: 'tim_kerja_anggota',
    recordId: row.id,
    oldValues: { status_kepala_bidang: row.status_kepala_bidang, status_kepala_opd: row.status_kepala_opd },
    newValues: { tahap, ...set },
  };
}

interface Loaded {
  scope: RowScope;
  row: Row;
}

/**
 * POST /validasi-kepala-{bidang,opd}/:id/keputusan on the workflow recipe: 404 for a member outside
 * the actor's reach, 403 when the NIP does not head the team at this stage, 422 when the state
 * machine refuses (out of order, already decided, a rejection without a note).
 */
export function keputusanAdapter(tahap: TahapPersetujuan) {
  return workflowAdapter({
    endpoint: VALIDASI_ANGGOTA_ENDPOINTS[tahap].keputusan,
    event: (rq) => `${rq.body.aksi}-${tahap}` as const,
    note: (rq) => rq.body.catatan,
    load: async (tx, rq, actor): Promise<WorkflowLoaded<StateAnggota, Loaded>> => {
      const scope = assertCan(actor, 'write', RESOURCE_OF[tahap]);
      const [row] = await visibleRow(tx, actor, tahap, scope, [rq.params.id], true);
      if (!row) throw new NotFoundError(ANGGOTA_NOT_FOUND);
      return { state: stateOf(row), record: { scope, row }, owner: false };
    },
    forbidden: `Hanya ${TAHAP_PERSETUJUAN_LABELS[tahap]} tim ini yang dapat memutuskan`,
    check: (tx, rq, { record: { scope, row } }) => assertHead(tx, actorOf(rq), scope, row, tahap),
    refusalField: (_event, message) => refusalField(message),
    persist: (tx, rq, { record: { row } }, step) =>
      applyDecision(tx, step.actor, tahap, [row], rq.body.aksi, step.note),
    audit: ({ record: { row } }, set, step) =>
      auditDecision(row, tahap, step.event.startsWith('setujui') ? 'setujui' : 'tolak', set),
    notify: (tx, { record: { row } }, _set, step) =>
      notifyDecisions(tx, step.actor, tahap, [row], step.event.startsWith('setujui') ? 'setujui' : 'tolak', step.note),
    answer: (_set, step) => ({
      message: step.event.startsWith('setujui') ? 'Anggota tim berhasil disetujui' : 'Anggota tim berhasil ditolak',
    }),
  });
}
