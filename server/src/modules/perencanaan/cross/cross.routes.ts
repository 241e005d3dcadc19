import type { FastifyInstance } from 'fastify';
import { CROSS_ENDPOINTS, CROSS_LEVELS, CROSS_PARENTS, type CrossParent } from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf } from '../../../lib/crud/index';
import { must } from '../../../lib/must';
import { crossService } from './cross.service';

/** The cross-cutting routes of the three levels (declared in the domain: CROSS_ENDPOINTS). */
function levelRoutes(app: FastifyInstance, parent: CrossParent) {
  const meta = CROSS_LEVELS[parent];
  const endpoints = CROSS_ENDPOINTS[parent];
  registerRead(app, endpoints.list, async (rq) => ({
    data: await crossService.list(app.db, contextOf(rq), parent, rq.params.id),
  }));
  registerRead(app, endpoints.kandidat, (rq) =>
    crossService.kandidat(app.db, contextOf(rq), parent, rq.params.id, rq.query),
  );
  registerWrite(app, endpoints.adopt, async (rq, tx) => {
    const childId = must(rq.body[meta.childKey]);
    const data = await crossService.adopt(tx, contextOf(rq), parent, rq.params.id, childId);
    return { message: `${meta.childLabel} berhasil ditambahkan sebagai cross cutting`, data };
  });
  registerWrite(app, endpoints.release, async (rq, tx) => {
    const data = await crossService.release(tx, contextOf(rq), parent, rq.params.id, rq.params.childId);
    return { message: `${meta.childLabel} cross cutting berhasil dilepas`, data };
  });
}

export async function crossRoutes(app: FastifyInstance) {
  for (const parent of CROSS_PARENTS) levelRoutes(app, parent);
}
