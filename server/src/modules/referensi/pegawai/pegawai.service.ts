import type { z } from 'zod';
import type { pegawaiListQuerySchema, pegawaiSchema, PegawaiRecord } from '@sakip/domain';
import type { Tx } from '../../../db/client';
import {
  assertNotInUse,
  assertRefs,
  crudService,
  insertAudited,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError } from '../../../lib/errors';
import { nomorColumn, satuanKerjaColumn } from '../../../lib/xlsx';
import {
  assertKeyUnused,
  referenceListRecipe,
  statusAktifColumn,
  type ReferenceListExport,
} from '../../../lib/crud/reference-list-recipe';
import * as repo from './pegawai.repository';

type Query = z.output<typeof pegawaiListQuerySchema>;
type Input = z.output<typeof pegawaiSchema>;

/**
 * Pegawai (super, issue 24): employees keyed by NIP (18 digits, checked by the domain's rule),
 * with their satuan kerja and position. A pegawai still referenced (an account, a team, a head
 * or a position, an acting post) is not deleted: 409 naming where, deactivate instead.
 */
const t = repo.table;

const XLSX: ReferenceListExport<PegawaiRecord> = {
  sheet: 'Pegawai',
  columns: [
    nomorColumn(),
    { header: 'NIP', value: (r) => r.nip, width: 22, format: 'text' },
    { header: 'Nama', value: (r) => r.peg_nama, width: 34 },
    { header: 'Pangkat/Golongan', value: (r) => r.pangkat_golongan, width: 22 },
    { header: 'Jabatan', value: (r) => r.jabatan, width: 34 },
    satuanKerjaColumn(34),
    { header: 'Unit Kerja', value: (r) => r.unit_kerja_nama, width: 30 },
    statusAktifColumn,
  ],
};

/**
 * The unit and position of the input: the position's unit wins when only the position is given;
 * they must agree. A unit must be active unless it is the one the pegawai already belongs to
 * (`kept`): a pegawai of a unit deactivated since stays editable (e.g. to deactivate them too).
 */
async function placement(
  tx: Tx,
  input: Input,
  kept: string | null = null,
): Promise<{ satuan_kerja_id: string | null; unit_kerja_id: number | null }> {
  let unit = input.satuan_kerja_id;
  if (input.unit_kerja_id !== null) {
    const ofPosition = await repo.unitOfPosition(tx, input.unit_kerja_id);
    if (ofPosition === undefined) throw fieldError('unit_kerja_id', 'Unit kerja tidak ditemukan');
    if (unit !== null && unit !== ofPosition) {
      throw fieldError('unit_kerja_id', 'Unit kerja bukan bagian dari satuan kerja yang dipilih');
    }
    unit = ofPosition;
  }
  if (unit !== null && unit !== kept) await assertRefs(tx, [repo.satuanKerjaAktif(unit)]);
  return { satuan_kerja_id: unit, unit_kerja_id: input.unit_kerja_id };
}

async function assertNipFree(tx: Tx, nip: string, id: number | null) {
  const owner = await repo.idOfNip(tx, nip);
  if (owner !== undefined && owner !== id) throw fieldError('nip', 'NIP sudah terdaftar');
}

const NIP_REFS = { table: 'pegawai', column: 'nip', extra: repo.NIP_PLAIN_REFS };

export const pegawaiService: CrudService<Query, Input, PegawaiRecord, PegawaiRecord> = crudService({
  ...referenceListRecipe({ resource: 'pegawai', notFound: 'Pegawai tidak ditemukan', repo, xlsx: XLSX }),

  async insert(tx, { actor }, input) {
    await assertNipFree(tx, input.nip, null);
    const place = await placement(tx, input);
    return (await insertAudited(tx, t, actor.id, { ...input, ...place })).id;
  },

  async write(tx, { actor }, before, input) {
    if (input.nip !== before.nip) {
      await assertNipFree(tx, input.nip, before.id);
      await assertKeyUnused(tx, { ...NIP_REFS, value: before.nip }, 'nip', 'NIP');
    }
    const place = await placement(tx, input, before.satuan_kerja_id);
    await updateAudited(tx, t, actor.id, { id: before.id, before, set: { ...input, ...place } });
    return undefined;
  },

  async beforeRemove(tx, _ctx, before) {
    await assertNotInUse(tx, { ...NIP_REFS, value: before.nip });
  },
});
