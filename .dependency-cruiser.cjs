// dependency-cruiser: no cycles, no orphans, no unresolvable imports, and the
// layers of src/ (rules over folders that do not exist yet apply once they do).
// Run by `npm run deps`. It parses TypeScript with the `typescript` package
// (6.0, the JavaScript one; TypeScript 7 has no such API).

/** Packages that make a module UI code. */
const UI_PACKAGES = '^node_modules/(?:@types/)?(?:react|react-dom)(?:/|$)|^node_modules/@mantine/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module is part of a cycle of imports (type-only imports count too).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'This module neither imports nor is imported by anything: use it or remove it.',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)[.][^/]+[.](?:js|cjs|mjs|ts|cts|mts|json)$', // dot files
          '[.]d[.]ts$', // declaration files
          '(^|/)tsconfig[.]json$',
          '(^|/)[^/]+[.]config[.](?:js|cjs|mjs|ts|cts|mts)$', // tool configs
          '[.](?:test|spec)[.](?:js|jsx|ts|tsx)$', // tests
        ],
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import cannot be resolved to a file (Vite virtual modules excepted).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment: 'This module imports an npm package that package.json does not name.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },

    // The layers of src/.
    {
      name: 'schema-not-to-ui',
      severity: 'error',
      comment: 'src/schema is plain data and validation: no React, no Mantine, no UI layer.',
      from: { path: '^src/schema/' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms|islands)/'] },
    },
    {
      name: 'services-not-to-ui',
      severity: 'error',
      comment: 'src/services talks to the outside world: no React, no Mantine, no UI layer.',
      from: { path: '^src/services/' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms)/'] },
    },
    {
      name: 'blocks-not-to-app-or-entries',
      severity: 'error',
      comment: 'A block must not import src/app, nor an entry file (src/islands/**, entry-*).',
      from: { path: '^src/blocks/' },
      to: { path: ['^src/app/', '^src/islands/', '^src/.+/entry-[^/]+$'] },
    },
    {
      name: 'blocks-only-to-lower-layers',
      severity: 'error',
      comment: 'Of src/, a block may import only src/ui, src/lib, src/schema, src/forms, src/services and blocks.',
      from: { path: '^src/blocks/' },
      // src/app and src/islands are reported by blocks-not-to-app-or-entries.
      to: { path: '^src/', pathNot: '^src/(?:blocks|ui|lib|schema|forms|services|app|islands)/' },
    },
    {
      name: 'ui-lib-not-to-upper-layers',
      severity: 'error',
      comment: 'src/ui and src/lib sit below src/app, src/blocks and src/shell.',
      from: { path: '^src/(?:ui|lib)/' },
      to: { path: '^src/(?:app|blocks|shell)/' },
    },
    {
      name: 'lib-not-to-ui-packages',
      severity: 'error',
      comment: 'src/lib is plain TypeScript: no React, no Mantine.',
      from: { path: '^src/lib/' },
      to: { path: UI_PACKAGES },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // Use the TypeScript compiler on the sources, so type-only imports count.
    parser: 'tsc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
