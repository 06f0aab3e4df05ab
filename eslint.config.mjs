import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries: apps depend on libs, remotes never import each other,
 * `contract`, `design-system` and `i18n` depend on nothing of ours.
 */
const depConstraints = [
  { sourceTag: 'lib:contract', onlyDependOnLibsWithTags: ['lib:contract'] },
  { sourceTag: 'lib:design-system', onlyDependOnLibsWithTags: ['lib:design-system'] },
  { sourceTag: 'lib:i18n', onlyDependOnLibsWithTags: ['lib:i18n'] },
  { sourceTag: 'lib:session', onlyDependOnLibsWithTags: ['lib:session', 'lib:contract'] },
  { sourceTag: 'lib:api-client', onlyDependOnLibsWithTags: ['lib:api-client', 'lib:contract', 'lib:session'] },
  { sourceTag: 'lib:testing', onlyDependOnLibsWithTags: ['lib:testing', 'lib:contract'] },
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['lib:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['lib:contract', 'lib:testing'] },
];

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
    // Build and test configs import workspace tooling (tools/, vitest.shared.ts) by path.
    files: ['**/*.config.ts', 'tools/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
