import {
  type KategoriTematikBody,
  type KategoriTematikListQuery,
  type KategoriTematikRecord,
  type Paginated,
  type RbSubKegiatanQuery,
  type RbSubKegiatanRow,
  type SessionUser,
} from '@sakip/domain';
import type { Db } from '../../../db/client';
import { kategoriTematik } from '../../../db/schema/index';
import {
  assertCan,
  crudService,
  insertAudited,
  searchCondition,
  updateAudited,
  type CrudService,
} from '../../../lib/crud/index';
import { fieldError, ValidationError } from '../../../lib/errors';
import { buildXlsx, nomorColumn, satuanKerjaColumn, type XlsxColumn } from '../../../lib/xlsx';
import { recordReads, withIsoUpdatedAt } from '../../../lib/crud/recipe-parts';
import * as repo from './rencana-aksi-rb.repository';

/**
 * Rencana aksi RB (DOMAIN-2 §5, super): the reform thematic categories as a CRUD group, and the
 * sub kegiatan of every unit with their category. The category of one sub kegiatan is set through
 * the diagram's call display-mikro/update-rencana-aksi-rb (cascading/modals), from the diagram's
 * modal and from this page alike: one writer of kinerja_sub_kegiatan.kategori_tematik_id.
 */
const RESOURCE = 'kategori-tematik';
const NOT_FOUND = 'Kategori tematik tidak ditemukan';

function toRecord(row: repo.KategoriRow): KategoriTematikRecord {
  return withIsoUpdatedAt(row);
}

async function checkInput(tx: Parameters<typeof repo.namaTaken>[0], input: KategoriTematikBody, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (await repo.namaTaken(tx, input.nama, exceptId)) errors.nama = ['Nama kategori sudah digunakan'];
  if (input.jenis_rb_id !== null && !(await repo.jenisRbExists(tx, input.jenis_rb_id)))
    errors.jenis_rb_id = ['Jenis RB tidak ditemukan'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const XLSX_KATEGORI: XlsxColumn<KategoriTematikRecord>[] = [
  nomorColumn(),
  { header: 'Kategori Tematik', value: (r) => r.nama, width: 40 },
  { header: 'Jenis RB', value: (r) => r.jenis_rb_nama, width: 24 },
  { header: 'Urutan', value: (r) => r.urutan, width: 10 },
  { header: 'Aktif', value: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 10 },
  { header: 'Jumlah Sub Kegiatan', value: (r) => r.jumlah_sub_kegiatan, width: 20 },
];

export const kategoriTematikService: CrudService<
  KategoriTematikListQuery,
  KategoriTematikBody,
  KategoriTematikRecord,
  KategoriTematikRecord
> = crudService({
  resource: RESOURCE,
  table: kategoriTematik,
  notFound: NOT_FOUND,
  unitScoped: false,
  repo,
  where: (_ctx, q) => searchCondition(q.search, repo.searchColumns),
  ...recordReads(toRecord, () => 'Kategori Tematik', XLSX_KATEGORI),

  async insert(tx, ctx, input) {
    await checkInput(tx, input);
    return (await insertAudited(tx, kategoriTematik, ctx.actor.id, input)).id;
  },

  async write(tx, ctx, before, input) {
    await checkInput(tx, input, before.id);
    await updateAudited(tx, kategoriTematik, ctx.actor.id, { id: before.id, before, set: input });
    return undefined;
  },

  /** A category in use is not deleted: 422 naming where (units, years, sub kegiatan). */
  async beforeRemove(tx, _ctx, before) {
    const uses = await repo.usesOfKategori(tx, before.id);
    if (uses.length === 0) return;
    const total = uses[0]?.total ?? uses.length;
    const where = uses.map((u) => `${u.sub_kegiatan} (${u.satuan_kerja_nama}, ${u.tahun})`).join('; ');
    const more = total > uses.length ? ` dan ${total - uses.length} lainnya` : '';
    const message = `Kategori tematik masih digunakan oleh ${total} sub kegiatan: ${where}${more}`;
    throw fieldError('id', message);
  },
});

// ---------------------------------------------------------------------------------------------
// The sub kegiatan of the units with their category (two statements per page)
// ---------------------------------------------------------------------------------------------

function whereOfSub(actor: SessionUser, tahun: number, q: Omit<RbSubKegiatanQuery, 'page' | 'per_page'>) {
  assertCan(actor, 'read', 'rencana-aksi-rb');
  return repo.subKegiatanWhere(tahun, {
    satuanKerjaId: q.satuan_kerja_id,
    kategori: q.kategori_tematik_id,
    search: q.search,
  });
}

export async function subKegiatanPage(
  db: Db,
  actor: SessionUser,
  tahun: number,
  q: RbSubKegiatanQuery,
): Promise<Paginated<RbSubKegiatanRow>> {
  const where = whereOfSub(actor, tahun, q);
  const [data, total] = await Promise.all([
    repo.subKegiatanRows(db, where, q.per_page, (q.page - 1) * q.per_page),
    repo.subKegiatanCount(db, where),
  ]);
  return { data, total, current_page: q.page, per_page: q.per_page };
}

const XLSX_SUB: XlsxColumn<RbSubKegiatanRow>[] = [
  nomorColumn(),
  satuanKerjaColumn(32),
  { header: 'Kode', value: (r) => r.kode, width: 20 },
  { header: 'Sub Kegiatan', value: (r) => r.sub_kegiatan, width: 48 },
  { header: 'Indikator', value: (r) => r.indikator, width: 48 },
  { header: 'Kategori Tematik', value: (r) => r.kategori_tematik ?? '-', width: 28 },
];

export async function subKegiatanXlsx(
  db: Db,
  actor: SessionUser,
  tahun: number,
  q: RbSubKegiatanQuery,
): Promise<Buffer> {
  const rows = await repo.subKegiatanRows(db, whereOfSub(actor, tahun, q));
  return buildXlsx({ sheetName: `Rencana Aksi RB ${tahun}`, columns: XLSX_SUB, rows });
}
