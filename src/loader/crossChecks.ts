import type { z } from 'zod';
import { ITEM_ID } from '../schema/content.ts';
import { BLOCK_ID, type Collection } from '../schema/kinds.ts';
import { catalogue } from './catalogue.ts';
import type { Loaded, LoadedPost } from './content.ts';
import { bodyRefs, placeInPost, type BodyRef } from './postBody.ts';
import { repairTo } from './repair.ts';
import type { PictureRef } from './pictures.ts';
import { problem, problemAt, type Problem, type ProblemBudget } from './problems.ts';
import { collectKinds, type Found } from './schemaWalk.ts';
import { locate, type PathSeg } from '../yamlText/source.ts';
import { didYouMean } from './suggest.ts';
import { Folds } from './folds.ts';
import { folderOf, joinPath, nameOf } from '../workspace/paths.ts';
import { buildSiteIndex, postSlug, type Entry, type IndexInput, type SiteIndex } from './siteIndex.ts';

const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

type Raw = Record<string, unknown>;
const asRecord = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export type Index = Record<Collection, Set<string>>;

/** Each folder under the public one (its own path first) and the names in it, from the workspace. */
export type PublicFiles = ReadonlyMap<string, readonly string[]>;

/** A page as the link check sees it: its path and the anchors its visible blocks offer. */
interface PageInfo {
  path: string;
  ids: string[];
  /** A problem on this page that its anchors wait on (a block id that is not a valid anchor, blocks that are not a list). */
  anchorsWait?: PathSeg[];
  /** Its route's index in site.yaml. */
  route: number;
  /** The ids of its hidden blocks (`hidden: true`), with each block's index: a link to one is told so. */
  hidden: Map<string, number>;
}

/** What the checks of one run share. */
interface Ctx {
  input: CheckInput;
  all: PageInfo[];
  index: Index;
  folds: Folds;
  out: Problem[];
}

/** The files the index is read from, and the others the checks read. */
export interface CheckInput extends IndexInput {
  others: Array<{ loaded: Loaded; schema: z.ZodType }>;
  publicDir: string;
  /** What the public folder holds: each folder's path (the public folder's own first) and the names in it. */
  publicFiles: PublicFiles;
  /** The problems found before the cross checks (syntax, schema): a check that depends on one of them waits. */
  earlier: readonly Problem[];
  schemas: { site: z.ZodType; products: z.ZodType; blog: z.ZodType; programs: z.ZodType; post: z.ZodType; form: z.ZodType };
  /** Filled with every picture whose file is there (its size is read and the file checked next). */
  pictures?: PictureRef[];
  /** Problems past the first of their kind (loadSite's budget) are counted there, not placed nor worded. */
  budget?: ProblemBudget;
}

/**
 * The ids a reference may name, from the site's index. An id written against its pattern
 * (`Bamboo-Cutlery-Set`) has its own problem, which says the id it means; references to that
 * id are right and are not called unknown.
 */
export function buildIndex(site: SiteIndex): Index {
  const ids = (entries: readonly Entry[], repaired: boolean) =>
    new Set(entries.flatMap(({ id }) => (repaired ? [id, repairTo(id, ITEM_ID) ?? id] : [id])));
  const c = site.collections;
  return {
    products: ids(c.products, true),
    categories: ids(c.categories, true),
    blogCategories: ids(c.blogCategories, true),
    posts: ids(c.posts, false),
    chatTemplates: ids(c.chatTemplates, false),
    forms: ids(c.forms, false),
    programs: ids(c.programs, true),
  };
}

/** The pages as the link check sees them: the index's, with the problem their anchors wait on. */
function pages(site: Raw, index: SiteIndex): PageInfo[] {
  return index.pages.map(({ path, route: i, sections }) => {
    const route = asRecord(asArray(site.routes)[i]);
    const blocks = asArray(route.blocks).map(asRecord);
    const badId = blocks.findIndex((b) => typeof b.id === 'string' && !BLOCK_ID.test(b.id));
    const anchorsWait: PathSeg[] | undefined = !Array.isArray(route.blocks)
      ? ['routes', i]
      : badId >= 0
        ? ['routes', i, 'blocks', badId, 'id']
        : undefined;
    const hidden = new Map(blocks.flatMap((b, j) => (typeof b.id === 'string' && b.hidden === true ? [[b.id, j] as const] : [])));
    return { path, ids: sections.map((x) => x.id), anchorsWait, route: i, hidden };
  });
}

