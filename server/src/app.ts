import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { API_PREFIX, DOCS_PREFIX } from './lib/paths';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { webAppPlugin } from './plugins/web-app';
import { yearPlugin } from './plugins/year';
import { authRoutes } from './modules/auth/auth.routes';
import { cascadingRoutes } from './modules/cascading/cascading.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { displayRoutes } from './modules/display/display.routes';
import { perjanjianKinerjaRoutes } from './modules/perjanjian-kinerja/perjanjian-kinerja.routes';
import { capaianIkuRoutes } from './modules/capaian-iku/capaian-iku.routes';
import { optionRoutes } from './modules/option/option.routes';
import { perencanaanRoutes } from './modules/perencanaan/perencanaan.routes';
import { SettingsService } from './modules/pengaturan/pengaturan.service';
import { referensiRoutes } from './modules/referensi/referensi.routes';
import { usersRoutes } from './modules/users/users.routes';
import { pelaporanRoutes } from './modules/pelaporan/pelaporan.routes';
import { evaluasiRoutes } from './modules/evaluasi/evaluasi.routes';

/** The API modules, each a plugin of routes under /backend/api. Later areas add theirs here. */
const API_MODULES = [authRoutes, referensiRoutes, optionRoutes, dashboardRoutes, usersRoutes, perencanaanRoutes, displayRoutes, cascadingRoutes, perjanjianKinerjaRoutes, capaianIkuRoutes, pelaporanRoutes, evaluasiRoutes];

/** Builds the app without listening: main.ts listens, tests call app.inject. */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(config.prettyLogs ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('settings', new SettingsService(db));
  await app.settings.reload();

  // External plugins.
  await app.register(helmet, {
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
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sakip API', description: 'API e-SAKIP Sakip', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  // App plugins: error shape, who is calling, which year.
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin);
  await app.register(yearPlugin);

  await app.register(
    async (api) => {
      for (const module of API_MODULES) await api.register(module);
    },
    { prefix: API_PREFIX },
  );

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
