import type { FastifyInstance } from 'fastify';
import {
  hapusProgramPrioritasEndpoint,
  programPrioritasExportEndpoint,
  programPrioritasListEndpoint,
  publicProgramPrioritasEndpoint,
  tetapkanProgramPrioritasEndpoint,
} from '@sakip/domain';
import { actorOf } from '../../../lib/actor';
import { registerRead, registerWrite } from '../../../lib/contract/register';
import { sendXlsx, xlsxFilename } from '../../../lib/xlsx';
import * as service from './program-prioritas.service';

/**
 * /program-prioritas (logged in: the list, the XLSX, flag and unflag by the city) and its public
 * copy /public-display/program-prioritas (packages/domain/src/perencanaan/program-prioritas.endpoints.ts).
 */
export async function programPrioritasRoutes(app: FastifyInstance) {
  registerRead(app, programPrioritasListEndpoint, async (request) =>
    service.list(app.db, actorOf(request), request.tahun),
  );
  registerRead(app, programPrioritasExportEndpoint, async (request, reply) =>
    sendXlsx(
      reply,
      xlsxFilename('program-prioritas', request.tahun),
      await service.xlsx(app.db, actorOf(request), request.tahun),
    ),
  );
  registerWrite(app, tetapkanProgramPrioritasEndpoint, (request, tx) =>
    service.flagProgram(tx, actorOf(request), request.tahun, request.body),
  );
  registerWrite(app, hapusProgramPrioritasEndpoint, (request, tx) =>
    service.unflag(tx, actorOf(request), request.tahun, request.params.id),
  );
  registerRead(app, publicProgramPrioritasEndpoint, async (request) => service.listOfYear(app.db, request.tahun));
}
