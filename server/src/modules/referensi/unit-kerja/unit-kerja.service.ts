import type { z } from 'zod';
import {
  atasanProblem,
  JABATAN_PINDAH_MESSAGE,
  type UnitKerjaRecord,
  type unitKerjaListQuerySchema,
  type unitKerjaSchema,
} from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { assertNotInUse, assertRefs, crudService, satuanKerjaExists, type CrudService } from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn } from '../../../lib/xlsx';
import { sharedWrites } from '../../../lib/crud/recipe-parts';
import {
  referenceListRecipe,
  statusAktifColumn,
  type ReferenceListExport,
} from '../../../lib/crud/reference-list-recipe';
import { unitFollowsHeadPosition } from '../organisasi/kepala.repository';
import { pegawaiAktif, removePlt } from '../organisasi/plt.repository';
import { insertWithPlt, splitPlt, updateWithPlt } from '../organisasi/plt-writes';
import * as repo from './unit-kerja.repository';

type Query = z.output<typeof unitKerjaListQuerySchema>;
type Input = z.output<typeof unitKerjaSchema>;

/**
 * Unit kerja (super, issue 24): the positions of a satuan kerja as a tree (eselon II → III → IV),
 * each with its holder by NIP and an acting official (Plt.) with dates. A parent is a position of
 * the same unit with a higher rank (a smaller eselon number), so the tree has no cycle. A
 * position in use is not deleted (409 naming where), deactivated instead.
 */
const t = repo.table;

/** yyyy-mm-dd → dd/mm/yyyy, as the import reads it back. */
const ddmmyyyy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

const XLSX: ReferenceListExport<UnitKerjaRecord> = {
  sheet: 'Unit Kerja',
  columns: [
    nomorColumn(),
    { header: 'ID Jabatan', value: (r) => r.id, width: 10, format: 'bilangan' },
    { header: 'Kode Satuan Kerja', value: (r) => r.satuan_kerja_id, width: 12, format: 'text' },
    satuanKerjaColumn(34),
    { header: 'Unit Kerja', value: (r) => `${'  '.repeat(r.tingkat)}${r.unit_kerja_nama}`, width: 40 },
    { header: 'Nama Lengkap', value: (r) => r.unit_kerja_nama_full, width: 40 },
    { header: 'Jabatan', value: (r) => r.jabatan_nama, width: 36 },
    { header: 'Eselon', value: (r) => r.eselon, width: 8 },
    { header: 'Atasan', value: (r) => r.parent_nama, width: 30 },
    { header: 'Pejabat', value: (r) => r.pejabat_nama, width: 30 },
    { header: 'NIP Pejabat', value: (r) => r.pejabat_nip, width: 22, format: 'text' },
    { header: 'Plt.', value: (r) => r.plt_nama, width: 30 },
    { header: 'NIP Plt.', value: (r) => r.plt_nip, width: 22, format: 'text' },
    { header: 'Plt. Mulai', value: (r) => ddmmyyyy(r.plt_mulai), width: 12 },
    { header: 'Plt. Selesai', value: (r) => ddmmyyyy(r.plt_selesai), width: 12 },
    statusAktifColumn,
  ],
};

/** The parent: the domain's rule (same unit, higher rank, not the position itself). */
async function assertParent(tx: Tx, input: Input, id: number | null): Promise<void> {
  if (input.parent_id === null) return;
  const problem = atasanProblem(await repo.positionOf(tx, input.parent_id), input, id);
  if (problem) throw fieldError('parent_id', problem);
}

async function assertPosition(tx: Tx, input: Input, id: number | null) {
  await assertRefs(tx, [
    satuanKerjaExists(input.satuan_kerja_id),
    pegawaiAktif('pejabat_nip', input.pejabat_nip),
    pegawaiAktif('plt_nip', input.plt_nip),
  ]);
  await assertParent(tx, input, id);
}

/** The position's columns of the form and its Plt. (pejabat_plt). */
function columnsOf(input: Input) {
  const { fields, plt } = splitPlt(input);
  return { columns: { ...fields, unit_kerja_nama_full: input.unit_kerja_nama_full ?? input.unit_kerja_nama }, plt };
}

/**
 * The checked, audited writes of one position: the form's and the import's (issue 26). The holder
 * of the unit's head position is carried over to the unit's head in the same transaction.
 */
export const unitKerjaWrites = {
  async insert(tx: Tx, actorId: number, input: Input): Promise<number> {
    await assertPosition(tx, input, null);
    const postOf = (row: typeof t.$inferSelect) => ({ satuanKerjaId: row.satuan_kerja_id, unitKerjaId: row.id });
    const row = await insertWithPlt(tx, actorId, { table: t, ...columnsOf(input), postOf });
    await unitFollowsHeadPosition(tx, actorId, row.satuan_kerja_id, row.id);
    return row.id;
  },

  async write(tx: Tx, actorId: number, before: typeof t.$inferSelect, input: Input): Promise<void> {
    if (input.satuan_kerja_id !== before.satuan_kerja_id) throw fieldError('satuan_kerja_id', JABATAN_PINDAH_MESSAGE);
    await assertPosition(tx, input, before.id);
    const post = { satuanKerjaId: before.satuan_kerja_id, unitKerjaId: before.id };
    await updateWithPlt(tx, actorId, { table: t, before, post, ...columnsOf(input) });
    await unitFollowsHeadPosition(tx, actorId, before.satuan_kerja_id, before.id);
  },
};

export const unitKerjaService: CrudService<Query, Input, UnitKerjaRecord, UnitKerjaRecord> = crudService({
  ...referenceListRecipe({ resource: 'unit-kerja', notFound: 'Unit kerja tidak ditemukan', repo, xlsx: XLSX }),

  ...sharedWrites(unitKerjaWrites),

  async beforeRemove(tx, _ctx, before) {
    await assertNotInUse(tx, {
      table: 'unit_kerja',
      column: 'id',
      value: before.id,
      extra: [{ table: 'unit_kerja', column: 'parent_id' }],
      ignore: ['pejabat_plt'],
    });
    await removePlt(tx, { unitKerjaId: before.id });
  },
});
