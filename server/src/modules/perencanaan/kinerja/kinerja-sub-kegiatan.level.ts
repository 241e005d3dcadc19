import { eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BULAN_KE,
  kinerjaSubKegiatanDetailSchema,
  kinerjaSubKegiatanListQuerySchema,
  kinerjaSubKegiatanRecordSchema,
  kinerjaSubKegiatanSchema,
  kinerjaSubKegiatanUpdateSchema,
  monthlyKey,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import {
  kategoriTematik,
  kegiatan,
  kinerjaKegiatan,
  kinerjaLangkahAksi,
  kinerjaSubKegiatan,
  rencanaAksi,
  subKegiatan,
} from '../../../db/schema/index';
import { eqFilter, existsIn, statusValidasiCondition } from '../../../lib/crud/index';
import { selectRecordQueries } from '../../../lib/db/record-list';
import { chainRefs, chainSelect, type Chain } from './kinerja.repository';
import { underParent, defineLevel, type UpdateEffect } from './level';

/** Kinerja sub kegiatan: the level (kinerja.service.ts serves it), its validation reset and all its SQL. */

const subKegiatanChain: Chain = {
  master: subKegiatan,
  masterFk: kinerjaSubKegiatan.sub_kegiatan_id,
  parent: kinerjaKegiatan,
  parentFk: kinerjaSubKegiatan.kinerja_kegiatan_id,
  parentMaster: kegiatan,
  parentMasterFk: kinerjaKegiatan.kegiatan_id,
};

/** + the thematic category's name. */
function subKegiatanSelect(db: Db | Tx) {
  const columns = { ...getTableColumns(kinerjaSubKegiatan), kategori_tematik_nama: kategoriTematik.nama };
  return chainSelect(db, kinerjaSubKegiatan, subKegiatanChain, columns).leftJoin(
    kategoriTematik,
    eq(kategoriTematik.id, kinerjaSubKegiatan.kategori_tematik_id),
  );
}
export type SubKegiatanRow = Awaited<ReturnType<typeof subKegiatanSelect>>[number];

/**
 * What Bappeda validated: the unit changing one of these on a validated sub kegiatan sends it back
 * to 'Belum Tervalidasi' (realisations, pengampu and flags are not part of the validation).
 */
const VALIDATED_FIELDS = [
  'kinerja_kegiatan_id',
  'sub_kegiatan_id',
  'sasaran',
  'indikator',
  'indikator_kemendagri',
  'satuan',
  'polaritas',
  'target',
  ...BULAN_KE.map((b) => monthlyKey('target', b)),
  'anggaran',
  ...BULAN_KE.map((b) => monthlyKey('anggaran', b)),
  'do_narasi',
  'do_rumus',
  'do_keterangan',
  'do_sumber',
];

export const RESET_VALIDASI = { status_validasi: false, catatan_validasi: null, validasi_by: null, validasi_at: null };
export const MESSAGE_VALIDASI_DIRESET =
  'Kinerja sub kegiatan berhasil diperbarui. Status validasi Bappeda kembali menjadi Belum Tervalidasi karena data yang divalidasi berubah';

/** The reset of an update (the form's, and the import's of kinerja sub kegiatan with budgets). */
export function validasiResetOnChange(
  before: { status_validasi: boolean } & Record<string, unknown>,
  values: Record<string, unknown>,
): UpdateEffect | undefined {
  if (!before.status_validasi) return undefined;
  const changed = VALIDATED_FIELDS.some((f) => JSON.stringify(before[f]) !== JSON.stringify(values[f]));
  return changed ? { set: RESET_VALIDASI, message: MESSAGE_VALIDASI_DIRESET } : undefined;
}

/** The Bappeda validation fields of a sub kegiatan record. */
export function validasiRecord(row: Pick<SubKegiatanRow, 'status_validasi' | 'catatan_validasi' | 'validasi_at'>) {
  return {
    status_validasi: row.status_validasi,
    catatan_validasi: row.catatan_validasi,
    validasi_at: row.validasi_at?.toISOString() ?? null,
  };
}

const subKegiatanParent = underParent<z.output<typeof kinerjaSubKegiatanSchema>>({
  parent: kinerjaKegiatan,
  parentMaster: kinerjaKegiatan.kegiatan_id,
  parentId: (input) => input.kinerja_kegiatan_id,
  field: 'kinerja_kegiatan_id',
  label: 'Kinerja kegiatan',
  masterCheck: (input, kegiatanId) => ({
    field: 'sub_kegiatan_id',
    message: 'Sub kegiatan tidak ditemukan pada kegiatan ini',
    ok: existsIn(subKegiatan, eq(subKegiatan.id, input.sub_kegiatan_id), eq(subKegiatan.kegiatan_id, kegiatanId)),
  }),
});

export const subKegiatanLevel = defineLevel({
  resource: 'kinerja-sub-kegiatan',
  table: kinerjaSubKegiatan,
  label: 'Kinerja sub kegiatan',
  sheetName: 'Kinerja Sub Kegiatan',
  schemas: {
    query: kinerjaSubKegiatanListQuerySchema,
    body: kinerjaSubKegiatanSchema,
    update: kinerjaSubKegiatanUpdateSchema,
    record: kinerjaSubKegiatanRecordSchema,
    detail: kinerjaSubKegiatanDetailSchema,
  },
  queries: selectRecordQueries({
    table: kinerjaSubKegiatan,
    select: subKegiatanSelect,
    orderBy: [
      kinerjaSubKegiatan.satuan_kerja_id,
      kinerjaSubKegiatan.kinerja_kegiatan_id,
      kinerjaSubKegiatan.urutan,
      kinerjaSubKegiatan.id,
    ],
  }),
  searchColumns: [
    kinerjaSubKegiatan.sasaran,
    kinerjaSubKegiatan.indikator,
    kinerjaSubKegiatan.indikator_kemendagri,
    subKegiatan.nama,
    subKegiatan.kode,
  ],
  filters: (q) => [
    eqFilter(kinerjaSubKegiatan.kinerja_kegiatan_id, q.kinerja_kegiatan_id),
    eqFilter(kinerjaSubKegiatan.sub_kegiatan_id, q.sub_kegiatan_id),
    statusValidasiCondition(q.status_validasi, kinerjaSubKegiatan.status_validasi),
  ],
  record: (row) => {
    const { parent, master } = chainRefs(row);
    return {
      kinerja_kegiatan_id: parent.id,
      kinerja_kegiatan: parent,
      sub_kegiatan_id: master.id,
      sub_kegiatan: master,
      indikator_kemendagri: row.indikator_kemendagri,
      is_external: row.is_external,
      kategori_tematik_id: row.kategori_tematik_id,
      kategori_tematik:
        row.kategori_tematik_id !== null && row.kategori_tematik_nama !== null
          ? { id: row.kategori_tematik_id, nama: row.kategori_tematik_nama }
          : null,
      ...validasiRecord(row),
    };
  },
  children: {
    own: 'kinerja_langkah_aksi',
    spec: { table: kinerjaLangkahAksi, parent: kinerjaLangkahAksi.kinerja_sub_kegiatan_id },
  },
  blockers: [
    { label: 'kinerja langkah aksi', table: kinerjaLangkahAksi, column: kinerjaLangkahAksi.kinerja_sub_kegiatan_id },
    { label: 'rencana aksi', table: rencanaAksi, column: rencanaAksi.kinerja_sub_kegiatan_id },
  ],
  xlsxHead: [
    { header: 'Kegiatan', value: (r) => r.kinerja_kegiatan.nama, width: 36 },
    { header: 'Kode Sub Kegiatan', value: (r) => r.sub_kegiatan.kode, width: 20 },
    { header: 'Sub Kegiatan', value: (r) => r.sub_kegiatan.nama, width: 40 },
  ],
  xlsxTail: [
    { header: 'Indikator Kemendagri', value: (r) => r.indikator_kemendagri, width: 36 },
    { header: 'Status Validasi', value: (r) => (r.status_validasi ? 'Tervalidasi' : 'Belum Tervalidasi'), width: 18 },
  ],
  /** The unit of a sub kegiatan is its kegiatan's; the sub kegiatan must be of the kegiatan. */
  place: async (tx, ctx, input, scope, unit) => {
    const placed = await subKegiatanParent(tx, ctx, input, scope, unit);
    const kategori = input.kategori_tematik_id;
    return {
      unit: placed.unit,
      checks: () => [
        ...placed.checks(),
        kategori !== null && {
          field: 'kategori_tematik_id',
          message: 'Kategori tematik tidak ditemukan',
          ok: existsIn(kategoriTematik, eq(kategoriTematik.id, kategori)),
        },
      ],
    };
  },
  onUpdate: validasiResetOnChange,
  values: (input) => ({
    kinerja_kegiatan_id: input.kinerja_kegiatan_id,
    sub_kegiatan_id: input.sub_kegiatan_id,
    indikator_kemendagri: input.indikator_kemendagri,
    is_external: input.is_external,
    kategori_tematik_id: input.kategori_tematik_id,
  }),
});
