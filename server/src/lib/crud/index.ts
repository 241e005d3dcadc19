/**
 * Generic pieces of every CRUD group (perencanaan and the others): reuse them, do not copy.
 * - routes.ts       crudRoutes(group): the 7 routes (list, export, create, show, update, delete, riwayat)
 * - context.ts      contextOf(request) → { actor, tahun }
 * - access.ts       assertCan (403), inScopeOr404, listUnitCondition (scope + chosen unit), unitForNew, assertParent
 * - filters.ts      searchCondition, eqFilter, pengampuCondition, statusValidasiCondition, listPage, listPageOf
 * - checks.ts       assertRefs/existsIn (payload references, one statement), assertNoChildren (delete 422)
 * - validasi-lock.ts assertPerencanaanEditable (422 errors.validasi once the year's plan is validated)
 * - riwayat.ts      listRiwayat (record history from audit_log), changesOf
 * - writes.ts       findById, insertAudited/updateAudited/deleteAudited (one row + its audit entry), satuanKerjaExists
 * XLSX: ../xlsx.ts (buildXlsx, nomorColumn, sendXlsx).
 */
export * from './access';
export * from './checks';
export * from './context';
export * from './filters';
export * from './riwayat';
export * from './routes';
export * from './validasi-lock';
export * from './writes';
