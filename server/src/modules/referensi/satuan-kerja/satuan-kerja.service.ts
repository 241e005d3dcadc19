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
import { assertNotInUse, assertRefs, crudService, type CrudService } from '../../../lib/crud/index';
import { fieldError, ValidationError } from '../../../lib/errors';
import { nomorColumn } from '../../../lib/xlsx';
import { sharedWrites } from '../../../lib/crud/recipe-parts';
import {
  referenceListRecipe,
  statusAktifColumn,
  type ReferenceListExport,
} from '../../../lib/crud/reference-list-recipe';
import { headPositionFollowsUnit } from '../organisasi/kepala.repository';
import { pegawaiAktif, removePlt } from '../organisasi/plt.repository';
import { insertWithPlt, splitPlt, updateWithPlt } from '../organisasi/plt-writes';
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

const jenisLabel = (jenis: string) => JENIS_SATUAN_KERJA_LABELS[jenis as JenisSatuanKerja] ?? jenis;

const XLSX: ReferenceListExport<SatuanKerjaRecord> = {
  sheet: 'Satuan Kerja',
  columns: [
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
    statusAktifColumn,
  ],
};

/** The biro rule (the domain's) and the references of the input (422 per field). */
async function assertUnitRules(tx: Tx, input: Input): Promise<void> {
  const errors = satuanKerjaRuleErrors(input);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (input.parent_id !== null && !(await repo.byCode(tx, input.parent_id))) {
    throw fieldError('parent_id', SETDA_BELUM_ADA_MESSAGE);
  }
  await assertRefs(tx, [pegawaiAktif('kepala_nip', input.kepala_nip), pegawaiAktif('plt_nip', input.plt_nip)]);
}

/** The unit's columns of the form and its Plt. (pejabat_plt). */
function columnsOf(input: Input) {
  const { fields, plt } = splitPlt(input);
  return { columns: { ...fields, is_rsud: input.jenis === 'rsud' }, plt };
}

/**
 * The checked, audited writes of one satuan kerja: the form's and the import's (issue 26). The
 * head of the unit is carried over to its eselon-II position in the same transaction.
 */
export const satuanKerjaWrites = {
  async insert(tx: Tx, actorId: number, input: Input): Promise<number> {
    if (await repo.byCode(tx, input.satuan_kerja_id)) throw fieldError('satuan_kerja_id', 'Kode sudah dipakai');
    await assertUnitRules(tx, input);
    const postOf = (row: typeof t.$inferSelect) => ({ satuanKerjaId: row.satuan_kerja_id, unitKerjaId: null });
    return (await insertWithPlt(tx, actorId, { table: t, ...columnsOf(input), postOf })).id;
  },

  async write(tx: Tx, actorId: number, before: typeof t.$inferSelect, input: Input): Promise<void> {
    if (input.satuan_kerja_id !== before.satuan_kerja_id) {
      throw fieldError('satuan_kerja_id', 'Kode satuan kerja tidak dapat diubah');
    }
    await assertUnitRules(tx, input);
    const post = { satuanKerjaId: before.satuan_kerja_id, unitKerjaId: null };
    await updateWithPlt(tx, actorId, { table: t, before, post, ...columnsOf(input) });
    await headPositionFollowsUnit(tx, actorId, before.satuan_kerja_id, input.kepala_nip);
  },
};

export const satuanKerjaService: CrudService<Query, Input, SatuanKerjaRecord, SatuanKerjaRecord> = crudService({
  ...referenceListRecipe({ resource: 'satuan-kerja', notFound: 'Satuan kerja tidak ditemukan', repo, xlsx: XLSX }),
  ...sharedWrites(satuanKerjaWrites),

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
