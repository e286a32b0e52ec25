import { join, resolve } from 'node:path';
import { BlogFile, PostFrontMatter, ProductsFile, ProgramsFile } from '../schema/content.ts';
import { FormFile, type FormT } from '../schema/forms.ts';
import type { SiteModel } from '../schema/model.ts';
import type { Post } from '../schema/content.ts';
import { SiteManifest } from '../schema/site.ts';
import { readPosts, readYaml, readYamlDir, type Loaded } from './content.ts';
import { crossCheck, postSlug } from './crossChecks.ts';
import { sortProblems, type Problem } from './problems.ts';
import { yamlProblems } from './yamlErrors.ts';
import { issuesToProblems } from './zodIssues.ts';
import { marked } from 'marked';
import type { z } from 'zod';

export { formatProblem, formatProblems, type Problem } from './problems.ts';

export interface LoadOptions {
  /** Project root; file names in messages are relative to it. */
  root?: string;
  /** The manifest, relative to root. */
  siteFile?: string;
  contentDir?: string;
  publicDir?: string;
}

export interface Stats {
  routes: number;
  blocks: number;
  products: number;
  posts: number;
}

export type LoadResult =
  | { ok: true; model: SiteModel; stats: Stats; files: string[] }
  | { ok: false; problems: Problem[]; files: string[] };

function validate<S extends z.ZodType>(loaded: Loaded | undefined, schema: S, problems: Problem[]): z.infer<S> | undefined {
  if (!loaded) return undefined;
  if (loaded.data === undefined) {
    // Syntax errors are reported here; a file that parsed but could not become data was reported by toData.
    problems.push(...yamlProblems(loaded.src, loaded.src.doc.errors));
    return undefined;
  }
  const r = schema.safeParse(loaded.data);
  if (r.success) return r.data;
  problems.push(...issuesToProblems(loaded.src, schema, loaded.data, r.error.issues));
  return undefined;
}

/**
 * site.yaml + content/ → one validated, resolved model, or every problem found,
 * each with its file, line and column. Never throws for bad input.
 */
export async function loadSite(opts: LoadOptions = {}): Promise<LoadResult> {
  const root = resolve(opts.root ?? process.cwd());
  const contentDir = resolve(root, opts.contentDir ?? 'content');
  const publicDir = resolve(root, opts.publicDir ?? 'public');
  const problems: Problem[] = [];

  const [site, products, blog, programs, posts, forms] = await Promise.all([
    readYaml(root, resolve(root, opts.siteFile ?? 'site.yaml'), problems),
    readYaml(root, join(contentDir, 'products.yaml'), problems),
    readYaml(root, join(contentDir, 'blog.yaml'), problems),
    readYaml(root, join(contentDir, 'programs.yaml'), problems, true),
    readPosts(root, join(contentDir, 'blog'), problems),
    readYamlDir(root, join(contentDir, 'forms'), problems),
  ]);
  const files = [site, products, blog, programs, ...posts, ...forms.map((f) => f.loaded)]
    .filter((x): x is Loaded => !!x)
    .map((l) => resolve(root, l.src.file));

  const manifest = validate(site, SiteManifest, problems);
  const productData = validate(products, ProductsFile, problems);
  const blogData = validate(blog, BlogFile, problems);
  const programData = programs ? validate(programs, ProgramsFile, problems) : { programs: [] };
  const postData = posts.map((p) => ({ p, meta: validate(p, PostFrontMatter, problems) }));
  const formData = forms.map((f) => ({ id: f.id, form: validate(f.loaded, FormFile, problems) }));

  problems.push(
    ...crossCheck({
      site,
      products,
      blog,
      programs,
      posts,
      forms,
      publicDir,
      schemas: { site: SiteManifest, products: ProductsFile, blog: BlogFile, programs: ProgramsFile, post: PostFrontMatter, form: FormFile },
    }),
  );

  if (problems.length || !manifest || !productData || !blogData || !programData) return { ok: false, problems: sortProblems(problems), files };

  const postList: Post[] = postData
    .map(({ p, meta }) => ({ ...meta!, slug: postSlug(p), html: marked.parse(p.body, { async: false }) }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const model: SiteModel = {
    ...manifest,
    routes: manifest.routes.map((r) => ({ ...r, blocks: r.blocks.filter((b) => !b.hidden) })),
    content: {
      categories: productData.categories,
      products: productData.products,
      blogCategories: blogData.categories,
      posts: postList,
      programs: programData.programs,
      forms: Object.fromEntries(formData.map(({ id, form }) => [id, { ...form!, id } satisfies FormT])),
    },
  };
  const stats: Stats = {
    routes: model.routes.length,
    blocks: model.routes.reduce((n, r) => n + r.blocks.length, 0),
    products: productData.products.length,
    posts: postList.length,
  };
  return { ok: true, model, stats, files };
}
