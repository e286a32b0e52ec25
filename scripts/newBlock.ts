/**
 * npm run new-block -- <name>: adds a block type in one step.
 *
 * Writes src/blocks/<type>/schema.ts, its component and a test under
 * tests/unit/blocks/, registers the type in src/schema/blocks.ts and
 * src/app/registry.ts, then regenerates the JSON Schemas (and docs/blocks.md
 * when scripts/docs.ts exists). It works on the repository it lives in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BLOCKS_TS = 'src/schema/blocks.ts';
const REGISTRY_TS = 'src/app/registry.ts';

const USAGE = `Usage: npm run new-block -- <name>

Adds a block type: its schema, its component and a test, registered in
${BLOCKS_TS} and ${REGISTRY_TS}, then regenerates the JSON Schemas.

  <name>   the block type, in camelCase or with dashes: priceList or price-list
           (letters, digits and dashes, starting with a letter)

Example:   npm run new-block -- price-list
           creates the type "priceList" with the component PriceList.`;

class Refusal extends Error {}

/** `price-list` or `priceList` → the type `priceList`; throws a Refusal for anything else. */
function typeName(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name))
    throw new Refusal(`"${name}" is not a valid block name: use letters, digits and dashes, starting with a letter (e.g. price-list).`);
  if (name.endsWith('-') || name.includes('--'))
    throw new Refusal(`"${name}" is not a valid block name: dashes go between words (e.g. price-list).`);
  const [first, ...rest] = name.split('-');
  // Lowercase the leading capitals: PriceList → priceList, FAQ → faq, HTMLTable → htmlTable.
  const head = first.replace(/^[A-Z]+(?![a-z])|^[A-Z]/, (m) => m.toLowerCase());
  return head + rest.map(upperFirst).join('');
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Names a component should not take: what its own file imports, and built-ins such as Map, Image or Text. */
const TAKEN = new Set([
  'Section',
  'BlockProps',
  ...Object.getOwnPropertyNames(globalThis),
  ...['Image', 'Text', 'Option', 'Audio', 'Document', 'Element', 'Node', 'Range', 'Selection', 'Location', 'History'],
  ...['Navigator', 'Screen', 'Window', 'Storage', 'Comment', 'Attr', 'Notification', 'Animation', 'Touch', 'Plugin'],
]);

interface Names {
  type: string;
  /** Component and file name: PriceList (MapBlock when the plain name is a built-in). */
  component: string;
  /** The zod schema's export: PriceListBlock. */
  schema: string;
}

function names(type: string): Names {
  const pascal = upperFirst(type);
  return { type, component: TAKEN.has(pascal) ? `${pascal}Block` : pascal, schema: `${pascal}Block` };
}

// ─── The files of a new block ────────────────────────────────────────────────

const schemaFile = ({ type, schema }: Names) => `import { z } from 'zod';
import { blockBase, sentences, text, type Infer } from '../../schema/kinds.ts';

/**
 * The fields of a "${type}" block as written in site.yaml. Every field needs a
 * .describe(): editors show it on hover and the docs list it.
 */
export const ${schema} = z
  .strictObject({
    type: z.literal('${type}'),
    ...blockBase,
    title: text('Heading of the section.', { title: true }),
    text: sentences('Sentence under the heading.').optional(),
  })
  .describe('A new block: say here what it shows.');

export type ${schema}T = Infer<typeof ${schema}>;
`;

const componentFile = ({ type, component, schema }: Names) => `import type { BlockProps } from '../../schema/blocks';
import { Section } from '../../ui/Section';
import type { ${schema}T } from './schema';

/**
 * The "${type}" block. Section draws the anchor (block.id), the heading (an h2
 * labelling the section) and the sentence; put the block's own content between
 * <Section …> and </Section>.
 */
export function ${component}({ block }: BlockProps<${schema}T>) {
  return <Section id={block.id} title={block.title} text={block.text} />;
}
`;

