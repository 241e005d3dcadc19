import type { z } from 'zod';
import { PERIOD_LENGTH, type PeriodeRecord, type periodeListQuerySchema, type periodeSchema } from '@sakip/domain';
import type { Tx } from '../../../db/client';
import { assertNotInUse, crudService, insertAudited, updateAudited, type CrudService } from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { nomorColumn } from '../../../lib/xlsx';
import {
  assertKeyUnused,
  referenceListRecipe,
  statusAktifColumn,
  type ReferenceListExport,
} from '../../../lib/crud/reference-list-recipe';
import * as repo from './periode-rpjmd.repository';

type Query = z.output<typeof periodeListQuerySchema>;
type Input = z.output<typeof periodeSchema>;

/**
 * Periode RPJMD (super, issue 24): the city's five-year planning periods (tahun awal on the
 * app's grid 2019, 2024, 2029, …; tahun akhir four years later). Its visi, goals and plans hang on
 * it: a period in use keeps its years and is not deleted (409 naming where), deactivated instead.
 */
const t = repo.table;

const XLSX: ReferenceListExport<PeriodeRecord> = {
  sheet: 'Periode RPJMD',
  columns: [
    nomorColumn(),
    { header: 'Nama', value: (r) => r.nama, width: 40 },
    { header: 'Tahun Awal', value: (r) => r.tahun_awal, width: 12 },
    { header: 'Tahun Akhir', value: (r) => r.tahun_akhir, width: 12 },
    { header: 'Visi', value: (r) => (r.ada_visi ? 'Ada' : 'Belum'), width: 10 },
    statusAktifColumn,
  ],
};

const USAGE = { table: 'periode', column: 'id' };

async function assertStartFree(tx: Tx, tahunAwal: number, id: number | null) {
  const owner = await repo.idOfStart(tx, tahunAwal);
  if (owner !== undefined && owner !== id) throw fieldError('tahun_awal', 'Periode dengan tahun awal ini sudah ada');
}

const columnsOf = (input: Input) => ({ ...input, tahun_akhir: input.tahun_awal + PERIOD_LENGTH - 1 });

export const periodeRpjmdService: CrudService<Query, Input, PeriodeRecord, PeriodeRecord> = crudService({
  ...referenceListRecipe({ resource: 'periode-rpjmd', notFound: 'Periode tidak ditemukan', repo, xlsx: XLSX }),

  async insert(tx, { actor }, input) {
    await assertStartFree(tx, input.tahun_awal, null);
    return (await insertAudited(tx, t, actor.id, columnsOf(input))).id;
  },

  async write(tx, { actor }, before, input) {
    if (input.tahun_awal !== before.tahun_awal) {
      await assertStartFree(tx, input.tahun_awal, before.id);
      await assertKeyUnused(tx, { ...USAGE, value: before.id }, 'tahun_awal', 'Tahun periode');
    }
    await updateAudited(tx, t, actor.id, { id: before.id, before, set: columnsOf(input) });
    return undefined;
  },

  async beforeRemove(tx, _ctx, before) {
    await assertNotInUse(tx, { ...USAGE, value: before.id });
  },
});
