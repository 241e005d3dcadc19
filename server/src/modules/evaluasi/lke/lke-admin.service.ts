import {
  ROLE_IDS,
  roleName,
  type LkeSalinBody,
  type LkeValidatorUnitBody,
  type LkeValidatorUnitRow,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { fieldError, NotFoundError, ValidationError } from '../../../lib/errors';
import * as repo from './lke-admin.repository';

/**
 * LKE administration of super (DOMAIN-2 §2): which validator evaluates which unit in a year, and
 * copying the worksheet to a new year. The routes guard super; writes run in the caller's
 * transaction and are audited.
 */

const VALIDATOR_ROLE_IDS: number[] = [ROLE_IDS.validator_lke, ROLE_IDS.validator_lke_pleno];
export const NOT_VALIDATOR = 'Pengguna ini bukan validator LKE';
export const INACTIVE_VALIDATOR = 'Akun validator ini tidak aktif dan tidak dapat ditugaskan';

/** Every active validator LKE (stage and plenary) with its units of the year: two statements. */
export async function validatorUnits(db: Db, tahun: number): Promise<LkeValidatorUnitRow[]> {
  const [people, rows] = [await repo.validators(db, VALIDATOR_ROLE_IDS), await repo.assignments(db, tahun)];
  const byUser = new Map<number, string[]>();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push(r.satuan_kerja_id);
    byUser.set(r.user_id, list);
  }
  return people.map((p) => ({
    user_id: p.id,
    nama: p.nama,
    username: p.username,
    role: roleName(p.role_id) ?? String(p.role_id),
    satuan_kerja_ids: byUser.get(p.id) ?? [],
  }));
}

/** Replaces one validator's units of the year (404 unknown user, 422 not a validator, an inactive account or unknown unit). */
export async function saveValidatorUnits(
  db: Db,
  actor: SessionUser,
  tahun: number,
  userId: number,
  body: LkeValidatorUnitBody,
): Promise<{ message: string; data: LkeValidatorUnitRow['satuan_kerja_ids'] }> {
  const user = await repo.userById(db, userId);
  if (!user) throw new NotFoundError('Pengguna tidak ditemukan');
  if (!VALIDATOR_ROLE_IDS.includes(user.role_id)) throw fieldError('user_id', NOT_VALIDATOR);
  if (!user.active) throw fieldError('user_id', INACTIVE_VALIDATOR);
  const ids = [...new Set(body.satuan_kerja_ids)].sort();
  const known = await repo.existingUnits(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new ValidationError({
      satuan_kerja_ids: [`Satuan kerja tidak ditemukan: ${unknown.slice(0, 5).join(', ')}`],
    });
  const old = (await repo.assignments(db, tahun, userId)).map((r) => r.satuan_kerja_id);
  await repo.replaceAssignments(db, userId, tahun, ids);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'update',
    table: 'lke_validator_unit',
    recordId: `${userId}/${tahun}`,
    oldValues: { satuan_kerja_ids: old },
    newValues: { satuan_kerja_ids: ids },
  });
  return { message: 'Penugasan validator berhasil disimpan', data: ids };
}

/** Copies the worksheet of `dari_tahun` to an empty `ke_tahun` (422 otherwise): a constant number of statements. */
export async function salinLembar(
  db: Db,
  actor: SessionUser,
  body: LkeSalinBody,
): Promise<{ message: string; data: repo.WorksheetCounts }> {
  const [source, target] = [
    await repo.worksheetCounts(db, body.dari_tahun),
    await repo.worksheetCounts(db, body.ke_tahun),
  ];
  if (!source.komponen) throw fieldError('dari_tahun', `Lembar kerja tahun ${body.dari_tahun} belum ada`);
  if (target.komponen) throw fieldError('ke_tahun', `Lembar kerja tahun ${body.ke_tahun} sudah ada`);
  await repo.copyWorksheet(db, body.dari_tahun, body.ke_tahun, actor.id);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'create',
    table: 'lke_komponen',
    recordId: `salin/${body.ke_tahun}`,
    newValues: { dari_tahun: body.dari_tahun, ke_tahun: body.ke_tahun, ...source },
  });
  return {
    message: `Lembar kerja tahun ${body.dari_tahun} berhasil disalin ke tahun ${body.ke_tahun}`,
    data: source,
  };
}
