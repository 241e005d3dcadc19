/**
 * Generic pieces of every CRUD group (perencanaan and the others): reuse them, do not copy.
 * - routes.ts       crudRoutes(group): the 7 routes (list, export, create, show, update, delete, riwayat)
 * - context.ts      contextOf(request) → { actor, tahun }
 * - access.ts       assertCan (403), inScopeOr404, listUnitCondition (scope + chosen unit), unitForNew, assertParent
 * - filters.ts      searchCondition, eqFilter, pengampuCondition, statusValidasiCondition, listPage, listPageOf
 * - checks.ts       assertRefs/existsIn (payload references, one statement), assertNoChildren (delete 422)
 * - validasi-lock.ts assertPerencanaanEditable (422 errors.validasi once the year's plan is validated)
 * - riwayat.ts      listRiwayat (record history from audit_log), changesOf
 * - queries.ts     recordQueries: listRows/countRows/findRecord/findRow of a repository from its select and count
 * - writes.ts       findById, insertAudited/updateAudited/deleteAudited (one row + its audit entry), satuanKerjaExists
 * - write-reply.ts answerWrite: a write and its serialised answer in one transaction
 * - service.ts     crudService(recipe): the seven service functions of a group from its recipe
 * XLSX: ../xlsx.ts (buildXlsx, nomorColumn, sendXlsx).
 */
export * from './access';
export * from './checks';
export * from './context';
export * from './filters';
export * from './in-use';
export * from './queries';
export * from './riwayat';
export * from './routes';
export * from './service';
export * from './validasi-lock';
export * from './write-reply';
export * from './writes';
