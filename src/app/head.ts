import type { BlockT } from '../schema/blocks';
import type { ProductT } from '../schema/content';
import type { SiteModel } from '../schema/model';
import type { RouteT } from '../schema/site';
import { postOf, routeMeta } from '../lib/routeMeta.ts';
import { stripMarks } from '../i18n/fallback.ts';
import { pathIn } from '../i18n/language.ts';
import type { Language } from '../schema/kinds.ts';

/**
 * Everything a page puts in <head>, worked out from the model alone: the
 * prerender writes it into each HTML file and the client swaps it on navigation,
 * so both always agree.
 */
export interface Head {
  title: string;
  description: string;
  /** Absolute address of the page; none on the not-found page. */
  canonical?: string;
  robots?: string;
  /** property/name → content, in order. */
  meta: Array<{ key: 'property' | 'name'; name: string; content: string }>;
  /** Structured data (schema.org) for search engines. */
  jsonLd: object[];
  /** The same page in each language it is in (with x-default, the first language's), for search engines. */
  alternates: Array<{ hreflang: string; href: string }>;
}

export const NOT_FOUND_PATH = '*';

/** An address no page has: drawn, it is the not-found page (404.html). */
export const NOT_FOUND_ADDRESS = '/__not-found__';

/** The address of a page under the site's public address. */
export function absolute(model: SiteModel, path: string): string {
  const base = model.site.url.replace(/\/+$/, '');
  return path === '/' ? `${base}/` : `${base}${path}`;
}

/** Size of the pictures made for sharing (what social networks crop to). */
export const SHARE_IMAGE = { width: 1200, height: 630 };