function testFile({ type, component, schema }: Names): string {
  // The component and the schema may share a name (MapBlock); the test then renames the schema.
  const schemaLocal = component === schema ? `${schema}Schema` : schema;
  const schemaImport = component === schema ? `${schema} as ${schemaLocal}` : schema;
  return `// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ${component} } from '../../../src/blocks/${type}/${component}';
import { ${schemaImport}, type ${schema}T } from '../../../src/blocks/${type}/schema.ts';
import { Block } from '../../../src/schema/blocks.ts';
import { localizeValue } from '../../../src/i18n/localize.ts';

const example = { type: '${type}', id: 'example', title: 'A heading', text: 'A sentence under it.' } as const;

describe('${type} block schema', () => {
  it('accepts a valid example, also as a block of a page', () => {
    expect(${schemaLocal}.safeParse(example).success).toBe(true);
    expect(Block.safeParse(example).success).toBe(true);
  });

  it('requires a title', () => {
    const result = ${schemaLocal}.safeParse({ type: '${type}', text: 'No heading.' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['title']);
  });

  it('rejects an unknown field', () => {
    const result = ${schemaLocal}.safeParse({ ...example, colour: 'green' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['colour'] })]);
  });
});

describe('${type} block component', () => {
  let root: Root | undefined;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.matchMedia ??= ((media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  async function render(block: ${schema}T): Promise<HTMLElement> {
    const el = document.createElement('div');
    document.body.append(el);
    root = createRoot(el);
    await act(async () => {
      root?.render(
        <MantineProvider>
          <${component} block={block} index={1} />
        </MantineProvider>,
      );
    });
    return el;
  }

  it('renders the title as the heading that labels its section, and the text', async () => {
    const el = await render(localizeValue(${schemaLocal}, ${schemaLocal}.parse(example), 'en'));
    const section = el.querySelector('section');
    const heading = el.querySelector('h2');
    expect(heading?.textContent).toBe('A heading');
    expect(section?.id).toBe('example');
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(el.textContent).toContain('A sentence under it.');
  });

  it('renders without the optional fields', async () => {
    const el = await render(localizeValue(${schemaLocal}, ${schemaLocal}.parse({ type: '${type}', title: 'Only a heading' }), 'en'));
    expect(el.querySelector('h2')?.textContent).toBe('Only a heading');
  });
});
`;
}

// ─── Registering the type ────────────────────────────────────────────────────

class Unexpected extends Error {}

