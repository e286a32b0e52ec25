// ESLint flat config: typescript-eslint's type-checked rules (through the
// project service, which reads tsconfig.json) and React's hooks rules,
// including the React Compiler ones.
//
// The type-aware rules need TypeScript's JavaScript API, which TypeScript 7
// (the Go port) does not have: `typescript` in package.json is therefore the
// last JavaScript TypeScript (6.0), which typescript-eslint and
// dependency-cruiser load, and `npm run typecheck` runs TypeScript 7 from the
// `typescript-7` alias.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    // Build, test and bench outputs, and generated files.
    'dist/',
    '.ssr/',
    'schemas/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    '.data/',
    'bench/',
    'tests/fixtures/',
    'tests/e2e/__screenshots__/',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // Numbers in template literals are fine (as in the recommended preset); the rest stays strict.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowAny: false, allowBoolean: false, allowNever: false, allowNullish: false, allowNumber: true, allowRegExp: false },
      ],
      // `() => setOpen(null)` callbacks are the React idiom and hide no value; a void expression elsewhere is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React Router fails a loader with a status by throwing a Response (its documented way); other non-errors stay banned.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // As tsc's noUnusedLocals: `_`-prefixed names and rest siblings may go unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures call a `use` that is not React's.
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // What runs in a browser as well as in Node (the workspace port, and publishing but for its
    // local side) handles bytes as Uint8Array: Node's Buffer is not there (.dependency-cruiser.cjs
    // keeps out its modules; this, its globals).
    files: [
      'src/workspace/**/*.ts',
      'src/editor/publish/{publish,send,plan,changes,record,repository,host,annotations,pullRequestBody,github,gitHubRest}.ts',
      'src/editor/{trouble,session,backend,pictureName}.ts',
      'src/editor/admin/**/*.{ts,tsx}',
    ],
    ignores: ['src/workspace/local.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Buffer', message: 'Not in a browser: use Uint8Array (src/workspace/bytes.ts).' },
        { name: 'process', message: 'Not in a browser: take the setting as a parameter.' },
      ],
    },
  },
  {
    // Plain JavaScript config files are outside tsconfig.json: lint them
    // without type information.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: globals.node,
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
