import {
  BlogFile,
  ImpactFile,
  PartnersFile,
  PostFrontMatter,
  ProductsFile,
  ProgramsFile,
  TestimonialsFile,
  TrainingFile,
} from '../schema/content.ts';
import { FormFile } from '../schema/forms.ts';
import type { PostSource, SiteSource } from '../schema/model.ts';
import { PostTranslationFrontMatter } from '../schema/content.ts';
import type { Language } from '../schema/kinds.ts';
import { siteLanguages } from '../i18n/text.ts';
import { SiteManifest } from '../schema/site.ts';
import { readPosts, readPostTranslations, readYaml, readYamlDir, type Loaded } from './content.ts';
import { checkLanguages, type LanguageCoverage } from './languages.ts';
import { crossCheck, type PublicFiles } from './crossChecks.ts';
import { postSlug, type IndexInput, type SiteIndex } from './siteIndex.ts';
import { catalogue } from './catalogue.ts';
import { curlyQuoteProblems, withoutCovered } from './curlyQuotes.ts';
import { KEEP_PER_KIND, ProblemBudget, problemAt, sortProblems, type Omitted, type Problem } from './problems.ts';
import { isRequired, listKeys, objectShape } from './schemaWalk.ts';
import { locate } from '../yamlText/source.ts';
import { yamlProblems } from './yamlErrors.ts';
import { readWith } from './where.ts';
import { issuesToProblems } from './zodIssues.ts';
import { safeParseAtScale } from './largeLists.ts';
import { brokenPictures, fillSizes, readSizes, sizeProblems, type PictureChecks, type PictureRef } from './pictures.ts';
import { joinPath } from '../workspace/paths.ts';
import type { WorkspaceReader } from '../workspace/port.ts';
import { emptyPages, removedHtmlProblems, unfilterableProducts } from './warnings.ts';
import type { z } from 'zod';

/**
 * The loader over a workspace (src/workspace/port.ts): what it reads the site from and how it
 * checks its pictures are given, so the same checks run in Node (index.ts: the local folder,
 * sharp) and in a browser (an in-memory workspace, the platform's decoders).
 */
export interface WorkspaceLoadOptions {
  /** Where the site is: file names in messages are its paths. */
  files: WorkspaceReader;
  pictures: PictureChecks;
  /** The manifest's path in the workspace. */
  siteFile?: string;
  contentDir?: string;
  publicDir?: string;
  /** Also give the line of site.yaml where each block of the model starts (the dev inspector shows it). */
  blockLines?: boolean;
  /**
   * Keep every problem placed and worded (`npm run validate -- --all` and `--json`). Otherwise
   * the first KEEP_PER_KIND of each kind are, and the rest only counted (`omitted`).
   */
  all?: boolean;
}

export interface Stats {
  routes: number;
  blocks: number;
  products: number;
  posts: number;
}

export type LoadResult =
  | {
      ok: true;
      model: SiteSource;
      /** How much of the site each language other than the first shows in its own words. */
      coverage: LanguageCoverage[];
      stats: Stats;
      /** What does not stop the build but will not show as meant (`npm run validate -- --strict` fails on them). */
      warnings: Problem[];
      files: string[];
      /** Every picture the site uses, where it is written (the build processes these, and only these). */
      pictures: PictureRef[];
      /** The pictures (as written, `/images/a.svg`) only the build's tools can check: read where they are not, the build checks them. */
      checkedLater: string[];
      /** With `blockLines`: the site file (relative to root) and, per route of the model, each block's line in it. */
      source?: { file: string; blockLines: number[][]; blockNumbers: number[][] };
      /** What the site declares (the ids of each collection, the pages and their sections), as the checks judged by. */
      index: SiteIndex;
    }
  /** Every error, then every warning. */
  | {
      ok: false;
      problems: Problem[];
      files: string[];
      index: SiteIndex;
      /** Problems past those kept, counted by kind (see `all`). */ omitted: Omitted;
      checkedLater: string[];
    };

/** Where one block of the model is written: its file, its line, its number among its page's blocks (hidden ones counted). */
export interface BlockSource {
  file: string;
  line: number;
  number: number;
}

