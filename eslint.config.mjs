// Lint for the whole repository: typescript-eslint, react-hooks and import rules; formatting is
// Prettier's job (eslint-config-prettier turns the stylistic rules off). `npm run lint` must
// report zero warnings.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18nRules from './scripts/i18n/no_untranslated_text.js';
import i18nScope from './scripts/i18n/scope.js';

/**
 * Plugins reach core only through its two entry files (DESIGN 2, issue 10), pages served
 * without the shell through `src/core/public/light` (issue 15) and chunks that draw charts through
 * `src/core/public/charts`; tests may also use the test-only entries beside them
 * (`src/core/server/test_utils`, `src/core/public/mocks`).
 */
const CORE_ENTRY_ONLY = {
  patterns: [
    {
      regex: '(^|/)core/(public|server|common)/(?!test_utils$|mocks$|light$|charts$).+',
      message:
        "Import core only from 'src/core/public' or 'src/core/server' (their index files; pages without the shell: 'src/core/public/light'; chart chunks: 'src/core/public/charts'; tests: 'src/core/server/test_utils', 'src/core/public/mocks').",
    },
  ],
};

/**
 * The security server's backend is the bottom layer of the plugin: explain/ and multitenancy/
 * build on it, never the other way round (issue 24).
 */
const BACKEND_LAYER = {
  patterns: [
    ...CORE_ENTRY_ONLY.patterns,
    {
      regex: '(^|\\.\\./)(explain|multitenancy)(/|$)',
      message:
        'The backend is the bottom layer: move what it needs from explain/ or multitenancy/ into backend/ or common/, or pass it in.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'coverage/**',
      'node_modules/**',
      '.tmp/**',
      '.cache/**',
      'test-results/**',
      '**/*.js',
      '!eslint.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // import-x must parse and resolve TypeScript files itself to follow imports for no-cycle.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // Value imports only (import-x skips `import type`); import_graph.test.ts checks those too.
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-duplicates': 'warn',
      'import-x/first': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/plugins/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off', 'no-restricted-imports': ['error', CORE_ENTRY_ONLY] },
  },
  {
    files: ['src/plugins/security/server/backend/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', BACKEND_LAYER] },
  },
  {
    // Text a user reads is a message (issue 74; `npm run i18n:check` runs this rule too).
    files: i18nScope.TRANSLATED_CODE,
    ignores: [...i18nScope.NOT_SHIPPED, ...i18nScope.NOT_YET_TRANSLATED],
    plugins: { i18n: i18nRules.i18nPlugin },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
  {
    // Playwright fixtures: `use` is the fixture callback, not React's hook, and the empty
    // destructuring is how Playwright reads a fixture's dependencies.
    files: ['test/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  prettier
);
