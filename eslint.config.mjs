import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { literalAttributes } from './tools/eslint/literal-attributes.mjs';
import { serverRooms } from './tools/eslint/server-rooms.mjs';

/**
 * Module boundaries: apps depend on libs, remotes never import each other,
 * `contract` and `i18n` depend on nothing of ours, `design-system` on i18n and the contract's
 * constants only (docs/adr/0024).
 */
const depConstraints = [
  { sourceTag: 'lib:contract', onlyDependOnLibsWithTags: ['lib:contract'] },
  // The contract only through its zod-free constants (the rule below; docs/adr/0024).
  { sourceTag: 'lib:design-system', onlyDependOnLibsWithTags: ['lib:design-system', 'lib:i18n', 'lib:contract'] },
  { sourceTag: 'lib:i18n', onlyDependOnLibsWithTags: ['lib:i18n'] },
  { sourceTag: 'lib:session', onlyDependOnLibsWithTags: ['lib:session', 'lib:contract'] },
  { sourceTag: 'lib:api-client', onlyDependOnLibsWithTags: ['lib:api-client', 'lib:contract', 'lib:session'] },
  { sourceTag: 'lib:testing', onlyDependOnLibsWithTags: ['lib:testing', 'lib:contract'] },
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['lib:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['lib:contract', 'lib:testing'] },
];

/**
 * The rooms of apps/api/src (ADR 0016). Each capability lists the capabilities it may import
 * (their services, repositories and helpers, never their routes); the list must stay free of
 * circles. A new capability adds its line here.
 */
const serverRoomsOptions = {
  root: `${import.meta.dirname}/apps/api/src`,
  core: ['db', 'http', 'plugins', 'auth', 'access', 'background', 'config', 'rate-limit', 'web', 'errors.ts', 'paths.ts'],
  top: ['app.ts', 'main.ts', 'api-routes.ts', 'cli', 'testing', 'security'],
  capabilities: {
    health: [],
    accounts: [],
    media: [],
    creators: ['media'],
    series: ['media'],
    library: ['media', 'webhooks'],
    episodes: ['library', 'media', 'webhooks'],
    tags: ['library', 'media'],
    recommendations: ['media'],
    search: ['library', 'media'],
    covers: ['media'],
    'bug-reports': ['accounts'],
    'media-requests': ['webhooks'],
    'year-review': [],
    calendar: [],
    shares: ['year-review'],
    stats: ['accounts', 'episodes', 'library', 'tags'],
    imports: ['accounts', 'creators', 'episodes', 'library', 'media', 'media-requests', 'recommendations', 'series', 'tags', 'webhooks'],
    lookup: ['imports', 'media'],
    webhooks: [],
    integrations: ['episodes', 'imports', 'library', 'lookup', 'media', 'media-requests', 'webhooks'],
    seed: ['accounts', 'covers', 'creators', 'library', 'media', 'recommendations', 'series', 'tags'],
    backups: ['covers'],
    admin: ['accounts', 'backups'],
    reminders: ['calendar', 'webhooks'],
    releases: ['covers'],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/test-results/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    languageOptions: { globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The API operations reach the client core by its package name, so every remote uses the
    // page's one shared copy of it (403 handling, ApiError); a relative import would bundle a
    // private copy into each remote (libs/api-client/README.md).
    files: ['libs/api-client/src/*/**/*.{ts,tsx}'],
    ignores: ['libs/api-client/src/core/**'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: ['@shelfmark/api-client'], depConstraints },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/core/*'], message: "Import the client core from '@shelfmark/api-client', the page's shared copy." }] },
      ],
    },
  },
  {
    // Issue 16: every API operation lives once in libs/api-client; the apps compose them and
    // never call the API themselves.
    files: ['apps/{shell,library,catalog,media,account}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shelfmark/api-client',
              importNames: ['apiFetch', 'apiResponse', 'apiDownload', 'withPrefix'],
              message: 'Add the operation to its resource folder in libs/api-client and import it from there.',
            },
          ],
        },
      ],
    },
  },
  {
    // The design system is in every page's first load: it takes the spec's numbers from the
    // contract's constants alone, never from its index, which carries the zod schemas (docs/adr/0024).
    files: ['libs/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@shelfmark/contract', message: "Import the contract's constants from '@shelfmark/contract/limits' (or its failure kinds from '@shelfmark/contract/failures'), which carry no zod." }],
          patterns: [{ regex: '^@shelfmark/contract/(?!(limits|failures)$)', message: "Only '@shelfmark/contract/limits' and '@shelfmark/contract/failures' (no zod) are open to the design system." }],
        },
      ],
    },
  },
  {
    files: ['libs/api-client/src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@shelfmark/api-client', message: 'The core imports itself by relative path.' }] }],
    },
  },
  {
    // Tests sit beside their code and may reach anything (test support, the app, other rooms).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { shelfmark: { rules: { 'server-rooms': serverRooms } } },
    rules: { 'shelfmark/server-rooms': ['error', serverRoomsOptions] },
  },
  {
    // Issue 32: every user-visible text goes through the area's message catalogue, so each
    // language can translate it. Refused: text between JSX tags (the i18next plugin) and in the
    // attributes a reader sees or hears (labels, placeholders, titles, alt texts; our own rule).
    // Tests and stories are not shipped and keep their literals.
    files: ['apps/{shell,library,catalog,media,account}/src/**/*.tsx', 'libs/design-system/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**', '**/test/**', '**/storybook/**'],
    plugins: { i18next, texts: { rules: { 'literal-attributes': literalAttributes } } },
    rules: { 'i18next/no-literal-string': ['warn', { mode: 'jsx-text-only' }], 'texts/literal-attributes': 'warn' },
  },
  {
    // The areas issue 32 has moved into their catalogues: a literal text there is an error.
    files: ['apps/{shell,library}/src/**/*.tsx', 'libs/design-system/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**', '**/test/**', '**/storybook/**'],
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }], 'texts/literal-attributes': 'error' },
  },
  {
    // Build and test configs, the fleet test's and the visual check's browsers, and `npm run remote`
    // (with its test) running the release compatibility check, import workspace tooling
    // (tools/, vitest.shared.ts) by path.
    files: [
      '**/*.config.ts',
      'tools/**/*.ts',
      'apps/api/fleet/support/browser.ts',
      'libs/design-system/visual/capture.ts',
      'apps/api/src/cli/remote.ts',
      'apps/api/src/releases/releases.test.ts',
      // Launches the suite's Chromium with one more flag (see the spec).
      'apps/e2e/tests/compatibility-gate.spec.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
