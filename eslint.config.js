// One flat config for the whole workspace: `npm run lint` (and npm test) runs `eslint .` at the root once; a project can still run `eslint .` from its folder.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Who may import whom: the table in ARCHITECTURE.md and CONTRIBUTING.md, enforced. */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:console', 'type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  // the operator console (libs/admin) composes like a shell: it may show a member feature's own view
  // (a campaign's preview) that no member feature may import; no member lib may import the console
  { sourceTag: 'type:console', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  // auth and offers (offer links, tiles, grids, exclusives) are the features other features may use;
  // they carry the extra tag `feature:shared`.
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['feature:shared', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'] },
  {
    // scope:server libs (server-runtime) are for the servers alone: no client project may import them
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'],
    bannedExternalImports: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@tanstack/*', '@vanilla-extract/*', 'openapi-fetch'],
  },
  {
    sourceTag: 'scope:shared',
    onlyDependOnLibsWithTags: ['scope:shared'],
    bannedExternalImports: ['react', 'react-dom', 'react-dom/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
  },
];

/**
 * Test helpers stay out of production code: the `./testing` entry points (`@rewards/api-client/testing`,
 * `@rewards/auth/testing`) and any `testing` folder or module reached by a relative path.
 */
export const testingImportPatterns = [
  { regex: '^@rewards/[^/]+/testing(/.*)?$', message: 'Test helpers are for tests, stories and testing helpers only.' },
  { regex: '^\\.{1,2}/(.+/)?testing(/.*)?$', message: 'Test helpers are for tests, stories and testing helpers only.' },
];

/**
 * The API's modules (apps/api/src/modules/<name>/) meet only at their entry files: from a file `depth`
 * folders below its module's folder, an import that climbs to modules/ and then enters another
 * module's inner file is refused, and so is an inner file of apps/api/src/shared/<topic>/. Allowed:
 * `../<module>` (its index.ts), `../deps` and `../../shared/<topic>`. The API's README explains it.
 */
const API_MODULE_MAX_DEPTH = 4;
export const apiModuleBoundaries = Array.from({ length: API_MODULE_MAX_DEPTH + 1 }, (_, depth) => ({
  files: [`apps/api/src/modules/*/${'*/'.repeat(depth)}*.ts`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index$).+`,
            message: "Another module's inner file: import its entry file ('../<module>') and add what you need to its index.ts.",
          },
          { regex: '(^|/)shared/[^/]+/(?!index$).+', message: "Shared code is imported through its entry file ('shared/<topic>')." },
        ],
      },
    ],
  },
}));

/** Where test helpers may be imported: tests, stories, testing helpers and the test and Storybook set-up. */
export const testingFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/testing.{ts,tsx}', '.storybook/**', '**/vitest*.ts'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.scratch/**', '**/.nx/**', '**/.vite/**', '**/coverage/**', '**/__screenshots__/**', '**/storybook-static/**', '**/test-results/**', '**/playwright-report/**', 'libs/api-contract/src/generated/**', '**/*.timestamp-*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], banTransitiveDependencies: false, depConstraints },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['libs/**/src/**/*.{ts,tsx}', 'apps/**/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: testingImportPatterns }] },
  },
  {
    // The API's test helpers (src/test: harness, journeys, test settings) stay out of its server code.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...testingImportPatterns, { regex: '^\\.{1,2}/(.+/)?test/', message: 'The API test helpers are for tests only.' }] }],
    },
  },
  {
    files: [...testingFiles, 'apps/api/src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The API's suite runs its files one after another in one process (no isolation, apps/api/vitest.config.ts):
    // what a file changes in the process would reach the files after it.
    files: ['apps/api/src/**/*.api.test.ts', 'apps/api/src/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share one process, one after another: pass the app a setting, clock or provider instead (docs/testing.md).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.type='MemberExpression'][object.object.name='process'][object.property.name='env'], UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: 'API test files share one process, one after another: pass the app its settings instead of changing process.env (docs/testing.md).',
        },
      ],
    },
  },
  // Tests included: a module's tests reach other modules through their entry files too.
  ...apiModuleBoundaries,
  {
    // Shared code sits below the modules and never reaches into one.
    files: ['apps/api/src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: 'Shared code may not import an API module.' }] },
      ],
    },
  },
  {
    // Build and dev tooling runs on Node.
    files: ['tools/**/*.{js,mjs}', '**/*.config.{ts,js,mjs}', '.storybook/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A site's Vite config and a server's bundle script are build-time code, not part of the app: they
    // may use the shared site config and bundling from tools. App source stays under the table above.
    files: ['apps/*/vite.config.ts', 'apps/*/scripts/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: depConstraints.map((constraint) => {
            const extra = { 'type:app': 'type:tooling', 'scope:client': 'scope:tooling', 'scope:server': 'scope:tooling' }[constraint.sourceTag];
            return extra ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, extra] } : constraint;
          }),
        },
      ],
    },
  },
);
