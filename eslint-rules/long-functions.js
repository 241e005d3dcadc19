import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * `max-lines-per-function` with a ratchet (issue 20, item 5). A function is at most 80 lines,
 * blank lines and comments counted (what a reader scrolls through). The files that hold a longer
 * function today are listed in long-functions-baseline.json, where the rule is off; everywhere
 * else it is an error. The list only shrinks: the check (`--check`, and architecture.test.ts)
 * fails when a listed file no longer needs its entry. Regenerate after a split:
 * `npm run lint:baseline` (this file without arguments).
 */
const ROOT = path.join(import.meta.dirname, '..');
export const BASELINE_FILE = path.join(import.meta.dirname, 'long-functions-baseline.json');
export const LONG_FUNCTION_FILES = ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'];
export const LONG_FUNCTION_RULE = { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true };

/** The baselined files (paths from the repository root). */
export function longFunctionBaseline() {
  return fs.existsSync(BASELINE_FILE) ? JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) : [];
}

/**
 * Every function over the limit in the checked folders: { file, line, lines }. Only this rule
 * runs, on the TypeScript parser without type information, so it takes seconds, not a full lint.
 */
export async function longFunctions() {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ['**/node_modules/**', '**/dist/**'] },
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        rules: { 'max-lines-per-function': ['error', LONG_FUNCTION_RULE] },
      },
    ],
  });
  const results = await eslint.lintFiles(LONG_FUNCTION_FILES);
  return results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'max-lines-per-function')
      .map((m) => ({
        file: path.relative(ROOT, result.filePath).split(path.sep).join('/'),
        line: m.line,
        lines: Number(/\((\d+)\)/.exec(m.message)?.[1] ?? 0),
      })),
  );
}

/** The baselined files that no longer hold a long function (their entry must go). */
export async function staleBaselineEntries() {
  const over = new Set((await longFunctions()).map((f) => f.file));
  return longFunctionBaseline().filter((file) => !over.has(file));
}

async function main() {
  if (process.argv.includes('--check')) {
    const stale = await staleBaselineEntries();
    for (const file of stale) console.log(`${file}: no function over 80 lines any more; remove it from the baseline`);
    process.exitCode = stale.length > 0 ? 1 : 0;
    return;
  }
  const found = await longFunctions();
  if (process.argv.includes('--list')) {
    for (const f of found.sort((a, b) => b.lines - a.lines)) console.log(`${f.lines}\t${f.file}:${f.line}`);
    const tests = found.filter((f) => /\.test\.tsx?$/.test(f.file)).length;
    console.log(`${found.length} functions over 80 lines (${found.length - tests} outside tests, ${tests} in tests)`);
    return;
  }
  const files = [...new Set(found.map((f) => f.file))].sort();
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(files, null, 2)}\n`);
  console.log(
    `${files.length} files in ${path.relative(ROOT, BASELINE_FILE)} (${found.length} functions over 80 lines)`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
