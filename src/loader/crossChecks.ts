import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import type { Collection } from '../schema/kinds.ts';
import { catalogue } from './catalogue.ts';
import type { Loaded, LoadedPost } from './content.ts';
import type { PictureRef } from './pictures.ts';
import { problem, type Problem } from './problems.ts';
import { collectKinds, type Found } from './schemaWalk.ts';
import { locate, type PathSeg } from './source.ts';
import { didYouMean } from './suggest.ts';

type Raw = Record<string, unknown>;
const asRecord = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export type Index = Record<Collection, Set<string>>;

/** A page as the link check sees it: its path and the anchors its visible blocks offer. */
interface PageInfo {
  path: string;
  ids: string[];
}

export interface CheckInput {
  site?: Loaded;
  products?: Loaded;
  blog?: Loaded;
  programs?: Loaded;
  posts: LoadedPost[];
  forms: Array<{ id: string; loaded: Loaded }>;
  others: Array<{ loaded: Loaded; schema: z.ZodType }>;
  publicDir: string;
  schemas: { site: z.ZodType; products: z.ZodType; blog: z.ZodType; programs: z.ZodType; post: z.ZodType; form: z.ZodType };
  /** Filled with every picture whose file is there (its size is read next). */
  pictures?: PictureRef[];
}

export function postSlug(p: LoadedPost): string {
  return str(asRecord(p.data).slug) ?? p.fileSlug;
}

export function buildIndex(input: CheckInput): Index {
  const ids = (list: unknown) =>
    new Set(
      asArray(list)
        .map((x) => str(asRecord(x).id))
        .filter((x): x is string => !!x),
    );
  const products = asRecord(input.products?.data);
  return {
    products: ids(products.products),
    categories: ids(products.categories),
    blogCategories: ids(asRecord(input.blog?.data).categories),
    posts: new Set(input.posts.map(postSlug)),
    chatTemplates: new Set(Object.keys(asRecord(asRecord(asRecord(input.site?.data).chat).templates))),
    forms: new Set(input.forms.map((f) => f.id)),
    programs: ids(asRecord(input.programs?.data).programs),
  };
}

