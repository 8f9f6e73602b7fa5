// @ts-check
/**
 * `npm run lint` (scripts/lint.mjs) runs this with zero warnings allowed: typescript-eslint's type-aware
 * rules, the rules of hooks and jsx-a11y; formatting is Prettier's (eslint-config-prettier turns off the
 * rules it owns).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-named bindings are the ones left out on purpose: a rest's omitted siblings, a callback's unused arguments.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The plain JavaScript files (scripts, benchmark drivers, configs) take their types from a program of
    // their own: tsconfig.json does not include them, and the project service's default project is meant
    // for a handful of files.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.scripts.json' } },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  {
    // Tests, benchmarks and scripts read untyped JSON answers on purpose; the configuration files load
    // plugins that ship no types.
    files: ['tests/**', 'bench/**', 'scripts/**', '*.{js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // The test helpers named use… (useTestServer, useListViewport, Playwright's `use`) register vitest
      // and Playwright hooks at a file's top level; they are not React hooks.
      'react-hooks/rules-of-hooks': 'off',
      // Stubs implement the app's async interfaces (a job's run, a command context) without awaiting.
      '@typescript-eslint/require-await': 'off',
      // `expect(stub.method).toHaveBeenCalled…` passes a method without calling it, as vitest means it to.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
