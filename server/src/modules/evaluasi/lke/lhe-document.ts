import {
  formatDate,
  formatNumber,
  LKE_SKALA_LAMA_CATATAN,
  LKE_SUMBER_LABEL,
  type LkeSumber,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { renderPdf } from '../../../lib/pdf';
import { hasil, hasilOf } from './lke.service';

/** The summary of the verdict: value, predikat with its interpretation, source and stage. */
function ringkasan(data: Awaited<ReturnType<typeof hasil>>['data']) {
  return {
    table: {
      widths: [120, '*'],
      body: [
        ['Nilai', angka(data.nilai_akhir?.nilai)],
        [
          'Predikat',
          data.nilai_akhir
            ? `${data.nilai_akhir.predikat ?? '-'} (${data.nilai_akhir.keterangan ?? '-'})`
            : 'Penilaian belum selesai',
        ],
        ['Interpretasi', data.nilai_akhir?.interpretasi ?? '-'],
        ['Sumber nilai', data.nilai_akhir ? LKE_SUMBER_LABEL[data.nilai_akhir.sumber as LkeSumber] : '-'],
        ['Tahap', data.tahap_label],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, data.skala_lama ? 4 : 12],
  };
}

/**
 * The LHE (Laporan Hasil Evaluasi) of a unit (DOMAIN-2 §2): predikat, total, the component table
 * (weight, last year, this year), the notes per component and the recommendations, whose
 * follow-up is the tindak-lanjut-lhe group. Rendered in memory per request.
 */
const angka = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, 2));

export async function lheDocument(db: Db, actor: SessionUser, tahun: number, satuanKerjaId: string | undefined) {
  const { data } = await hasil(db, actor, tahun, satuanKerjaId);
  const [lalu] = await hasilOf(db, tahun - 1, [data.satuan_kerja.satuan_kerja_id]);
  const final = (h: {
    kolom: { kunci: string; komponen: (number | null)[] }[];
    nilai_akhir: { sumber: string } | null;
  }) => {
    const kunci = h.nilai_akhir?.sumber ?? null;
    return kunci ? (h.kolom.find((k) => k.kunci === kunci)?.komponen ?? []) : [];
  };
  const ini = final(data);
  const sebelumnya = lalu ? final(lalu) : [];
  const laluByKode = new Map((lalu?.struktur ?? []).map((k, i) => [k.kode, sebelumnya[i] ?? null]));
  const header = (t: string) => ({ text: t, bold: true, fillColor: '#e9ecef' });
  const body = [
    [header('No'), header('Komponen'), header('Bobot'), header(`Nilai ${tahun - 1}`), header(`Nilai ${tahun}`)],
    ...data.struktur.map((k, i) => [
      String(i + 1),
      k.nama,
      angka(k.bobot),
      angka(laluByKode.get(k.kode) ?? null),
      angka(ini[i] ?? null),
    ]),
    [{ text: 'Total', colSpan: 4, bold: true }, '', '', '', { text: angka(data.nilai_akhir?.nilai), bold: true }],
  ];
  const catatan = data.struktur.flatMap((k) => {
    const notes = data.catatan.filter((c) => c.komponen_id === k.komponen_id);
    return notes.length ? [{ text: k.nama, bold: true, margin: [0, 6, 0, 2] }, { ul: notes.map((n) => n.teks) }] : [];
  });
  const definition = {
    info: { title: `LHE ${data.satuan_kerja.satuan_kerja_nama} ${tahun}` },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    content: [
      { text: 'LAPORAN HASIL EVALUASI', style: 'title' },
      { text: 'AKUNTABILITAS KINERJA INSTANSI PEMERINTAH', style: 'title' },
      { text: `${data.satuan_kerja.satuan_kerja_nama} Tahun ${tahun}`, style: 'subtitle' },
      ringkasan(data),
      ...(data.skala_lama ? [{ text: LKE_SKALA_LAMA_CATATAN, italics: true, margin: [0, 0, 0, 12] }] : []),
      { text: 'Nilai per Komponen', style: 'heading' },
      { table: { headerRows: 1, widths: [24, '*', 50, 60, 60], body }, margin: [0, 0, 0, 12] },
      { text: 'Catatan', style: 'heading' },
      ...(catatan.length ? catatan : [{ text: 'Tidak ada catatan.' }]),
      { text: 'Rekomendasi', style: 'heading', margin: [0, 12, 0, 4] },
      data.rekomendasi.length ? { ol: data.rekomendasi.map((r) => r.rekomendasi) } : { text: 'Tidak ada rekomendasi.' },
      {
        text: 'Tindak lanjut atas rekomendasi dicatat pada menu Tindak Lanjut LHE.',
        italics: true,
        margin: [0, 12, 0, 0],
      },
      { text: `Dicetak ${formatDate(new Date())}`, fontSize: 8, color: '#666', margin: [0, 12, 0, 0] },
    ],
    styles: {
      title: { fontSize: 14, bold: true, alignment: 'center' },
      subtitle: { fontSize: 12, alignment: 'center', margin: [0, 4, 0, 16] },
      heading: { fontSize: 12, bold: true, margin: [0, 4, 0, 4] },
    },
    defaultStyle: { fontSize: 10 },
  };
  const pdf = await renderPdf(definition);
  const fileName = `lhe-${data.satuan_kerja.satuan_kerja_id}-${tahun}.pdf`;
  return { pdf, fileName };
}