/** The value at `path` in parsed data, if there is one. */
function valueAt(data: unknown, path: PathSeg[]): unknown {
  let v = data;
  for (const seg of path) v = typeof v === 'object' && v !== null ? (v as Raw)[seg as string] : undefined;
  return v;
}

/** Duplicates in a list of items by a key (or a path in each item): one problem at each repeat, naming the first. */
function duplicates(
  loaded: Loaded,
  listPath: PathSeg[],
  key: string | string[],
  message: (value: string, firstLine: number) => string,
  kind: Problem['kind'],
  out: Problem[],
) {
  const keyPath = typeof key === 'string' ? [key] : key;
  // Paths, not lines: finding a line needs the careful parse, which a valid file never needs.
  const seen = new Map<string, Array<string | number>>();
  asArray(valueAt(loaded.data, listPath)).forEach((item, i) => {
    const v = str(valueAt(item, keyPath));
    if (v === undefined) return;
    const path = [...listPath, i, ...keyPath];
    const first = seen.get(v);
    if (first === undefined) seen.set(v, path);
    else out.push(problem(loaded.src, kind, path, message(v, locate(loaded.src, first).line)));
  });
}

/** Makes the problem of one value at its place: a YAML path, or a spot in a post's Markdown. */
type PlaceNow = PictureRef['place'];

/**
 * A problem past the budget of its kind: counted, never placed nor worded (200,000 broken links
 * took 36 s and 930 MB, most of it finding a "did you mean" for each).
 */
const OMITTED = Symbol('omitted');
type Omitted = typeof OMITTED;

/** Makes the problem of one value at its place, within the check's budget: its words are made only when it is kept. */
type Place = (kind: Problem['kind'], message: () => string) => Problem | Omitted;

const withinBudget =
  (place: PlaceNow, budget: ProblemBudget | undefined): Place =>
  (kind, message) =>
    !budget || budget.take(kind) ? place(kind, message()) : OMITTED;

const atPath =
  (loaded: Loaded, f: Found): PlaceNow =>
  (kind, message) =>
    problem(loaded.src, kind, f.path, message);

