import type { z } from 'zod';
import {
  JENIS_SATUAN_KERJA_LABELS,
  SETDA_BELUM_ADA_MESSAGE,
  satuanKerjaRuleErrors,
  type JenisSatuanKerja,
  type SatuanKerjaRecord,
  type satuanKerjaListQuerySchema,
  type satuanKerjaSchema,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import {
  assertNotInUse,
  assertRefs,
  crudService,
  insertAudited,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError, ValidationError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, type XlsxColumn } from '../../../lib/xlsx';
import { headPositionFollowsUnit } from '../organisasi/kepala.repository';
import { pegawaiAktif, pltOf, removePlt, savePlt } from '../organisasi/plt.repository';
import * as repo from './satuan-kerja.repository';

type Query = z.output<typeof satuanKerjaListQuerySchema>;
type Input = z.output<typeof satuanKerjaSchema>;

/**
 * Satuan kerja (super, issue 24): the city's work units. The code is the unit's id everywhere
 * (text, decision 0052), so it cannot change once saved. A biro belongs to the Sekretariat
 * Daerah: its parent is setda and its code starts with setda's code, which is how the scope rules
 * recognise it (isBiroSatker). A unit in use is not deleted (409 naming where), deactivated instead.
 */
const t = repo.table;

function toRecord(row: repo.SatuanKerjaRow): SatuanKerjaRecord {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

const jenisLabel = (jenis: string) => JENIS_SATUAN_KERJA_LABELS[jenis as JenisSatuanKerja] ?? jenis;

const XLSX_COLUMNS: XlsxColumn<SatuanKerjaRecord>[] = [
  nomorColumn(),
  { header: 'Kode', value: (r) => r.satuan_kerja_id, width: 12, format: 'text' },
  { header: 'Nama', value: (r) => r.satuan_kerja_nama, width: 44 },
  { header: 'Singkatan', value: (r) => r.singkatan, width: 14 },
  { header: 'Jenis', value: (r) => jenisLabel(r.jenis), width: 18 },
  { header: 'Induk', value: (r) => r.parent_nama, width: 30 },
  { header: 'Jabatan Kepala', value: (r) => r.jabatan_kepala, width: 36 },
  { header: 'Kepala', value: (r) => r.kepala_nama, width: 30 },
  { header: 'NIP Kepala', value: (r) => r.kepala_nip, width: 22, format: 'text' },
  { header: 'Plt.', value: (r) => r.plt_nama, width: 30 },
  { header: 'Status', value: (r) => (r.active ? 'Aktif' : 'Nonaktif'), width: 12 },
];

/** The biro rule (the domain's) and the references of the input (422 per field). */
async function assertUnitRules(tx: Tx, input: Input): Promise<void> {
  const errors = satuanKerjaRuleErrors(input);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (input.parent_id !== null && !(await repo.byCode(tx, input.parent_id))) {
    throw fieldError('parent_id', SETDA_BELUM_ADA_MESSAGE);
  }
  await assertRefs(tx, [pegawaiAktif('kepala_nip', input.kepala_nip), pegawaiAktif('plt_nip', input.plt_nip)]);
}

function columnsOf(input: Input) {
  const { plt_nip: _n, plt_mulai: _m, plt_selesai: _s, ...fields } = input;
  return { ...fields, is_rsud: input.jenis === 'rsud' };
}

const pltOfInput = (input: Input) => ({
  plt_nip: input.plt_nip,
  plt_mulai: input.plt_mulai,
  plt_selesai: input.plt_selesai,
});

/**
 * The checked, audited writes of one satuan kerja: the form's and the import's (issue 26). The
 * head of the unit is carried over to its eselon-II position in the same transaction.
 */
export const satuanKerjaWrites = {
  async insert(tx: Tx, actorId: number, input: Input): Promise<number> {
    if (await repo.byCode(tx, input.satuan_kerja_id)) throw fieldError('satuan_kerja_id', 'Kode sudah dipakai');
    await assertUnitRules(tx, input);
    const row = await insertAudited(tx, t, actorId, columnsOf(input), pltOfInput(input));
    await savePlt(tx, actorId, { satuanKerjaId: row.satuan_kerja_id, unitKerjaId: null }, pltOfInput(input));
    return row.id;
  },

  async write(tx: Tx, actorId: number, before: typeof t.$inferSelect, input: Input): Promise<void> {
    if (input.satuan_kerja_id !== before.satuan_kerja_id) {
      throw fieldError('satuan_kerja_id', 'Kode satuan kerja tidak dapat diubah');
    }
    await assertUnitRules(tx, input);
    const post = { satuanKerjaId: before.satuan_kerja_id, unitKerjaId: null };
    const oldPlt = await pltOf(tx, post.satuanKerjaId, null);
    const plt = { before: { ...oldPlt }, after: pltOfInput(input) };
    await updateAudited(tx, t, actorId, { id: before.id, before, set: columnsOf(input) }, plt);
    await savePlt(tx, actorId, post, pltOfInput(input));
    await headPositionFollowsUnit(tx, actorId, before.satuan_kerja_id, input.kepala_nip);
  },
};

export const satuanKerjaService: CrudService<Query, Input, SatuanKerjaRecord, SatuanKerjaRecord> = crudService({
  resource: 'satuan-kerja',
  table: t,
  notFound: 'Satuan kerja tidak ditemukan',
  unitScoped: false,
  repo,
  where: (_ctx, q: Query) => repo.whereOf(q),
  toRecord,
  detail: async (_db, row) => toRecord(row),
  xlsx: (rows) => buildXlsx({ sheetName: 'Satuan Kerja', columns: XLSX_COLUMNS, rows: rows.map(toRecord) }),

  insert: (tx, { actor }, input) => satuanKerjaWrites.insert(tx, actor.id, input),
  write: async (tx, { actor }, before, input) => {
    await satuanKerjaWrites.write(tx, actor.id, before, input);
    return undefined;
  },

  async beforeRemove(tx, _ctx, before) {
    await assertNotInUse(tx, {
      table: 'satuan_kerja',
      column: 'satuan_kerja_id',
      value: before.satuan_kerja_id,
      ignore: ['pejabat_plt'],
    });
    await removePlt(tx, { satuanKerjaId: before.satuan_kerja_id });
  },
});
