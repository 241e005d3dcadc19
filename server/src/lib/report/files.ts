import type { FastifyReply } from 'fastify';
import {
  flatHeader,
  openDataKey,
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
  /** The quarter of a quarterly report (absent: not quarterly). */
  triwulan?: number;
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

/** A decimal typed as text with a comma ('77,6'): written like the numbers beside it (77.6). */
const KOMA_DESIMAL = /^-?\d+,\d+$/;
const openDataValue = (v: ReportRow[string] | undefined) =>
  typeof v === 'string' && KOMA_DESIMAL.test(v) ? v.replace(',', '.') : v;

/**
 * CSV of the rows with the route's fields (the public row on a public copy), CRLF lines. `headers`
 * names the columns (default: the keys; a period year's column carries its year, openDataKey).
 */
export function toCsv(keys: readonly string[], rows: readonly ReportRow[], headers: readonly string[] = keys): string {
  const lines = [headers.map(csvField).join(',')];
  for (const row of rows) lines.push(keys.map((k) => csvField(openDataValue(row[k]))).join(','));
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

/** '{slug}-{tahun}[-tw{n}][-{unit}]': the file says which quarter and unit it holds (issue 25 item 34). */
function exportBaseName(input: ExportInput): string {
  const parts = [xlsxFilename(input.report.slug, input.tahun).replace(/\.xlsx$/, '')];
  if (input.triwulan) parts.push(`tw${input.triwulan}`);
  if (input.satuanKerjaId) parts.push(input.satuanKerjaId.replace(/[^\w-]/g, ''));
  return parts.join('-');
}

export async function sendExport(reply: FastifyReply, format: ReportExportFormat, input: ExportInput) {
  const { report, rows, tahun } = input;
  const base = exportBaseName(input);
  const keys = input.isPublic ? report.publicKeys : Object.keys(report.row.shape);
  if (format === 'csv') {
    const byKey = new Map(report.columns.map((c) => [c.key, c]));
    const headers = keys.map((k) => openDataKey(k, byKey.get(k), tahun));
    return attachment(reply, 'text/csv; charset=utf-8', `${base}.csv`).send(toCsv(keys, rows, headers));
  }
  if (format === 'json') {
    return attachment(reply, 'application/json; charset=utf-8', `${base}.json`).send(
      JSON.stringify(toJsonDocument(input, keys)),
    );
  }
  // A quarter's sheet leaves out the columns no row fills (Apr-Des of a TW I data export, item 34).
  const columns = visibleColumns(report, input.isPublic).filter(
    (c) => !input.triwulan || rows.some((r) => r[c.key] !== null && r[c.key] !== undefined),
  );
  const buffer = await buildXlsx({
    sheetName: report.title,
    columns: xlsxColumns(columns, tahun, report.nomor !== false),
    rows,
  });
  return sendXlsx(reply, `${base}.xlsx`, buffer);
}
