import type { z } from 'zod';
import { LANGUAGES, type Language } from '../schema/kinds.ts';
import { messages } from '../i18n/messages.ts';
import { catalogue } from './catalogue.ts';
import type { Loaded, LoadedTranslation } from './content.ts';
import { problem, problemAt, type Problem } from './problems.ts';
import { eachText } from './schemaWalk.ts';

/** A file of the site and the schema its data follows. */
export interface Checked {
  loaded: Loaded;
  schema: z.ZodType;
  /** Where its texts are counted in the coverage ("page /about", "content/products.yaml"); site.yaml's by page. */
  place?: string;
}

/** How much of one place (a page, a file) is in one language. */
export interface PlaceCoverage {
  place: string;
  /** Texts the place shows: given per language, or one for every language. */
  total: number;
  /** Of them, shown in this language: its own text, or the one text for every language. */
  covered: number;
}

export interface LanguageCoverage {
  lang: Language;
  name: string;
  total: number;
  covered: number;
  places: PlaceCoverage[];
  /** Posts with a translation into this language, of all. */
  posts: { translated: number; total: number };
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where a text of site.yaml is counted: its page, or the parts on every page. */
function placeInSite(path: readonly (string | number)[], data: unknown): string {
  if (path[0] === 'routes' && typeof path[1] === 'number') {
    const route = (data as { routes?: Array<{ path?: unknown }> }).routes?.[path[1]];
    return `page ${typeof route?.path === 'string' ? route.path : path[1] + 1}`;
  }
  return 'every page (site, top bar, footer, chat)';
}

/**
 * The languages' checks and coverage: a text given per language names only the site's languages
 * and has the first one (errors); a text not yet in another language is a warning at its place
 * (so `--strict` fails on it); a post's translation is of a post that exists, in another of the
 * site's languages. The coverage counts, per language and place, the texts shown in it.
 */
export function checkLanguages(
  files: Checked[],
  declared: readonly Language[],
  translations: LoadedTranslation[],
  posts: ReadonlyArray<{ loaded: Loaded; name: string }>,
  /** Whether site.yaml could be read, so its languages are known (else a text's languages are not judged). */
  known = true,
): { problems: Problem[]; warnings: Problem[]; coverage: LanguageCoverage[] } {
  const postNames = new Set(posts.map((p) => p.name));
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const first = declared[0] ?? 'en';
  const others = declared.slice(1);
  const coverage = new Map<Language, Map<string, PlaceCoverage>>(others.map((l) => [l, new Map()]));
  const count = (lang: Language, place: string, covered: boolean) => {
    const places = coverage.get(lang);
    if (!places) return;
    const entry = places.get(place) ?? { place, total: 0, covered: 0 };
    entry.total++;
    if (covered) entry.covered++;
    places.set(place, entry);
  };

  for (const { loaded, schema, place } of files) {
    const { data } = loaded;
    if (data === undefined || data === null) continue;
    // Each page's name once, not once per text (a page may hold 200,000 of them).
    const pages = new Map<unknown, string>();
    eachText(schema, data, (path, value) => {
      // A hidden block's words are on no page: checked, but neither counted nor missing until it is shown again.
      const hidden = inHidden(data, path);
      const page = path[0] === 'routes' ? path[1] : undefined;
      const where = place ?? pages.get(page) ?? pages.set(page, placeInSite(path, data)).get(page) ?? '';
      if (!isMap(value)) {
        if (!hidden) for (const lang of others) count(lang, where, true);
        return;
      }
      for (const key of Object.keys(value)) {
        if (known && !declared.includes(key as Language) && (LANGUAGES as readonly string[]).includes(key))
          problems.push(problem(loaded.src, 'undeclaredLanguage', [...path, key], catalogue.undeclaredLanguage(key, declared), 'key'));
      }
      const original = value[first];
      if (typeof original !== 'string') {
        problems.push(
          problem(loaded.src, 'missingDefaultText', [...path], catalogue.missingDefaultText(first, messages[first].languageName), 'key'),
        );
        return;
      }
      if (hidden) return;
      for (const lang of others) {
        const has = typeof value[lang] === 'string';
        count(lang, where, has);
        if (!has)
          warnings.push(
            problem(
              loaded.src,
              'missingTranslation',
              [...path],
              catalogue.missingTranslation(lang, messages[lang].languageName, original),
              'key',
            ),
          );
      }
    });
  }

  const at = { line: 1, col: 1, endCol: 2 };
  for (const lang of others) {
    const translated = new Set(translations.filter((t) => t.lang === lang).map((t) => t.fileSlug));
    for (const { loaded, name } of posts) {
      if (translated.has(name)) continue;
      const file = loaded.src.file.replace(/\.md$/, `.${lang}.md`);
      warnings.push(
        problemAt(
          at,
          loaded.src.file,
          loaded.src.text,
          'untranslatedPost',
          [],
          catalogue.untranslatedPost(messages[lang].languageName, file),
        ),
      );
    }
  }
  for (const t of translations) {
    // Judged only against languages read from site.yaml: an unreadable one is its own message, not one per translation.
    if (known && (!declared.includes(t.lang as Language) || t.lang === first))
      problems.push(
        problemAt(at, t.src.file, t.src.text, 'translationLanguage', [], catalogue.translationLanguage(t.lang, declared, first)),
      );
    else if (!postNames.has(t.fileSlug))
      problems.push(
        problemAt(at, t.src.file, t.src.text, 'translationOfNothing', [], catalogue.translationOfNothing(t.src.file, t.fileSlug)),
      );
  }

  const result = others.map((lang): LanguageCoverage => {
    const places = [...(coverage.get(lang)?.values() ?? [])];
    const translated = new Set(translations.filter((t) => t.lang === lang).map((t) => t.fileSlug));
    return {
      lang,
      name: messages[lang].languageName,
      total: places.reduce((n, p) => n + p.total, 0),
      covered: places.reduce((n, p) => n + p.covered, 0),
      places,
      posts: { translated: [...postNames].filter((s) => translated.has(s)).length, total: postNames.size },
    };
  });
  return { problems, warnings, coverage: result };
}

/** Whether the value at `path` is inside something hidden (a block with `hidden: true`). */
function inHidden(data: unknown, path: ReadonlyArray<string | number>): boolean {
  let at: unknown = data;
  for (const seg of path) {
    if (typeof at !== 'object' || at === null) return false;
    if ((at as { hidden?: unknown }).hidden === true) return true;
    at = (at as Record<string | number, unknown>)[seg];
  }
  return false;
}

const percent = (covered: number, total: number) => (total ? Math.floor((covered / total) * 100) : 100);

/** The coverage as the terminal shows it: a line per language, then one per place. */
export function coverageReport(coverage: readonly LanguageCoverage[]): string {
  const lines: string[] = [];
  for (const c of coverage) {
    lines.push(
      `${c.name} (${c.lang}): ${c.covered} of ${c.total} texts (${percent(c.covered, c.total)}%), ${c.posts.translated} of ${c.posts.total} posts translated`,
    );
    const width = Math.max(...c.places.map((p) => p.place.length));
    for (const p of c.places) {
      const missing = p.total - p.covered;
      lines.push(
        `  ${p.place.padEnd(width)}  ${String(p.covered).padStart(4)} of ${String(p.total).padEnd(4)}${missing ? `  ${missing} missing` : ''}`.trimEnd(),
      );
    }
  }
  return lines.join('\n');
}

/** The coverage as a Markdown table, for the CI run's summary. */
export function coverageSummary(coverage: readonly LanguageCoverage[]): string {
  const out: string[] = [];
  for (const c of coverage) {
    out.push(`### ${c.name}: ${percent(c.covered, c.total)}% of the texts`, '');
    out.push(`${c.covered} of ${c.total} texts, ${c.posts.translated} of ${c.posts.total} posts translated.`, '');
    out.push('| Where | Translated | Of | Missing |', '| --- | --: | --: | --: |');
    for (const p of c.places) out.push(`| ${p.place.replace(/\|/g, '\\|')} | ${p.covered} | ${p.total} | ${p.total - p.covered || ''} |`);
    out.push('');
  }
  return out.join('\n');
}