function checkLink(v: string, place: Place, ctx: Ctx, here: PageInfo | undefined): Problem | Omitted | undefined {
  const { all, index } = ctx;
  // A link to the site's own address is a link to one of its pages: check that page.
  const own = ownPath(v, ctx);
  if (own !== undefined) return checkLink(own, (kind, message) => place(kind, () => message().replace(`"${own}"`, `"${v}"`)), ctx, here);
  if (/^(https?:\/\/[^\s]+|tel:\+?[\d\s-]+|mailto:[^\s@]+@[^\s@]+)$/.test(v)) return undefined;
  if (/^mailto:[^@]*$/i.test(v)) return place('badEmailLink', () => catalogue.badEmailLink(v));
  if (!/^[/#]/.test(v) || /\s/.test(v)) return place('badLink', () => catalogue.badLink(v, meantLink(v, ctx)));
  const hashAt = v.indexOf('#');
  const pathPart = (hashAt === -1 ? v : v.slice(0, hashAt)).replace(/\?.*$/, '');
  const anchor = hashAt === -1 ? '' : v.slice(hashAt + 1);
  let page: PageInfo | undefined;
  if (pathPart === '') {
    if (!here) return place('anchorNeedsPage', () => catalogue.anchorNeedsPage(v));
    page = here;
  } else {
    page = all.find((p) => p.path === pathPart) ?? all.find((p) => matchesParam(p.path, pathPart, index));
    if (!page) {
      const known = all.flatMap((p) =>
        p.path.includes(':slug') ? [...index.posts].map((s) => p.path.replace(':slug', s)) : p.path === '*' ? [] : [p.path],
      );
      const trimmed = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
      return place('brokenLink', () => catalogue.brokenLink(v, didYouMean(trimmed, known)));
    }
  }
  if (anchor && !page.ids.includes(anchor)) {
    const where = pathPart === '' ? 'this page' : `the page ${pathPart}`;
    if (page.anchorsWait && ctx.input.site) {
      ctx.folds.add(ctx.input.site.src.file, page.anchorsWait, `link to a section of ${page.path}`, `links to sections of ${page.path}`);
      return undefined;
    }
    const hiddenBlock = page.hidden.get(anchor);
    const site = ctx.input.site;
    if (hiddenBlock !== undefined && site) {
      const at = locate(site.src, ['routes', page.route, 'blocks', hiddenBlock, 'hidden'], 'key');
      return place('hiddenAnchor', () => catalogue.hiddenAnchor(v, where, site.src.file, at.line));
    }
    return place('missingAnchor', () => catalogue.missingAnchor(v, where, didYouMean(anchor, page.ids), page.ids));
  }
  return undefined;
}

/** The path of a link to the site's own address (`https://www.example.co.ke/training` → `/training`). */
function ownPath(v: string, ctx: Ctx): string | undefined {
  const url = str(asRecord(asRecord(ctx.input.site?.data).site).url);
  if (!url || !/^https?:\/\//i.test(v)) return undefined;
  try {
    const own = new URL(url);
    const link = new URL(v);
    if (link.host.replace(/^www\./, '') !== own.host.replace(/^www\./, '')) return undefined;
    return `${link.pathname}${link.search}${link.hash}`;
  } catch {
    return undefined;
  }
}

/** A page address written without its "/" (`products`, or a post's slug alone): the address it means, if that page exists. */
function meantLink(v: string, ctx: Ctx): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(v) || /\s/.test(v)) return undefined;
  const bare = v.replace(/^(\.\.?\/)+/, '').replace(/\.md$/, '');
  const [path] = bare.split(/[?#]/);
  const candidates = [`/${bare}`, ...ctx.all.filter((p) => p.path.includes(':slug')).map((p) => p.path.replace(':slug', bare))];
  return candidates.find((c) => {
    const pathPart = c.slice(0, c.length - bare.length + path.length);
    return ctx.all.some((p) => p.path === pathPart || matchesParam(p.path, pathPart, ctx.index));
  });
}

function matchesParam(pattern: string, path: string, index: Index): boolean {
  if (!pattern.includes(':slug')) return false;
  const [before, after] = pattern.split(':slug');
  if (!path.startsWith(before) || !path.endsWith(after)) return false;
  const slug = path.slice(before.length, path.length - after.length);
  return index.posts.has(slug);
}

/** The file a picture's src names under public/. */
const pictureFile = (publicDir: string, src: string) => joinPath(publicDir, src.replace(/[?#].*$/, '').replace(/^\/+/, ''));

function checkImage(v: string, place: Place, publicDir: string, publicFiles: PublicFiles): Problem | Omitted | undefined {
  if (/^[a-z]+:/i.test(v) || v.startsWith('//')) return place('externalImage', () => catalogue.externalImage(v));
  // Backslashes (a Windows path) and a path that starts at public/ itself: the address the file is served at.
  const served = `/${v
    .replace(/\\/g, '/')
    .replace(/^\.?\/*/, '')
    .replace(/^public\//, '')}`;
  if (served !== v && served !== `/${v.replace(/^\.?\/*/, '')}`) {
    const why = v.includes('\\') ? 'folders are separated by "/", not "\\"' : 'pictures under public/ are written from after public/';
    return place('badImagePath', () => catalogue.badImagePath(v, served, why));
  }
  // Without its leading "/", the picture is looked for under the page's own address: /blog/x/images/…
  if (!v.startsWith('/')) return place('relativeImage', () => catalogue.relativeImage(v, served));
  const rel = v.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const abs = joinPath(publicDir, rel);
  if (publicFiles.get(folderOf(abs))?.includes(nameOf(abs))) {
    if (publicFiles.has(abs)) return place('imageIsFolder', () => catalogue.imageIsFolder(v));
    // The file is there, but a space in its address breaks the srcset and the link previews' picture.
    return /\s/.test(rel) ? place('imageNameWithSpace', () => catalogue.imageNameWithSpace(v, v.replace(/\s+/g, '-'))) : undefined;
  }
  const folder = folderOf(joinPath(rel));
  const candidates = (publicFiles.get(folderOf(abs)) ?? []).map((n) => `/${folder ? `${folder}/` : ''}${n}`);
  return place('missingImage', () => catalogue.missingImage(v, didYouMean(v, candidates)));
}

/** Where a collection is declared: its file and the key that holds its items. */
function declaredAt(collection: Collection, input: CheckInput): { loaded: Loaded | undefined; key: PathSeg[] } | undefined {
  switch (collection) {
    case 'chatTemplates':
      return { loaded: input.site, key: ['chat', 'templates'] };
    case 'products':
      return { loaded: input.products, key: ['products'] };
    case 'categories':
      return { loaded: input.products, key: ['categories'] };
    case 'blogCategories':
      return { loaded: input.blog, key: ['categories'] };
    // programs.yaml may be left out (a site without programmes): then there are simply none.
    case 'programs':
      return input.programs ? { loaded: input.programs, key: ['programs'] } : undefined;
    default:
      return undefined;
  }
}

/**
 * Can references to this collection be judged? Not when the file that declares it could not
 * be read, or holds no list (or group) under its key: a misspelt `product:` would otherwise
 * make every product named anywhere "unknown". The file's own problem says why; the
 * references wait on it (folded under it), and are checked once it is fixed.
 */
function unjudged(collection: Collection, input: CheckInput): { file: string; key: PathSeg[]; unread: boolean } | undefined {
  const at = declaredAt(collection, input);
  if (!at?.loaded || !input.earlier.some((p) => p.file === at.loaded?.src.file)) return undefined;
  const holder = valueAt(at.loaded.data, at.key);
  const ok =
    collection === 'chatTemplates' ? typeof holder === 'object' && holder !== null && !Array.isArray(holder) : Array.isArray(holder);
  return at.loaded.data === undefined || !ok ? { file: at.loaded.src.file, key: at.key, unread: at.loaded.data === undefined } : undefined;
}

function checkRef(f: Found, place: Place, index: Index, input: CheckInput, folds: Folds): Problem | Omitted | undefined {
  if (f.meta.kind !== 'ref') return undefined;
  const waits = unjudged(f.meta.collection, input);
  if (waits) {
    // A file that cannot be read at all says so; a count of what waits on it would only add words.
    if (!waits.unread) folds.add(waits.file, waits.key, `reference to a ${f.meta.noun}`, `references to ${plural(f.meta.noun)}`);
    return undefined;
  }
  const { collection, noun } = f.meta;
  const known = index[collection];
  if (known.has(f.value)) return undefined;
  return place('unknownReference', () => catalogue.unknownReference(noun, f.value, didYouMean(f.value, known), [...known]));
}

/** The {names} a chat message template fills in. */
const placeholders = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];

/**
 * A chat message template used here must get a value for each of its {names}: from
 * the "values" beside it (a chat option, a button), or from the fields of the form
 * that sends it. Otherwise the visitor's message said "{productName}".
 */
function checkTemplateValues(loaded: Loaded, f: Found, input: CheckInput): Problem | undefined {
  const template = str(asRecord(asRecord(asRecord(input.site?.data).chat).templates)[f.value]);
  if (template === undefined) return undefined;
  const inForm = f.path[0] === 'action';
  const given = inForm
    ? asArray(asRecord(loaded.data).fields).map((x) => str(asRecord(x).name))
    : Object.keys(asRecord(parentOf(loaded.data, f.path).values));
  const missing = placeholders(template).filter((name) => !given.includes(name));
  if (!missing.length) return undefined;
  return problem(loaded.src, 'missingTemplateValue', f.path, catalogue.missingTemplateValue(f.value, missing, inForm));
}

/** The object that holds the value at `path`. */
const parentOf = (data: unknown, path: PathSeg[]): Raw => asRecord(valueAt(data, path.slice(0, -1)));

/**
 * The "values" given with a form (a form block, a button that opens or fills it) name
 * its fields, and a choice is one of the field's options: a program page's Apply Now
 * that preselects "basik" would choose nothing.
 */
function checkFormValues(loaded: Loaded, f: Found, input: CheckInput): Problem[] {
  const values = asRecord(parentOf(loaded.data, f.path).values);
  const form = input.forms.find((x) => x.id === f.value)?.loaded.data;
  if (form === undefined) return [];
  const fields = asArray(asRecord(form).fields).map(asRecord);
  const names = fields.map((x) => str(x.name)).filter((x): x is string => !!x);
  const at = [...f.path.slice(0, -1), 'values'];
  return Object.entries(values).flatMap(([name, value]) => {
    const field = fields.find((x) => x.name === name);
    if (!field)
      return [
        problem(loaded.src, 'unknownFormField', [...at, name], catalogue.unknownFormField(name, f.value, didYouMean(name, names), names)),
      ];
    if (field.kind !== 'select') return [];
    const options = asArray(field.options)
      .map((o) => str(asRecord(o).value))
      .filter((x): x is string => !!x);
    return typeof value === 'string' && !options.includes(value)
      ? [problem(loaded.src, 'badOption', [...at, name], catalogue.badOption(value, options, didYouMean(value, options)))]
      : [];
  });
}

function checkFound(loaded: Loaded, found: Found[], ctx: Ctx, pageOf: (f: Found) => PageInfo | undefined = () => undefined) {
  const { input, index, out } = ctx;
  for (const f of found) {
    if (f.meta.kind === 'ref' && f.meta.collection === 'forms' && index.forms.has(f.value)) out.push(...checkFormValues(loaded, f, input));
    const at = atPath(loaded, f);
    const place = withinBudget(at, input.budget);
    const p =
      f.meta.kind === 'link'
        ? checkLinkOrWait(f.value, place, ctx, pageOf(f))
        : f.meta.kind === 'image'
          ? checkImage(f.value, place, input.publicDir, input.publicFiles)
          : (checkRef(f, place, index, input, ctx.folds) ??
            (f.meta.collection === 'chatTemplates' ? checkTemplateValues(loaded, f, input) : undefined));
    // A problem past the budget is counted: nothing to report, and no picture to read.
    if (p === OMITTED) continue;
    if (p) out.push(p);
    else if (f.meta.kind === 'image')
      input.pictures?.push({ loaded, path: f.path, file: pictureFile(input.publicDir, f.value), src: f.value, place: at });
  }
}

/** Links are judged against the pages of site.yaml: while it has no readable list of pages, they wait on its problem. */
function checkLinkOrWait(value: string, place: Place, ctx: Ctx, here: PageInfo | undefined): Problem | Omitted | undefined {
  const site = ctx.input.site;
  if (!site) return undefined;
  if (site.data === undefined || !Array.isArray(asRecord(site.data).routes)) {
    if (ctx.input.earlier.some((p) => p.file === site.src.file)) {
      if (site.data !== undefined) ctx.folds.add(site.src.file, ['routes'], 'link', 'links');
      return undefined;
    }
  }
  return checkLink(value, place, ctx, here);
}

/**
 * Checks that need more than one value at a time: links, files, references, uniqueness.
 * The checks that wait on an earlier problem are counted in `folds`, not reported. The site's
 * index they judge by comes back with them.
 */
export function crossCheck(input: CheckInput): { problems: Problem[]; folds: Folds; index: SiteIndex } {
  const out: Problem[] = [];
  const site = asRecord(input.site?.data);
  const siteIndex = buildSiteIndex(input);
  const all = pages(site, siteIndex);
  const ctx: Ctx = { input, all, index: buildIndex(siteIndex), folds: new Folds(), out };

  if (input.site?.data !== undefined) {
    const s = input.site;
    duplicates(s, ['routes'], 'path', (v, l) => catalogue.duplicateRoute(v, l), 'duplicateRoute', out);
    asArray(site.routes).forEach((_, i) =>
      duplicates(s, ['routes', i, 'blocks'], 'id', (v, l) => catalogue.duplicateBlockId(v, l), 'duplicateBlockId', out),
    );
    const found = collectKinds(input.schemas.site, s.data);
    checkFound(s, found, ctx, (f) => (f.path[0] === 'routes' ? all[f.path[1] as number] : undefined));
  }
  if (input.products?.data !== undefined) {
    const p = input.products;
    duplicates(p, ['categories'], 'id', (v, l) => catalogue.duplicateId('product categories', v, l), 'duplicateId', out);
    duplicates(p, ['products'], 'id', (v, l) => catalogue.duplicateId('products', v, l), 'duplicateId', out);
    // Each product shows a picture of its own: visitors tell products apart by them.
    duplicates(p, ['products'], ['image', 'src'], (v, l) => catalogue.sharedPicture(v, l), 'sharedPicture', out);
    checkFound(p, collectKinds(input.schemas.products, p.data), ctx);
  }
  if (input.programs?.data !== undefined) {
    duplicates(input.programs, ['programs'], 'id', (v, l) => catalogue.duplicateId('programs', v, l), 'duplicateId', out);
  }
  for (const { loaded } of input.forms) {
    if (loaded.data === undefined) continue;
    duplicates(loaded, ['fields'], 'name', (v, l) => catalogue.duplicateField(v, l), 'duplicateField', out);
    out.push(...selectDefaults(loaded));
    checkFound(loaded, collectKinds(input.schemas.form, loaded.data), ctx);
  }
  for (const { loaded, schema } of input.others) {
    if (loaded.data !== undefined) checkFound(loaded, collectKinds(schema, loaded.data), ctx);
  }
  if (input.blog?.data !== undefined) {
    const b = input.blog;
    duplicates(b, ['categories'], 'id', (v, l) => catalogue.duplicateId('blog categories', v, l), 'duplicateId', out);
  }
  const slugs = new Map<string, string>();
  // A post's "#section" links look in the article page's sections.
  const article = all.find((p) => p.path.includes(':slug'));
  for (const post of input.posts) {
    if (post.data === undefined) continue;
    const slug = postSlug(post);
    const other = slugs.get(slug);
    if (other) out.push(problem(post.src, 'duplicateSlug', asRecord(post.data).slug ? ['slug'] : [], catalogue.duplicateSlug(slug, other)));
    else slugs.set(slug, post.src.file);
    checkFound(post, collectKinds(input.schemas.post, post.data), ctx);
    checkBody(post, ctx, article);
  }
  return { problems: out, folds: ctx.folds, index: siteIndex };
}

/**
 * The links and pictures inside a post's Markdown, checked like those of site.yaml and placed
 * in the .md file: its line (front matter counted) and column.
 */
function checkBody(post: LoadedPost, ctx: Ctx, article: PageInfo | undefined) {
  const { text, file } = post.src;
  const bodyText = post.body.replace(/\r\n?/g, '\n');
  for (const ref of bodyRefs(post.body)) {
    const { line, col } = placeInPost(post, ref.offset);
    const named = ref.label ? ` "${ref.label.length > 40 ? `${ref.label.slice(0, 40)}…` : ref.label}"` : '';
    const where = `article text › ${ref.kind === 'link' ? 'link' : 'picture'}${named}`;
    const width = bodyText.slice(ref.offset).search(/[)\n]|$/) + 1;
    const placeNow: PlaceNow = (kind, message) =>
      problemAt({ line, col, endCol: col + Math.max(1, width) }, file, text, kind, ['body'], message, where);
    const place = withinBudget(placeNow, ctx.input.budget);
    const p = ref.slip
      ? almostLink(ref, place)
      : ref.kind === 'link'
        ? checkLinkOrWait(ref.value, place, ctx, article)
        : checkImage(ref.value, place, ctx.input.publicDir, ctx.input.publicFiles);
    if (p === OMITTED) continue;
    if (p) ctx.out.push(p);
    else if (ref.kind === 'image')
      ctx.input.pictures?.push({
        loaded: post,
        path: ['body'],
        file: pictureFile(ctx.input.publicDir, ref.value),
        src: ref.value,
        place: placeNow,
      });
  }
}

/** `[words](/training programs)` or `[words] (/training)`: what to write so Markdown makes it a link. */
function almostLink(ref: BodyRef, place: Place): Problem | Omitted {
  const bang = ref.kind === 'image' ? '!' : '';
  const address = ref.slip === 'spaceInAddress' ? ref.value.replace(/\s+/g, '-') : ref.value;
  const written = ref.slip === 'spaceInAddress' ? `${bang}[${ref.label}](${ref.value})` : `${bang}[${ref.label}] (${ref.value})`;
  const why = ref.slip === 'spaceInAddress' ? 'an address cannot have a space' : 'there is a space between "]" and "("';
  return place('almostLink', () => catalogue.almostLink(written, `${bang}[${ref.label}](${address})`, why));
}

/** A select's default must be one of its options. */
function selectDefaults(loaded: Loaded): Problem[] {
  const out: Problem[] = [];
  asArray(asRecord(loaded.data).fields).forEach((f, i) => {
    const field = asRecord(f);
    const def = str(field.default);
    if (field.kind !== 'select' || def === undefined) return;
    const values = asArray(field.options)
      .map((o) => str(asRecord(o).value))
      .filter((x): x is string => !!x);
    if (!values.includes(def))
      out.push(problem(loaded.src, 'badOption', ['fields', i, 'default'], catalogue.badOption(def, values, didYouMean(def, values))));
  });
  return out;
}
