import path from 'node:path';

/**
 * File names say what a file is (issue 20, item 5; decision 0022 for the web):
 * - server and domain: `kebab-case.ts`, with the server roles as suffixes: `<thing>.routes.ts`,
 *   `.service.ts`, `.repository.ts`, `.report.ts` (a report's rows), `.level.ts` (a level of a
 *   levelled service), `.tree.ts`, and `.test.ts` (`<thing>.scale.test.ts` for a scale test);
 * - web: `kebab-case.ts`; a `.tsx` whose exports include a component (a PascalCase function or
 *   constant) is `PascalCase.tsx`, any other `.tsx` (the router, the entry) `kebab-case.tsx`.
 * Option `allow`: paths (from the repository root) kept as they are, each with its reason.
 */
const ROOT = path.join(import.meta.dirname, '..');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const SERVER_ROLES = new Set(['routes', 'service', 'repository', 'report', 'level', 'tree', 'scale', 'test', 'd']);

function sideOf(relative) {
  if (relative.startsWith('server/')) return 'server';
  if (relative.startsWith('web/')) return 'web';
  if (relative.startsWith('packages/domain/')) return 'domain';
  return null;
}

/** The exported names that look like components (PascalCase values). */
function exportedComponents(program) {
  const names = [];
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.push('default');
    if (node.type !== 'ExportNamedDeclaration' || !node.declaration || node.exportKind === 'type') continue;
    const d = node.declaration;
    if (d.type === 'FunctionDeclaration' && d.id) names.push(d.id.name);
    if (d.type === 'VariableDeclaration')
      for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
  }
  return names.filter((n) => n === 'default' || (PASCAL.test(n) && !/^[A-Z0-9_]+$/.test(n)));
}

function problem(side, base, program) {
  const [stem, ...rest] = base.split('.');
  const ext = rest.pop();
  if (side === 'web') {
    const roles = rest.filter((r) => r !== 'test');
    if (roles.length > 0) return `"${base}": no dotted role in web file names ('.test' only).`;
    if (ext === 'ts' && !KEBAB.test(stem)) return `"${base}": a .ts file is kebab-case.ts.`;
    if (ext !== 'tsx') return null;
    const components = exportedComponents(program);
    if (components.length > 0 && !PASCAL.test(stem))
      return `"${base}" exports a component (${components[0]}): name it PascalCase.tsx.`;
    if (components.length === 0 && !KEBAB.test(stem) && !PASCAL.test(stem))
      return `"${base}": a .tsx file is PascalCase.tsx (a component) or kebab-case.tsx.`;
    return null;
  }
  if (!KEBAB.test(stem)) return `"${base}": a ${side} file is kebab-case.ts.`;
  // A domain group's endpoint declarations are <group>.endpoints.ts (decision 0047).
  const unknown = rest.find((r) => (side === 'server' ? !SERVER_ROLES.has(r) : r !== 'test' && r !== 'endpoints'));
  if (unknown)
    return side === 'server'
      ? `"${base}": ".${unknown}" is not a role; use <thing>.routes|service|repository|report|level|tree|test.ts.`
      : `"${base}": a domain file is kebab-case.ts (or .endpoints.ts, .test.ts).`;
  return null;
}

export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names: server roles as suffixes, kebab-case modules, PascalCase components' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const side = sideOf(relative);
    if (!side || (context.options[0]?.allow ?? []).includes(relative)) return {};
    return {
      Program(program) {
        const message = problem(side, path.basename(relative), program);
        if (message) context.report({ node: program, loc: { line: 1, column: 0 }, message });
      },
    };
  },
};
