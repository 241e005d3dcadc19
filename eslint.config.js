import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import webBoundaryRules from './eslint-rules/web-boundaries.js';
import { fileNames } from './eslint-rules/file-names.js';
import { LONG_FUNCTION_FILES, LONG_FUNCTION_RULE, longFunctionBaseline } from './eslint-rules/long-functions.js';
import servicesWithTables from './eslint-rules/services-with-tables-baseline.json' with { type: 'json' };

const localRules = { rules: { ...webBoundaryRules.rules, 'file-names': fileNames } };
const AREAS = 'auth|referensi|option|perencanaan|cascading|pengukuran|pelaporan|evaluasi|penugasan|display|admin';
const longFunctionFiles = longFunctionBaseline();

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/drizzle/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      // Declarations of the local rules' scripts for the architecture test (not part of a TS project).
      'eslint-rules/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Fastify handlers and React Query functions are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },

  // --- Web (web/**) ------------------------------------------------------------------------------
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { local: localRules },
    rules: {
      // app → features/<area>/routes.ts; features never import each other; shared code never imports a feature.
      'local/web-boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },

  {
    // The app shell and the route table are in the entry script of every page: no value import of
    // the domain barrel there, it brings zod and every schema (decision 0030). Use a subpath
    // ('@sakip/domain/menus') or, for a report descriptor, a loader (reportPage).
    files: [
      'web/src/main.tsx',
      'web/src/app/**/*.{ts,tsx}',
      'web/src/features/*/routes.{ts,tsx}',
      'web/src/lib/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sakip/domain',
              allowTypeImports: true,
              message: "Entry code: import a subpath ('@sakip/domain/menus'), not the barrel (decision 0030).",
            },
          ],
        },
      ],
    },
  },

  // --- Server (server/**), domain, bench, e2e -----------------------------------------------------
  {
    files: ['server/**/*.ts', 'packages/domain/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // Areas (server/src/modules/<area>/) reach each other only through the other area's services.ts
    // (what it lets others call); index.ts is the area's plugin, for app.ts only, so no import of
    // another area can close a loop (decision 0043). `testing` is the test-fixture entry (0026).
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+(modules/)?(${AREAS})/(?!(services|testing)$)`,
              message: "Import another area only through its services.ts ('../<area>/services').",
            },
          ],
        },
      ],
    },
  },
  {
    // A service says what happens; the SQL (and so the tables) is its repository's (decision 0043).
    // The listed services predate the rule (the CRUD recipe takes its table); the list only shrinks.
    files: ['server/src/modules/**/*.service.ts'],
    ignores: servicesWithTables,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**'],
              allowTypeImports: true,
              message: 'A service does not touch tables: put the query in its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Names say what a file is: server roles as suffixes, web components PascalCase (eslint-rules/file-names.js).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { local: localRules },
    rules: {
      // providers.tsx: the app shell's provider stack, named as the router beside it (web owner's to rename).
      'local/file-names': ['error', { allow: ['web/src/app/providers.tsx'] }],
    },
  },
  {
    // At most 80 lines a function, blank lines and comments counted; the baseline lists the files
    // that have a longer one today and only shrinks (`npm run lint:baseline`, eslint-rules/long-functions.js).
    files: LONG_FUNCTION_FILES,
    rules: { 'max-lines-per-function': ['error', LONG_FUNCTION_RULE] },
  },
  ...(longFunctionFiles.length > 0 ? [{ files: longFunctionFiles, rules: { 'max-lines-per-function': 'off' } }] : []),
  {
    // Plugins and lib are below the areas: they never import a module (app.ts wires them together).
    files: ['server/src/plugins/**/*.ts', 'server/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'plugins/ and lib/ do not import modules: pass what they need in (see app.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Test support (harness, fixtures, fuzz) is test code: its `x!` fails loudly like a test's.
    files: ['server/src/test/**/*.ts', 'server/src/**/testing.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Configuration is read in one place (config.ts, loadConfig); tests and tools read their own knobs.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts', '**/*.test.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through config.ts (loadConfig), not process.env.',
        },
      ],
    },
  },

  // --- Tests and plain JS ------------------------------------------------------------------------
  {
    // Tests read JSON answers (typed any) to assert on them; the assertions are the type check.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A test's `x!` fails loudly at the assertion that follows.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The local rules and their scripts run in Node.
    files: ['eslint-rules/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
);