function pages(site: Raw): PageInfo[] {
  return asArray(site.routes).map((r) => {
    const route = asRecord(r);
    const ids = asArray(route.blocks)
      .map(asRecord)
      .filter((b) => b.hidden !== true)
      .map((b) => str(b.id))
      .filter((x): x is string => !!x);
    return { path: str(route.path) ?? '', ids };
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

function checkLink(loaded: Loaded, f: Found, all: PageInfo[], index: Index, here: PageInfo | undefined): Problem | undefined {
  const v = f.value;
  if (/^(https?:\/\/[^\s]+|tel:\+?[\d\s-]+|mailto:[^\s@]+@[^\s@]+)$/.test(v)) return undefined;
  if (!/^[/#]/.test(v) || /\s/.test(v)) return problem(loaded.src, 'badLink', f.path, catalogue.badLink(v));
  const hashAt = v.indexOf('#');
  const pathPart = (hashAt === -1 ? v : v.slice(0, hashAt)).replace(/\?.*$/, '');
  const anchor = hashAt === -1 ? '' : v.slice(hashAt + 1);
  let page: PageInfo | undefined;
  if (pathPart === '') {
    if (!here) return problem(loaded.src, 'anchorNeedsPage', f.path, catalogue.anchorNeedsPage(v));
    page = here;
  } else {
    page = all.find((p) => p.path === pathPart) ?? all.find((p) => matchesParam(p.path, pathPart, index));
    if (!page) {
      const known = all.flatMap((p) =>
        p.path.includes(':slug') ? [...index.posts].map((s) => p.path.replace(':slug', s)) : p.path === '*' ? [] : [p.path],
      );
      const trimmed = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : pathPart;
      return problem(loaded.src, 'brokenLink', f.path, catalogue.brokenLink(v, didYouMean(trimmed, known)));
    }
  }
  if (anchor && !page.ids.includes(anchor)) {
    const name = pathPart === '' ? 'this page' : `the page ${pathPart}`;
    return problem(loaded.src, 'missingAnchor', f.path, catalogue.missingAnchor(v, name, didYouMean(anchor, page.ids), page.ids));
  }
  return undefined;
}

function matchesParam(pattern: string, path: string, index: Index): boolean {
  if (!pattern.includes(':slug')) return false;
  const [before, after] = pattern.split(':slug');
  if (!path.startsWith(before) || !path.endsWith(after)) return false;
  const slug = path.slice(before.length, path.length - after.length);
  return index.posts.has(slug);
}

const filesCache = new Map<string, string[]>();
function siblings(dir: string): string[] {
  let files = filesCache.get(dir);
  if (!files) {
    try {
      files = readdirSync(dir);
    } catch {
      files = [];
    }
    filesCache.set(dir, files);
  }
  return files;
}

/** The file a picture's src names under public/. */
const pictureFile = (publicDir: string, src: string) => join(publicDir, src.replace(/[?#].*$/, '').replace(/^\/+/, ''));

function checkImage(loaded: Loaded, f: Found, publicDir: string): Problem | undefined {
  const v = f.value;
  if (/^[a-z]+:/i.test(v) || v.startsWith('//')) return problem(loaded.src, 'externalImage', f.path, catalogue.externalImage(v));
  // Without its leading "/", the picture is looked for under the page's own address: /blog/x/images/…
  if (!v.startsWith('/')) return problem(loaded.src, 'relativeImage', f.path, catalogue.relativeImage(v, `/${v.replace(/^\.?\/*/, '')}`));
  const rel = v.replace(/[?#].*$/, '').replace(/^\/+/, '');
  const abs = join(publicDir, rel);
  if (existsSync(abs))
    return statSync(abs).isDirectory() ? problem(loaded.src, 'imageIsFolder', f.path, catalogue.imageIsFolder(v)) : undefined;
  const folder = dirname(rel) === '.' ? '' : dirname(rel);
  const candidates = siblings(dirname(abs)).map((n) => `/${folder ? `${folder}/` : ''}${n}`);
  return problem(loaded.src, 'missingImage', f.path, catalogue.missingImage(v, didYouMean(v, candidates)));
}

/** Is the file that declares this collection unreadable? Then its references cannot be judged (its own problem says why). */
function unreadable(collection: Collection, input: CheckInput): boolean {
  const from: Partial<Record<Collection, Loaded | undefined>> = {
    chatTemplates: input.site,
    products: input.products,
    categories: input.products,
    blogCategories: input.blog,
    programs: input.programs,
  };
  if (!(collection in from)) return false;
  // programs.yaml may be left out (a site without programmes): then there are simply none.
  if (collection === 'programs' && !input.programs) return false;
  return from[collection]?.data === undefined;
}

function checkRef(loaded: Loaded, f: Found, index: Index, input: CheckInput): Problem | undefined {
  if (f.meta.kind !== 'ref' || unreadable(f.meta.collection, input)) return undefined;
  const known = index[f.meta.collection];
  if (known.has(f.value)) return undefined;
  return problem(
    loaded.src,
    'unknownReference',
    f.path,
    catalogue.unknownReference(f.meta.noun, f.value, didYouMean(f.value, known), [...known]),
  );
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

function checkFound(
  loaded: Loaded,
  found: Found[],
  input: CheckInput,
  all: PageInfo[],
  index: Index,
  pageOf: (f: Found) => PageInfo | undefined,
  out: Problem[],
) {
  for (const f of found) {
    if (f.meta.kind === 'ref' && f.meta.collection === 'forms' && index.forms.has(f.value)) out.push(...checkFormValues(loaded, f, input));
    const p =
      f.meta.kind === 'link'
        ? // Without a readable site.yaml there are no pages to check links against.
          input.site?.data === undefined
          ? undefined
          : checkLink(loaded, f, all, index, pageOf(f))
        : f.meta.kind === 'image'
          ? checkImage(loaded, f, input.publicDir)
          : (checkRef(loaded, f, index, input) ??
            (f.meta.collection === 'chatTemplates' ? checkTemplateValues(loaded, f, input) : undefined));
    if (p) out.push(p);
    else if (f.meta.kind === 'image') input.pictures?.push({ loaded, path: f.path, file: pictureFile(input.publicDir, f.value) });
  }
}

/** Checks that need more than one value at a time: links, files, references, uniqueness. */
export function crossCheck(input: CheckInput): Problem[] {
  filesCache.clear();
  const out: Problem[] = [];
  const index = buildIndex(input);
  const site = asRecord(input.site?.data);
  const all = pages(site);

  if (input.site?.data !== undefined) {
    const s = input.site;
    duplicates(s, ['routes'], 'path', (v, l) => catalogue.duplicateRoute(v, l), 'duplicateRoute', out);
    asArray(site.routes).forEach((_, i) =>
      duplicates(s, ['routes', i, 'blocks'], 'id', (v, l) => catalogue.duplicateBlockId(v, l), 'duplicateBlockId', out),
    );
    const found = collectKinds(input.schemas.site, s.data);
    checkFound(s, found, input, all, index, (f) => (f.path[0] === 'routes' ? all[f.path[1] as number] : undefined), out);
  }
  if (input.products?.data !== undefined) {
    const p = input.products;
    duplicates(p, ['categories'], 'id', (v, l) => catalogue.duplicateId('product categories', v, l), 'duplicateId', out);
    duplicates(p, ['products'], 'id', (v, l) => catalogue.duplicateId('products', v, l), 'duplicateId', out);
    // Each product shows a picture of its own: visitors tell products apart by them.
    duplicates(p, ['products'], ['image', 'src'], (v, l) => catalogue.sharedPicture(v, l), 'sharedPicture', out);
    checkFound(p, collectKinds(input.schemas.products, p.data), input, all, index, () => undefined, out);
  }
  if (input.programs?.data !== undefined) {
    duplicates(input.programs, ['programs'], 'id', (v, l) => catalogue.duplicateId('programs', v, l), 'duplicateId', out);
  }
  for (const { loaded } of input.forms) {
    if (loaded.data === undefined) continue;
    duplicates(loaded, ['fields'], 'name', (v, l) => catalogue.duplicateField(v, l), 'duplicateField', out);
    out.push(...selectDefaults(loaded));
    checkFound(loaded, collectKinds(input.schemas.form, loaded.data), input, all, index, () => undefined, out);
  }
  for (const { loaded, schema } of input.others) {
    if (loaded.data !== undefined) checkFound(loaded, collectKinds(schema, loaded.data), input, all, index, () => undefined, out);
  }
  if (input.blog?.data !== undefined) {
    const b = input.blog;
    duplicates(b, ['categories'], 'id', (v, l) => catalogue.duplicateId('blog categories', v, l), 'duplicateId', out);
  }
  const slugs = new Map<string, string>();
  for (const post of input.posts) {
    if (post.data === undefined) continue;
    const slug = postSlug(post);
    const other = slugs.get(slug);
    if (other) out.push(problem(post.src, 'duplicateSlug', asRecord(post.data).slug ? ['slug'] : [], catalogue.duplicateSlug(slug, other)));
    else slugs.set(slug, post.src.file);
    checkFound(post, collectKinds(input.schemas.post, post.data), input, all, index, () => undefined, out);
  }
  return out;
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
