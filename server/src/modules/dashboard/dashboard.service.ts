import { and, count, eq, like } from 'drizzle-orm';
import { isCountdownOpen, ROLE_IDS, SATKER_SETDA_ID, SETDA_CODE, type SessionUser } from '@sakip/domain';
import type { Db } from '../../db/client';
import { satuanKerja, users } from '../../db/schema/index';
import { statusOwn } from '../perencanaan/validasi-perencanaan/validasi-perencanaan.service';
import { allDeadlines } from '../referensi/referensi.repository';

/** Roles that work on one unit and see only it; the others see the whole city. */
const UNIT_ROLES: number[] = [ROLE_IDS.perangkat_daerah, ROLE_IDS.setda, ROLE_IDS.validator_kepala_bidang, ROLE_IDS.validator_kepala_opd];

function unitScope(actor: SessionUser) {
  if (!UNIT_ROLES.includes(actor.role_id) || !actor.satuan_kerja_id) return eq(satuanKerja.active, true);
  // Setda sees itself and its biro units.
  if (actor.satuan_kerja_id === SATKER_SETDA_ID) return and(eq(satuanKerja.active, true), like(satuanKerja.satuan_kerja_id, `${SETDA_CODE}%`));
  return eq(satuanKerja.satuan_kerja_id, actor.satuan_kerja_id);
}

export async function ringkasan(db: Db, actor: SessionUser, tahun: number) {
  const satker = actor.satuan_kerja_id;
  const [units, pengguna, deadlines, validasi] = await Promise.all([
    db.select({ total: count() }).from(satuanKerja).where(unitScope(actor)),
    actor.role_id === ROLE_IDS.super ? db.select({ total: count() }).from(users).where(eq(users.active, true)) : Promise.resolve(null),
    allDeadlines(db, tahun),
    statusOwn(db, actor, tahun),
  ]);
  const now = new Date();
  return {
    tahun,
    satuan_kerja: satker && actor.satuan_kerja_nama ? { satuan_kerja_id: satker, satuan_kerja_nama: actor.satuan_kerja_nama } : null,
    jumlah_satuan_kerja: units[0]?.total ?? 0,
    jumlah_pengguna: pengguna ? (pengguna[0]?.total ?? 0) : null,
    batas_waktu: deadlines.map((d) => ({ kode: d.kode, nama: d.nama, nilai_date: d.nilai_date, terbuka: isCountdownOpen(d.nilai_date, now) })),
    validasi_perencanaan: validasi.data,
  };
}
