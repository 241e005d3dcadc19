import {
  bulanRealisasiDiperiksa,
  formatNumber,
  formatRupiah,
  JENIS_TEMUAN,
  JUDUL_TEMUAN,
  rowInScope,
  type JenisTemuan,
  type kesehatanDataQuerySchema,
  type KesehatanData,
  type SessionUser,
  type Temuan,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { assertCan } from '../../../lib/crud/access';
import { NotFoundError } from '../../../lib/errors';
import * as repo from './kesehatan-data.repository';

/**
 * Kesehatan Data (issue 27 item 5): the defects of the plans of the units in the actor's reach (a
 * unit its own, the city every unit or the one it chooses), one statement per kind.
 */
type Query = z.output<typeof kesehatanDataQuerySchema>;

const NAMA_BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

function keteranganOf(jenis: JenisTemuan, row: repo.TemuanRow, bulan: number | null, tahun: number): string | null {
  if (jenis === 'anggaran-melebihi-induk')
    return `Anggaran ${formatRupiah(row.nilai)} melebihi induknya ${formatRupiah(row.nilai_induk)}`;
  if (jenis === 'realisasi-bulan-lalu' && bulan !== null)
    return `${formatNumber(row.nilai)} sub kegiatan belum berisi realisasi ${NAMA_BULAN[bulan - 1]} ${tahun}`;
  return null;
}

export async function kesehatanData(
  db: Db,
  actor: SessionUser,
  tahun: number,
  query: Query,
  today = new Date(),
): Promise<KesehatanData> {
  const scope = assertCan(actor, 'read', 'kesehatan-data');
  const chosen = query.satuan_kerja_id;
  if (chosen && !rowInScope(scope, chosen)) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const filter: repo.Filter = { tahun, units: repo.unitsIn(scope, chosen) };
  const bulan = bulanRealisasiDiperiksa(tahun, today);
  const sources: Record<JenisTemuan, () => Promise<repo.TemuanRow[]>> = {
    'tanpa-target': () => repo.tanpaTarget(db, filter),
    'indikator-tanpa-satuan': () => repo.indikatorTanpaSatuan(db, filter),
    'anggaran-melebihi-induk': () => repo.anggaranMelebihiInduk(db, filter),
    'langkah-aksi-tanpa-target-bulanan': () => repo.langkahAksiTanpaTargetBulanan(db, filter),
    'iku-tanpa-sasaran-rpjmd': () => repo.ikuTanpaSasaranRpjmd(db, filter),
    'indikator-ganda': () => repo.indikatorGanda(db, filter),
    'tim-tanpa-anggota': () => repo.timTanpaAnggota(db, filter),
    'realisasi-bulan-lalu': async () => (bulan === null ? [] : repo.realisasiBulanLalu(db, filter, bulan)),
  };
  const results = await Promise.all(JENIS_TEMUAN.map((jenis) => sources[jenis]()));
  const temuan: Temuan[] = JENIS_TEMUAN.flatMap((jenis, i) =>
    (results[i] ?? []).map((row) => ({
      jenis,
      satuan_kerja_id: row.satuan_kerja_id,
      satuan_kerja_nama: row.satuan_kerja_nama,
      label: row.label,
      keterangan: keteranganOf(jenis, row, bulan, tahun),
      tautan: row.tautan,
    })),
  );
  return {
    ringkasan: JENIS_TEMUAN.map((jenis, i) => ({ jenis, judul: JUDUL_TEMUAN[jenis], jumlah: results[i]?.[0]?.total ?? 0 })),
    temuan,
    bulan_realisasi: bulan,
  };
}