/** A load's `source` as each route's blocks' places (the dev inspector and the editor's preview select blocks by them). */
export function blockSourcesOf(source: NonNullable<Extract<LoadResult, { ok: true }>['source']>, routes: number): BlockSource[][] {
  return Array.from({ length: routes }, (_, r) =>
    (source.blockLines[r] ?? []).map((line, b) => ({ file: source.file, line, number: source.blockNumbers[r]?.[b] ?? b + 1 })),
  );
}

function validate<S extends z.ZodType>(
  loaded: Loaded | undefined,
  schema: S,
  problems: Problem[],
  budget: ProblemBudget,
): z.infer<S> | undefined {
  if (!loaded) return undefined;
  readWith(loaded.src, schema);
  if (loaded.data === undefined) {
    // Syntax errors are reported here; a file that parsed but could not become data was reported by toData.
    if (!loaded.reported) problems.push(...yamlProblems(loaded.src, loaded.src.doc.errors, listKeys(schema)));
    return undefined;
  }
  if (loaded.data === null && !loaded.src.text.replace(/#.*$/gm, '').trim()) {
    // Nothing but blank lines and comments: one problem naming what the file needs, not a wrong type.
    const shape = objectShape(schema) ?? {};
    const required = Object.keys(shape).filter((k) => isRequired(shape[k]));
    problems.push(
      problemAt({ line: 1, col: 1, endCol: 2 }, loaded.src.file, loaded.src.text, 'emptyFile', [], catalogue.emptyFile(required)),
    );
    return undefined;
  }
  const r = safeParseAtScale(schema, loaded.data, (issues) => {
    // One at a time: spreading 200,000 problems into push's arguments overflows the stack.
    for (const p of issuesToProblems(loaded.src, schema, loaded.data, issues, budget)) problems.push(p);
  });
  return r.success ? r.data : undefined;
}

/** What is under the public folder, as the picture checks look it up. */
async function publicTree(files: WorkspaceReader, publicDir: string): Promise<PublicFiles> {
  const folders = new Map<string, string[]>();
  const walk = async (folder: string): Promise<void> => {
    const entries = await files.list(folder);
    if (!entries) return;
    folders.set(
      folder,
      entries.map((e) => e.name),
    );
    await Promise.all(entries.filter((e) => e.kind === 'folder').map((e) => walk(joinPath(folder, e.name))));
  };
  await walk(publicDir);
  return folders;
}

/** `list`'s items become `items` (in place, without spreading them into arguments: there may be 200,000). */
function replaceAll<T>(list: T[], items: readonly T[]): void {
  list.length = 0;
  for (const item of items) list.push(item);
}

/** The folders of the site in its workspace, as the options name them. */
function folders(opts: WorkspaceLoadOptions): { siteFile: string; contentDir: string; publicDir: string } {
  return {
    siteFile: joinPath(opts.siteFile ?? 'site.yaml'),
    contentDir: joinPath(opts.contentDir ?? 'content'),
    publicDir: joinPath(opts.publicDir ?? 'public'),
  };
}

/** The files the site's index is made of, read as the loader reads them (their problems go to `problems`). */
async function readIndexed(opts: WorkspaceLoadOptions, problems: Problem[]): Promise<IndexInput> {
  const { siteFile, contentDir } = folders(opts);
  const files = opts.files;
  const [site, products, blog, programs, posts, forms] = await Promise.all([
    readYaml(files, siteFile, problems, false),
    readYaml(files, joinPath(contentDir, 'products.yaml'), problems, false),
    readYaml(files, joinPath(contentDir, 'blog.yaml'), problems, false),
    readYaml(files, joinPath(contentDir, 'programs.yaml'), problems, true),
    readPosts(files, joinPath(contentDir, 'blog'), problems),
    readYamlDir(files, joinPath(contentDir, 'forms'), problems),
  ]);
  return { site, products, blog, programs, posts, forms };
}

/**
 * site.yaml + content/ → one validated, resolved model and its warnings, or every problem
 * found (errors, then warnings), each with its file, line and column. Never throws for bad input.
 */
export async function loadWorkspace(opts: WorkspaceLoadOptions): Promise<LoadResult> {
  const { contentDir, publicDir } = folders(opts);
  const problems: Problem[] = [];
  const budget = new ProblemBudget(opts.all ? Infinity : KEEP_PER_KIND);

  const optional = (name: string) => readYaml(opts.files, joinPath(contentDir, name), problems, true);
  const [{ site, products, blog, programs, posts, forms }, translations, testimonials, partners, impact, training, publicFiles] =
    await Promise.all([
      readIndexed(opts, problems),
      readPostTranslations(opts.files, joinPath(contentDir, 'blog'), problems),
      optional('testimonials.yaml'),
      optional('partners.yaml'),
      optional('impact.yaml'),
      optional('training.yaml'),
      publicTree(opts.files, publicDir),
    ]);
  // Content files that only need their schema and the link, image and reference checks.
  const others: Array<{ loaded: Loaded | undefined; schema: z.ZodType }> = [
    { loaded: testimonials, schema: TestimonialsFile },
    { loaded: partners, schema: PartnersFile },
    { loaded: impact, schema: ImpactFile },
    { loaded: training, schema: TrainingFile },
  ];
  const allLoaded = [
    site,
    products,
    blog,
    programs,
    ...posts,
    ...translations,
    ...forms.map((f) => f.loaded),
    ...others.map((o) => o.loaded),
  ].filter((x): x is Loaded => !!x);
  const files = allLoaded.map((l) => l.src.file);

  const manifest = validate(site, SiteManifest, problems, budget);
  const productData = validate(products, ProductsFile, problems, budget);
  const blogData = validate(blog, BlogFile, problems, budget);
  const programData = programs ? validate(programs, ProgramsFile, problems, budget) : { programs: [] };
  const postData = posts.map((p) => ({ p, meta: validate(p, PostFrontMatter, problems, budget) }));
  const translationData = translations.map((t) => ({ t, meta: validate(t, PostTranslationFrontMatter, problems, budget) }));
  const formData = forms.map((f) => ({ id: f.id, form: validate(f.loaded, FormFile, problems, budget) }));
  const testimonialData = testimonials ? validate(testimonials, TestimonialsFile, problems, budget) : { testimonials: [] };
  const partnerData = partners ? validate(partners, PartnersFile, problems, budget) : { partners: [] };
  const impactData = impact
    ? validate(impact, ImpactFile, problems, budget)
    : { stats: [], highlights: [], beforeAfter: [], stories: [], locations: [] };
  const trainingData = training ? validate(training, TrainingFile, problems, budget) : { curriculum: [], graduates: [], gallery: [] };

  const pictures: PictureRef[] = [];
  const checked = crossCheck({
    site,
    products,
    blog,
    programs,
    posts,
    forms,
    others: others.flatMap((o) => (o.loaded ? [{ loaded: o.loaded, schema: o.schema }] : [])),
    publicDir,
    publicFiles,
    schemas: {
      site: SiteManifest,
      products: ProductsFile,
      blog: BlogFile,
      programs: ProgramsFile,
      post: PostFrontMatter,
      form: FormFile,
    },
    earlier: problems,
    pictures,
    budget,
  });
  replaceAll(problems, checked.folds.applyTo([...problems, ...checked.problems]));
  const [sizes, broken] = await Promise.all([readSizes(pictures, opts.pictures), brokenPictures(pictures, opts.pictures)]);
  problems.push(...broken.problems);
  const checkedLater = broken.later;
  const removedHtml = await removedHtmlProblems([...posts, ...translations]);
  // As written, when site.yaml has another problem: a slip elsewhere does not make every Kiswahili text unknown.
  const languages: Language[] = manifest?.site.languages ?? siteLanguages(site?.data);
  const languageChecks = checkLanguages(
    [
      ...(site ? [{ loaded: site, schema: SiteManifest }] : []),
      ...(products ? [{ loaded: products, schema: ProductsFile, place: products.src.file }] : []),
      ...(blog ? [{ loaded: blog, schema: BlogFile, place: blog.src.file }] : []),
      ...(programs ? [{ loaded: programs, schema: ProgramsFile, place: programs.src.file }] : []),
      ...forms.map((f) => ({ loaded: f.loaded, schema: FormFile, place: f.loaded.src.file })),
      ...others.flatMap((o) => (o.loaded ? [{ loaded: o.loaded, schema: o.schema, place: o.loaded.src.file }] : [])),
    ],
    languages,
    translations,
    posts.map((p) => ({ loaded: p, name: p.fileSlug })),
    site?.data !== undefined && site.data !== null,
  );
  problems.push(...languageChecks.problems);
  const warnings = sortProblems([
    ...emptyPages(site),
    // Which filter shows a product needs both files as meant: while either has an error, its own message comes alone.
    ...(problems.some((p) => p.file === site?.src.file || p.file === products?.src.file) ? [] : unfilterableProducts(site, products)),
    ...removedHtml,
    ...sizeProblems(pictures, sizes),
    ...languageChecks.warnings,
  ]);

  // Curly quotes around a value: one message, in place of what the quotes did to it.
  const curly = allLoaded.flatMap(curlyQuoteProblems);
  if (curly.length) replaceAll(problems, [...withoutCovered(problems, curly), ...curly]);

  if (
    problems.length ||
    !manifest ||
    !productData ||
    !blogData ||
    !programData ||
    !testimonialData ||
    !partnerData ||
    !impactData ||
    !trainingData
  )
    return {
      ok: false,
      problems: [...sortProblems(problems), ...warnings],
      files,
      index: checked.index,
      omitted: budget.omitted,
      checkedLater,
    };

  // The model's pictures carry their files' sizes where the files do not say them.
  const pairs: Array<[Loaded | undefined, unknown]> = [
    [site, manifest],
    [products, productData],
    ...postData.map(({ p, meta }): [Loaded, unknown] => [p, meta]),
    [testimonials, testimonialData],
    [partners, partnerData],
    [impact, impactData],
    [training, trainingData],
  ];
  const validated = new Map(pairs.flatMap(([loaded, data]) => (loaded ? [[loaded, data] as const] : [])));
  fillSizes(pictures, validated, sizes);

  const postList: PostSource[] = postData
    // With no problems every post's front matter is valid (flatMap only tells the types so).
    .flatMap(({ p, meta }) => {
      if (!meta) return [];
      const slug = postSlug(p);
      // A translation is the file beside the post's (<name>.sw.md), whatever address the post gives itself.
      const own = translationData.filter(({ t }) => t.fileSlug === p.fileSlug);
      const translated = Object.fromEntries(
        own.flatMap(({ t, meta: tm }) => (tm ? [[t.lang, { ...tm, body: t.body, file: t.src.file }] as const] : [])),
      );
      return [{ ...meta, slug, body: p.body, translations: translated }];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const model: SiteSource = {
    ...manifest,
    routes: manifest.routes.map((r) => ({ ...r, blocks: r.blocks.filter((b) => !b.hidden) })),
    content: {
      categories: productData.categories,
      products: productData.products,
      blogCategories: blogData.categories,
      posts: postList,
      programs: programData.programs,
      forms: Object.fromEntries(formData.flatMap(({ id, form }) => (form ? [[id, { ...form, id }] as const] : []))),
      testimonials: testimonialData.testimonials,
      partners: partnerData.partners,
      impact: impactData,
      training: trainingData,
    },
  };
  const stats: Stats = {
    routes: model.routes.length,
    blocks: model.routes.reduce((n, r) => n + r.blocks.length, 0),
    products: productData.products.length,
    posts: postList.length,
  };
  const source =
    opts.blockLines && site
      ? {
          file: site.src.file,
          // Hidden blocks are not in the model: count the lines of the others only.
          blockLines: manifest.routes.map((r, i) =>
            r.blocks.flatMap((b, j) => (b.hidden ? [] : [locate(site.src, ['routes', i, 'blocks', j]).line])),
          ),
          // The number of each block among all of its page's blocks, hidden ones included (as problems count them).
          blockNumbers: manifest.routes.map((r) => r.blocks.flatMap((b, j) => (b.hidden ? [] : [j + 1]))),
        }
      : undefined;
  return {
    ok: true,
    model,
    coverage: languageChecks.coverage,
    stats,
    warnings,
    files,
    pictures,
    checkedLater,
    source,
    index: checked.index,
  };
}
