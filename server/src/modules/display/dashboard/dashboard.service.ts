import { isCountdownOpen, ROLE_IDS, type SessionUser } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { countActive } from '../../admin/services';
import { validasiStatusOwn } from '../../perencanaan/services';
import { deadlinesOfYear } from '../../referensi/services';
import { countUnitsInView } from './dashboard.repository';

export async function ringkasan(db: Db, actor: SessionUser, tahun: number) {
  const satker = actor.satuan_kerja_id;
  const [units, pengguna, deadlines, validasi] = await Promise.all([
    countUnitsInView(db, actor),
    actor.role_id === ROLE_IDS.super ? countActive(db) : Promise.resolve(null),
    deadlinesOfYear(db, tahun),
    validasiStatusOwn(db, actor, tahun),
  ]);
  const now = new Date();
  return {
    tahun,
    satuan_kerja:
      satker && actor.satuan_kerja_nama
        ? { satuan_kerja_id: satker, satuan_kerja_nama: actor.satuan_kerja_nama }
        : null,
    jumlah_satuan_kerja: units,
    jumlah_pengguna: pengguna,
    batas_waktu: deadlines.map((d) => ({
      kode: d.kode,
      nama: d.nama,
      nilai_date: d.nilai_date,
      terbuka: isCountdownOpen(d.nilai_date, now),
    })),
    validasi_perencanaan: validasi.data,
  };
}
