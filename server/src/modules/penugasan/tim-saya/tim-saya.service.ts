import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_BELUM_DISETUJUI,
  monthlyColumns,
  monthlyValues,
  realisasiAnggotaBulan,
  stateOf,
  type RealisasiAnggota,
  type KeanggotaanSaya,
  type SessionUser,
  type TimKerjaDetail,
  type TimSayaRecord,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaLangkahAksiAnggota, timKerja, timKerjaAnggota } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { fieldError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import * as repo from '../tim-kerja/tim-kerja.repository';
import { anggotaWithTarget, timDetail } from '../tim-kerja/tim-kerja.service';

/**
 * Tim saya (DOMAIN-2 §4): the teams the logged-in person leads and the teams they are a member
 * of, found by the NIP of the account (an account without a NIP has none). Realisasi of a langkah
 * aksi target is the member's own, once the membership is approved by both heads.
 */
export const TIM_NOT_FOUND = 'Tim kerja tidak ditemukan';
export const TARGET_NOT_FOUND = 'Target langkah aksi tidak ditemukan';
export const MESSAGE_TANPA_NIP = 'Akun Anda belum terhubung dengan NIP pegawai';
export { MESSAGE_BELUM_DISETUJUI };

/** GET /tim-saya/ketua-tim: teams of the year I lead. */
export async function ketuaTim(db: Db, actor: SessionUser, tahun: number): Promise<TimSayaRecord[]> {
  if (!actor.nip) return [];
  const rows = await repo.timRows(db, and(eq(timKerja.tahun, tahun), eq(timKerja.ketua_nip, actor.nip)));
  return rows.map((r) => ({
    id: r.id,
    nama: r.nama,
    satuan_kerja_nama: r.satuan_kerja_nama,
    unit_kerja_nama: r.unit_kerja_nama,
    is_tambahan: r.is_tambahan,
    jumlah_anggota: r.jumlah_anggota,
    jumlah_disetujui: r.jumlah_disetujui,
  }));
}

/** GET /tim-saya/ketua-tim/:id: a team I lead with members, targets and realisasi. */
export async function ketuaTimDetail(db: Db, actor: SessionUser, id: number): Promise<TimKerjaDetail> {
  const row = await repo.findRecord(db, id);
  if (!row || !actor.nip || row.ketua_nip !== actor.nip) throw new NotFoundError(TIM_NOT_FOUND);
  return timDetail(db, row);
}

/** GET /tim-saya/anggota-tim: my memberships of the year with my targets. */
export async function anggotaTim(db: Db, actor: SessionUser, tahun: number): Promise<KeanggotaanSaya[]> {
  if (!actor.nip) return [];
  const teams = await repo.timRows(db, and(eq(timKerja.tahun, tahun), repo.hasAnggota(actor.nip)));
  const members = (
    await anggotaWithTarget(
      db,
      teams.map((tm) => tm.id),
    )
  ).filter((m) => m.nip === actor.nip);
  const teamById = new Map(teams.map((tm) => [tm.id, tm]));
  return members.flatMap((m) => {
    const tm = teamById.get(m.tim_kerja_id);
    if (!tm) return [];
    return [
      {
        anggota_id: m.id,
        tim_kerja_id: tm.id,
        tim_nama: tm.nama,
        ketua_nama: tm.ketua_nama,
        satuan_kerja_nama: tm.satuan_kerja_nama,
        peran: m.peran,
        state: m.state,
        target: m.target,
      },
    ];
  });
}

/**
 * PUT /tim-saya/anggota-tim/realisasi/:id: my realisasi of one month of one of my targets; the
 * yearly realisasi becomes the sum of the months. 403 for an account without a NIP (it is nobody's
 * member), 404 for a target that is not mine (not told apart from a missing one).
 */
export async function updateRealisasi(tx: Db | Tx, actor: SessionUser, targetId: number, input: RealisasiAnggota) {
  if (!actor.nip) throw new ForbiddenError(MESSAGE_TANPA_NIP);
  const klaa = kinerjaLangkahAksiAnggota;
  const a = timKerjaAnggota;
  const [row] = await tx
    .select({ target: klaa, anggota: a })
    .from(klaa)
    .innerJoin(a, eq(a.id, klaa.tim_kerja_anggota_id))
    .where(eq(klaa.id, targetId))
    .for('update', { of: klaa })
    .limit(1);
  if (!row || row.anggota.nip !== actor.nip) throw new NotFoundError(TARGET_NOT_FOUND);
  if (stateOf(row.anggota) !== 'disetujui') throw fieldError('realisasi', MESSAGE_BELUM_DISETUJUI);
  const before = monthlyValues(row.target, 'realisasi');
  const after = realisasiAnggotaBulan(before, input.bulan, input.realisasi);
  const set = { realisasi: after.realisasi, ...monthlyColumns('realisasi', after.bulanan) };
  await tx
    .update(klaa)
    .set({ ...set, updated_at: new Date(), updated_by: actor.id })
    .where(eq(klaa.id, targetId));
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'update',
    table: 'kinerja_langkah_aksi_anggota',
    recordId: targetId,
    oldValues: { realisasi: row.target.realisasi, ...monthlyColumns('realisasi', before) },
    newValues: set,
  });
}
