import fs from 'node:fs';
import path from 'node:path';

/**
 * Import cycles in server/src, web/src and packages/domain/src (issue 20, item 5): a cycle makes
 * two areas one (neither can be read, tested or moved without the other) and lets module
 * initialisation see half-built values. A value import is an edge; an import that names only
 * types (`import type …`, or every name marked `type`) is erased by TypeScript
 * (verbatimModuleSyntax), so it is not. `@sakip/domain` and `@sakip/domain/<path>` resolve into
 * packages/domain/src. No dependency: a regex walk over the sources, a Tarjan pass over the graph.
 * `node eslint-rules/import-cycles.js` prints the cycles; the test (cycles.test.ts) asserts none.
 */
const ROOT = path.join(import.meta.dirname, '..');
export const CYCLE_ROOTS = ['server/src', 'web/src', 'packages/domain/src'];
const DOMAIN_SRC = path.join(ROOT, 'packages/domain/src');

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

function sourcesOf(root) {
  return fs
    .readdirSync(path.join(ROOT, root), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts') && !f.includes('node_modules'))
    .map((f) => path.join(ROOT, root, f));
}

function resolve(from, spec) {
  let base;
  if (spec === '@sakip/domain') base = path.join(DOMAIN_SRC, 'index');
  else if (spec.startsWith('@sakip/domain/')) base = path.join(DOMAIN_SRC, spec.slice('@sakip/domain/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  base = base.replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** True when the clause imports or re-exports types only (erased at run time). */
function typeOnly(typeKeyword, clause) {
  if (typeKeyword) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** file → the files it imports values from (absolute paths). */
export function importGraph(roots = CYCLE_ROOTS) {
  const graph = new Map();
  for (const file of roots.flatMap(sourcesOf)) {
    const text = fs.readFileSync(file, 'utf8');
    const edges = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[4] ?? m[5];
      if (m[4] && typeOnly(m[2], m[3])) continue;
      const target = resolve(file, spec);
      if (target) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself). */
export function importCycles(graph = importGraph(), name = (file) => path.relative(ROOT, file)) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const visit = (start) => {
    // Iterative Tarjan: the graph is deep enough to make recursion a risk.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    state.set(start, { index, low: index, onStack: true });
    index++;
    stack.push(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const next = edges[frame[2]++];
        if (!graph.has(next)) continue;
        if (!state.has(next)) {
          state.set(next, { index, low: index, onStack: true });
          index++;
          stack.push(next);
          work.push([next, [...(graph.get(next) ?? [])], 0]);
        } else if (state.get(next).onStack) {
          state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
        }
        continue;
      }
      work.pop();
      const own = state.get(node);
      if (work.length > 0) {
        const parent = state.get(work[work.length - 1][0]);
        parent.low = Math.min(parent.low, own.low);
      }
      if (own.low === own.index) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          state.get(member).onStack = false;
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) {
          cycles.push(component.map(name).sort());
        }
      }
    }
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The area a file belongs to: an area folder (server modules/<area>, web features/<area>, a domain
 * folder such as schemas/ or penugasan/), another top folder (lib, plugins, components…), or the
 * file itself for a root file. Tests and test fixtures are their own nodes: they import the whole
 * app on purpose and nothing imports them, so they close no loop between areas.
 */
export function areaOf(relative) {
  const parts = relative.split(path.sep);
  if (/\.test\.tsx?$/.test(relative) || /(^|\/)testing\.ts$/.test(relative) || relative.startsWith('server/src/test/'))
    return relative;
  const inner = relative.startsWith('packages/domain/src/') ? parts.slice(3) : parts.slice(2);
  const side = parts.slice(0, relative.startsWith('packages/') ? 3 : 2).join('/');
  if (inner.length === 1) return relative;
  if ((inner[0] === 'modules' || inner[0] === 'features') && inner.length > 2) return `${side}/${inner[0]}/${inner[1]}`;
  return `${side}/${inner[0]}`;
}

/** The same walk one level up: cycles between areas (two folders importing each other). */
export function areaCycles(graph = importGraph()) {
  const areas = new Map();
  for (const [file, edges] of graph) {
    const from = areaOf(path.relative(ROOT, file));
    const targets = areas.get(from) ?? new Set();
    for (const edge of edges) {
      const to = areaOf(path.relative(ROOT, edge));
      if (to !== from) targets.add(to);
    }
    areas.set(from, targets);
  }
  return importCycles(areas, (key) => key);
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  const graph = importGraph();
  const found = [...importCycles(graph).map((c) => ['files', c]), ...areaCycles(graph).map((c) => ['areas', c])];
  for (const [kind, cycle] of found) console.log(`cycle of ${cycle.length} ${kind}:\n  ${cycle.join('\n  ')}`);
  console.log(`${found.length} cycles (${Math.round(performance.now() - started)} ms)`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