/** The picture shared on social media for an image of the site: the PNG the build makes of it. */
export function shareImage(model: SiteModel, src: string): string {
  const png = src.replace(/^\/images\//, '/og/').replace(/\.[a-z]+$/i, '.png');
  return absolute(model, png);
}

function organisation(model: SiteModel, withDetails: boolean): object {
  const { site } = model;
  const org: Record<string, unknown> = {
    '@type': 'LocalBusiness',
    '@id': `${absolute(model, '/')}#organization`,
    name: site.name,
    url: absolute(model, '/'),
    logo: absolute(model, '/favicon.svg'),
    image: site.image ? shareImage(model, site.image) : undefined,
    telephone: site.phone,
    email: site.email,
  };
  if (!withDetails) return org;
  org.description = site.tagline;
  org.address = { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: site.location, addressCountry: 'KE' };
  org.sameAs = site.social.map((s) => s.href);
  org.priceRange = 'KSh';
  return org;
}

function productsOf(blocks: BlockT[], model: SiteModel) {
  const byId = new Map(model.content.products.map((p) => [p.id, p]));
  const found = new Map<string, ProductT>();
  for (const b of blocks) {
    if (b.type !== 'productCatalog') continue;
    // The loader has checked every product a block names.
    for (const p of b.products?.flatMap((id) => byId.get(id) ?? []) ?? model.content.products) {
      if (!b.initialCategory || p.category === b.initialCategory) found.set(p.id, p);
    }
  }
  return [...found.values()];
}

/** The languages a page is in: a post's own (the original's and its translations'), every other page's all the site's. */
export function pageLanguages(model: SiteModel, route: RouteT, slug: string | undefined): Language[] {
  return postOf(route, model, slug)?.languages ?? model.site.languages;
}

/**
 * The head of the page at `path` (a real address written as the first language has it, e.g.
 * /blog/some-post), shown by `route`, in the model's language.
 */
export function headFor(model: SiteModel, route: RouteT, path: string, params: { slug?: string } = {}): Head {
  const { title, description } = routeMeta(route, model, params);
  const notFound = route.path === NOT_FOUND_PATH;
  const post = postOf(route, model, params.slug);
  const first = model.site.languages[0];
  const url = absolute(model, pathIn(path, model.lang, first));
  const languages = notFound ? [] : pageLanguages(model, route, params.slug);
  const alternates =
    languages.length < 2
      ? []
      : [
          ...languages.map((l) => ({ hreflang: l, href: absolute(model, pathIn(path, l, first)) })),
          { hreflang: 'x-default', href: absolute(model, path) },
        ];
  const imageSrc = post?.image.src ?? model.site.image;
  const image = imageSrc ? shareImage(model, imageSrc) : undefined;
  const jsonLd: object[] = [];

  // The organisation as a local business: on Home and on pages that say where to find it.
  if (path === '/' || route.blocks.some((b) => b.type === 'contactSection' || b.type === 'map')) {
    jsonLd.push({ '@context': 'https://schema.org', ...organisation(model, true) });
  }
  if (post) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      image,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      publisher: organisation(model, false),
      mainEntityOfPage: url,
      keywords: post.tags.join(', ') || undefined,
    });
  }
  const products = productsOf(route.blocks, model);
  if (products.length) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      itemListElement: products.map((p, i) => {
        const { price } = p;
        return {
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Product',
            name: p.name,
            description: p.description,
            image: absolute(model, p.image.src),
            category: model.content.categories.find((c) => c.id === p.category)?.label,
            ...(price === undefined
              ? {}
              : {
                  offers: {
                    '@type': 'Offer',
                    price: price.toFixed(2),
                    priceCurrency: 'KES',
                    availability: 'https://schema.org/InStock',
                    url,
                  },
                }),
          },
        };
      }),
    });
  }

  const meta: Head['meta'] = [
    { key: 'property', name: 'og:type', content: post ? 'article' : 'website' },
    { key: 'property', name: 'og:site_name', content: model.site.name },
    { key: 'property', name: 'og:locale', content: `${model.lang}_KE` },
    ...languages
      .filter((l) => l !== model.lang)
      .map((l) => ({ key: 'property' as const, name: 'og:locale:alternate', content: `${l}_KE` })),
    { key: 'property', name: 'og:title', content: title },
    { key: 'property', name: 'og:description', content: description },
    ...(notFound ? [] : [{ key: 'property' as const, name: 'og:url', content: url }]),
    ...(image
      ? [
          { key: 'property' as const, name: 'og:image', content: image },
          { key: 'property' as const, name: 'og:image:width', content: String(SHARE_IMAGE.width) },
          { key: 'property' as const, name: 'og:image:height', content: String(SHARE_IMAGE.height) },
        ]
      : []),
    { key: 'name', name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { key: 'name', name: 'twitter:title', content: title },
    { key: 'name', name: 'twitter:description', content: description },
    ...(image ? [{ key: 'name' as const, name: 'twitter:image', content: image }] : []),
  ];
  if (post) meta.push({ key: 'property', name: 'article:published_time', content: post.date });
  return {
    title,
    description,
    canonical: notFound ? undefined : url,
    robots: notFound ? 'noindex' : undefined,
    meta,
    jsonLd,
    alternates,
  };
}

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: "</script>" and the like cannot end it early. */
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head as HTML, for the prerendered files (a text not yet translated is not marked here: see src/i18n/fallback.ts). */
export function headHtml(shown: Head): string {
  const head = stripMarks(shown);
  const lines = [`<title>${escapeText(head.title)}</title>`, `<meta name="description" content="${escapeAttr(head.description)}" />`];
  if (head.robots) lines.push(`<meta name="robots" content="${escapeAttr(head.robots)}" />`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}" />`);
  for (const a of head.alternates) lines.push(`<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}" />`);
  for (const m of head.meta) lines.push(`<meta ${m.key}="${m.name}" content="${escapeAttr(m.content)}" />`);
  if (head.jsonLd.length) lines.push(`<script type="application/ld+json" id="structured-data">${safeJson(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.append(el);
  }
  el.setAttribute(attr, value);
}

/** Brings the live document's head in line with `head` (client-side navigation). */
export function applyHead(head: Head): void {
  document.title = head.title;
  const metaEl = (key: string, name: string) => {
    const el = document.createElement('meta');
    el.setAttribute(key, name);
    return el;
  };
  setTag('meta[name="description"]', () => metaEl('name', 'description'), 'content', head.description);
  setTag('meta[name="robots"]', () => metaEl('name', 'robots'), 'content', head.robots);
  setTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', head.canonical);
  const wanted = new Set(head.meta.map((m) => m.name));
  for (const m of head.meta) setTag(`meta[${m.key}="${m.name}"]`, () => metaEl(m.key, m.name), 'content', m.content);
  for (const el of document.head.querySelectorAll('meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]')) {
    const name = el.getAttribute('property') ?? el.getAttribute('name');
    if (name === null || !wanted.has(name)) el.remove();
  }
  let ld = document.getElementById('structured-data');
  if (!head.jsonLd.length) ld?.remove();
  else {
    if (!ld) {
      ld = Object.assign(document.createElement('script'), { type: 'application/ld+json', id: 'structured-data' });
      document.head.append(ld);
    }
    ld.textContent = JSON.stringify(head.jsonLd);
  }
}
