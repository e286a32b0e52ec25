/**
 * docs/blocks.md: the block reference for people who edit site.yaml, generated from the block
 * schemas (fields, types, defaults, descriptions) and from site.yaml (one real example per type).
 * Pure and deterministic, so a test can compare it with the committed file.
 */
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import { blockSchemas } from '../schema/blocks.ts';
import { blockBase, collectionHome } from '../schema/kinds.ts';
import { annotatedJsonSchema, checkMessages, type AnnotatedSchema } from '../schema/jsonSchema.ts';
import { resolveRef } from '../schema/schemaRef.ts';

type Schema = AnnotatedSchema;

const jsonSchemaOf = annotatedJsonSchema;

/** Follows `$ref`s into the root's definitions. */
const resolve = resolveRef;

const options = (s: Schema): Schema[] | undefined => s.anyOf ?? s.oneOf;
const isNull = (s: Schema) => s.type === 'null';
const itemsOf = (s: Schema): Schema | undefined => (Array.isArray(s.items) ? s.items[0] : s.items);
const isObject = (s: Schema) => s.type === 'object' || (s.type === undefined && s.properties !== undefined);

/** `value` as inline code (table cells escape their pipes afterwards, see `cell`). */
function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function numberRange(s: Schema): string {
  const big = (n: number | undefined) => n !== undefined && Math.abs(n) >= Number.MAX_SAFE_INTEGER;
  const min = s.minimum;
  const max = big(s.maximum) ? undefined : s.maximum;
  if (min !== undefined && max !== undefined) return ` (${min} to ${max})`;
  if (s.exclusiveMinimum !== undefined && max !== undefined) return ` (above ${s.exclusiveMinimum}, up to ${max})`;
  if (min !== undefined) return min === 0 ? ' (0 or more)' : ` (at least ${min})`;
  if (s.exclusiveMinimum !== undefined) return ` (above ${s.exclusiveMinimum})`;
  if (max !== undefined) return ` (up to ${max})`;
  if (s.exclusiveMaximum !== undefined) return ` (below ${s.exclusiveMaximum})`;
  return '';
}

function textLimits(s: Schema): string {
  const parts: string[] = [];
  if (s.minLength !== undefined && s.minLength > 1) parts.push(`at least ${plural(s.minLength, 'character', 'characters')}`);
  if (s.maxLength !== undefined) parts.push(`up to ${plural(s.maxLength, 'character', 'characters')}`);
  if (s.pattern !== undefined && !s['x-rules']?.length) parts.push('in a fixed format, see the description');
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function listLimits(s: Schema): string | undefined {
  const { minItems: min, maxItems: max } = s;
  if (min !== undefined && min > 0 && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (max !== undefined) return `up to ${max}`;
  if (min !== undefined && min > 0) return `at least ${min}`;
  return undefined;
}

const withNotes = (base: string, notes: Array<string | undefined>) => {
  const some = notes.filter((n): n is string => !!n);
  return some.length ? `${base} (${some.join('; ')})` : base;
};

/** Plain words for what a field holds, e.g. "text", "list of buttons (up to 3)". */
function typeWord(node: Schema, root: Schema): string {
  const s = resolve(node, root);
  const kind = s['x-kind'];
  if (kind?.kind === 'link') return 'link';
  if (kind?.kind === 'image') return 'image file';
  if (kind?.kind === 'ref') return withNotes(`id of a ${kind.noun}`, [collectionHome[kind.collection]]);
  if (s['x-named']) return s['x-named'];
  if (s['x-translatable']) return 'text, or one per language (`en: …`, `sw: …`)';
  if (s.const !== undefined) return `always ${code(s.const)}`;
  if (s.enum) return `one of: ${s.enum.map(code).join(', ')}`;
  const opts = options(s)?.map((o) => resolve(o, root));
  if (opts) {
    const real = opts.filter((o) => !isNull(o));
    const orEmpty = real.length < opts.length ? ' (or `null`)' : '';
    if (real.every((o) => o.const !== undefined)) return `one of: ${real.map((o) => code(o.const)).join(', ')}${orEmpty}`;
    if (real.length === 1) return typeWord(real[0], root) + orEmpty;
    return real.map((o) => typeWord(o, root)).join(' or ') + orEmpty;
  }
  switch (Array.isArray(s.type) ? s.type.join(' or ') : s.type) {
    case 'string':
      return `text${textLimits(s)}`;
    case 'integer':
      return `whole number${numberRange(s)}`;
    case 'number':
      return `number${numberRange(s)}`;
    case 'boolean':
      return 'yes/no (`true` or `false`)';
    case 'null':
      return 'nothing (`null`)';
    case 'array': {
      const items = itemsOf(s);
      const [word, note] = items ? listWord(items, root) : ['list', undefined];
      return withNotes(word, [listLimits(s), note]);
    }
    case 'object':
      if (s.properties) return 'group of fields';
      if (typeof s.additionalProperties === 'object') return `\`name: value\` pairs, each value ${typeWord(s.additionalProperties, root)}`;
      return 'group of fields';
    default:
      return 'anything';
  }
}

/** "list of …" for the items of an array, and a note on them for the brackets. */
function listWord(node: Schema, root: Schema): [string, string | undefined] {
  const s = resolve(node, root);
  const kind = s['x-kind'];
  if (kind?.kind === 'link') return ['list of links', undefined];
  if (kind?.kind === 'image') return ['list of image files', undefined];
  if (kind?.kind === 'ref') return [`list of ${kind.noun} ids`, collectionHome[kind.collection]];
  if (s['x-named']) return [`list of ${s['x-named']}s`, undefined];
  if (s['x-translatable']) return ['list of texts, each one or one per language', undefined];
  if (s.const === undefined && !s.enum && !options(s)) {
    if (s.type === 'string' && !textLimits(s)) return ['list of texts', undefined];
    if (s.type === 'number' && !numberRange(s)) return ['list of numbers', undefined];
    if (s.type === 'integer' && !numberRange(s)) return ['list of whole numbers', undefined];
    if (isObject(s) && s.properties) return ['list of items', undefined];
  }
  return [`list, each ${typeWord(s, root)}`, undefined];
}

function defaultWord(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value) && value.length === 0) return 'none';
  if (value === '') return 'empty';
  return code(value);
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  default: string;
  description: string;
}

