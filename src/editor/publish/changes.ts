/**
 * The unpublished changes in plain words: each editable file compared between the
 * version it started from and the working copy at the level of fields. One change per changed
 * value, per added or removed key or item, per reorder of a list; a new post or picture is one
 * change. Each is worded as the panel words its fields (the page, the block by blockTitle, the
 * field by its schema's label) and knows how to be undone alone: `undo` gives the file's text
 * with only that change put back, made with the edit operations (merge3's `resolve`, moveItem).
 */
import { isMap } from 'yaml';
import { decodeUtf8, sameBytes } from '../../workspace/bytes.ts';
import { yamlData } from '../../yamlText/source.ts';
import { splitPost } from '../../yamlText/frontMatter.ts';
import { pathToString, type PathSeg } from '../../yamlText/dataPath.ts';
import type { z } from 'zod';
import { metaOf } from '../../schema/editorMeta.ts';
import { kinds, LANGUAGES, type Language } from '../../schema/kinds.ts';
import { translationOf } from '../../loader/postName.ts';
import { isLanguageMap } from '../../i18n/text.ts';
import { messages } from '../../i18n/messages.ts';
import { childSchema, objectShape, settle, unwrap } from '../../loader/schemaWalk.ts';
import { itemName, placeSteps, type PlaceStep } from '../../loader/where.ts';
import { keyInWords } from '../words.ts';
import { blockTitle, textOf } from '../blockTitle.ts';
import { moveItem } from '../edits/moveItem.ts';
import { insertChunk, listAt } from '../edits/list.ts';
import { endWithComments, fail, lineStart, nodeAt, rangeOf, read, startWithComments, type Edit, type Source } from '../edits/text.ts';
import { resolve, type Conflict } from '../merge/merge3.ts';
import { resolvePost } from '../merge/mergePost.ts';
import { keyName, type Value } from '../../yamlText/yamlWriter.ts';
import { SECTIONS } from '../../loader/sections.ts';
import { deepEqual, identityKey, idText, isList, isObject, matchItems, type V } from '../merge/values.ts';
import type { Catalog, ChangeView, FileName } from '../protocol.ts';

/** What the words are made from: the schemas (the catalog) and site.yaml's data (its pages). */
export interface Words {
  catalog: Catalog;
  site: unknown;
}

/** A change with the way to put it back alone: the file's new text, or `null` (the file goes), or the base's bytes. */
export interface Change extends ChangeView {
  undo: (current: string) => Edit;
}

const SITE = 'site.yaml';

export const isPicture = (file: FileName) => !/\.(?:ya?ml|md)$/i.test(file);

/**
 * A value as short plain text for a person; a group of fields by the field its schema declares
 * its title (a block by its title or first words), else its picture's file.
 */
export function short(v: V, schema?: z.ZodType, words?: Words): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return '(empty)';
  if (typeof v === 'string') return v.length > 140 ? `${v.slice(0, 139)}…` : v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  // A text written per language: its words in each, by the language's name (not "2 fields").
  if (isLanguageMap(v)) {
    const each = LANGUAGES.filter((l) => typeof v[l] === 'string').map((l) => `${messages[l].languageName}: ${v[l] as string}`);
    return short(each.join(' · '));
  }
  if (isList(v))
    return v.every((x) => typeof x === 'string' || typeof x === 'number') && v.join(', ').length <= 140
      ? v.join(', ')
      : `${v.length} item${v.length === 1 ? '' : 's'}`;
  // A block is a group whose type names its schema in the catalogue.
  const block = words?.catalog.blocks.find((b) => b.type === v.type);
  const title = block ? blockTitle(v, block.schema) : schema && itemName(v, schema);
  // A picture by its file: the field of the picture kind.
  const shape = schema && objectShape(settle(schema, v));
  const file = Object.entries(shape ?? {}).find(([, p]) => kinds.get(unwrap(p))?.kind === 'image')?.[0];
  const picture = file ? textOf(v[file]) : '';
  return title ? `“${title}”` : picture || `${Object.keys(v).length} fields`;
}

/** A field by the label its schema declares, else its key in words (the panel's labelOf, read from the zod schema). */
const fieldLabel = (schema: z.ZodType | undefined, key: string) => (schema && metaOf(schema).label) ?? keyInWords(key);

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/**
 * The words of the steps of a place (the loader's walk, src/loader/where.ts): a field by its label, an item by its name,
 * a text's words in one language by the language's name ("Tagline › English", as the panel names its input).
 */
