import type { z } from 'zod';
import type { Resource } from '@sakip/domain';
import { crudRoutes, type CrudService } from '../../../lib/crud/index';
import { kegiatanLevel } from './kinerja-kegiatan.level';
import { programLevel } from './kinerja-program.level';
import { subKegiatanLevel } from './kinerja-sub-kegiatan.level';
import { kinerjaKegiatanService, kinerjaProgramService, kinerjaSubKegiatanService } from './kinerja.service';
import { subKegiatanValidasiRoutes } from './sub-kegiatan-validasi.routes';

/**
 * /kinerja-program, /kinerja-kegiatan, /kinerja-sub-kegiatan: the 7 CRUD routes of each level
 * (lib/crud/routes.ts), served by the one kinerja service.
 */

function levelRoutes<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, D extends z.ZodType>(
  level: {
    resource: Resource;
    label: string;
    schemas: { query: Q; body: B; update: z.ZodType<z.output<B>>; record: R; detail: D };
  },
  service: CrudService<z.output<Q>, z.output<B>, z.output<R>, z.output<D>>,
) {
  return crudRoutes({
    path: level.resource,
    resource: level.resource,
    label: level.label,
    tag: 'perencanaan',
    querySchema: level.schemas.query,
    bodySchema: level.schemas.body,
    updateSchema: level.schemas.update,
    recordSchema: level.schemas.record,
    detailSchema: level.schemas.detail,
    service,
  });
}

export const kinerjaRoutes = [
  levelRoutes(programLevel, kinerjaProgramService),
  levelRoutes(kegiatanLevel, kinerjaKegiatanService),
  levelRoutes(subKegiatanLevel, kinerjaSubKegiatanService),
  subKegiatanValidasiRoutes,
];
