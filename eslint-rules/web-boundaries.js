import path from 'node:path';

/**
 * Import boundaries of web/src (ARCHITECTURE 'Layout'): a feature never imports another feature,
 * shared code (api/, components/, lib/) never imports a feature, and app/ reaches a feature only
 * through its routes.ts. Relative imports are resolved against the importing file, so
 * '../../cascading/api' from inside features/perencanaan is caught as well (a pattern on the
 * import text alone cannot see that). No dependency: a small local rule.
 */
const WEB_SRC = path.join(import.meta.dirname, '..', 'web', 'src');

/** 'feature:<area>' | 'app' | 'shared' | 'root' | null (outside web/src). */
function layerOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, area] = rel.split(path.sep);
  if (top === 'features') return `feature:${area}`;
  if (top === 'app') return 'app';
  if (top === 'api' || top === 'components' || top === 'lib') return 'shared';
  return 'root';
}

function problem(fromLayer, target) {
  const toLayer = layerOf(target);
  if (!toLayer?.startsWith('feature:') || toLayer === fromLayer) return null;
  if (fromLayer.startsWith('feature:'))
    return 'A feature never imports another feature: move what both need to components/, api/ or @sakip/domain.';
  if (fromLayer === 'shared') return 'Shared code (api/, components/, lib/) never imports a feature.';
  const rel = path.relative(WEB_SRC, target).split(path.sep);
  if (fromLayer === 'app' && !(rel.length === 3 && rel[2].replace(/\.tsx?$/, '') === 'routes')) {
    return 'app/ imports a feature only through its routes.ts.';
  }
  return null;
}

export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between app/, features/<area>/ and shared web code' },
    schema: [],
  },
  create(context) {
    const fromLayer = layerOf(context.filename);
    if (!fromLayer || fromLayer === 'root') return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const message = problem(fromLayer, path.resolve(path.dirname(context.filename), source.value));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'web-boundaries': webBoundaries } };
