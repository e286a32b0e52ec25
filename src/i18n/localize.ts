import { z } from 'zod';
import { mapTexts } from '../loader/schemaWalk.ts';
import {
  Category,
  ImpactFile,
  Partner,
  PostFrontMatter,
  Product,
  Program,
  Testimonial,
  TrainingFile,
  type Post,
} from '../schema/content.ts';
import { FormFile } from '../schema/forms.ts';
import { LANGUAGES, type Language, type Localized } from '../schema/kinds.ts';
import type { PostSource, SiteModel, SiteSource } from '../schema/model.ts';
import { SiteManifest } from '../schema/site.ts';
import { markFallback } from './fallback.ts';
import { formatDate, formatShillings } from './format.ts';
import { LOCALES } from './language.ts';

/** The shape of the loader's model, for finding its texts (the posts are localised on their own). */
const SourceShape = z.object({
  ...SiteManifest.shape,
  content: z.object({
    categories: z.array(Category),
    products: z.array(Product),
    blogCategories: z.array(Category),
    programs: z.array(Program),
    forms: z.record(z.string(), FormFile),
    testimonials: z.array(Testimonial),
    partners: z.array(Partner),
    impact: ImpactFile,
    training: TrainingFile,
  }),
});

const isLanguageMap = (v: unknown): v is Partial<Record<Language, string>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).every((k) => (LANGUAGES as readonly string[]).includes(k));

/**
 * A text field's words in `lang`: its one text, or its text in `lang`, or (none yet) the default
 * language's, marked as such (fallback.ts).
 */
export function textIn(value: unknown, lang: Language, defaultLang: Language): string {
  if (typeof value === 'string') return value;
  if (!isLanguageMap(value)) return '';
  const own = value[lang];
  if (own !== undefined) return own;
  const fallback = value[defaultLang] ?? Object.values(value).at(0) ?? '';
  return lang === defaultLang ? fallback : markFallback(fallback);
}

/** A post in `lang`: its translation where it has one, else the original (its `lang` says which). */
function postIn(post: PostSource, lang: Language, defaultLang: Language): Post {
  const { translations, ...rest } = post;
  const translated = translations[lang];
  const languages = [defaultLang, ...(Object.keys(translations) as Language[]).filter((l) => l !== defaultLang)];
  const dateText = formatDate(post.date, LOCALES[lang]);
  const original = mapTexts(PostFrontMatter, rest, (v) => textIn(v, translated ? lang : defaultLang, defaultLang)) as Omit<
    Post,
    'lang' | 'languages' | 'dateText'
  >;
  if (!translated) {
    const marked =
      lang === defaultLang ? original : { ...original, title: markFallback(original.title), excerpt: markFallback(original.excerpt) };
    return { ...marked, lang: defaultLang, languages, dateText };
  }
  return {
    ...original,
    title: translated.title,
    excerpt: translated.excerpt,
    metaDescription: translated.metaDescription,
    image: { ...original.image, alt: translated.alt ?? post.image.alt },
    body: translated.body,
    lang,
    languages,
    dateText,
  };
}

/** One value of a schema (a block, a product) as a page in `lang` shows it; `first` is the site's first language. */
export function localizeValue<S extends z.ZodType>(
  schema: S,
  value: z.infer<S>,
  lang: Language,
  first: Language = lang,
): Localized<z.infer<S>> {
  return mapTexts(schema, value, (v) => textIn(v, lang, first)) as Localized<z.infer<S>>;
}

/** The site as its pages in `lang` show it: every text in that language (or marked as the default's). */
export function localize(source: SiteSource, lang: Language): SiteModel {
  const defaultLang = source.site.languages[0] ?? 'en';
  const { content, ...rest } = source;
  const { posts, ...others } = content;
  const texts = mapTexts(SourceShape, { ...rest, content: others }, (v) => textIn(v, lang, defaultLang)) as Omit<SiteModel, 'lang'>;
  const locale = LOCALES[lang];
  return {
    ...texts,
    lang,
    content: {
      ...texts.content,
      products: texts.content.products.map((p) => (p.price === undefined ? p : { ...p, priceText: formatShillings(p.price, locale) })),
      programs: texts.content.programs.map((p) => ({ ...p, priceText: formatShillings(p.price, locale) })),
      posts: posts.map((p) => postIn(p, lang, defaultLang)),
    },
  };
}
