/**
 * What the visual editor's panel (src/editor/app, in the browser) and its server
 * (src/editor/server, in Node) say to each other. Types and constants only.
 */
import type { AnnotatedSchema } from '../schema/jsonSchema.ts';
import type { Op, Value } from './edits.ts';
import type { Language } from '../schema/kinds.ts';
import type { LanguageCoverage } from '../loader/languages.ts';

export type { Op } from './edits.ts';

/** Where the panel is served, and its API under it. */
export const EDITOR_BASE = '/__editor/';
export const API = '/__editor/api';
/** Every request of the panel carries the session's token in this header (see server/guard.ts). */
export const TOKEN_HEADER = 'x-editor-token';

/** The words for a picture over the upload limit, said by the panel before sending and by the server. */
export const tooLargeUpload = (max: number) =>
  `The picture is larger than ${max / 1024 / 1024} MB: make it smaller (a phone on mobile data waits for every byte).`;

/** A file the editor may change, relative to the site's folder, with `/` between folders. */
export type FileName = string;

/** One file as the editor read it. `version` changes whenever its text does. */
export interface FileState {
  file: FileName;
  version: string;
  text: string;
  /** The file's data (a post: its front matter); undefined when the YAML cannot be read. */
  data: unknown;
  /** A post's Markdown after its front matter. */
  body?: string;
}

/** A problem as the loader words it (file, line, path, message), for the panel. */
export interface ProblemView {
  severity: 'error' | 'warning';
  kind: string;
  file: string;
  line: number;
  col: number;
  path: string;
  where: string;
  message: string;
}

export interface Choice {
  value: string;
  label: string;
}

/** What the pickers offer: the ids of each collection, the pictures, the pages and their sections. */
export interface Choices {
  products: Choice[];
  categories: Choice[];
  posts: Choice[];
  blogCategories: Choice[];
  forms: Choice[];
  chatTemplates: Choice[];
  programs: Choice[];
  images: string[];
  links: Choice[];
  /** The site's languages (site.languages), the first the default: a text field has an input for each. */
  languages: Language[];
}

export interface EditorState {
  files: Record<FileName, FileState>;
  /** The posts' files, newest first. */
  posts: FileName[];
  /** The problems in the files as they are, errors first. */
  problems: ProblemView[];
  /** How much of each page each language other than the first shows in its own words (src/loader/languages.ts). */
  coverage: LanguageCoverage[];
  choices: Choices;
}

/** The site as the panel's own drawing of a page loads it (GET site). */
export interface SiteFiles {
  /** site.yaml and every YAML and Markdown file under content/, by path. */
  texts: Record<FileName, string>;
  /** Every file under public/ (a path "public/images/a.jpg" is at the address "/images/a.jpg"). */
  public: FileName[];
  /**
   * Public files not at their address yet, by path: where their bytes are instead (at /admin, a
   * picture uploaded and not published, as a blob: address of the panel's page).
   */
  unpublished?: Record<FileName, string>;
}

/** The address of the page that draws the site from its files in the panel's own frame (src/editor/preview). */
export const PREVIEW_PAGE = '/__editor/preview';

/** What the panel and its own drawing of a page say to each other (postMessage, same origin only). */
export type PreviewMessage =
  /** The frame's code is running: it can take a drawing. */
  | { kind: 'preview:ready' }
  /** Draw the page at `address` from these files (`seq` grows with each; an older one is dropped). */
  | { kind: 'preview:draw'; seq: number; site: SiteFiles; address: string }
  /** Drawing `seq` is on screen (the last good one, while the files have errors). */
  | { kind: 'preview:drawn'; seq: number };

/** Whether a message posted to a window is one of these (others, a browser extension's, pass by). */
export const isPreviewMessage = (v: unknown): v is PreviewMessage =>
  typeof v === 'object' && v !== null && 'kind' in v && typeof v.kind === 'string' && v.kind.startsWith('preview:');

export interface BlockInfo {
  type: string;
  /** The type in plain words ("Call to action"), declared on its schema (src/schema/editorMeta.ts). */
  label: string;
  /** The block type's one-line purpose (its schema's description). */
  purpose: string;
  schema: AnnotatedSchema;
  /** What a new block of this type starts with (the first one in site.yaml, or the schema's least). */
  starter: Record<string, Value>;
  /** The starter is a copy of a block of the site (real words); otherwise it starts empty, as a draft to fill. */
  fromExample: boolean;
}

