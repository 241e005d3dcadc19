import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PEGAWAI_AKTIF_MESSAGE } from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { pegawai, pejabatPlt } from '../../../db/schema/index';
import { existsIn, type RefCheck } from '../../../lib/crud/index';

/**
 * The acting official (Plt.) of a unit's head (unit_kerja_id null) or of a position, kept in
 * pejabat_plt (one per post) with its acting period; the PK names them 'Plt. {jabatan}'.
 */
export interface PltValues {
  plt_nip: string | null;
  plt_mulai: string | null;
  plt_selesai: string | null;
}

/** The acting official as a pegawai, beside the post's own holder in a record's select. */
const pltPegawai = alias(pegawai, 'plt');

/**
 * The Plt. columns of a unit's or a position's record: its select left-joins pejabatPlt on the
 * post and then pltJoin, the acting official's pegawai.
 */
export const pltColumns = {
  plt_nip: pejabatPlt.nip,
  plt_nama: pltPegawai.peg_nama,
  plt_mulai: pejabatPlt.tanggal_mulai,
  plt_selesai: pejabatPlt.tanggal_selesai,
};
export const pltJoin = [pltPegawai, eq(pltPegawai.nip, pejabatPlt.nip)] as const;

function postOf(satuanKerjaId: string, unitKerjaId: number | null): SQL | undefined {
  return and(
    eq(pejabatPlt.satuan_kerja_id, satuanKerjaId),
    unitKerjaId === null ? isNull(pejabatPlt.unit_kerja_id) : eq(pejabatPlt.unit_kerja_id, unitKerjaId),
  );
}

/** Replaces the post's acting official (none when plt_nip is null). */
export async function savePlt(
  tx: Tx,
  actorId: number,
  post: { satuanKerjaId: string; unitKerjaId: number | null },
  values: PltValues,
): Promise<void> {
  await tx.delete(pejabatPlt).where(postOf(post.satuanKerjaId, post.unitKerjaId));
  if (!values.plt_nip) return;
  await tx.insert(pejabatPlt).values({
    satuan_kerja_id: post.satuanKerjaId,
    unit_kerja_id: post.unitKerjaId,
    nip: values.plt_nip,
    tanggal_mulai: values.plt_mulai,
    tanggal_selesai: values.plt_selesai,
    updated_by: actorId,
  });
}

/** Removes the acting officials of a unit (all its posts) or of one position before their delete. */
export async function removePlt(tx: Tx, where: { satuanKerjaId?: string; unitKerjaId?: number }): Promise<void> {
  if (where.unitKerjaId !== undefined)
    await tx.delete(pejabatPlt).where(eq(pejabatPlt.unit_kerja_id, where.unitKerjaId));
  else if (where.satuanKerjaId !== undefined) {
    await tx.delete(pejabatPlt).where(eq(pejabatPlt.satuan_kerja_id, where.satuanKerjaId));
  }
}

/** The post's acting official as stored (for the record and the audit). */
export async function pltOf(tx: Tx, satuanKerjaId: string, unitKerjaId: number | null): Promise<PltValues> {
  const [row] = await tx
    .select({ nip: pejabatPlt.nip, mulai: pejabatPlt.tanggal_mulai, selesai: pejabatPlt.tanggal_selesai })
    .from(pejabatPlt)
    .where(postOf(satuanKerjaId, unitKerjaId))
    .limit(1);
  return { plt_nip: row?.nip ?? null, plt_mulai: row?.mulai ?? null, plt_selesai: row?.selesai ?? null };
}

/** A NIP given for a post names an existing, active pegawai (422 on `field`). */
export function pegawaiAktif(field: string, nip: string | null): RefCheck | undefined {
  if (!nip) return undefined;
  return {
    field,
    message: PEGAWAI_AKTIF_MESSAGE,
    ok: existsIn(pegawai, eq(pegawai.nip, nip), eq(pegawai.active, true)),
  };
}

/** The NIPs of every active pegawai (the imports check holders, heads and Plt. against it): one statement. */
export async function activeNips(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.select({ nip: pegawai.nip }).from(pegawai).where(eq(pegawai.active, true));
  return new Set(rows.map((r) => r.nip));
}

/** Every acting official (Plt.) by post, `${satuan_kerja_id}:${unit_kerja_id ?? ''}`: one statement. */
export async function allPlt(db: Db | Tx): Promise<Map<string, PltValues>> {
  const rows = await db.select().from(pejabatPlt);
  return new Map(
    rows.map((r) => [
      pltKey(r.satuan_kerja_id, r.unit_kerja_id),
      { plt_nip: r.nip, plt_mulai: r.tanggal_mulai, plt_selesai: r.tanggal_selesai },
    ]),
  );
}

export const pltKey = (satuanKerjaId: string, unitKerjaId: number | null) => `${satuanKerjaId}:${unitKerjaId ?? ''}`;
export const NO_PLT: PltValues = { plt_nip: null, plt_mulai: null, plt_selesai: null };
