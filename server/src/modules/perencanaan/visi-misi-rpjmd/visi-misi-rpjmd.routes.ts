import type { FastifyInstance } from 'fastify';
import {
  RPJMD_NODE_ENDPOINTS,
  RPJMD_NODE_KINDS,
  RPJMD_NODES,
  visiDetailSchema,
  visiMisiRpjmdListQuerySchema,
  visiRecordSchema,
  visiSchema,
  type RpjmdNode,
} from '@sakip/domain';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { contextOf, crudRoutes } from '../../../lib/crud/index';
import { rpjmdNodeService, visiMisiRpjmdService } from './visi-misi-rpjmd.service';

const crud = crudRoutes({
  path: 'visi-misi-rpjmd',
  resource: 'visi-misi-rpjmd',
  label: 'Visi',
  tag: 'perencanaan',
  querySchema: visiMisiRpjmdListQuerySchema,
  bodySchema: visiSchema,
  recordSchema: visiRecordSchema,
  detailSchema: visiDetailSchema,
  service: visiMisiRpjmdService,
});

/** The nodes under a visi, one set per kind (declared in the domain: RPJMD_NODE_ENDPOINTS). */
function nodeRoutes(app: FastifyInstance, kind: RpjmdNode) {
  const { label } = RPJMD_NODES[kind];
  const endpoints = RPJMD_NODE_ENDPOINTS[kind];
  registerWrite(app, endpoints.create, async (rq, tx) => ({
    message: `${label} berhasil ditambahkan`,
    data: await rpjmdNodeService.create(tx, contextOf(rq), kind, rq.body),
  }));
  registerWrite(app, endpoints.update, async (rq, tx) => ({
    message: `${label} berhasil diperbarui`,
    data: await rpjmdNodeService.update(tx, contextOf(rq), kind, rq.params.id, rq.body),
  }));
  registerWrite(app, endpoints.remove, async (rq, tx) => {
    await rpjmdNodeService.remove(tx, contextOf(rq), kind, rq.params.id);
    return { message: `${label} berhasil dihapus` };
  });
  registerRead(app, endpoints.riwayat, async (rq) => ({
    data: await rpjmdNodeService.riwayat(app.db, contextOf(rq), kind, rq.params.id),
  }));
}

export async function visiMisiRpjmdRoutes(app: FastifyInstance) {
  await app.register(crud);
  await app.register(async (scoped) => {
    for (const kind of RPJMD_NODE_KINDS) nodeRoutes(scoped, kind);
  });
}
