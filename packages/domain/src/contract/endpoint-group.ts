import type { GuardName } from '../guards';
import type { Resource } from '../permissions';

/**
 * What the endpoints of one group share: their place (area, group), their guard and, when a
 * resource's permission applies, `read` for the GETs and `write` for the rest. Spread into each
 * declaration: `defineEndpoint({ ...read, name: 'list', path: '/x', summary, response })`.
 */
export function endpointGroup(place: { area: string; group: string; guard: GuardName }, resource?: Resource) {
  const permission = (action: 'read' | 'write') => (resource ? { permission: { resource, action } } : {});
  return {
    read: { ...place, method: 'GET' as const, ...permission('read') },
    write: { ...place, ...permission('write') },
  };
}
