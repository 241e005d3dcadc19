import { formatCell, type rencanaAksiTerintegrasiReport } from '@sakip/domain';
import type { z } from 'zod';
import type { ReportContext } from '../../../lib/report/index';
import { bulananRecord } from '../shared/ukuran';
import * as repo from './langkah-aksi-terintegrasi.repository';

type Row = z.infer<(typeof rencanaAksiTerintegrasiReport)['row']>;
type Anggota = Awaited<ReturnType<typeof repo.findAnggotaOf>>[number];

const angka = (v: number | null) => formatCell({ kind: 'number' }, v);
/** After a member the heads have not approved yet (both must, DOMAIN-2 §4). */
export const MENUNGGU_PERSETUJUAN = '(menunggu persetujuan)';

/**
 * 'Nama: 6 modul (realisasi 3)' per member, one line each. The public copy names approved members
 * only, as realisasi-rencana-aksi-terintegrasi does; the unit's own page lists every member and
 * marks those still waiting for the heads' approval.
 */
function targetAnggota(anggota: Anggota[], isPublic: boolean): string | null {
  const shown = isPublic ? anggota.filter((a) => a.disetujui) : anggota;
  if (shown.length === 0) return null;
  return shown
    .map((a) => {
      const realisasi = a.realisasi === null ? '' : ` (realisasi ${angka(a.realisasi)})`;
      const menunggu = a.disetujui ? '' : ` ${MENUNGGU_PERSETUJUAN}`;
      return `${a.nama_pegawai_anggota}: ${angka(a.target)} ${a.satuan ?? ''}`.trimEnd() + realisasi + menunggu;
    })
    .join('\n');
}

function rowOf(row: repo.LangkahAksiRow, anggota: Anggota[], isPublic: boolean): Row {
  const { target_triwulan: t, realisasi_triwulan: r } = bulananRecord(row);
  return {
    id: row.id,
    sub_kegiatan: `${row.sub_kegiatan_kode} ${row.sub_kegiatan_nama}`,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    tim_kerja: row.tk_nama,
    ketua_tim: row.tk_ketua_nama,
    ketua_tim_nip: row.tk_nama === null ? null : row.tk_ketua_nip,
    target: row.target,
    target_tw1: t[0],
    target_tw2: t[1],
    target_tw3: t[2],
    target_tw4: t[3],
    realisasi_tw1: r[0],
    realisasi_tw2: r[1],
    realisasi_tw3: r[2],
    realisasi_tw4: r[3],
    capaian: row.capaian,
    anggaran: row.anggaran,
    realisasi_anggaran: row.realisasi_anggaran ?? 0,
    target_anggota: targetAnggota(
      anggota.filter((a) => a.kinerja_langkah_aksi_id === row.id),
      isPublic,
    ),
  };
}

/**
 * The rows of the langkah aksi terintegrasi report (packages/domain report/pages): the unit's
 * langkah aksi of the year in the cascading order, two statements whatever the number of rows.
 * No unit chosen yet (super, setda, a public visitor) → no rows.
 */
export async function rencanaAksiTerintegrasiRows(ctx: ReportContext): Promise<Row[]> {
  if (!ctx.satuanKerjaId) return [];
  const rows = await repo.findLangkahAksi(ctx.db, { satuanKerjaId: ctx.satuanKerjaId, tahun: ctx.tahun });
  const anggota = await repo.findAnggotaOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => rowOf(row, anggota, ctx.isPublic));
}
