import { defineEndpoint } from '../contract/endpoint';
import {
  cascadingMakroQuerySchema,
  cascadingQuerySchema,
  cascadingResponseSchema,
  publicCascadingQuerySchema,
} from '../schemas/cascading';

/**
 * The cascading tree (SPEC §3 'Diagram tree'): a unit's tree (display-mikro), the city's
 * (display-makro) and their public-display variants. `type` switches to arsitektur kinerja,
 * `bayangan` to the shadow-performance view. The group keeps the web's old key ('cascading'), which
 * the diagram's writes invalidate.
 */
const group = { area: 'cascading', group: 'cascading', method: 'GET', response: cascadingResponseSchema } as const;

export const cascadingMikroEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  name: 'mikro',
  path: '/display-mikro/cascading',
  summary: 'Pohon cascading satu satuan kerja',
  query: cascadingQuerySchema,
});

export const cascadingMikroPublicEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'mikro-public',
  path: '/public-display/display-mikro/cascading',
  summary: 'Pohon cascading satu satuan kerja (publik)',
  query: publicCascadingQuerySchema,
});

/** The city's tree is the same for every reader, logged in or not: one handler, two routes. */
export const cascadingMakroEndpoint = defineEndpoint({
  ...group,
  guard: 'auth',
  name: 'makro',
  path: '/display-makro/cascading',
  summary: 'Pohon cascading tingkat kota',
  query: cascadingMakroQuerySchema,
});

export const cascadingMakroPublicEndpoint = defineEndpoint({
  ...group,
  guard: 'public',
  name: 'makro-public',
  path: '/public-display/display-makro/cascading',
  summary: 'Pohon cascading tingkat kota (publik)',
  query: cascadingMakroQuerySchema,
});
