/** Layers point one way; no value-import cycle. `npm run lint` runs this (scripts/lint.mjs). */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A value-import cycle makes load order matter and hides which layer depends on which.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.precomputed\\.ts$' },
  },
};
