/**
 * Layers point one way (docs/decisions.md "Layers"): src/domain (pure) → the engine (server/resources) → the
 * features (server/mail, server/jobs, server/orders, …) and the routes → the assembly (server/features.ts,
 * server/app.ts) and the entry points. `npm run lint` runs this (scripts/lint.mjs).
 */
/** The features: folders of server/ above the engine that give it hooks, bindings and job handlers. */
const FEATURES = '(ai|customers|imports|jobs|mail|orders|price-lists|products|returns|support|users)';

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
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/domain/|^src/intl/messages/[a-z]+/[a-z-]+\\.json$' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is the bottom layer, shared by browser and server: it imports only itself.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/|server/)', pathNot: '^src/domain/' },
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
      from: { path: '^server/', pathNot: '^server/(app|main)\\.ts$|^server/cli/' },
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