/** What does not change while the editor runs: the block types and the schemas of the other forms. */
export interface Catalog {
  blocks: BlockInfo[];
  /** `site:` of site.yaml (the organisation's facts). */
  site: AnnotatedSchema;
  product: AnnotatedSchema;
  post: AnnotatedSchema;
  /** A post's translation's front matter (content/blog/<name>.sw.md). */
  postTranslation: AnnotatedSchema;
  /** What a new product starts with. */
  productStarter: Record<string, Value>;
  /** What a new post's front matter starts with: the keys it needs, empty. */
  postStarter: Record<string, Value>;
  /** The largest picture the editor takes, in bytes. */
  maxUpload: number;
}

export interface EditRequest {
  file: FileName;
  /** The version the panel's edit was made on: a file changed since is not overwritten. */
  version: string;
  op: Op;
  /** Only check: say what the change would do, write nothing. */
  dryRun?: boolean;
}

export interface NewPostRequest {
  /** The post's address under /blog/ (its file name); of a translation, the original's file name. */
  slug: string;
  /** A translation of the post `slug` into this language (content/blog/<slug>.<lang>.md), not a new post. */
  lang?: string;
  fields: Record<string, Value>;
  body: string;
  dryRun?: boolean;
}

export type EditResponse =
  | {
      ok: true;
      written: boolean;
      file: FileName;
      before: string;
      after: string;
      /** Warnings the changed files have (they do not stop a save). */
      warnings: ProblemView[];
      state?: EditorState;
    }
  /** The edit itself cannot be made (edits.ts's refusal, a path outside the site, a bad name). */
  | { ok: false; reason: 'refused'; message: string }
  /** The change would make the site invalid: the loader's new errors, nothing written. */
  | { ok: false; reason: 'invalid'; message: string; problems: ProblemView[] }
  /** The file changed on disk since the panel read it: nothing written, the state as it is now. */
  | { ok: false; reason: 'conflict'; message: string; state: EditorState };

export interface UploadResponse {
  ok: boolean;
  /** The picture's address on the site, e.g. /images/products/chair.jpg. */
  src?: string;
  message?: string;
}

/** Sent on the events stream when a file changed on disk by something other than the editor. */
export interface ChangedEvent {
  files: FileName[];
}

/* ---- Publishing from the editor ---- */

/** One unpublished change, in plain words (src/editor/publish/changes.ts words it). */
export interface ChangeView {
  /** Stable while the change stands: the file and the loader's path of the field (or the picture's file). */
  id: string;
  file: FileName;
  /** The loader's path of the changed value (`pathToString`); empty for a whole file (a new post, a picture). */
  path: string;
  /** Where, for a person: "About page › 5. Cards “Leadership Team” › Title", "Products › Bamboo chair › Price". */
  place: string;
  kind: 'changed' | 'added' | 'removed' | 'picture';
  /** The value before and after, as short plain text (absent: none). */
  before?: string;
  after?: string;
  /** The site address that shows the change, when there is one (/about#story, /blog/a-post). */
  link?: string;
}

/** A field changed differently on the base branch and in the editor: both values, for the person to choose. */
export interface ConflictView {
  file: FileName;
  path: string;
  place: string;
  theirs?: string;
  ours?: string;
}

/** A check of a published change (the workflow's validate job), as the code host reports it. */
export interface CheckView {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  /** Once completed: success, failure, cancelled, … */
  conclusion?: string;
  url?: string;
}

/** A published change set: its branch, its pull request when one was opened, and how far it got. */
export interface PublicationView {
  branch: string;
  title: string;
  commit: string;
  /** The pull request's address, or (without a token) the address to open one. */
  url: string;
  pullRequest?: number;
  state: 'pushed' | 'open' | 'merged' | 'closed' | 'published';
  checks: CheckView[];
  /** The checks' annotations turned back into the panel's own messages, at their fields. */
  problems: ProblemView[];
  changes: ChangeView[];
}

/** A person's choice at a conflict (ConflictView's file and path): keep the base branch's value, or use theirs own. */
export interface Resolution {
  file: FileName;
  path: string;
  choose: 'ours' | 'theirs';
}

export interface PublishRequest {
  /** The one-line description: the branch's name, the commit's subject and the pull request's title come from it. */
  title: string;
  resolutions?: Resolution[];
}

/** A refusal or failure in words: what happened and what to do. Nothing of the working copy is lost. */
export interface Failed {
  ok: false;
  message: string;
}

export type ChangesResponse = { ok: true; changes: ChangeView[] } | Failed;
/** Before publishing: the changes, and the fields the base branch changed differently meanwhile. */
export type PrepareResponse = { ok: true; base: string; changes: ChangeView[]; conflicts: ConflictView[] } | Failed;
export type PublishResponse = { ok: true; publication: PublicationView; message?: string } | (Failed & { conflicts?: ConflictView[] });
export type PublicationsResponse = { ok: true; publications: PublicationView[] } | Failed;
