import { z } from 'zod';

/** The name of the archive's last entry; what `tar xzf FILE manifest.json` shows an operator. */
export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'sakip-backup';
export const BACKUP_VERSION = 1;

const partSchema = z.object({
  entry: z.string(),
  rows: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * What a backup holds (decision 0049), written last (the counts and hashes are known only then):
 * the format and its version, the schema migration of the database, when and from which engine it
 * was made, each table with its parts (JSON lines, one row each, from PostgreSQL's row_to_json), the
 * sequences' positions, and every stored file with its size and SHA-256.
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  migration: z.object({ tag: z.string(), when: z.number() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative(), parts: z.array(partSchema) })),
  sequences: z.array(z.object({ name: z.string(), value: z.string(), called: z.boolean() })),
  files: z.array(
    z.object({ key: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupPart = z.infer<typeof partSchema>;

/** The archive entry of a table's n-th part, and of a stored file. */
export function partEntry(table: string, index: number): string {
  return `tables/${table}/${String(index).padStart(6, '0')}.jsonl`;
}
export function fileEntry(key: string): string {
  return `files/${key}`;
}

/** Totals for the operator's summary line. */
export function summaryOf(manifest: BackupManifest): {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
} {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
    fileBytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
  };
}
