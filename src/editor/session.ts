/**
 * One editing session on one site: what the panel sees (the files, their problems, the
 * pickers' choices), and the one way a change reaches a file: apply the edit to the text as it
 * is in the workspace, check the whole site with the change in place (the loader, as
 * `npm run validate` does), and write it only if the file is still the one the panel edited and
 * no new error appears. Writes happen one at a time. Every read and write goes through the
 * workspace port (src/workspace/port.ts); what differs between where the editor runs (the files,
 * the picture checks, which names may be written, a text's version) is given to it: the site's
 * folder and sharp in Node (server/session.ts), the code host's files and the browser's decoders
 * at /admin. Nothing here is Node's.
 */
import type { Entry, Problem, SiteIndex } from '../loader/index.ts';
import { loadWorkspace } from '../loader/load.ts';
import type { PictureChecks } from '../loader/pictures.ts';
import { overlay } from '../workspace/overlay.ts';
import { folderOf, nameOf } from '../workspace/paths.ts';
import { filesUnder, type Workspace } from '../workspace/port.ts';
import { reuseAt } from '../loader/reuse.ts';
import { splitPost, writePost } from '../yamlText/frontMatter.ts';
import { BLOG_DIR, SLUG, translationFile, translationOf } from '../loader/postName.ts';
import { dataOfDoc, parseSource } from '../yamlText/source.ts';
import { PostFrontMatter, PostTranslationFrontMatter } from '../schema/content.ts';
import { apply, postParts, type Value } from './edits.ts';
import type {
  Choice,
  Choices,
  EditorState,
  EditRequest,
  EditResponse,
  FileName,
  FileState,
  NewPostRequest,
  ProblemView,
  SiteFiles,
  UploadResponse,
} from './protocol.ts';
import { tooLargeUpload } from './protocol.ts';
import { siteLanguages } from '../i18n/text.ts';
import type { LanguageCoverage } from '../loader/languages.ts';
import { blockTitle } from './blockTitle.ts';
import { blockJsonSchema, MAX_UPLOAD } from './catalog.ts';
import { IMAGE_EXT, pictureName } from './pictureName.ts';
import { plainTrouble } from './trouble.ts';
import { isSiteText } from './areas.ts';

/** How many uploaded pictures wait for their save at most (5 MB each at most). */
export const MAX_STAGED = 12;
type Staged = { src: string; rel: string; data: Uint8Array };
type Placed = { src: string; rel: string; data: Uint8Array };
/** One check of the site: its problems as the panel shows them, and the index the pickers are made from. */
interface SiteCheck {
  problems: ProblemView[];
  index: SiteIndex;
  /** How much of each page is in each language other than the first (none while the files have errors). */
  coverage: LanguageCoverage[];
}

const CONFLICT = Symbol('conflict');

const SITE = 'site.yaml';
/** A path with no hidden file or folder on the way (".git", ".DS_Store"): the loader and the panel leave those out. */
const shown = (path: string) => !path.split('/').some((part) => part.startsWith('.'));
const PRODUCTS = 'content/products.yaml';

const view = (p: Problem): ProblemView => ({
  severity: p.severity,
  kind: p.kind,
  file: p.file,
  line: p.line,
  col: p.col,
  path: p.path,
  where: p.where,
  message: p.message,
});

/** Errors are compared by what they say, not where: moving a block moves an old error's path but makes no new one. */
const errorKey = (p: ProblemView) => `${p.kind}\u0000${p.file}\u0000${p.message}`;

/** The errors of `after` that `before` does not have (as many times as they are new). */
export function newErrors(before: readonly ProblemView[], after: readonly ProblemView[]): ProblemView[] {
  const seen = new Map<string, number>();
  for (const p of before) if (p.severity === 'error') seen.set(errorKey(p), (seen.get(errorKey(p)) ?? 0) + 1);
  return after.filter((p) => {
    if (p.severity !== 'error') return false;
    const n = seen.get(errorKey(p)) ?? 0;
    if (n > 0) {
      seen.set(errorKey(p), n - 1);
      return false;
    }
    return true;
  });
}

/**
 * A file's data for the panel, or undefined when the loader cannot use it (the Problems list says
 * why): a syntax error, or values repeated with anchors, aliases or merge keys, refused before any
 * alias is expanded.
 */
function safeParse(text: string): unknown {
  const src = parseSource('', text);
  if (src.doc.errors.length || reuseAt(src)) return undefined;
  try {
    return dataOfDoc(src.doc);
  } catch {
    return undefined;
  }
}