function stepWords(steps: readonly PlaceStep[]): string[] {
  return steps.flatMap((step, i) => {
    if (step.kind === 'key' && isLanguage(step.key) && isLanguageMap(steps[i - 1]?.value)) return [messages[step.key].languageName];
    if (step.kind === 'key') return [fieldLabel(step.schema, step.key)];
    const { name, noun } = step;
    const item = name ? `“${name}”` : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${step.index + 1}`;
    return step.list === undefined ? [item] : [fieldLabel(step.listSchema, step.list), item];
  });
}

/** A page by its address: "Home page", "About page", "Products › Cutlery page". */
export function pageWords(path: string): string {
  if (path === '/') return 'Home page';
  if (path === '*') return 'Page not found';
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => (p.startsWith(':') ? 'Article' : keyInWords(p.replace(/-/g, ' '))));
  return `${parts.join(' › ')} page`;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Where a place is, in the panel's words, and the site's address that shows it. `data`: the
 * file's data that holds the place. The steps are the loader's (the same nouns, names and
 * schema as the checks' places); the words are the panel's (labels, not keys).
 */
export function changePlace(file: FileName, at: readonly PathSeg[], data: unknown, words: Words): Place {
  const named = placeParts(file, at, data, words);
  // A word said twice in a row ("Picture › Picture": a picture's file is labelled Picture too) once.
  const parts = named.place.split(' › ').filter((w, i, all) => w !== all[i - 1]);
  return { ...named, place: parts.join(' › ') };
}

/** A place in words, its address on the site, and the schema of what is there (when known). */
interface Place {
  place: string;
  link?: string;
  schema?: z.ZodType;
  /** The value there (a union's option is picked by it). */
  value?: unknown;
}

function placeParts(file: FileName, at: readonly PathSeg[], data: unknown, words: Words): Place {
  const routes = arr(rec(words.site).routes);
  const article = routes.map((r) => textOf(rec(r).path)).find((p) => p.includes(':slug'));
  const steps = placeSteps(file, data, at);
  const { schema, value } = steps.at(-1) ?? {};
  if (file.endsWith('.md')) {
    const name = file.replace(/^.*\//, '');
    // A post's translation (<slug>.sw.md): the post in that language, at its address there.
    const translation = translationOf(name);
    const slug = translation?.slug ?? name.replace(/\.md$/, '');
    const title = textOf(rec(data).title) || slug;
    const where = at[0] === 'body' && at.length === 1 ? ['Text'] : stepWords(steps);
    const inLanguage = translation
      ? ` in ${isLanguage(translation.lang) ? messages[translation.lang].languageName : translation.lang}`
      : '';
    const first = textOf(arr(rec(rec(words.site).site).languages).at(0)) || 'en';
    const link = article && (translation ? `/${translation.lang}` : '') + article.replace(':slug', slug);
    return {
      place: [`Post “${title}”${inLanguage}`, ...where].join(' › '),
      link: translation?.lang === first ? undefined : link,
      schema,
      value,
    };
  }
  const first = steps.at(0);
  const second = steps.at(1);
  if (first?.kind === 'item' && first.noun === 'page') {
    const path = textOf(rec(first.value).path);
    const link = path && !path.includes(':') && path !== '*' ? path : undefined;
    const page = path ? pageWords(path) : `Page ${first.index + 1}`;
    if (second?.kind === 'item' && second.noun === 'block') {
      const block = rec(second.value);
      const info = words.catalog.blocks.find((b) => b.type === block.type);
      const title = blockTitle(block, info?.schema);
      const name = `${second.index + 1}. ${info?.label ?? keyInWords(textOf(block.type) || 'block')}${title ? ` “${title}”` : ''}`;
      const id = textOf(block.id);
      return { place: [page, name, ...stepWords(steps.slice(2))].join(' › '), link: link && (id ? `${link}#${id}` : link), schema, value };
    }
    return { place: [page, ...stepWords(steps.slice(1))].join(' › '), link, schema, value };
  }
  if (file === SITE && first?.kind === 'key' && SECTIONS[first.key]) {
    return { place: [keyInWords(SECTIONS[first.key]), ...stepWords(steps.slice(1))].join(' › '), schema, value };
  }
  if (first?.kind === 'item' && first.noun === 'product') {
    return { place: ['Products', ...stepWords(steps).slice(1)].join(' › '), link: '/products', schema, value };
  }
  const name = file === SITE ? [] : [keyInWords(file.replace(/^.*\//, '').replace(/\.ya?ml$/, ''))];
  return { place: [...name, ...stepWords(steps)].join(' › ') || file, schema, value };
}

/** A change found by the diff, before it is worded: its place in OUR data (or, for a removed item, where it goes back). */
interface Raw {
  at: PathSeg[];
  kind: 'changed' | 'added' | 'removed' | 'order';
  before: V;
  after: V;
  /** For 'order': the moves (from, to) that put the list back in the base's order. */
  moves?: [number, number][];
  /** For a removed item: its index in the base (two removed neighbours go back at the same place). */
  was?: number;
}

/** The moves that turn `now` (identities) into `want` (the same identities in another order). */
function movesTo(now: readonly string[], want: readonly string[]): [number, number][] {
  const cur = [...now];
  const moves: [number, number][] = [];
  for (let i = 0; i < want.length; i++) {
    if (cur[i] === want[i]) continue;
    const j = cur.indexOf(want[i], i);
    cur.splice(i, 0, ...cur.splice(j, 1));
    moves.push([j, i]);
  }
  return moves;
}

/** The field-level differences between base and ours (values as read from YAML). */
export function diff(base: V, ours: V, at: PathSeg[] = [], out: Raw[] = []): Raw[] {
  if (deepEqual(base, ours)) return out;
  if (isObject(base) && isObject(ours)) {
    for (const k of Object.keys(ours)) {
      if (!(k in base)) out.push({ at: [...at, k], kind: 'added', before: undefined, after: ours[k] });
      else diff(base[k], ours[k], [...at, k], out);
    }
    for (const k of Object.keys(base)) if (!(k in ours)) out.push({ at: [...at, k], kind: 'removed', before: base[k], after: undefined });
    return out;
  }
  if (isList(base) && isList(ours) && base.length && ours.length) {
    const key = identityKey([base, ours]);
    const baseIds = key ? base.map((x) => idText(x, key) as string) : base.map((_, j) => `#${j}`);
    const ourIds = key ? ours.map((x) => idText(x, key) as string) : matchItems(base, ours, 'o');
    ours.forEach((item, i) => {
      const j = baseIds.indexOf(ourIds[i]);
      if (j < 0) out.push({ at: [...at, i], kind: 'added', before: undefined, after: item });
      else diff(base[j], item, [...at, i], out);
    });
    baseIds.forEach((id, j) => {
      if (ourIds.includes(id)) return;
      // Back after the last of our items that came before it in the base.
      let place = 0;
      ourIds.forEach((oid, i) => {
        const bj = baseIds.indexOf(oid);
        if (bj >= 0 && bj < j) place = i + 1;
      });
      out.push({ at: [...at, place], kind: 'removed', before: base[j], after: undefined, was: j });
    });
    // The kept items in another order: one change for the list.
    const kept = ourIds.filter((id) => baseIds.includes(id));
    const inBase = baseIds.filter((id) => kept.includes(id));
    if (kept.join('\0') !== inBase.join('\0')) {
      // Moves among the kept items' places, the items added staying where they are.
      const slots = ourIds.map((id, i) => (kept.includes(id) ? i : -1)).filter((i) => i >= 0);
      const want = [...ourIds];
      slots.forEach((slot, n) => (want[slot] = inBase[n]));
      out.push({ at, kind: 'order', before: undefined, after: undefined, moves: movesTo(ourIds, want) });
    }
    return out;
  }
  out.push({ at, kind: 'changed', before: base, after: ours });
  return out;
}

/** The data of a YAML text, or undefined when it cannot be read. */
const dataOf = (text: string) => yamlData(text) as V;

/**
 * A removed item put back as it was written in the base: its lines (with the comment lines
 * directly above it) copied into the list at its place, when the copy reads as the item in its
 * place; undefined otherwise (then the writer writes it).
 */
function copyBack(baseText: string, current: string, raw: Raw): string | undefined {
  const listPath = raw.at.slice(0, -1);
  const place = raw.at[raw.at.length - 1];
  const b = read(baseText);
  const c = read(current);
  if (!b.ok || !c.ok || raw.was === undefined || typeof place !== 'number') return undefined;
  const from = listAt(b.value, listPath);
  const into = listAt(c.value, listPath);
  if (!from.ok || !into.ok || !into.value.chunks.length || from.value.flow !== into.value.flow || from.value.col !== into.value.col) {
    return undefined;
  }
  const chunk = from.value.chunks[raw.was];
  const text = insertChunk(current, into.value, place, baseText.slice(chunk.start, chunk.end));
  const want = dataOf(current);
  const list =
    want === undefined
      ? undefined
      : listPath.reduce<V>((v, k) => (isObject(v) || isList(v) ? (v as Record<string, V>)[k] : undefined), want);
  if (!isList(list)) return undefined;
  (list as Value[]).splice(place, 0, raw.before as Value);
  return deepEqual(dataOf(text), want) ? text : undefined;
}

/** A block map's key in the text: [start with the comment lines above it, end with its value and the comments after it), its column. */
function keySpan(
  src: Source,
  mapPath: readonly PathSeg[],
  key: string,
  anchor = false,
): { start: number; end: number; col: number } | undefined {
  const found = nodeAt(src.doc, mapPath);
  const map = found.ok ? found.value.node : undefined;
  if (!isMap(map) || map.flow) return undefined;
  const pair = map.items.find((p) => keyName(p) === key);
  const kr = rangeOf(pair?.key);
  if (!pair || !kr) return undefined;
  const { text } = src;
  const line = lineStart(text, kr[0]);
  // The first key of a list item ("- key: …") shares its line with the dash: not copied alone
  // (but a key may go after it).
  const dashed = !/^ *$/.test(text.slice(line, kr[0]));
  if (dashed && !anchor) return undefined;
  const col = kr[0] - line;
  const end = endWithComments(text, kr[0], rangeOf(pair.value)?.[1] ?? kr[1], col);
  return { start: dashed ? line : startWithComments(text, line, col), end, col };
}

/**
 * A removed key put back as it was written in the base: its lines (with the comment lines
 * directly above it) copied after the key it followed there, when the copy reads as the key
 * with its value; undefined otherwise (then the writer writes it, as the map's last key).
 */
function copyKeyBack(baseText: string, current: string, raw: Raw): string | undefined {
  const mapPath = raw.at.slice(0, -1);
  const key = raw.at[raw.at.length - 1];
  const b = read(baseText);
  const c = read(current);
  if (!b.ok || !c.ok || typeof key !== 'string') return undefined;
  const was = keySpan(b.value, mapPath, key);
  const found = nodeAt(b.value.doc, mapPath);
  const now = nodeAt(c.value.doc, mapPath);
  if (!was || !found.ok || !now.ok || !isMap(found.value.node) || !isMap(now.value.node)) return undefined;
  const baseKeys = found.value.node.items.map((p) => keyName(p) ?? '');
  const nowKeys = now.value.node.items.map((p) => keyName(p) ?? '');
  // After the nearest key before it in the base that is still there, else before the first key.
  const before = baseKeys
    .slice(0, baseKeys.indexOf(key))
    .reverse()
    .find((k) => nowKeys.includes(k));
  const anchor = keySpan(c.value, mapPath, before ?? nowKeys[0], before !== undefined);
  if (!anchor || anchor.col !== was.col) return undefined;
  const at = before === undefined ? anchor.start : anchor.end;
  const text = current.slice(0, at) + baseText.slice(was.start, was.end) + current.slice(at);
  const want = dataOf(current);
  const map =
    want === undefined
      ? undefined
      : mapPath.reduce<V>((v, k) => (isObject(v) || isList(v) ? (v as Record<string, V>)[k] : undefined), want);
  if (!isObject(map)) return undefined;
  (map as Record<string, Value>)[key] = raw.before as Value;
  return deepEqual(dataOf(text), want) ? text : undefined;
}

/** `text` with one change undone: the edit operations of merge3's `resolve` (a conflict whose "mine" is the base). */
function undoOne(raw: Raw, post: boolean, baseText: string): (current: string) => Edit {
  if (raw.kind === 'order') {
    return (current) => {
      const text = post ? splitPost(current)?.yaml : current;
      if (text === undefined) return fail('The post does not start with its details between two lines of "---".');
      let t: Edit = { ok: true, text };
      for (const [from, to] of raw.moves ?? []) if (t.ok) t = moveItem(t.text, raw.at, from, to);
      if (!t.ok || !post) return t;
      const p = splitPost(current);
      return p ? { ok: true, text: p.open + t.text + p.close + p.body } : t;
    };
  }
  const conflict: Conflict = { path: pathToString(raw.at), at: raw.at, base: raw.after, theirs: raw.after, ours: raw.before };
  return (current) => {
    if (raw.kind === 'removed') {
      const p = post ? splitPost(current) : undefined;
      const yaml = p ? p.yaml : current;
      const copied = typeof raw.at[raw.at.length - 1] === 'number' ? copyBack(baseText, yaml, raw) : copyKeyBack(baseText, yaml, raw);
      if (copied !== undefined) return { ok: true, text: p ? p.open + copied + p.close + p.body : copied };
    }
    return post ? resolvePost(current, { ...conflict, part: 'details' }, 'ours') : resolve(current, conflict, 'ours');
  };
}

const id = (file: FileName, path: string, kind: string) => `${file}|${path}|${kind}`;

/**
 * The changes of one file between `base` (undefined: the file is new) and `ours` (undefined: it
 * was removed). A picture, a new or removed file, and a file that cannot be read as YAML are
 * one change for the whole file.
 */
export function fileChanges(file: FileName, base: Uint8Array | undefined, ours: Uint8Array | undefined, words: Words): Change[] {
  if (base ? ours !== undefined && sameBytes(ours, base) : !ours) return [];
  const whole = (kind: ChangeView['kind'], place: string, link?: string, before?: string, after?: string): Change[] => [
    {
      id: id(file, '', kind),
      file,
      path: '',
      place,
      kind,
      ...(before !== undefined ? { before } : {}),
      ...(after !== undefined ? { after } : {}),
      ...(link ? { link } : {}),
      // The whole file goes back: its base text, or (a new file) none; the caller writes it.
      undo: () => (base ? { ok: true, text: decodeUtf8(base) } : fail('A new file is removed, not edited.')),
    },
  ];
  if (isPicture(file)) {
    const src = `/${file.replace(/^public\//, '')}`;
    const what = !base ? 'New picture' : !ours ? 'Picture removed' : 'Picture replaced';
    return whole('picture', `${what}: ${src}`, undefined, base ? src : undefined, ours ? src : undefined);
  }
  const post = file.endsWith('.md');
  const parts = (b: Uint8Array | undefined) => {
    const text = b && decodeUtf8(b);
    if (text === undefined) return undefined;
    if (!post) return { data: dataOf(text), body: undefined, yaml: text };
    const p = splitPost(text);
    return p ? { data: dataOf(p.yaml), body: p.body, yaml: p.yaml } : { data: undefined, body: undefined, yaml: '' };
  };
  const b = parts(base);
  const o = parts(ours);
  if (!b || !o) {
    const named = changePlace(file, [], (o ?? b)?.data, words);
    const place = post ? named.place : `File ${file}`;
    return whole(b ? 'removed' : 'added', place, b ? undefined : named.link, undefined, undefined);
  }
  if (b.data === undefined || o.data === undefined) {
    return whole('changed', `File ${file} (as a whole: it cannot be read field by field)`);
  }
  const changes: Change[] = diff(b.data, o.data).map((raw) => {
    const holder = raw.kind === 'removed' ? b.data : o.data;
    const path = pathToString(raw.at);
    const named = changePlace(file, raw.kind === 'removed' ? raw.at.slice(0, -1) : raw.at, raw.kind === 'removed' ? o.data : holder, words);
    // A removed item or key is placed at its list or group: its own schema is one step further.
    const last = raw.at[raw.at.length - 1];
    const schema = raw.kind !== 'removed' ? named.schema : named.schema && childSchema(named.schema, named.value, last);
    const keyWords = (key: string) => (isLanguage(key) && isLanguageMap(named.value) ? messages[key].languageName : keyInWords(key));
    const removedName =
      raw.kind === 'removed' ? ` › ${typeof last === 'number' ? (short(raw.before, schema, words) ?? '') : keyWords(last)}` : '';
    return {
      id: id(file, path, raw.was === undefined ? raw.kind : `${raw.kind}#${raw.was}`),
      file,
      path,
      place: raw.kind === 'order' ? `${named.place} › Order` : named.place + removedName,
      kind: raw.kind === 'order' ? 'changed' : raw.kind,
      ...(raw.kind === 'order' ? { before: 'as before', after: 'moved' } : {}),
      ...(raw.kind !== 'order' && raw.before !== undefined ? { before: short(raw.before, schema, words) } : {}),
      ...(raw.kind !== 'order' && raw.after !== undefined ? { after: short(raw.after, schema, words) } : {}),
      ...(named.link ? { link: named.link } : {}),
      undo: undoOne(raw, post, b.yaml),
    };
  });
  if (post && b.body !== o.body) {
    const named = changePlace(file, ['body'], o.data, words);
    changes.push({
      id: id(file, 'body', 'changed'),
      file,
      path: 'body',
      place: named.place,
      kind: 'changed',
      before: short(b.body),
      after: short(o.body),
      ...(named.link ? { link: named.link } : {}),
      undo: (current) => resolvePost(current, { part: 'body', path: 'body', at: [], base: o.body, theirs: o.body, ours: b.body }, 'ours'),
    });
  }
  // The same data, another text (a comment, the layout): still a change of the file, not left out unseen.
  if (!changes.length) return whole('changed', `${file}: comments or layout only`);
  return changes;
}

/** A change as the panel gets it (without its undo). */
export const view = ({ undo: _undo, ...rest }: Change): ChangeView => rest;
