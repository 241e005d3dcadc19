import type { FastifyReply } from 'fastify';
import {
  flatHeader,
  visibleColumns,
  type Report,
  type ReportColumn,
  type ReportColumnKind,
  type ReportExportFormat,
  type ReportRow,
} from '@sakip/domain';
import { buildXlsx, nomorColumn, sendXlsx, xlsxFilename, type XlsxColumn, type XlsxFormat } from '../xlsx';

/**
 * The exports of a report, all of the rows the filter shows: XLSX for people (Indonesian headers,
 * id-ID formats), CSV and JSON as open data (field keys as headers, plain numbers with a dot, so a
 * program reads them back unchanged). One URL: GET <route>/export?format=xlsx|csv|json.
 */

const XLSX_FORMATS: Record<ReportColumnKind, XlsxFormat> = {
  text: 'text',
  number: 'angka',
  percent: 'persen',
  money: 'rupiah',
  capaian: 'persen',
  growth: 'persen',
};

export interface ExportInput {
  report: Report;
  rows: ReportRow[];
  tahun: number;
  satuanKerjaId: string | null;
  isPublic: boolean;
}

function xlsxColumns(columns: readonly ReportColumn[], tahun: number, nomor: boolean): XlsxColumn<ReportRow>[] {
  return [
    ...(nomor ? [nomorColumn<ReportRow>()] : []),
    ...columns.map((c) => ({
      header: flatHeader(c, tahun),
      format: XLSX_FORMATS[c.kind],
      value: (row: ReportRow) => row[c.key],
    })),
  ];
}

/** A CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV of the rows with the route's fields (the public row on a public copy), CRLF lines. */
export function toCsv(keys: readonly string[], rows: readonly ReportRow[]): string {
  const lines = [keys.map(csvField).join(',')];
  for (const row of rows) lines.push(keys.map((k) => csvField(row[k])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The JSON document: what the rows are (columns with their labels and kinds) and the rows. */
export function toJsonDocument(input: ExportInput, keys: readonly string[]) {
  const columns = visibleColumns(input.report, input.isPublic);
  return {
    slug: input.report.slug,
    judul: input.report.title,
    tahun_kinerja: input.tahun,
    satuan_kerja_id: input.satuanKerjaId,
    kolom: columns.map((c) => ({ key: c.key, label: flatHeader(c, input.tahun), jenis: c.kind })),
    fields: keys,
    data: input.rows,
  };
}

function attachment(reply: FastifyReply, type: string, filename: string): FastifyReply {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${filename}"`);
}

export async function sendExport(reply: FastifyReply, format: ReportExportFormat, input: ExportInput) {
  const { report, rows, tahun } = input;
  const base = xlsxFilename(report.slug, tahun).replace(/\.xlsx$/, '');
  const keys = input.isPublic ? report.publicKeys : Object.keys(report.row.shape);
  if (format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', `${base}.csv`).send(toCsv(keys, rows));
  if (format === 'json') {
    return attachment(reply, 'application/json; charset=utf-8', `${base}.json`).send(
      JSON.stringify(toJsonDocument(input, keys)),
    );
  }
  const buffer = await buildXlsx({
    sheetName: report.title,
    columns: xlsxColumns(visibleColumns(report, input.isPublic), tahun, report.nomor !== false),
    rows,
  });
  return sendXlsx(reply, `${base}.xlsx`, buffer);
}