/** blocks.ts with the schema's import after the last block import and its name at the end of blockSchemas. */
function registerSchema(source: string, { type, schema }: Names): string {
  const imports = [...source.matchAll(/^import \{ \w+ \} from '\.\.\/blocks\/[\w-]+\/schema(\.ts)?';$/gm)];
  if (imports.length === 0) throw new Unexpected(`no line like "import { HeroBlock } from '../blocks/hero/schema.ts';"`);
  const last = imports[imports.length - 1];
  const ext = last.at(1) ?? '';
  const afterImports = last.index + last[0].length;
  let out = `${source.slice(0, afterImports)}\nimport { ${schema} } from '../blocks/${type}/schema${ext}';${source.slice(afterImports)}`;

  const open = /export const blockSchemas = \[/.exec(out);
  if (!open) throw new Unexpected('no "export const blockSchemas = [" (the list of block schemas)');
  const start = open.index + open[0].length;
  const end = out.indexOf(']', start);
  const list = out.slice(start, end);
  if (end < 0 || !/^[\s\w,]*$/.test(list) || !out.startsWith('] as const', end))
    throw new Unexpected('blockSchemas is not a plain list of names ending in "] as const"');
  const entries = list.trimEnd();
  const sep = entries === '' || entries.endsWith(',') ? '' : ',';
  out = `${out.slice(0, start)}${entries}${sep}\n  ${schema},\n${out.slice(end)}`;
  return out;
}

/** registry.ts with a loader for the type at the end of the registry object. */
function registerComponent(source: string, { type, component }: Names): string {
  const open = /export const registry: Registry = \{\n/.exec(source);
  if (!open) throw new Unexpected('no "export const registry: Registry = {" (the object of loaders)');
  const start = open.index + open[0].length;
  const close = /^\};$/m.exec(source.slice(start));
  if (!close) throw new Unexpected('the registry object has no closing "};" at the start of a line');
  const end = start + close.index;
  const body = source.slice(start, end);
  if (!/^\s*\w+: \(\) =>/.test(body)) throw new Unexpected('the registry object does not start with "<type>: () =>" loaders');
  const entries = body.trimEnd();
  const sep = entries === '' || entries.endsWith(',') ? '' : ',';
  const line = `  ${type}: () => import('../blocks/${type}/${component}').then((m) => m.${component}),`;
  return `${source.slice(0, start)}${entries}${sep}\n${line}\n${source.slice(end)}`;
}

/** Why the type can't be added, if it already exists in some form. */
function existing({ type, schema }: Names, blocksTs: string, registryTs: string): string | undefined {
  const blocksDir = join(ROOT, 'src/blocks');
  const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const same = folders.find((d) => d.name.toLowerCase() === type.toLowerCase());
  if (same) return `src/blocks/${same.name}/ already exists${same.name === type ? '' : ` (its name differs from "${type}" only in case)`}.`;
  for (const d of folders) {
    const file = join(blocksDir, d.name, 'schema.ts');
    if (existsSync(file) && readFileSync(file, 'utf8').includes(`z.literal('${type}')`))
      return `src/blocks/${d.name}/schema.ts already declares the type "${type}".`;
  }
  if (new RegExp(`^\\s*${type}: \\(\\) =>`, 'm').test(registryTs)) return `${REGISTRY_TS} already has a loader for "${type}".`;
  if (new RegExp(`\\b${schema}\\b`).test(blocksTs)) return `${BLOCKS_TS} already names ${schema}.`;
  return undefined;
}

// ─── Running ─────────────────────────────────────────────────────────────────

function run(label: string, bin: string, args: string[]): void {
  const r = spawnSync(join(ROOT, 'node_modules/.bin', bin), args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${label} failed (${bin} ${args.join(' ')}${r.error ? `: ${r.error.message}` : ''}).`);
}

function main(argv: string[]): void {
  if (argv.some((a) => a === '--help' || a === '-h')) {
    console.log(USAGE);
    return;
  }
  const flags = argv.filter((a) => a.startsWith('-'));
  if (flags.length) throw new Refusal(`Unknown option ${flags[0]}.\n\n${USAGE}`);
  if (argv.length === 0) throw new Refusal(`Give the name of the new block type.\n\n${USAGE}`);
  if (argv.length > 1) throw new Refusal(`Give one name, not ${argv.length} (${argv.join(' ')}).\n\n${USAGE}`);

  const n = names(typeName(argv[0]));
  const blocksPath = join(ROOT, BLOCKS_TS);
  const registryPath = join(ROOT, REGISTRY_TS);
  const blocksTs = readFileSync(blocksPath, 'utf8');
  const registryTs = readFileSync(registryPath, 'utf8');

  const exists = existing(n, blocksTs, registryTs);
  if (exists) throw new Refusal(`The block type "${n.type}" already exists: ${exists}`);

  const files: Array<[string, string]> = [
    [`src/blocks/${n.type}/schema.ts`, schemaFile(n)],
    [`src/blocks/${n.type}/${n.component}.tsx`, componentFile(n)],
    [`tests/unit/blocks/${n.type}.test.tsx`, testFile(n)],
  ];
  for (const [file] of files)
    if (existsSync(join(ROOT, file))) throw new Refusal(`The block type "${n.type}" already exists: ${file} is there.`);

  // Work out both edits before writing anything, so a file of an unexpected shape leaves the repo untouched.
  const edit = (file: string, change: () => string): [string, string] => {
    try {
      return [file, change()];
    } catch (e) {
      if (!(e instanceof Unexpected)) throw e;
      throw new Refusal(`Nothing written: ${file} is not shaped as expected: ${e.message}. Add the block by hand (see README).`);
    }
  };
  const edited = [edit(BLOCKS_TS, () => registerSchema(blocksTs, n)), edit(REGISTRY_TS, () => registerComponent(registryTs, n))];

  for (const [file, text] of [...files, ...edited]) {
    mkdirSync(join(ROOT, file, '..'), { recursive: true });
    writeFileSync(join(ROOT, file), text);
  }
  const touched = [...files, ...edited].map(([f]) => f);

  try {
    run('Formatting', 'prettier', ['--write', '--log-level', 'warn', ...touched]);
    run('Regenerating the JSON Schemas', 'tsx', ['scripts/schema.ts']);
    if (existsSync(join(ROOT, 'scripts/docs.ts'))) run('Regenerating the docs', 'tsx', ['scripts/docs.ts']);
  } catch (e) {
    console.error(`\nWrote ${touched.join(', ')}, but: ${(e as Error).message}`);
    process.exit(1);
  }

  const rel = (f: string) => relative(process.cwd(), join(ROOT, f)) || '.';
  console.log(`
Added the block type "${n.type}":
  created    ${files.map(([f]) => rel(f)).join('\n             ')}
  registered ${rel(BLOCKS_TS)} (${n.schema}), ${rel(REGISTRY_TS)} (${n.component})
  updated    site.schema.json${existsSync(join(ROOT, 'scripts/docs.ts')) ? ', docs/blocks.md' : ''}

Next:
  1. Say what the block shows in the .describe() of ${rel(files[0][0])}, add its fields
     (each with a .describe()), and render them in ${rel(files[1][0])}.
  2. Put it on a page in site.yaml, under a route's blocks:
       - type: ${n.type}
         title: A heading
  3. npm run dev to see it; npm run schema${existsSync(join(ROOT, 'scripts/docs.ts')) ? ' and npm run docs' : ''} after changing the schema;
     npx vitest run ${rel(files[2][0])}`);
}

try {
  main(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof Refusal)) throw e;
  console.error(e.message);
  process.exit(1);
}
