import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaCycles, importCycles, importGraph } from '../../../eslint-rules/import-cycles.js';
import servicesWithTables from '../../../eslint-rules/services-with-tables-baseline.json' with { type: 'json' };
import unmirrored from './unmirrored-groups.json' with { type: 'json' };

/**
 * The shape of the code base (issue 20, item 5): no import cycle between files or between areas,
 * and the services-with-tables baseline only shrinks (an entry no longer needed fails here, so it
 * goes in the change that made it unnecessary). The same walk runs in `npm run lint`
 * (eslint-rules/import-cycles.js), beside the long-function ratchet (long-functions.js --check).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const folders = (dir: string) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/**
 * Places on the web and in the domain that have no server group of the same name in the same area:
 * a web feature folder `features/<area>/<group>/` needs `modules/<area>/<group>/`; a domain
 * `<area>/<name>.endpoints.ts` needs a server group `<name>` (or `<group>-…`), or is the area's own
 * `<area>.endpoints.ts` served by its flat `modules/<area>/<area>.routes.ts`. Known exceptions (with
 * their reason) sit in unmirrored-groups.json, which only shrinks.
 */
function unmirroredGroups(): string[] {
  const found: string[] = [];
  for (const area of folders('server/src/modules')) {
    const server = folders(`server/src/modules/${area}`);
    for (const group of folders(`web/src/features/${area}`)) {
      if (!server.includes(group)) found.push(`web/src/features/${area}/${group}`);
    }
    const domainDir = path.join(ROOT, 'packages/domain/src', area);
    const endpointFiles = fs.existsSync(domainDir)
      ? fs.readdirSync(domainDir).filter((f) => f.endsWith('.endpoints.ts'))
      : [];
    for (const file of endpointFiles) {
      const name = file.replace('.endpoints.ts', '');
      // `<area>/<area>.endpoints.ts` is the area's own: served by its flat `<area>.routes.ts`.
      const ownFlat =
        name === area &&
        (server.length === 0 || fs.existsSync(path.join(ROOT, 'server/src/modules', area, `${area}.routes.ts`)));
      const served = server.some((g) => name === g || name.startsWith(`${g}-`)) || ownFlat;
      if (!served) found.push(`packages/domain/src/${area}/${file}`);
    }
  }
  return found.sort();
}

describe('architecture', () => {
  const graph = importGraph();

  it('has no import cycle between files (server, web, domain)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no cycle between areas (server modules, web features, domain folders)', () => {
    expect(areaCycles(graph)).toEqual([]);
  });

  it('mirrors group folders: web features and domain endpoints have a server group of the same name', () => {
    expect(unmirroredGroups()).toEqual(Object.keys(unmirrored).sort());
  });

  it('lists in the services-with-tables baseline only services that still import a table', () => {
    const stale = servicesWithTables.filter((file) => {
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full)) return true;
      return !/^import (?!type )[^;]*from '[./]*db\/schema(\/index)?';/m.test(fs.readFileSync(full, 'utf8'));
    });
    expect(stale).toEqual([]);
  });

  it('registers every API route of the modules from a declaration (registerRead/Write/Upload/Raw, crudRoutes, reportRoutes)', () => {
    const modules = path.join(ROOT, 'server/src/modules');
    // The one exception: the rekap downloads are pages the browser opens under /backend (not the API).
    const browserPages = ['perencanaan/rekap-anggaran/rekap-anggaran.routes.ts'];
    const raw = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !browserPages.includes(f))
      .filter((f) => {
        const text = fs.readFileSync(path.join(modules, f), 'utf8');
        return /withTypeProvider|\b(app|r|fastify|instance)\.(get|post|put|patch|delete|route)\(/.test(text);
      });
    expect(raw).toEqual([]);
  });

  it("has no server test that mocks a module (their files share a worker's modules, decision 0068)", () => {
    const serverSrc = path.join(ROOT, 'server/src');
    const mocking = fs
      .readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .filter((f) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(fs.readFileSync(path.join(serverSrc, f), 'utf8')));
    expect(mocking).toEqual([]);
  });
});
