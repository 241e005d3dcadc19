import { configureMail } from './lib/notify/notify';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Db } from './db/client';
import { API_PREFIX, DOCS_PREFIX } from './lib/paths';
import { authPlugin } from './plugins/auth';
import { cachePlugin } from './plugins/cache';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { httpCachePlugin } from './plugins/http-cache';
import { filesPlugin } from './plugins/files';
import { healthPlugin } from './plugins/health';
import { webAppPlugin } from './plugins/web-app';
import { yearPlugin } from './plugins/year';
import { adminArea } from './modules/admin/index';
import { SettingsService } from './modules/admin/services';
import { authArea } from './modules/auth/index';
import { sessionOfTokenHash } from './modules/auth/services';
import { cascadingArea } from './modules/cascading/index';
import { displayArea } from './modules/display/index';
import { evaluasiArea } from './modules/evaluasi/index';
import { optionArea } from './modules/option/index';
import { pelaporanArea } from './modules/pelaporan/index';
import { pengukuranArea } from './modules/pengukuran/index';
import { penugasanArea } from './modules/penugasan/index';
import { perencanaanArea, rekapAnggaranDownloadRoutes } from './modules/perencanaan/index';
import { referensiArea } from './modules/referensi/index';

/**
 * The areas of ARCHITECTURE, each one plugin (modules/<area>/index.ts) that registers all its
 * routes, public copies included, under /backend/api. A new area adds its line here.
 */
const AREAS = [
  authArea,
  referensiArea,
  optionArea,
  perencanaanArea,
  cascadingArea,
  pengukuranArea,
  pelaporanArea,
  evaluasiArea,
  penugasanArea,
  displayArea,
  adminArea,
];

/** Fastify with the logger, the zod compilers and a JSON parser that reads an empty body as none. */
function createServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.prettyLogs
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
              : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Many clients send Content-Type: application/json on every call, body or not (POST /logout,
  // DELETE): an empty body is no body, not a 400. Anything else goes to Fastify's own parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
  return app;
}

/** External plugins: security headers, cookies, uploads, HTTP cache and compression, the OpenAPI document. */
async function registerExternalPlugins(app: FastifyInstance) {
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(filesPlugin);
  // Cache headers and ETags on the plain body first, then compression of what is above 1 KB
  // (only for clients that send Accept-Encoding; built web assets come pre-compressed).
  await app.register(httpCachePlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sakip API', description: 'API e-SAKIP Sakip', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

/** Builds the app without listening: main.ts listens, tests call app.inject. */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = createServer(config);
  app.decorate('config', config);
  configureMail({ enabled: config.mail !== undefined, appUrl: config.appUrl });
  app.decorate('db', db);
  app.decorate('settings', new SettingsService(db));
  await app.settings.reload();

  await registerExternalPlugins(app);

  // App plugins: error shape, who is calling, which year.
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { findSession: sessionOfTokenHash });
  await app.register(cachePlugin);
  await app.register(yearPlugin);
  await app.register(healthPlugin);

  await app.register(
    async (api) => {
      for (const area of AREAS) await api.register(area);
    },
    { prefix: API_PREFIX },
  );
  // The budget recap XLSX the micro menu opens in a new tab (SPEC §7: /backend, not /backend/api).
  await app.register(rekapAnggaranDownloadRoutes, { prefix: '/backend' });

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
