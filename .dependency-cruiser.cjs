// dependency-cruiser: no cycles, no orphans, no unresolvable imports, and the
// layers of src/ (rules over folders that do not exist yet apply once they do).
// Run by `npm run deps`. It parses TypeScript with the `typescript` package
// (6.0, the JavaScript one; TypeScript 7 has no such API).

/** Packages that make a module UI code: React and its kin (react-dom, react-router-dom, icons-react, …), Mantine. */
const UI_PACKAGES =
  '^node_modules/(?:@types/)?(?:react|react-dom|react-router|react-router-dom|react-hook-form|embla-carousel-react)(?:/|$)|' +
  '^node_modules/@tabler/icons-react(?:/|$)|^node_modules/@(?:mantine|hookform)/';

/** A block's zod schema (src/blocks/<type>/schema.ts), which src/schema/blocks.ts gathers. */
const BLOCK_SCHEMA = '^src/blocks/[^/]+/schema[.]ts$';

/** What runs only in Node beside the loader and the workspace port: the local implementations. */
const NODE_SIDE = '^src/loader/(?:index[.]ts$|node/)|^src/workspace/local[.]ts$';

/** The editor's parts that run in Node only: its local server, the local clone's git and settings, and the file guard. */
const EDITOR_NODE_SIDE = '^src/editor/(?:server/|publish/(?:git|settings|local)[.]ts$|files[.]ts$)';