function fileState(file: FileName, text: string, version: string): FileState {
  if (file.endsWith('.md')) {
    const post = splitPost(text);
    return { file, version, text, data: post ? safeParse(post.yaml) : undefined, body: post ? post.body : text };
  }
  return { file, version, text, data: safeParse(text) };
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Where a session runs: its files and what differs between the places the editor runs. */
export interface SessionPlace {
  files: Workspace;
  /** What the loader reads the site's pictures with. */
  pictures: PictureChecks;
  /** The names the panel may change, as paths of the workspace (areas.ts's `inArea`, and on a machine never through a link out). */
  allows: (name: unknown) => { ok: true; rel: string } | { ok: false; message: string };
  /** A text's version, as the panel names it in an edit: it changes whenever the text does. */
  version: (text: string) => string;
  /** Why an uploaded picture cannot be built, or undefined when it can (read whole, as the build will read it). */
  pictureProblem: (bytes: Uint8Array, fileName: string) => Promise<string | undefined>;
  /** Where another writer changed `file` since the editor read it, in one sentence (on disk; in another tab). */
  changedElsewhere: (file: FileName) => string;
}

export class Session {
  /** The versions the editor itself wrote: a change the watcher sees with one of these is not news. */
  private readonly written = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The write under way: while it runs the file's name is missing for a moment (replaceIfUnchanged). */
  private writing: Promise<unknown> = Promise.resolve();
  /** Pictures uploaded for a save that has not come yet, by their address (`/images/…`). */
  private readonly staged = new Map<string, Staged>();
  private baseline: { key: string; problems: ProblemView[] } | undefined;

  private readonly pictures: PictureChecks;
  private readonly changedElsewhere: (file: FileName) => string;
  readonly allows: SessionPlace['allows'];
  readonly files: Workspace;
  /** The version an edit names a file's text by (the panel has it from each read). */
  readonly version: (text: string) => string;
  private readonly pictureProblem: SessionPlace['pictureProblem'];

  constructor(place: SessionPlace) {
    this.files = place.files;
    this.allows = place.allows;
    this.pictures = place.pictures;
    this.version = place.version;
    this.pictureProblem = place.pictureProblem;
    this.changedElsewhere = place.changedElsewhere;
  }

  /** Runs one change at a time, in order. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async postFiles(): Promise<FileName[]> {
    return (await this.blogFiles()).posts;
  }

  /** The posts' files, and their translations' (<slug>.sw.md, not posts of their own). */
  private async blogFiles(): Promise<{ posts: FileName[]; translations: FileName[] }> {
    const entries = (await this.files.list(BLOG_DIR).catch(() => undefined)) ?? [];
    const names = entries
      .map((e) => e.name)
      .filter((n) => n.endsWith('.md') && !n.startsWith('.'))
      .sort();
    const path = (n: string) => `${BLOG_DIR}/${n}`;
    return { posts: names.filter((n) => !translationOf(n)).map(path), translations: names.filter((n) => translationOf(n)).map(path) };
  }

  /** Resolves when no write of the editor is under way (its file's name is there). */
  settled(): Promise<unknown> {
    return this.writing;
  }

  private async read(file: FileName): Promise<FileState | undefined> {
    const where = this.allows(file);
    if (!where.ok) return undefined;
    await this.writing;
    const text = await this.files.read(where.rel).catch(() => undefined);
    return text === undefined ? undefined : fileState(file, text, this.version(text));
  }

  /** One check of the site as it is (or with `overrides` in place, by path): its problems, errors first, and its index. */
  private async siteCheck(overrides?: ReadonlyMap<string, string | null>): Promise<SiteCheck> {
    const files = overrides ? overlay(this.files, overrides) : this.files;
    // Every problem: a save is refused for the errors it adds (newErrors), which a count alone cannot tell.
    const result = await loadWorkspace({ files, pictures: this.pictures, all: true });
    return {
      problems: (result.ok ? result.warnings : result.problems).map(view),
      index: result.index,
      coverage: result.ok ? result.coverage : [],
    };
  }

  /** The problems of the site as it is (or with `overrides` in place, by path), errors first. */
  async problems(overrides?: ReadonlyMap<string, string | null>): Promise<ProblemView[]> {
    return (await this.siteCheck(overrides)).problems;
  }

  /** The files the panel edits as they are on disk, the posts newest first, and a key that changes with any of them. */
  private async readAll(): Promise<{ files: Record<FileName, FileState>; posts: FileName[]; key: string }> {
    const { posts: postNames, translations } = await this.blogFiles();
    const read = await Promise.all([SITE, PRODUCTS, ...postNames, ...translations].map((n) => this.read(n)));
    const files: Record<FileName, FileState> = {};
    for (const f of read) if (f) files[f.file] = f;
    const dateOf = (n: FileName) => {
      const data = files[n].data;
      return isRec(data) ? str(data.date) : '';
    };
    const posts = postNames.filter((n) => n in files).sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
    return { files, posts, key: read.map((f) => f?.version).join(',') };
  }

  /**
   * What the panel shows. `known`: the check of these very files, when a save just made it (its
   * problems and its index: the pickers come from the same reading as the messages, not a second).
   */
  async state(known?: SiteCheck): Promise<EditorState> {
    const { files, posts, key } = await this.readAll();
    const { problems, index, coverage } = known ?? (await this.siteCheck());
    this.baseline = { key, problems };
    return { files, posts, problems, coverage, choices: await this.choices(files, index) };
  }

  /**
   * What the panel's own drawing of a page loads the site from: the texts of site.yaml and of
   * everything under content/, and the names of the public files (their bytes are at their
   * addresses). Hidden files are left out, as the loader leaves them.
   */
  async siteFiles(): Promise<SiteFiles> {
    await this.writing;
    const [content, publicFiles] = await Promise.all([filesUnder(this.files, 'content'), filesUnder(this.files, 'public')]);
    const names = [SITE, ...content.filter((p) => shown(p) && isSiteText(p))];
    const read = await Promise.all(names.map((n) => this.files.read(n).catch(() => undefined)));
    const texts = Object.fromEntries(names.flatMap((n, i) => (read[i] === undefined ? [] : [[n, read[i]] as const])));
    return { texts, public: publicFiles.filter(shown) };
  }

  /** What the palette needs: site.yaml's text (no check of the site). */
  async siteText(): Promise<string> {
    const { files } = await this.readAll();
    return SITE in files ? files[SITE].text : '';
  }

  /**
   * What the pickers offer: the loader's index of the site (the ids and pages the checks judge
   * by), named for people; a section by its block's title. `files` are the files as just read
   * (for the blocks' titles).
   */
  private async choices(files: Record<FileName, FileState>, index: SiteIndex): Promise<Choices> {
    const site = SITE in files ? files[SITE].data : undefined;
    // By index, as the index counts them: a route or block that is not a group of fields keeps its place.
    const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
    const routes = items(isRec(site) ? site.routes : undefined);
    const choice = ({ id, label }: Entry): Choice => ({ value: id, label });
    const c = index.collections;
    const links: Choice[] = [];
    for (const page of index.pages) {
      if (!page.path || page.path === '*' || page.path.includes(':')) continue;
      const title = page.title || page.path;
      links.push({ value: page.path, label: title });
      const route = routes[page.route];
      const blocks = items(isRec(route) ? route.blocks : undefined);
      for (const { id, block } of page.sections) {
        const data = blocks[block];
        links.push({
          value: `${page.path}#${id}`,
          label: `${title} › ${(isRec(data) && blockTitle(data, blockJsonSchema(data.type))) || id}`,
        });
      }
    }
    // A post's page is the route whose path holds ":slug" (/blog/:slug).
    const article = index.pages.find((p) => p.path.includes(':slug'));
    if (article) for (const p of c.posts) links.push({ value: article.path.replace(':slug', p.id), label: `Article: ${p.label}` });
    return {
      products: c.products.map(choice),
      categories: c.categories.map(choice),
      posts: c.posts.map(choice),
      blogCategories: c.blogCategories.map(choice),
      forms: c.forms.map(choice),
      chatTemplates: c.chatTemplates.map(choice),
      programs: c.programs.map(choice),
      // With the uploads waiting for their save: the pickers offer them (a save that names one writes it).
      images: [...new Set([...(await this.images()), ...this.staged.keys()])].sort(),
      links,
      languages: siteLanguages(site),
    };
  }

  /** The pictures under public/images, as the site writes them (`/images/…`); hidden files left out. */
  private async images(): Promise<string[]> {
    const paths = await filesUnder(this.files, 'public/images');
    return paths.filter((p) => IMAGE_EXT.test(p) && shown(p)).map((p) => p.slice('public'.length));
  }

  /** The problems on disk, from the last state when the files are the same. */
  private async before(versions: string): Promise<ProblemView[]> {
    if (this.baseline?.key === versions) return this.baseline.problems;
    return this.problems();
  }

  /**
   * Checks the site with `after` in place of `file` (and the pictures it names that were
   * uploaded for it in place) and writes it when no new error appears and the file on disk is
   * still `version` (null: there is no file yet), in one step (`replaceIfUnchanged`). The save
   * lands whole or not at all: the pictures are taken away again when the text is not written.
   */
  private async commit(file: FileName, version: string | null, before: string, after: string, dryRun: boolean): Promise<EditResponse> {
    const where = this.allows(file);
    if (!where.ok) return { ok: false, reason: 'refused', message: where.message };
    const pictures = await this.placePictures(after);
    if (!Array.isArray(pictures)) return { ok: false, reason: 'refused', message: pictures.message };
    const outcome = await this.check(where.rel, version, before, after, dryRun).catch(async (e: unknown) => {
      await this.removePictures(pictures);
      throw e;
    });
    const written = outcome !== CONFLICT && outcome.res.ok && outcome.res.written;
    if (written) for (const p of pictures) this.staged.delete(p.src);
    else await this.removePictures(pictures);
    if (outcome === CONFLICT) return this.conflict(file);
    const { res, checked } = outcome;
    // The check is the written files' check: no second one.
    return res.ok && !dryRun ? { ...res, state: await this.state(checked) } : res;
  }

  /** commit's check and write; `problems`: the site's with the change in place. */
  private async check(
    file: FileName,
    version: string | null,
    before: string,
    after: string,
    dryRun: boolean,
  ): Promise<{ res: EditResponse; checked: SiteCheck } | typeof CONFLICT> {
    const old = await this.before((await this.readAll()).key);
    const checked = await this.siteCheck(new Map([[file, after]]));
    const { problems } = checked;
    const fresh = newErrors(old, problems);
    if (fresh.length) {
      const first = fresh[0];
      const message = `Not saved: ${first.message}${fresh.length > 1 ? ` (and ${fresh.length - 1} more)` : ''}`;
      return { res: { ok: false, reason: 'invalid', message, problems: fresh }, checked };
    }
    const warnings = problems.filter((p) => p.severity === 'warning' && p.file === file);
    if (!dryRun) {
      if (after !== before) {
        this.written.add(this.version(after));
        // The text edited is `before` (its version is the one the panel sent; a new file has none).
        const writing = this.files.write(file, after, version === null ? null : before);
        this.writing = writing.catch(() => undefined);
        if ((await writing) === 'conflict') return CONFLICT;
      } else {
        // Nothing to write; still only the version edited counts.
        const current = await this.files.read(file).catch(() => undefined);
        if ((current === undefined ? null : this.version(current)) !== version) return CONFLICT;
      }
    }
    return { res: { ok: true, written: !dryRun && after !== before, file, before, after, warnings }, checked };
  }

  /** Keeps an uploaded picture until a save names it (`/images/…` in its text); the oldest go past MAX_STAGED. */
  stage(src: string, rel: string, data: Uint8Array): void {
    this.staged.delete(src);
    this.staged.set(src, { src, rel, data });
    while (this.staged.size > MAX_STAGED) this.staged.delete(this.staged.keys().next().value as string);
  }

  /** The bytes of an upload waiting for its save, by its address (`/images/…`), for the panel to show it. */
  stagedPicture(src: string): Uint8Array | undefined {
    return this.staged.get(src)?.data;
  }

  /**
   * A picture the person chose, `data` named `name`, for public/images/`folder`: checked whole (as
   * the build will read it) and kept until the save that names it, which writes it (commit): a
   * picture lands only with the change that uses it, and not when that change is not written.
   * Its address, or why not in words (the HTTP status a server answers with).
   */
  async upload(name: string, folder: string, data: Uint8Array): Promise<UploadResponse & { status: number }> {
    const named = pictureName(name);
    if (!named) return { status: 415, ok: false, message: 'Only pictures can be added: PNG, JPEG, WebP, AVIF, GIF or SVG files.' };
    const under = folder.replace(/^\/+|\/+$/g, '');
    if (under && !/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(under)) {
      return { status: 400, ok: false, message: 'A folder under public/images is lowercase words joined by "-".' };
    }
    if (data.byteLength > MAX_UPLOAD) return { status: 413, ok: false, message: tooLargeUpload(MAX_UPLOAD) };
    const refused = await this.pictureProblem(data, named);
    if (refused) return { status: 415, ok: false, message: refused };
    const rel = `public/images/${under ? `${under}/` : ''}${named}`;
    const where = this.allows(rel);
    if (!where.ok) return { status: 403, ok: false, message: where.message };
    if ((await this.files.stat(where.rel)) !== undefined) {
      return {
        status: 409,
        ok: false,
        message: `There is a picture called ${named} there already: rename the file, or choose it from the pictures.`,
      };
    }
    const src = `/images/${under ? `${under}/` : ''}${named}`;
    this.stage(src, rel, data);
    return { status: 200, ok: true, src };
  }

  /** The staged pictures `text` names, written in place (never over a file), or why not (then none is). */
  private async placePictures(text: string): Promise<Placed[] | { message: string }> {
    const placed: Placed[] = [];
    for (const picture of this.staged.values()) {
      if (!text.includes(picture.src)) continue;
      const where = this.allows(picture.rel);
      let why: string;
      if (!where.ok) why = where.message;
      else {
        try {
          if ((await this.files.write(where.rel, picture.data, null)) === 'written') {
            placed.push({ src: picture.src, rel: where.rel, data: picture.data });
            continue;
          }
          why = `Another picture called ${nameOf(picture.rel)} was put in ${folderOf(picture.rel)}/ since yours was uploaded: upload yours again under another name.`;
        } catch (e) {
          why = plainTrouble(e, `The picture ${picture.src} could not be saved`);
        }
      }
      await this.removePictures(placed);
      return { message: `Not saved: ${why}` };
    }
    return placed;
  }

  /** Takes away pictures placed for a save that was not written (each only if it is still the one placed). */
  private async removePictures(placed: readonly Placed[]): Promise<void> {
    for (const p of placed) await this.files.remove(p.rel, p.data).catch(() => undefined);
  }

  private async conflict(file: FileName): Promise<EditResponse> {
    return {
      ok: false,
      reason: 'conflict',
      message: `${this.changedElsewhere(file)} The editor has read it again; your last change was not written. Make it again if it is still needed.`,
      state: await this.state(),
    };
  }

  /** One edit from the panel. */
  edit(req: EditRequest): Promise<EditResponse> {
    const task = async (): Promise<EditResponse> => {
      const where = this.allows(req.file);
      if (!where.ok) return { ok: false, reason: 'refused', message: where.message };
      if (!/\.(?:ya?ml|md)$/.test(where.rel))
        return { ok: false, reason: 'refused', message: `${req.file} is not a YAML or Markdown file.` };
      const text = await this.files.read(where.rel).catch(() => undefined);
      if (text === undefined) return { ok: false, reason: 'refused', message: `${req.file} does not exist.` };
      if (this.version(text) !== req.version) return this.conflict(req.file);
      const result = apply(text, req.op);
      if (!result.ok) return { ok: false, reason: 'refused', message: result.refusal };
      return this.commit(req.file, req.version, text, result.text, !!req.dryRun);
    };
    // Dry runs too: a check may put an uploaded picture in place for a moment.
    return this.serial(task);
  }

  /**
   * A new post: content/blog/<slug>.md with its front matter in the schema's order, then its
   * text. With `lang`, the translation of the post <slug> into that language: <slug>.<lang>.md.
   */
  newPost(req: NewPostRequest): Promise<EditResponse> {
    if (req.lang !== undefined) return this.newTranslation(req);
    const task = async (): Promise<EditResponse> => {
      // From the network: the types say what the panel sends, not what arrives.
      const slug: unknown = req.slug;
      const file = `${BLOG_DIR}/${String(slug)}.md`;
      // Refused at the dialog's Address field, where it is typed.
      const atAddress = (message: string): EditResponse => ({
        ok: false,
        reason: 'invalid',
        message,
        problems: [{ severity: 'error', kind: 'postAddress', file, line: 1, col: 1, path: 'slug', where: 'Address', message }],
      });
      if (typeof slug !== 'string' || !SLUG.test(slug)) {
        return atAddress('The address of a post is lowercase words joined by "-", e.g. bamboo-for-schools.');
      }
      const where = this.allows(file);
      if (!where.ok) return { ok: false, reason: 'refused', message: where.message };
      if ((await this.files.read(where.rel).catch(() => undefined)) !== undefined) {
        return atAddress(`There is a post at /blog/${slug} already (${file}). Choose another address.`);
      }
      // From the network too: an object of fields, a text body.
      const fields: unknown = req.fields;
      if (!isRec(fields) || typeof req.body !== 'string') return { ok: false, reason: 'refused', message: 'Not a post.' };
      const made = postText(fields as Record<string, Value>, req.body);
      if (!made.ok) return { ok: false, reason: 'refused', message: made.refusal };
      const parts = postParts(made.text);
      if (!parts.ok) return { ok: false, reason: 'refused', message: parts.refusal };
      return this.commit(file, null, '', made.text, !!req.dryRun);
    };
    // Dry runs too: a check may put an uploaded picture in place for a moment.
    return this.serial(task);
  }

  /** The translation of a post into another of the site's languages, its front matter in its schema's order, then its text. */
  private newTranslation(req: NewPostRequest): Promise<EditResponse> {
    const task = async (): Promise<EditResponse> => {
      // From the network: the types say what the panel sends, not what arrives.
      const slug: unknown = req.slug;
      const lang: unknown = req.lang;
      if (typeof slug !== 'string' || !SLUG.test(slug) || typeof lang !== 'string' || !/^[a-z]{2}$/.test(lang))
        return { ok: false, reason: 'refused', message: 'Not a post and a language.' };
      const original = `${BLOG_DIR}/${slug}.md`;
      const file = translationFile(original, lang);
      const [origin, target] = [this.allows(original), this.allows(file)];
      if (!origin.ok) return { ok: false, reason: 'refused', message: origin.message };
      if (!target.ok) return { ok: false, reason: 'refused', message: target.message };
      if ((await this.files.read(origin.rel).catch(() => undefined)) === undefined)
        return { ok: false, reason: 'refused', message: `There is no post ${original} to translate.` };
      if ((await this.files.read(target.rel).catch(() => undefined)) !== undefined)
        return { ok: false, reason: 'refused', message: `${file} is there already: the post has this translation.` };
      const fields: unknown = req.fields;
      if (!isRec(fields) || typeof req.body !== 'string') return { ok: false, reason: 'refused', message: 'Not a translation.' };
      const made = frontMatterText(fields as Record<string, Value>, req.body, TRANSLATION_ORDER, 'A translation');
      if (!made.ok) return { ok: false, reason: 'refused', message: made.refusal };
      // Its language (one the site declares, not the first) is the loader's check, as for a file written by hand.
      return this.commit(file, null, '', made.text, !!req.dryRun);
    };
    return this.serial(task);
  }

  /** Was this text written by the editor (so the watcher need not tell the panel)? */
  wrote(text: string): boolean {
    return this.written.has(this.version(text));
  }
}

/** Whether a field of a new post is left out: not given, an empty text or an empty list. */
const left = (v: Value | undefined) => v === undefined || v === '' || (Array.isArray(v) && !v.length);

/** A post's fields in the order of its schema (the loader's PostFrontMatter): the only names a new post takes. */
export const POST_ORDER: readonly string[] = Object.keys(PostFrontMatter.shape);

/**
 * A new post's text, its front matter in the schema's order, written by the loader's one YAML
 * writer (values plain only when they read back the same, keys quoted when they must be), or
 * why not: a field the schema of a post does not have. An empty text inside a group stays
 * (`alt: ""`, a picture that only decorates): the schema tells empty from missing.
 */
export function postText(fields: Record<string, Value>, body: string): { ok: true; text: string } | { ok: false; refusal: string } {
  return frontMatterText(fields, body, POST_ORDER, 'A post');
}

/** A translation's fields in the order of its schema (the loader's PostTranslationFrontMatter). */
export const TRANSLATION_ORDER: readonly string[] = Object.keys(PostTranslationFrontMatter.shape);

/** A Markdown file's text: the front matter's fields in `order` (no other), then the text. */
function frontMatterText(
  fields: Record<string, Value>,
  body: string,
  order: readonly string[],
  what: string,
): { ok: true; text: string } | { ok: false; refusal: string } {
  const unknown = Object.keys(fields).filter((k) => !order.includes(k));
  if (unknown.length) {
    return {
      ok: false,
      refusal: `${what} has no field called ${unknown.map((k) => JSON.stringify(k)).join(' or ')}. Its fields are ${order.join(', ')}.`,
    };
  }
  const kept: Record<string, Value> = {};
  for (const k of order) if (k in fields && !left(fields[k])) kept[k] = fields[k];
  return { ok: true, text: writePost(kept, body) };
}
