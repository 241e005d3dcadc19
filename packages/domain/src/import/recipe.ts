import { z } from 'zod';
import { defineEndpoint, fileResponse, writeAnswer } from '../contract/endpoint';
import type { Resource } from '../permissions';
import type { CellSpec, CellValue } from './cells';

/**
 * The one import recipe (decision 0053). A kind of import is declared once, here, as data: its
 * columns (header, type, example values, fixed values), the columns that match a row to a record
 * (codes, NIP: never the position in the file), whether it imports into one unit or for the city,
 * and the instructions of its template. From the declaration come the template workbook, the three
 * endpoints (template, preview, apply), the server's reading of every row and the web screen.
 */

/** One column of an import: the header the template writes and the reader looks for. */
export interface ImportColumn extends CellSpec {
  key: string;
  header: string;
  /** The values of the example rows of the template (one per example row). */
  example?: readonly (string | number | null)[];
  /** One line of the Petunjuk sheet about this column. */
  note?: string;
}

export interface ImportRecipeInput {
  kind: string;
  /** What is imported, for titles: "Pegawai". */
  title: string;
  area: string;
  /** The query group of the list the import fills (its lists refetch after apply). */
  group: string;
  /** The list's path: the endpoints are `${basePath}/import…`. */
  basePath: string;
  /** Import needs write on this resource (and its unit scope for `scope: 'unit'`). */
  resource: Resource;
  /** 'unit': rows land in the actor's unit (a chooser names it); 'city': super's master data. */
  scope: 'unit' | 'city';
  /** The name of the data sheet of the template. */
  sheet: string;
  columns: readonly ImportColumn[];
  /** The keys of the columns that identify a record. */
  matchBy: readonly string[];
  /** The instructions of this kind (the Petunjuk sheet adds the common ones). */
  petunjuk: readonly string[];
}

/** The most rows a file may hold (DOMAIN-3 §3). */
export const IMPORT_MAX_ROWS = 50_000;
/** The most refused rows listed in a preview (the counts are always complete). */
export const IMPORT_MAX_LISTED = 500;
/** How long a preview can be applied. */
export const IMPORT_PREVIEW_MINUTES = 60;

