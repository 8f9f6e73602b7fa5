/**
 * Layers point one way (docs/decisions.md "Layers"): src/domain (pure) → the engine (server/resources) → the
 * features (server/mail, server/jobs, server/orders, …) and the routes → the assembly (server/features.ts,
 * server/app.ts) and the entry points. `npm run lint` runs this (scripts/lint.mjs).
 */
/** The features: folders of server/ above the engine that give it hooks, bindings and job handlers. */
const FEATURES = '(ai|content|customers|dashboard|imports|jobs|mail|orders|price-lists|prints|products|returns|settings|users)';
/**
 * The pure parts of src/features/<name>/: the list, each feature's declaration, its resources and its rules. With
 * src/domain they are the bottom layer, shared by browser and server.
 */
const PURE_FEATURE = '^src/features/(index\\.ts$|[^/]+/(feature\\.ts$|resources/|domain/))';
/** The server part of a feature: src/features/<name>/server/ (routes, hooks, jobs, tables, demo data). */
const SERVER_FEATURE = '^src/features/[^/]+/server/';
/** The messages, which are data: the server reads their texts for e-mails and the command line. */
const MESSAGES = '^src/(intl/messages/[a-z]+/[a-z-]+|features/[^/]+/messages/[a-z]+)\\.json$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A value-import cycle makes load order matter and hides which layer depends on which.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-no-browser-code',
      severity: 'error',
      comment:
        'The server shares only the pure layer with the browser: a rule both need moves to src/domain. The message catalogues are data, not code: the server reads their texts for e-mails and the command line.',
      from: { path: ['^server/', SERVER_FEATURE] },
      to: { path: '^src/', pathNot: ['^src/domain/', PURE_FEATURE, SERVER_FEATURE, MESSAGES] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'src/domain and the pure parts of the features are the bottom layer, shared by browser and server: they import only each other.',
      from: { path: ['^src/domain/', PURE_FEATURE] },
      to: { path: '^(src/|server/)', pathNot: ['^src/domain/', PURE_FEATURE] },
    },
    {
      name: 'browser-no-server-code',
      severity: 'error',
      comment: "The browser's code (the shell, the engine's views, the features' screens and commands) never reaches the server's.",
      // A feature's tests (src/features/<name>/tests/) are tests: they call the server as tests/ does.
      from: { path: '^src/', pathNot: ['^src/domain/', PURE_FEATURE, SERVER_FEATURE, '^src/features/[^/]+/tests/'] },
      to: { path: ['^server/', SERVER_FEATURE] },
    },
    {
      name: 'database-at-the-bottom',
      severity: 'error',
      comment:
        "server/db (the client, the schema, the migrations) is the server's bottom layer: it imports only itself and the pure layer. Demo data is the features' (server/demo and each feature's server part).",
      from: { path: '^server/db/' },
      // The generated tables take their columns from the field kinds' server part (server/resources/kinds.ts).
      to: {
        path: '^(server|src)/',
        pathNot: ['^server/db/', '^src/domain/', PURE_FEATURE, '^server/resources/kinds\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'engine-below-features',
      severity: 'error',
      comment:
        'The engine (server/resources) knows no feature, no route module and not the assembly: what is bespoke comes in as values (server/features.ts).',
      from: { path: '^server/resources/' },
      to: {
        path: [
          `^server/${FEATURES}/`,
          SERVER_FEATURE,
          '^server/routes/',
          '^server/[^/]+/routes\\.ts$',
          '^server/(features|app|main)\\.ts$',
          '^server/cli/',
        ],
        pathNot: '^server/resources/',
      },
    },
    {
      name: 'assembly-at-the-top',
      severity: 'error',
      comment: 'Only the app and the entry points import the assembly; a feature or the engine that did would reach every feature.',
      from: { path: '^server/', pathNot: '^server/(app|main)\\.ts$|^server/cli/|^server/demo/index\\.ts$' },
      to: { path: '^server/features\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.precomputed\\.ts$' },
  },
};