interface Rule {
  field: string;
  message: string;
}

/** The objects a field's value may be (itself, its list's items, a union's options), to list their fields too. */
function nestedObjects(node: Schema, root: Schema, path: string): Array<[string, Schema]> {
  const s = resolve(node, root);
  if (isObject(s) && s.properties) return [[path, s]];
  if (s.type === 'array') {
    const items = itemsOf(s);
    return items ? nestedObjects(items, root, `${path}[]`) : [];
  }
  return (options(s) ?? []).flatMap((o) => nestedObjects(o, root, path));
}

/** Every field of an object, nested ones after their parent as dotted paths. */
function collect(object: Schema, root: Schema, prefix: string, skip: ReadonlySet<string>, rows: Row[], rules: Rule[]): void {
  for (const message of object['x-rules'] ?? []) rules.push({ field: prefix, message });
  const required = new Set(object.required ?? []);
  for (const [key, child] of Object.entries(object.properties ?? {})) {
    if (!prefix && skip.has(key)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    if (rows.some((r) => r.field === field)) continue;
    const s = resolve(child, root);
    rows.push({
      field,
      type: typeWord(s, root),
      required: required.has(key),
      default: defaultWord(s.default),
      description: s.description ?? (!prefix && key === 'type' ? 'Which kind of block this is.' : ''),
    });
    const nested = nestedObjects(s, root, field);
    if (!nested.some(([, o]) => o === s)) for (const message of s['x-rules'] ?? []) rules.push({ field, message });
    for (const [path, o] of nested) collect(o, root, path, skip, rows, rules);
  }
}

/** Prose safe for markdown: no line breaks, and `<slug>` shown as text rather than taken for an HTML tag. */
function prose(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Where a block type is first used in site.yaml, with its source text. */
export interface BlockExample {
  path: string;
  source: string;
  /** The block as data (the visual editor's palette starts a new block of this type from it). */
  data: Record<string, unknown>;
}

/** Removes the indentation every non-blank line shares. */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => (l.trim() ? l.slice(cut) : '')).map((l) => l.trimEnd());
}

/** The first block of each type in site.yaml, in page order, as written there. */
export function firstUses(siteYamlText: string): Map<string, BlockExample> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(siteYamlText, { lineCounter });
  if (doc.errors.length) throw new Error(`site.yaml does not parse: ${doc.errors[0].message}`);
  const found = new Map<string, BlockExample>();
  const routes = doc.get('routes', true);
  if (!isSeq(routes)) return found;
  for (const route of routes.items) {
    if (!isMap(route)) continue;
    const path: unknown = route.get('path') ?? '';
    const blocks = route.get('blocks', true);
    if (!isSeq(blocks)) continue;
    for (const block of blocks.items) {
      if (!isMap(block) || !block.range) continue;
      const type = block.get('type');
      if (typeof type !== 'string' || found.has(type)) continue;
      const [start, end] = block.range;
      const lineStart = lineCounter.lineStarts[lineCounter.linePos(start).line - 1];
      // A block list item: take its whole lines from the dash on. Otherwise (flow style) just the item.
      const dash = /^\s*-\s+$/.test(siteYamlText.slice(lineStart, start));
      const source = siteYamlText.slice(dash ? lineStart : start, end).replace(/\s+$/, '');
      found.set(type, {
        path: String(path),
        source: dedent(source.split(/\r?\n/)).join('\n'),
        data: block.toJSON() as Record<string, unknown>,
      });
    }
  }
  return found;
}

