import { eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import {
  kinerjaKegiatanDetailSchema,
  kinerjaKegiatanListQuerySchema,
  kinerjaKegiatanRecordSchema,
  kinerjaKegiatanSchema,
  kinerjaKegiatanUpdateSchema,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kegiatan,
  kinerjaKegiatan,
  kinerjaProgram,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  program,
  subKegiatan,
} from '../../../db/schema/index';
import { eqFilter, existsIn } from '../../../lib/crud/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { chainRefs, chainSelect, type Chain } from './kinerja.repository';
import { underParent, defineLevel } from './level';

/** Kinerja kegiatan: the level (kinerja.service.ts serves it) and all its SQL. */

const kegiatanChain: Chain = {
  master: kegiatan,
  masterFk: kinerjaKegiatan.kegiatan_id,
  parent: kinerjaProgram,
  parentFk: kinerjaKegiatan.kinerja_program_id,
  parentMaster: program,
  parentMasterFk: kinerjaProgram.program_id,
};

function kegiatanSelect(db: Db | Tx) {
  return chainSelect(db, kinerjaKegiatan, kegiatanChain, getTableColumns(kinerjaKegiatan));
}

export const kegiatanLevel = defineLevel({
  resource: 'kinerja-kegiatan',
  table: kinerjaKegiatan,
  label: 'Kinerja kegiatan',
  sheetName: 'Kinerja Kegiatan',
  schemas: {
    query: kinerjaKegiatanListQuerySchema,
    body: kinerjaKegiatanSchema,
    update: kinerjaKegiatanUpdateSchema,
    record: kinerjaKegiatanRecordSchema,
    detail: kinerjaKegiatanDetailSchema,
  },
  queries: selectRecordQueries({
    table: kinerjaKegiatan,
    select: kegiatanSelect,
    orderBy: [
      kinerjaKegiatan.satuan_kerja_id,
      kinerjaKegiatan.kinerja_program_id,
      kinerjaKegiatan.urutan,
      kinerjaKegiatan.id,
    ],
  }),
  searchColumns: [kinerjaKegiatan.sasaran, kinerjaKegiatan.indikator, kegiatan.nama, kegiatan.kode],
  filters: (q) => [
    eqFilter(kinerjaKegiatan.kinerja_program_id, q.kinerja_program_id),
    eqFilter(kinerjaKegiatan.kegiatan_id, q.kegiatan_id),
  ],
  record: (row) => {
    const { parent, master } = chainRefs(row);
    return { kinerja_program_id: parent.id, kinerja_program: parent, kegiatan_id: master.id, kegiatan: master };
  },
  children: {
    own: 'kinerja_sub_kegiatan',
    cross: 'kinerja_sub_kegiatan_cross',
    spec: {
      table: kinerjaSubKegiatan,
      parent: kinerjaSubKegiatan.kinerja_kegiatan_id,
      master: { table: subKegiatan, column: kinerjaSubKegiatan.sub_kegiatan_id },
      cross: {
        table: kinerjaSubKegiatanCross,
        id: kinerjaSubKegiatanCross.id,
        child: kinerjaSubKegiatanCross.kinerja_sub_kegiatan_id,
        parent: kinerjaSubKegiatanCross.kinerja_kegiatan_id,
      },
    },
  },
  blockers: [
    { label: 'kinerja sub kegiatan', table: kinerjaSubKegiatan, column: kinerjaSubKegiatan.kinerja_kegiatan_id },
  ],
  xlsxHead: [
    { header: 'Program', value: (r) => r.kinerja_program.nama, width: 36 },
    { header: 'Kode Kegiatan', value: (r) => r.kegiatan.kode, width: 16 },
    { header: 'Kegiatan', value: (r) => r.kegiatan.nama, width: 40 },
  ],
  /** The unit of a kegiatan is its program's; the kegiatan must be of the program (Kemendagri). */
  place: underParent<z.output<typeof kinerjaKegiatanSchema>>({
    parent: kinerjaProgram,
    parentMaster: kinerjaProgram.program_id,
    parentId: (input) => input.kinerja_program_id,
    field: 'kinerja_program_id',
    label: 'Kinerja program',
    masterCheck: (input, programId) => ({
      field: 'kegiatan_id',
      message: 'Kegiatan tidak ditemukan pada program ini',
      ok: existsIn(kegiatan, eq(kegiatan.id, input.kegiatan_id), eq(kegiatan.program_id, programId)),
    }),
  }),
  values: (input) => ({ kinerja_program_id: input.kinerja_program_id, kegiatan_id: input.kegiatan_id }),
});
