import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaCycles, importCycles, importGraph } from '../../../eslint-rules/import-cycles.js';
import servicesWithTables from '../../../eslint-rules/services-with-tables-baseline.json' with { type: 'json' };

/**
 * The shape of the code base (issue 20, item 5): no import cycle between files or between areas,
 * and the services-with-tables baseline only shrinks (an entry no longer needed fails here, so it
 * goes in the change that made it unnecessary). The same walk runs in `npm run lint`
 * (eslint-rules/import-cycles.js), beside the long-function ratchet (long-functions.js --check).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('architecture', () => {
  const graph = importGraph();

  it('has no import cycle between files (server, web, domain)', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no cycle between areas (server modules, web features, domain folders)', () => {
    expect(areaCycles(graph)).toEqual([]);
  });

  it('lists in the services-with-tables baseline only services that still import a table', () => {
    const stale = servicesWithTables.filter((file) => {
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full)) return true;
      return !/^import (?!type )[^;]*from '[./]*db\/schema(\/index)?';/m.test(fs.readFileSync(full, 'utf8'));
    });
    expect(stale).toEqual([]);
  });
});
