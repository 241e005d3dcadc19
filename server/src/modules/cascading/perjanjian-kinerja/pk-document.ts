import { formatRupiahDecimal } from '@sakip/domain';
import { PDF_FONT, renderPdf } from '../../../lib/pdf';

/**
 * The Perjanjian Kinerja document (DOMAIN.md 'Perjanjian Kinerja document'): the agreement page
 * with both parties, the commitment paragraphs, place, Indonesian date and signatures, then the
 * attachment with the goals (No / Sasaran / Indikator / Target) and, when budgets exist, the
 * budget table (No / Program | Kegiatan | Sub Kegiatan / Anggaran (Rp) / Keterangan 'APBD').
 * Rendered in memory per request with the PDF standard fonts: no files, no network.
 */

const FONT = PDF_FONT;

export interface PkSigner {
  jabatan: string;
  nama: string;
  pangkat: string | null;
  nip: string | null;
}

export interface PkModel {
  tahun: number;
  /** Where it is signed (the city) and the Indonesian date. */
  tempat: string;
  tanggal: string;
  satuanKerjaNama: string;
  pihakPertama: PkSigner;
  pihakKedua: PkSigner;
  sasaran: { sasaran: string; indikator: string; target: string }[];
  anggaranLabel: 'Program' | 'Kegiatan' | 'Sub Kegiatan';
  anggaran: { nama: string; anggaran: number }[];
}

const COMMITMENT = [
  'Pihak pertama berjanji akan mewujudkan target kinerja yang seharusnya sesuai lampiran perjanjian ini, dalam rangka mencapai target kinerja jangka menengah seperti yang telah ditetapkan dalam dokumen perencanaan. Keberhasilan dan kegagalan pencapaian target kinerja tersebut menjadi tanggung jawab kami.',
  'Pihak kedua akan melakukan supervisi yang diperlukan serta akan melakukan evaluasi terhadap capaian kinerja dari perjanjian ini dan mengambil tindakan yang diperlukan dalam rangka pemberian penghargaan dan sanksi.',
];

function partyTable(signer: PkSigner) {
  return {
    table: {
      widths: [70, 8, '*'],
      body: [
        ['Nama', ':', signer.nama],
        ['Jabatan', ':', signer.jabatan],
      ],
    },
    layout: 'noBorders',
    margin: [20, 4, 0, 2],
  };
}

function signature(signer: PkSigner, role: string) {
  return {
    stack: [
      { text: role, bold: true },
      { text: signer.jabatan.toUpperCase(), bold: true, margin: [0, 0, 0, 50] },
      { text: signer.nama, bold: true, decoration: 'underline' },
      ...(signer.pangkat ? [{ text: signer.pangkat }] : []),
      ...(signer.nip ? [{ text: `NIP. ${signer.nip}` }] : []),
    ],
    alignment: 'center',
  };
}

function signatures(model: PkModel) {
  return [
    { text: `${model.tempat}, ${model.tanggal}`, alignment: 'right', margin: [0, 20, 0, 10] },
    {
      columns: [signature(model.pihakKedua, 'PIHAK KEDUA,'), signature(model.pihakPertama, 'PIHAK PERTAMA,')],
      columnGap: 20,
    },
  ];
}

const header = (text: string) => ({ text, bold: true, fillColor: '#e9ecef', alignment: 'center' });

function sasaranTable(model: PkModel) {
  return {
    table: {
      headerRows: 1,
      widths: [22, '*', '*', 90],
      body: [
        [header('No'), header('Sasaran'), header('Indikator'), header('Target')],
        ...model.sasaran.map((s, i) => [
          { text: String(i + 1), alignment: 'center' },
          s.sasaran,
          s.indikator,
          { text: s.target, alignment: 'center' },
        ]),
      ],
    },
    margin: [0, 8, 0, 12],
  };
}

function anggaranTable(model: PkModel) {
  const total = model.anggaran.reduce((sum, a) => sum + a.anggaran, 0);
  return {
    table: {
      headerRows: 1,
      widths: [22, '*', 110, 78],
      body: [
        [header('No'), header(model.anggaranLabel), header('Anggaran (Rp)'), header('Keterangan')],
        ...model.anggaran.map((a, i) => [
          { text: String(i + 1), alignment: 'center' },
          a.nama,
          { text: formatRupiahDecimal(a.anggaran), alignment: 'right' },
          { text: 'APBD', alignment: 'center' },
        ]),
        [
          { text: 'Jumlah', colSpan: 2, bold: true, alignment: 'center' },
          '',
          { text: formatRupiahDecimal(total), bold: true, alignment: 'right' },
          '',
        ],
      ],
    },
    margin: [0, 8, 0, 12],
  };
}

export function pkDocumentDefinition(model: PkModel): object {
  const title = [
    { text: `PERJANJIAN KINERJA TAHUN ${model.tahun}`, style: 'title' },
    { text: model.pihakPertama.jabatan.toUpperCase(), style: 'title' },
  ];
  const lampiran = [
    { text: `LAMPIRAN PERJANJIAN KINERJA TAHUN ${model.tahun}`, style: 'title', pageBreak: 'before' },
    { text: model.satuanKerjaNama.toUpperCase(), style: 'title', margin: [0, 0, 0, 8] },
    sasaranTable(model),
    ...(model.anggaran.length > 0 ? [anggaranTable(model)] : []),
    ...signatures(model),
  ];
  return {
    info: { title: `Perjanjian Kinerja Tahun ${model.tahun} - ${model.pihakPertama.jabatan}` },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: FONT, fontSize: 11, lineHeight: 1.2 },
    styles: { title: { bold: true, fontSize: 13, alignment: 'center' } },
    content: [
      ...title,
      {
        text: 'Dalam rangka mewujudkan manajemen pemerintahan yang efektif, transparan dan akuntabel serta berorientasi pada hasil, kami yang bertanda tangan di bawah ini:',
        margin: [0, 16, 0, 4],
        alignment: 'justify',
      },
      partyTable(model.pihakPertama),
      { text: 'selanjutnya disebut pihak pertama.', margin: [20, 0, 0, 6] },
      partyTable(model.pihakKedua),
      { text: 'selaku atasan pihak pertama, selanjutnya disebut pihak kedua.', margin: [20, 0, 0, 8] },
      ...COMMITMENT.map((text) => ({ text, alignment: 'justify', margin: [0, 0, 0, 8] })),
      ...signatures(model),
      ...lampiran,
    ],
  };
}

/** The PDF bytes, built in memory for this request only. */
export function renderPk(model: PkModel): Promise<Buffer> {
  return renderPdf(pkDocumentDefinition(model));
}
