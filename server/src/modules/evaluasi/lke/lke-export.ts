import { LKE_SUMBER_LABEL, type LkeSumber, type SessionUser } from '@sakip/domain';
import type { Db } from '../../../db/client';
import { buildXlsx, nomorColumn, xlsxFilename } from '../../../lib/xlsx';
import { lembar, rekap } from './lke.service';

type Sheet = Awaited<ReturnType<typeof lembar>>['data'];
type RekapRow = Awaited<ReturnType<typeof rekap>>['data'][number];

/** XLSX of a validator's sheet: per criterion the unit's answer, the validator's value, verdict and note. */
export function penilaianXlsx(sheet: Sheet): Promise<Buffer> {
  const rows = sheet.struktur.flatMap((k) =>
    k.sub.flatMap((s) =>
      s.kriteria.map((c) => {
        const label = (id: number | null | undefined) => c.opsi.find((o) => o.id === id)?.label ?? '';
        const p = sheet.penilaian[c.id];
        return {
          komponen: k.nama,
          sub: s.nama,
          kode: c.kode,
          pertanyaan: c.pertanyaan,
          unit: label(sheet.jawaban[c.id]),
          validator: label(p?.opsi_id),
          nilai: c.opsi.find((o) => o.id === p?.opsi_id)?.nilai ?? null,
          status: p?.status === 'terima' ? 'Terima' : p?.status === 'tolak' ? 'Tolak' : '',
          catatan: p?.catatan ?? '',
        };
      }),
    ),
  );
  return buildXlsx({
    sheetName: `Penilaian Tahap ${sheet.lembar}`,
    rows,
    columns: [
      nomorColumn(),
      { header: 'Komponen', value: (r) => r.komponen },
      { header: 'Sub Komponen', value: (r) => r.sub, width: 16 },
      { header: 'Kode', value: (r) => r.kode, width: 10 },
      { header: 'Kriteria', value: (r) => r.pertanyaan, width: 50 },
      { header: 'Jawaban Unit', value: (r) => r.unit, width: 14 },
      { header: 'Nilai Validator', value: (r) => r.validator, width: 14 },
      { header: 'Skor', value: (r) => r.nilai, format: 'angka' },
      { header: 'Status', value: (r) => r.status, width: 10 },
      { header: 'Catatan', value: (r) => r.catatan, width: 40 },
    ],
  });
}

/** XLSX of the recap: one row per unit. */
export function rekapXlsx(rows: RekapRow[], tahun: number): Promise<Buffer> {
  return buildXlsx({
    sheetName: `Rekap Nilai SAKIP ${tahun}`,
    rows,
    columns: [
      nomorColumn(),
      { header: 'Perangkat Daerah', value: (r) => r.satuan_kerja_nama, width: 40 },
      { header: 'Tahap', value: (r) => r.tahap_label, width: 24 },
      { header: 'Nilai Self Assessment', value: (r) => r.nilai_self_assessment, format: 'angka' },
      { header: 'Nilai Akhir', value: (r) => r.nilai_akhir, format: 'angka' },
      { header: 'Sumber Nilai', value: (r) => (r.sumber ? LKE_SUMBER_LABEL[r.sumber as LkeSumber] : ''), width: 14 },
      { header: 'Predikat', value: (r) => r.predikat ?? '', width: 10 },
    ],
  });
}

/** The validator's sheet of one unit as a download: its file name and workbook. */
export async function penilaianExport(
  db: Db,
  actor: SessionUser,
  tahun: number,
  query: { satuan_kerja_id?: string | undefined; tahap: number },
) {
  const sheet = (await lembar(db, actor, tahun, query)).data;
  const fileName = xlsxFilename(`penilaian-lke-${sheet.satuan_kerja.satuan_kerja_id}-tahap-${sheet.lembar}`, tahun);
  return { fileName, buffer: await penilaianXlsx(sheet) };
}

/** The recap as a download. */
export async function rekapExport(db: Db, actor: SessionUser, tahun: number) {
  const rows = (await rekap(db, actor, tahun)).data;
  return { fileName: xlsxFilename('rekap-nilai-lke', tahun), buffer: await rekapXlsx(rows, tahun) };
}
