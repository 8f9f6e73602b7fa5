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
  {
    // Debt, to be paid down file by file: these files read the generated resource tables, typed
    // PgTableWithColumns<any> (server/db/schema/resource-table.ts), so the columns, rows and values they
    // touch are any (routes/setting/users.ts: the engine's handlers answer any). Typing the tables' columns
    // from the resource declarations ends this list; no-unsafe-* stays on for every other file in server/
    // and src/, so no new file joins it.
    files: [
      'server/customers/login-links.ts',
      'server/db/schema/mail.ts',
      'server/db/schema/price-lists.ts',
      'server/db/schema/resource-table.ts',
      'server/db/schema/shop.ts',
      'src/features/billing/server/demo/invoices.ts',
      'server/demo/imports.ts',
      'server/demo/outbox.ts',
      'server/demo/resources-attribute-values.ts',
      'server/demo/resources-catalogue.ts',
      'server/demo/resources-completions.ts',
      'server/demo/resources-orders.ts',
      'server/demo/resources-price-lists.ts',
      'server/demo/resources-products.ts',
      'server/demo/returns.ts',
      'server/demo/shop.ts',
      'server/imports/job.ts',
      'server/imports/routes.ts',
      'server/imports/supplier-todos.ts',
      'server/jobs/runner.ts',
      'server/mail/deliver.ts',
      'server/mail/render.ts',
      'server/orders/checks.ts',
      'server/orders/confirmation.ts',
      'server/orders/place.ts',
      'server/orders/routes.ts',
      'server/orders/staff.ts',
      'server/price-lists/attribute-rules.ts',
      'server/price-lists/evaluate.ts',
      'server/products/attribute-values.ts',
      'server/customers/bindings.ts',
      'server/orders/hooks.ts',
      'server/returns/approval.ts',
      'server/returns/chargebacks.ts',
      'server/returns/create.ts',
      'server/returns/mail.ts',
      'server/returns/routes.ts',
      'server/routes/common/jobs.ts',
      'server/routes/product/sku-fetch.ts',
      'server/routes/setting/users.ts',
      // Billing (issue 20) reads the invoices' and the print queue's generated tables the same way.
      'src/features/billing/server/credit-notes.ts',
      'src/features/billing/server/documents.ts',
      'src/features/billing/server/invoicing.ts',
      'src/features/billing/server/print-runs.ts',
      'src/features/billing/server/schema.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A keyboard-first console: forms, panes and pages take their shortcuts (Mod+Enter, J/K, Delete) in a
      // keydown handler on the element around the focused control. Mouse handlers still need a control.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] }],
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { allowExpressionValues: true, handlers: ['onClick', 'onMouseDown', 'onMouseUp'] },
      ],
      // A scrolling region pane is a keyboard stop, so its keys and scrolling work without a mouse.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // Dialogs, the palette and the sign-in pages put the keyboard in the field the user types in next (or on
    // the default button) when they open: in a keyboard-first console there is no click to get there.
    files: [
      'src/commands/CommandPalette.tsx',
      'src/views/calls/CallLookupDialog.tsx',
      'src/views/customers/LoginLinkDialog.tsx',
      'src/views/resource/actions/ConfirmDialog.tsx',
      'src/views/session/**/*.tsx',
      'src/features/returns/views/return-audits/ReturnAuditsPage.tsx',
      'src/features/support/views/QuickReplyPicker.tsx',
    ],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  { plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  {
    // Tests, benchmarks and scripts read untyped JSON answers on purpose; the configuration files load
    // plugins that ship no types.
    files: ['tests/**', 'src/features/*/tests/**', 'bench/**', 'scripts/**', '*.{js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['tests/**', 'src/features/*/tests/**'],
    rules: {
      // The test helpers named use… (useTestServer, useListViewport, Playwright's `use`) register vitest
      // and Playwright hooks at a file's top level; they are not React hooks.
      'react-hooks/rules-of-hooks': 'off',
      // Stubs implement the app's async interfaces (a job's run, a command context) without awaiting.
      '@typescript-eslint/require-await': 'off',
      // `expect(stub.method).toHaveBeenCalled…` passes a method without calling it, as vitest means it to.
      '@typescript-eslint/unbound-method': 'off',
      // Tests read the API's answers as untyped JSON (no-unsafe-* are off here too): the helpers' answer
      // type defaults to any, and a record's fields (unknown) go into paths and expected texts as they are.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  prettier,
);
