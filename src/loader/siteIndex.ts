/**
 * What the site declares, as the loader reads it: the items of each collection a reference may
 * name (products, categories, posts, …) with what a person calls them, and the pages with the
 * sections a link may point to. The cross checks judge references and links against it; the
 * visual editor's pickers offer it (`loadSite` returns it), so a picker never
 * offers what the check would refuse, nor misses what it accepts.
 */
import { wordsOf } from '../i18n/text.ts';
import type { Collection } from '../schema/kinds.ts';
import { ROUTE_PATH } from '../schema/site.ts';
import type { Loaded, LoadedPost } from './content.ts';
import { repairTo } from './repair.ts';

/** One item of a collection: its id and its name in words (its name, label or title; else the id). */
export interface Entry {
  id: string;
  label: string;
}

/** A section of a page a link may point to (`/about#story`): a visible block with an id. */
export interface Section {
  id: string;
  /** The block's index in its page's `blocks` (hidden ones counted). */
  block: number;
}

/** A page of site.yaml as links see it. */
export interface PageEntry {
  /** The address the route means (`about` written without its "/" means /about). */
  path: string;
  title: string;
  /** Its index in `routes`. */
  route: number;
  sections: Section[];
}

export interface SiteIndex {
  /** Each collection's items in the order of their files; posts newest first. */
  collections: Record<Collection, Entry[]>;
  pages: PageEntry[];
}

/** The files the index is read from (the loader's own readings of them). */
export interface IndexInput {
  site?: Loaded;
  products?: Loaded;
  blog?: Loaded;
  programs?: Loaded;
  posts: LoadedPost[];
  forms: Array<{ id: string; loaded: Loaded }>;
}

type Raw = Record<string, unknown>;
const asRecord = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** A text or a number written as a text (`title: 2024`). */
const words = wordsOf;

/** The address a route means. A path written without its "/" (`path: about`) has its own problem; links to /about are right. */
export const meantPath = (raw: string) => repairTo(raw, ROUTE_PATH) ?? raw;

/** A post's address: its `slug`, else its file's name. */
export function postSlug(p: LoadedPost): string {
  return str(asRecord(p.data).slug) ?? p.fileSlug;
}

/** The items of a list with an `id`, named by `labelKey`. */
function entries(list: unknown, labelKey: string): Entry[] {
  return asArray(list).flatMap((x) => {
    const item = asRecord(x);
    const id = str(item.id);
    return id ? [{ id, label: words(item[labelKey]) || id }] : [];
  });
}

export function buildSiteIndex(input: IndexInput): SiteIndex {
  const products = asRecord(input.products?.data);
  const site = asRecord(input.site?.data);
  const posts = input.posts
    .map((p) => ({ data: asRecord(p.data), slug: postSlug(p) }))
    .sort((a, b) => words(b.data.date).localeCompare(words(a.data.date)) || a.slug.localeCompare(b.slug))
    .map(({ data, slug }) => ({ id: slug, label: words(data.title) || slug }));
  const templates = Object.keys(asRecord(asRecord(site.chat).templates));
  const pages = asArray(site.routes).map((r, route): PageEntry => {
    const page = asRecord(r);
    const sections = asArray(page.blocks).flatMap((b, block): Section[] => {
      const id = str(asRecord(b).id);
      return id && asRecord(b).hidden !== true ? [{ id, block }] : [];
    });
    return { path: meantPath(str(page.path) ?? ''), title: words(page.title), route, sections };
  });
  return {
    collections: {
      products: entries(products.products, 'name'),
      categories: entries(products.categories, 'label'),
      blogCategories: entries(asRecord(input.blog?.data).categories, 'label'),
      posts,
      chatTemplates: templates.map((t) => ({ id: t, label: t })),
      forms: input.forms.map((f) => ({ id: f.id, label: words(asRecord(f.loaded.data).title) || f.id })),
      programs: entries(asRecord(input.programs?.data).programs, 'name'),
    },
    pages,
  };
}