/** What runs in a browser as well as in Node: the loader, the workspace port, the editor but its Node side. */
const BROWSER_CORE = '^src/(?:loader|workspace|yamlText)/|^src/editor/(?!server/|publish/(?:git|settings|local)[.]ts$|files[.]ts$)';

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
      comment:
        'src/schema is plain data and validation: no React, no Mantine, no UI layer. Of src/blocks it may import only ' +
        "each block's schema.ts (zod schemas, held to the same rule by block-schema-not-to-ui).",
      from: { path: '^src/schema/' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms|islands|dev)/'], pathNot: BLOCK_SCHEMA },
    },
    {
      name: 'block-schema-not-to-ui',
      severity: 'error',
      comment:
        "A block's schema.ts belongs to the schema (src/schema/blocks.ts imports it): no React, no Mantine, no UI layer, " +
        "and of src/blocks only other blocks' schema.ts.",
      from: { path: BLOCK_SCHEMA },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms|islands|dev)/'], pathNot: BLOCK_SCHEMA },
    },
    {
      name: 'services-not-to-ui',
      severity: 'error',
      comment: 'src/services talks to the outside world: no React, no Mantine, no UI layer.',
      from: { path: '^src/services/' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms|islands|dev)/'] },
    },
    {
      name: 'blocks-not-to-app-or-entries',
      severity: 'error',
      comment: 'A block must not import src/app, nor an entry file (src/islands/client.ts, entry-*); the island runtime is fine.',
      from: { path: '^src/blocks/' },
      to: { path: ['^src/app/', '^src/islands/client[.]ts$', '^src/.+/entry-[^/]+$'] },
    },
    {
      name: 'blocks-only-to-lower-layers',
      severity: 'error',
      comment:
        'Of src/, a block may import only src/ui, src/lib, src/i18n (words, formats, languages), src/islands, src/schema, src/forms, src/services and blocks.',
      from: { path: '^src/blocks/' },
      // src/app is reported by blocks-not-to-app-or-entries.
      to: { path: '^src/', pathNot: '^src/(?:blocks|ui|lib|i18n|islands|schema|forms|services|app)/' },
    },
    {
      name: 'ui-lib-not-to-upper-layers',
      severity: 'error',
      comment: 'src/ui, src/lib and src/i18n sit below src/app, src/blocks, src/shell and src/dev.',
      from: { path: '^src/(?:ui|lib|i18n)/' },
      to: { path: '^src/(?:app|blocks|shell|dev)/' },
    },
    {
      name: 'lib-not-to-ui-packages',
      severity: 'error',
      comment: 'src/lib is plain TypeScript: no React, no Mantine, and none of the UI layers.',
      from: { path: '^src/lib/' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|forms|islands)/'] },
    },
    {
      name: 'islands-only-to-ui',
      severity: 'error',
      comment:
        'src/islands is the island runtime (used by blocks, shell, ui, forms and dev): of src/, it may use only src/ui, src/lib, src/i18n and src/schema.',
      from: { path: '^src/islands/' },
      to: { path: '^src/', pathNot: '^src/(?:islands|ui|lib|i18n|schema)/' },
    },
    {
      name: 'app-composes',
      severity: 'error',
      comment:
        'src/app composes the site from the layers below; of src/, only the build (src/prerender, src/vite) and the ' +
        "editor's own drawing of a page (src/editor/preview, which draws it as the build does) import it " +
        '(blocks, ui and lib are reported by their own rules).',
      from: { path: '^src/', pathNot: '^src/(?:app|prerender|vite|blocks|ui|lib|editor/preview)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'yaml-text-is-a-floor',
      severity: 'error',
      comment:
        'src/yamlText is what the loader and the editor share about YAML text (the path notation, the front-matter ' +
        'grammar, the writer, source positions and lines): it stands below both and imports nothing else of src/.',
      from: { path: '^src/yamlText/' },
      to: { path: '^src/', pathNot: '^src/yamlText/' },
    },
    {
      name: 'workspace-is-a-floor',
      severity: 'error',
      comment: 'src/workspace (where the site lives) stands below the loader and the editor: it imports nothing else of src/.',
      from: { path: '^src/workspace/' },
      to: { path: '^src/', pathNot: '^src/workspace/' },
    },
    {
      name: 'core-runs-in-a-browser',
      severity: 'error',
      comment:
        'The loader, the workspace port and the editor (its panel, edits, merges, words, publishing; not its local server nor the ' +
        'git side of publishing) run in a browser as well as in Node: they import nothing of ' +
        "Node's (node:fs, sharp, …) except behind the local implementations: src/loader/index.ts and src/loader/node/ " +
        '(the local folder, sharp) and src/workspace/local.ts (the folder of this machine).',
      from: { path: BROWSER_CORE, pathNot: NODE_SIDE },
      to: { dependencyTypesNot: ['type-only'], path: [NODE_SIDE, '^node_modules/sharp/', EDITOR_NODE_SIDE] },
    },
    {
      name: 'core-not-to-node-builtins',
      severity: 'error',
      comment: 'As core-runs-in-a-browser: no node: module outside the local implementations.',
      from: { path: BROWSER_CORE, pathNot: NODE_SIDE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'editor-stays-out-of-the-site',
      severity: 'error',
      comment:
        'src/editor is the visual editor, a development tool that runs in Node and writes the files: nothing else in src/ ' +
        '(the site, its blocks, the build) may import it, so none of it reaches dist/.',
      from: { path: '^src/', pathNot: '^src/editor/' },
      to: { path: '^src/editor/' },
    },
    {
      name: 'editor-publish-one-way-down',
      severity: 'error',
      comment:
        'src/editor/publish/ (the publication, its merges, its send and the code host) is below the server and the panel: ' +
        'it may import the edits, the merges, the files and the protocol, never src/editor/server/ or src/editor/app/.',
      from: { path: '^src/editor/publish/' },
      to: { path: '^src/editor/(?:server|app)/' },
    },
    {
      name: 'publish-through-the-repository',
      severity: 'error',
      comment:
        'The publisher, the send, the merge plan, the change list, the record of publications and the code host reach the repository only ' +
        'through its port (src/editor/publish/repository.ts): never git.ts nor settings.ts (the local clone and its settings, which ' +
        'local.ts gives the publisher) nor a Node module, ' +
        'so a code host’s API can take its place.',
      from: { path: '^src/editor/publish/(?:publish|send|plan|changes|record|repository|host|annotations|pullRequestBody)[.]ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: ['^src/editor/publish/(?:git|settings|local)[.]ts$', NODE_SIDE, '^src/editor/files[.]ts$', '^node_modules/vite/'],
      },
    },
    {
      name: 'publish-port-not-to-node-builtins',
      severity: 'error',
      comment: 'As publish-through-the-repository: no node: module in what a code host’s API will run under.',
      from: { path: '^src/editor/publish/(?:publish|send|plan|changes|record|repository|host|annotations|pullRequestBody)[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'admin-sign-in-stays-light',
      severity: 'error',
      comment:
        "/admin's first screen (src/editor/admin/main.tsx, SignIn.tsx) loads the panel, the session and the loader only once " +
        'the person has signed in (a dynamic import): a phone on mobile data downloads the sign-in screen alone first.',
      from: { path: '^src/editor/admin/(?:main|SignIn)[.]tsx$' },
      to: {
        dependencyTypesNot: ['dynamic-import', 'type-only'],
        path: [
          '^src/editor/admin/(?:open[.]ts|Panel[.]tsx)$',
          '^src/editor/(?:session|backend)[.]ts$',
          '^src/editor/app/App[.]tsx$',
          '^src/loader/',
        ],
      },
    },
    {
      name: 'editor-server-not-to-panel',
      severity: 'error',
      comment:
        "The editor's server code (server/, publish/, merge/, edits/) never imports the panel (src/editor/app/), which runs in the browser.",
      from: { path: '^src/editor/(?:server|publish|merge|edits)/' },
      to: { path: '^src/editor/app/' },
    },
    {
      name: 'editor-edits-plain',
      severity: 'error',
      comment:
        'src/editor/edits.ts and src/editor/edits/, the edits every save goes through, are plain TypeScript on text: no React, no Mantine, no UI layer.',
      from: { path: '^src/editor/edits(?:[.]ts$|/)' },
      to: { path: [UI_PACKAGES, '^src/(?:ui|blocks|app|shell|forms|islands|dev)/'] },
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