export const importRefusalSchema = z.object({
  /** The row number in the sheet (the header is row 1). */
  baris: z.number(),
  /** The header of the column, or '' when the row as a whole is refused. */
  kolom: z.string(),
  alasan: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importChangeSchema = z.object({
  baris: z.number(),
  aksi: z.enum(['tambah', 'ubah']),
  /** The matching key as the user reads it (a code, a NIP and a name). */
  kunci: z.string(),
  /** What changes, in words ("nama: A → B", "Realisasi Maret: 1 → 2"). */
  perubahan: z.array(z.string()),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importCountsSchema = z.object({
  tambah: z.number(),
  ubah: z.number(),
  tetap: z.number(),
  ditolak: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.object({
  /** What apply names; null when a refused row stops the import. */
  token: z.string().nullable(),
  jenis: z.string(),
  nama_berkas: z.string(),
  total_baris: z.number(),
  jumlah: importCountsSchema,
  /** Every refused row (up to IMPORT_MAX_LISTED). */
  ditolak: z.array(importRefusalSchema),
  /** The rows that will be added or changed (up to IMPORT_MAX_LISTED). */
  perubahan: z.array(importChangeSchema),
  /** Lines that say more (the nomenclature's year-over-year diff: what is no longer in the file). */
  catatan: z.array(z.string()),
  kedaluwarsa: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = writeAnswer(importCountsSchema);

export const importTokenParamSchema = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}$/, 'Token pratinjau tidak valid'),
});

/** A row as read from the file: its number in the sheet and the value of every column. */
export interface ImportRow {
  baris: number;
  values: Record<string, CellValue>;
}

function endpointsOf(recipe: ImportRecipeInput) {
  const base = {
    area: recipe.area,
    group: recipe.group,
    guard: 'auth',
    permission: { resource: recipe.resource, action: 'write' },
  } as const;
  return {
    template: defineEndpoint({
      ...base,
      name: `impor-templat-${recipe.kind}`,
      method: 'GET',
      path: `${recipe.basePath}/import/template`,
      summary: `Templat impor ${recipe.title} (XLSX)`,
      response: fileResponse('xlsx'),
    }),
    preview: defineEndpoint({
      ...base,
      name: `impor-pratinjau-${recipe.kind}`,
      method: 'POST',
      path: `${recipe.basePath}/import`,
      summary: `Pratinjau impor ${recipe.title} (multipart: file XLSX, satuan_kerja_id bila memilih unit)`,
      response: importPreviewSchema,
    }),
    apply: defineEndpoint({
      ...base,
      name: `impor-terapkan-${recipe.kind}`,
      method: 'POST',
      path: `${recipe.basePath}/import/:token`,
      summary: `Terapkan impor ${recipe.title} yang sudah dipratinjau`,
      params: importTokenParamSchema,
      response: importResultSchema,
    }),
  };
}

export type ImportRecipe = ImportRecipeInput & { endpoints: ReturnType<typeof endpointsOf> };

/** Declares an import kind: the recipe and its three endpoints. */
export function defineImport(recipe: ImportRecipeInput): ImportRecipe {
  for (const key of recipe.matchBy) {
    if (!recipe.columns.some((c) => c.key === key)) throw new Error(`${recipe.kind}: matchBy ${key} is no column`);
  }
  return { ...recipe, endpoints: endpointsOf(recipe) };
}

/** The polarity of a measured goal (renstra, RPJMD, kinerja levels): an empty cell keeps it. */
export const POLARITAS_COLUMN: ImportColumn = {
  key: 'polaritas',
  header: 'Polaritas',
  type: 'enum',
  values: ['naik', 'turun'],
  example: ['naik'],
  note: 'naik: semakin tinggi semakin baik; turun: semakin rendah semakin baik. Kosong: naik untuk baris baru, tidak berubah untuk baris yang ada.',
};

/** The instructions every template starts with. */
export const PETUNJUK_UMUM: readonly string[] = [
  'Isi data mulai baris ke-2 lembar data; baris ke-1 adalah judul kolom dan jangan diubah, dipindah atau digabung.',
  'Baris contoh boleh ditimpa atau dihapus. Baris kosong dilewati.',
  'Angka boleh ditulis dengan format Indonesia (1.234,56) atau sebagai angka Excel; rumus dibaca sebagai hasilnya.',
  'Tanggal ditulis dd/mm/yyyy atau sebagai tanggal Excel.',
  'Baris dicocokkan dengan kode/NIP, bukan dengan urutannya: mengimpor berkas yang sama dua kali tidak mengubah apa pun.',
  `Batas: ${IMPORT_MAX_ROWS.toLocaleString('id-ID')} baris dan 10 MB per berkas.`,
  'Setelah diunggah, periksa pratinjau (baris yang ditambah, diubah, tetap dan ditolak), lalu klik "Terapkan". Impor diterapkan seluruhnya atau tidak sama sekali.',
];

/** `{tahun_1}` … `{tahun_5}` in a header, note or instruction: the years of a planning period. */
const TAHUN_KE_PLACEHOLDER = /\{tahun_(\d)\}/g;

/**
 * A recipe whose headers name the years of a five-year period ("Target {tahun_1}", as the lists of
 * the period export them: "Target 2025"), with the years of the period starting at `tahunAwal`.
 */
export function importRecipeOfPeriod(recipe: ImportRecipe, tahunAwal: number): ImportRecipe {
  const fill = (text: string) =>
    text.replace(TAHUN_KE_PLACEHOLDER, (_, k: string) => String(tahunAwal + Number(k) - 1));
  return {
    ...recipe,
    columns: recipe.columns.map((c) => ({ ...c, header: fill(c.header), ...(c.note ? { note: fill(c.note) } : {}) })),
    petunjuk: recipe.petunjuk.map(fill),
  };
}