function fence(source: string): string {
  const longest = Math.max(2, ...(source.match(/`+/g) ?? []).map((m) => m.length));
  return '`'.repeat(longest + 1);
}

const typeOf = (block: (typeof blockSchemas)[number]): string => block.shape.type.value;

/** GitHub's anchor for a heading that is a single word. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9_-]/g, '');

function section(block: (typeof blockSchemas)[number], example: BlockExample | undefined): string[] {
  const type = typeOf(block);
  const root = jsonSchemaOf(block);
  const skip = new Set(
    Object.keys(blockBase).filter((k) => (block.shape as Record<string, unknown>)[k] === blockBase[k as keyof typeof blockBase]),
  );
  const rows: Row[] = [];
  const rules: Rule[] = [];
  collect(root, root, '', skip, rows, rules);

  const out = [`## ${type}`, '', prose(block.description ?? '(No description.)'), ''];
  out.push('| Field | Type | Required | Default | Description |', '| --- | --- | --- | --- | --- |');
  for (const r of rows) {
    out.push(`| ${[code(r.field), r.type, r.required ? 'yes' : 'no', r.default, prose(r.description)].map(cell).join(' | ')} |`);
  }
  out.push('');
  if (rules.length) {
    out.push('Rules:', '');
    for (const r of rules) out.push(`- ${r.field ? `${code(r.field)}: ` : ''}${prose(r.message)}`);
    out.push('');
  }
  if (example) {
    const f = fence(example.source);
    const page = example.path === '*' ? '`*` (the page for addresses that do not exist)' : code(example.path);
    out.push(`Example, the first \`${type}\` block in site.yaml (page ${page}):`, '');
    out.push(`${f}yaml`, example.source, f, '');
  } else {
    out.push('No page uses this block yet.', '');
  }
  return out;
}

/** The whole of docs/blocks.md, from the block schemas and the text of site.yaml. */
export function blocksMarkdown(siteYamlText: string): string {
  const examples = firstUses(siteYamlText);
  const id = blockBase.id.unwrap();
  const idRules = checkMessages(id);
  const out = [
    '# Block reference',
    '',
    '<!-- Generated by `npm run docs` from src/blocks/*/schema.ts and site.yaml. Do not edit by hand. -->',
    '',
    'This file is generated: do not edit it by hand. After changing a block schema, run `npm run docs` (it also takes fresh examples from site.yaml).',
    '',
    'Each page of the site is an entry under `routes:` in site.yaml, and its `blocks:` list holds the',
    'sections of the page, top to bottom (`routes[].blocks`). A block starts with `- type: <name>`, where',
    'the name is one of the block types below; the fields of that type follow, indented under it.',
    '',
    'Every block also accepts:',
    '',
    `- \`id\`: ${prose(id.description ?? '')}${idRules.map((m) => ` ${prose(m)}`).join('')}`,
    `- \`hidden: true\`: ${prose((blockBase.hidden.description ?? '').replace(/^true /, ''))}`,
    '',
    'How to read the tables:',
    '',
    '- **Field**: the name to write. `image.src` is `src` indented under `image:`; `buttons[].label` is the',
    '  `label` of each item of the `buttons` list.',
    '- **Required**: `yes` means the page is rejected without it. A field inside another one is only',
    '  required when the outer one is there.',
    '- **Default**: what is used when you leave the field out.',
    '- **Type**: *text* is any text; *yes/no* is written `true` or `false`; a *link* is a page of this site',
    '  (`/about`, `/about#team`, `#contact`) or a full address (`https://…`, `tel:…`, `mailto:…`); an *image',
    '  file* is a file under public/, written from the site root (`/images/hero.webp`); an *id of a …* names',
    "  something declared elsewhere (where, in brackets; a form's id is its file name without .yaml); a",
    '  *button* has a label and one action.',
    '',
    'Check your changes with `npm run validate`.',
    '',
    '## Block types',
    '',
  ];
  for (const block of blockSchemas) out.push(`- [${typeOf(block)}](#${anchor(typeOf(block))}): ${prose(block.description ?? '')}`);
  out.push('');
  for (const block of blockSchemas) out.push(...section(block, examples.get(typeOf(block))));
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
