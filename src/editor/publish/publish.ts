/**
 * Publishing from the editor: the unpublished changes (the working copy against what
 * it started from, or against what was last published from it), discarding one of them, and
 * publishing them: the remote's base branch fetched, each changed file merged three ways with
 * it (merge3 / mergePost), the person's choices at the conflicts applied, exactly those files
 * committed on a new branch (git.ts: a temporary index, the checkout untouched), pushed, a pull
 * request opened through the CodeHost, and the publication recorded in
 * `.data/editor/publications.json` under the site folder. Nothing here changes the working copy
 * but a discard; a failure anywhere keeps every change and says what to do.
 */
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { splitPost } from '../../loader/frontMatter.ts';
import type { Edit } from '../edits/text.ts';
import { merge3, resolve as resolveYaml, type Conflict } from '../merge/merge3.ts';
import { mergePost, resolvePost, type PostConflict } from '../merge/mergePost.ts';
import type {
  ChangeView,
  ConflictView,
  EditRequest,
  EditResponse,
  FileName,
  PrepareResponse,
  PublicationView,
  PublishRequest,
  PublishResponse,
  Resolution,
} from '../protocol.ts';
import { textOf } from '../blockTitle.ts';
import { catalog } from '../catalog.ts';
import { AREAS, inside, plainTrouble, readText, replaceIfUnchanged, versionOf } from '../files.ts';
import { fileChanges, isPicture, placeOf, short, view, type Change, type Words } from './changes.ts';
import { Git, GitError } from './git.ts';
import { noCodeHost, type CodeHost } from './host.ts';
import { gitFileAt, gitHubFromEnv, pullRequestBody } from './github.ts';

/** Where the publications are kept, under the site folder (.data/ is not committed). */
export const RECORD = '.data/editor/publications.json';

/** A published file as it was in the working copy then: its text, or (a picture) in the commit, or removed. */
type PublishedFile = { text: string } | { inCommit: true } | { gone: true };

/** One publication as recorded. */
interface Publication {
  branch: string;
  title: string;
  commit: string;
  /** The commit the working copy was on: while it still is, the published files are the changes' base. */
  head: string;
  base: string;
  url: string;
  pullRequest?: number;
  at: string;
  files: Record<FileName, PublishedFile>;
  changes: ChangeView[];
  state: PublicationView['state'];
}

/** Whether an entry read from the record has what the publisher reads of it (the file may have been edited by hand). */
function isPublication(p: unknown): p is Publication {
  const o = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
  const files = o.files;
  return (
    typeof o.branch === 'string' &&
    typeof o.commit === 'string' &&
    typeof o.head === 'string' &&
    typeof files === 'object' &&
    files !== null &&
    Array.isArray(o.changes)
  );
}

interface Record_ {
  publications: Publication[];
}

/** One file's way into the commit: the merged bytes (null: removed) and the conflicts left at their value. */
interface Planned {
  file: FileName;
  ours: Buffer | undefined;
  theirs: Buffer | undefined;
  /** The merged text, or the whole file's bytes (ours or theirs). */
  merged: Buffer | string | undefined;
  conflicts: ((Conflict & { part?: PostConflict['part'] }) | 'whole')[];
  views: ConflictView[];
}

interface Plan {
  git: Git;
  base: string;
  tip: string;
  head: string;
  changes: Change[];
  files: Planned[];
  words: Words;
}

const same = (a: Buffer | undefined, b: Buffer | undefined) => (a === undefined ? b === undefined : b !== undefined && a.equals(b));

/** A line of text with no control characters and single spaces, for a subject or a list line. */
export function oneLine(s: string, max = 72): string {
  // Control characters, line and paragraph separators, zero-width spaces and the marks that
  // turn text around (bidirectional overrides): none belongs in a subject or a list line.
  const flat = s
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const letters = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(flat), (g) => g.segment);
  if (letters.length <= max) return flat;
  const cut = letters.slice(0, max - 1).join('');
  return `${cut.replace(/\s+\S*$/, '') || cut}…`;
}

/** A branch name from a description: `editor/` and lowercase ASCII words joined by "-", at most 50 characters. */
export function branchName(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `editor/${words || 'change'}`;
}

/** A change as one line of a list: where, and old → new. */
const line = (c: ChangeView) => {
  const values =
    c.kind === 'added'
      ? `added${c.after ? `: ${c.after}` : ''}`
      : c.kind === 'removed'
        ? `removed${c.before ? `: ${c.before}` : ''}`
        : `${c.before ?? '(none)'} → ${c.after ?? '(none)'}`;
  return oneLine(`${c.place}: ${values}`, 300);
};

/** `theirs` with the changes from `base` to `ours` in it where they merge cleanly (theirs' value kept at a conflict). */
function carry(file: FileName, base: Buffer | undefined, theirs: Buffer | undefined, ours: Buffer | undefined): Buffer | undefined {
  if (same(theirs, base)) return ours;
  if (same(theirs, ours) || isPicture(file) || !base || !theirs || !ours) return theirs;
  const [b, t, o] = [base, theirs, ours].map((x) => x.toString('utf8'));
  const merged = file.endsWith('.md') ? mergePost(b, t, o) : merge3(b, t, o);
  return merged.ok ? Buffer.from(merged.text, 'utf8') : theirs;
}

export interface PublisherOptions {
  /** The code host; without one, the branch is pushed and the panel shows the address to open the pull request. */
  codeHost?: CodeHost;
  env?: NodeJS.ProcessEnv;
}

/**
 * What publishing needs of the editing side: the site's folder, and an edit checked and written
 * as every save is (a choice made at a conflict). The server's Session is one.
 */
export interface Editing {
  readonly root: string;
  edit(req: EditRequest): Promise<EditResponse>;
}

export class Publisher {
  private opened?: Promise<Git>;
  private host?: CodeHost;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly session: Editing,
    opts: PublisherOptions = {},
  ) {
    this.host = opts.codeHost;
    this.env = opts.env ?? process.env;
  }

  private get root(): string {
    return this.session.root;
  }

  /** One publish or discard at a time. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private git(): Promise<Git> {
    this.opened ??= Git.open(this.root, this.env);
    this.opened.catch(() => (this.opened = undefined));
    return this.opened;
  }

  /**
   * The code host given, else GitHub's when GITHUB_TOKEN is set (the repository from the remote,
   * or GITHUB_REPOSITORY), else none: the branch is pushed and the panel shows where to open
   * the pull request by hand.
   */
  private async codeHost(git: Git): Promise<CodeHost> {
    if (this.host) return this.host;
    const remote = await git.remoteUrl();
    this.host =
      gitHubFromEnv(this.env, remote, { fileAt: gitFileAt(git.repo.root), siteDir: git.repo.prefix.replace(/\/$/, '') }) ??
      noCodeHost(remote);
    return this.host;
  }

  /** The record's text and what it says; `readable` false when the file is there but is not a record. */
  private async recorded(): Promise<{ text: string | undefined; record: Record_; readable: boolean }> {
    const text = await readText(join(this.root, RECORD));
    if (text === undefined) return { text, record: { publications: [] }, readable: true };
    try {
      const data = JSON.parse(text) as Partial<Record_> | null;
      if (data && Array.isArray(data.publications)) {
        const publications = (data.publications as unknown[]).filter(isPublication);
        return { text, record: { publications }, readable: publications.length === data.publications.length };
      }
    } catch {
      // Not JSON: as unreadable.
    }
    return { text, record: { publications: [] }, readable: false };
  }

  private async record(): Promise<Record_> {
    return (await this.recorded()).record;
  }

  /**
   * Writes the record in one step (files.ts `replaceIfUnchanged`), again if another program
   * changed it meanwhile. A record that cannot be read is kept beside it (`….unreadable`), not
   * written over.
   */
  private async save(change: (r: Record_) => void): Promise<void> {
    const abs = join(this.root, RECORD);
    for (let i = 0; i < 3; i++) {
      const { text, record, readable } = await this.recorded();
      if (!readable && text !== undefined) await replaceIfUnchanged(`${abs}.unreadable`, null, text).catch(() => undefined);
      change(record);
      const next = `${JSON.stringify(record, null, 2)}\n`;
      if ((await replaceIfUnchanged(abs, text === undefined ? null : versionOf(text), next)) === 'written') return;
    }
    throw new GitError('The list of publications could not be saved (another program keeps changing it).');
  }

  /** A site file's bytes in the working copy, or undefined when it is not there. */
  private async ours(file: FileName): Promise<Buffer | undefined> {
    const where = inside(this.root, file);
    if (!where.ok) return undefined;
    return readFile(where.abs).catch(() => undefined);
  }

  /**
   * What each changed file started from, as a chain: its text at the commit the working copy is
   * on, then the text of each publication made from it since (while the working copy stays on
   * that commit). The last is the changes' base: what was published is not a change any more.
   */
  private async bases(git: Git): Promise<{ head: string; chains: Map<FileName, (Buffer | undefined)[]> }> {
    const head = await git.head();
    const pubs = (await this.record()).publications.filter((p) => p.head === head);
    const names = new Set(await git.changedSince(head, AREAS));
    for (const p of pubs) for (const f of Object.keys(p.files)) names.add(f);
    const chains = new Map<FileName, (Buffer | undefined)[]>();
    for (const file of [...names].sort()) {
      const chain = [await git.show(head, file)];
      for (const p of pubs) {
        if (!(file in p.files)) continue;
        const rec = p.files[file];
        chain.push('text' in rec ? Buffer.from(rec.text, 'utf8') : 'gone' in rec ? undefined : await git.show(p.commit, file));
      }
      chains.set(file, chain);
    }
    return { head, chains };
  }

  /** The words' sources: the schemas and site.yaml as it is in the working copy. */
  private async words(): Promise<Words> {
    const text = (await readText(join(this.root, 'site.yaml'))) ?? '';
    let site: unknown;
    try {
      site = parseDocument(text).toJS({ maxAliasCount: 100 });
    } catch {
      site = undefined;
    }
    return { catalog: catalog(text), site };
  }

  private async changeList(
    git: Git,
  ): Promise<{ head: string; changes: Change[]; bases: Map<FileName, Buffer | undefined>; chains: Map<FileName, (Buffer | undefined)[]> }> {
    const { head, chains } = await this.bases(git);
    const files = new Map([...chains].map(([file, chain]) => [file, chain[chain.length - 1]]));
    const words = await this.words();
    const changes: Change[] = [];
    for (const [file, base] of files) changes.push(...fileChanges(file, base, await this.ours(file), words));
    return { head, changes, bases: files, chains };
  }

  /** The unpublished changes, in plain words. */
  async changes(): Promise<ChangeView[]> {
    return (await this.changeList(await this.git())).changes.map(view);
  }

  /**
   * Puts one change back to what it was: that field alone (the edit operations), a new file or
   * picture removed, a removed one written back. Saved as the editor saves any change (the
   * session's check: no new error in the site, and only over the version just read).
   */
  discard(id: string): Promise<{ ok: true; changes: ChangeView[] } | { ok: false; message: string }> {
    return this.serial(async () => {
      const git = await this.git();
      const { changes, bases } = await this.changeList(git);
      const change = changes.find((c) => c.id === id);
      if (!change)
        return {
          ok: false,
          message: 'That change is not there any more (it was published, discarded or undone): the list is shown again.',
        };
      const where = inside(this.root, change.file);
      if (!where.ok) return { ok: false, message: where.message };
      const base = bases.get(change.file);
      const ours = await this.ours(change.file);
      const alone = changes.filter((c) => c.file === change.file).length === 1;
      try {
        if (base === undefined) {
          // A new file or picture: it goes.
          await unlink(where.abs);
        } else if (ours === undefined || isPicture(change.file)) {
          // A removed file, or a picture: the base's bytes back, unless it changed meanwhile.
          const now = await readText(where.abs);
          const written = await replaceIfUnchanged(where.abs, now === undefined ? null : versionOf(now), base);
          if (written === 'conflict')
            return { ok: false, message: `${change.file} changed meanwhile: nothing was discarded. Look at the list again.` };
        } else {
          const current = ours.toString('utf8');
          // The file's only change: the file goes back to its base exactly, byte for byte.
          const undone: Edit = alone ? { ok: true, text: base.toString('utf8') } : change.undo(current);
          if (!undone.ok) return { ok: false, message: `This change cannot be discarded alone: ${undone.refusal}` };
          const saved = await this.session.edit({
            file: change.file,
            version: versionOf(current),
            op: { op: 'restore', text: undone.text },
          });
          if (!saved.ok) return { ok: false, message: saved.message };
        }
      } catch (e) {
        return { ok: false, message: plainTrouble(e, 'The change could not be discarded') };
      }
      return { ok: true, changes: (await this.changeList(git)).changes.map(view) };
    });
  }

  /** Fetches the base branch and merges each changed file with it three ways. */
  private async plan(): Promise<Plan> {
    const git = await this.git();
    await git.fetch();
    const base = await git.baseBranch(this.env);
    const tip = await git.remoteTip(base);
    if (!tip)
      throw new GitError(
        `The repository has no branch called "${base}" to publish to. Set EDITOR_BASE_BRANCH in .env to the branch the site is built from.`,
      );
    const { head, changes, bases, chains } = await this.changeList(git);
    const words = await this.words();
    const files: Planned[] = [];
    for (const file of new Set(changes.map((c) => c.file))) {
      const b = bases.get(file);
      const o = await this.ours(file);
      const real = await git.show(tip, file);
      // Earlier publications from this working copy, in theirs first (nothing changes where
      // theirs has them already): a field published before is no conflict with the base branch.
      const chain = chains.get(file) ?? [b];
      let t = real;
      for (let k = 1; k < chain.length; k++) t = carry(file, chain[k - 1], t, chain[k]);
      const planned: Planned = { file, ours: o, theirs: real, merged: o, conflicts: [], views: [] };
      files.push(planned);
      if (same(t, b) || same(t, o)) continue;
      const whole = () => {
        planned.merged = t;
        planned.conflicts = ['whole'];
        const named = placeOf(file, [], undefined, words);
        planned.views = [
          {
            file,
            path: '',
            place: isPicture(file) || !file.endsWith('.md') ? `The whole of ${file}` : named.place,
            theirs: t === undefined ? 'removed' : 'their version',
            ours: o === undefined ? 'removed' : 'your version',
          },
        ];
      };
      if (isPicture(file) || !b || !t || !o) {
        whole();
        continue;
      }
      const post = file.endsWith('.md');
      const merged = post
        ? mergePost(b.toString('utf8'), t.toString('utf8'), o.toString('utf8'))
        : merge3(b.toString('utf8'), t.toString('utf8'), o.toString('utf8'));
      if (!merged.ok) {
        whole();
        continue;
      }
      planned.merged = merged.text;
      planned.conflicts = merged.conflicts;
      const data = (() => {
        const yaml = post ? splitPost(merged.text)?.yaml : merged.text;
        try {
          return parseDocument(yaml ?? '').toJS({ maxAliasCount: 100 }) as unknown;
        } catch {
          return undefined;
        }
      })();
      planned.views = merged.conflicts.map((c) => {
        const body = 'part' in c && c.part === 'body';
        return {
          file,
          path: c.path,
          place: placeOf(file, body ? ['body'] : c.at, data, words).place,
          theirs: short(c.theirs) ?? '(none)',
          ours: short(c.ours) ?? '(none)',
        };
      });
    }
    return { git, base, tip, head, changes, files, words };
  }

  /** What Publish will send: the changes, and the fields changed differently on the base branch meanwhile. */
  async prepare(): Promise<PrepareResponse> {
    try {
      const plan = await this.plan();
      return { ok: true, base: plan.base, changes: plan.changes.map(view), conflicts: plan.files.flatMap((f) => f.views) };
    } catch (e) {
      return {
        ok: false,
        message: e instanceof GitError ? e.message : plainTrouble(e, 'The changes could not be compared with the repository'),
      };
    }
  }

  /** Commits the changes (merged, with the person's choices) on a new branch, pushes it and opens a pull request. */
  publish(req: PublishRequest): Promise<PublishResponse> {
    return this.serial(async () => {
      try {
        return await this.publishNow(req);
      } catch (e) {
        if (e instanceof GitError) {
          if (e.detail) console.error(e.detail.trim());
          return { ok: false, message: e.message };
        }
        return { ok: false, message: plainTrouble(e, 'Publishing failed; your changes are kept') };
      }
    });
  }

  private async publishNow(req: PublishRequest): Promise<PublishResponse> {
    const title = oneLine(typeof req.title === 'string' ? req.title : '');
    if (!title)
      return { ok: false, message: 'Write one line that says what you changed (it names the change for the people who review it).' };
    const plan = await this.plan();
    const { git, base, tip } = plan;
    if (!plan.changes.length) return { ok: false, message: 'There is nothing to publish: the files are as they were.' };
    await git.author(this.env);
    // From the network: only well-formed choices count (a missing one is asked for again).
    const given = (Array.isArray(req.resolutions) ? (req.resolutions as unknown[]) : []).filter(
      (r): r is Resolution =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as Resolution).file === 'string' &&
        typeof (r as Resolution).path === 'string' &&
        ((r as Resolution).choose === 'ours' || (r as Resolution).choose === 'theirs'),
    );
    const choices = new Map(given.map((r) => [`${r.file}\0${r.path}`, r.choose]));
    const open = plan.files.flatMap((f) => f.views).filter((v) => !choices.has(`${v.file}\0${v.path}`));
    if (open.length) {
      return {
        ok: false,
        message: `${open.length === 1 ? 'A field was' : `${open.length} fields were`} changed differently on ${base} meanwhile: choose which value to keep at each, then publish.`,
        conflicts: plan.files.flatMap((f) => f.views),
      };
    }
    const commitFiles = new Map<FileName, Buffer | null>();
    for (const f of plan.files) {
      let merged = f.merged;
      // Later places first: a choice that adds or removes an item leaves the earlier places where they were.
      for (const [i, c] of [...f.conflicts.entries()].reverse()) {
        const choice = choices.get(`${f.file}\0${f.views[i].path}`);
        if (choice !== 'ours') continue;
        if (c === 'whole') {
          merged = f.ours;
          continue;
        }
        const text = typeof merged === 'string' ? merged : (merged?.toString('utf8') ?? '');
        const r = 'part' in c && c.part ? resolvePost(text, c as PostConflict, 'ours') : resolveYaml(text, c, 'ours');
        if (!r.ok)
          return {
            ok: false,
            message: `Your value at ${f.views[i].place} could not be put in: ${r.refusal} Choose "keep theirs" there, or change it after.`,
          };
        merged = r.text;
      }
      const bytes = merged === undefined ? undefined : Buffer.isBuffer(merged) ? merged : Buffer.from(merged, 'utf8');
      if (!same(bytes, f.theirs)) commitFiles.set(f.file, bytes ?? null);
    }
    if (!commitFiles.size) return { ok: false, message: `There is nothing to publish: ${base} has these changes already.` };
    const changes = plan.changes.map(view);
    const siteUrl = textOf((plan.words.site as { site?: { url?: unknown } } | undefined)?.site?.url).replace(/\/+$/, '');
    const message = `${title}\n\nChanged in the visual editor:\n\n${changes.map((c) => `- ${line(c)}`).join('\n')}\n`;
    const body = pullRequestBody(changes, siteUrl || undefined);
    // The code host's settings are read before anything is sent: a token without a known repository stops here.
    const host = await this.codeHost(git);
    const branch = await this.freeBranch(git, branchName(title));
    const commit = await git.commitFiles(tip, commitFiles, message);
    await git.push(commit, branch, base, this.env);
    let pr: { number: number; url: string } | undefined;
    let note: string | undefined;
    try {
      pr = await host.openPullRequest({ head: branch, base, title, body });
    } catch (e) {
      const where = host.compareUrl(base, branch);
      note = `The change was sent as the branch ${branch}, but the pull request could not be opened (${e instanceof Error ? oneLine(e.message, 200) : 'the code host did not answer'}).${where ? ` Open it at ${where}.` : ''}`;
    }
    const files: Record<FileName, PublishedFile> = {};
    for (const f of plan.files) {
      // A picture is in the commit as ours only where ours was taken (not where theirs was kept).
      if (isPicture(f.file) && f.ours && !same(f.ours, commitFiles.get(f.file) ?? undefined)) continue;
      files[f.file] = f.ours === undefined ? { gone: true } : isPicture(f.file) ? { inCommit: true } : { text: f.ours.toString('utf8') };
    }
    const publication: Publication = {
      branch,
      title,
      commit,
      head: plan.head,
      base,
      url: pr?.url ?? host.compareUrl(base, branch) ?? '',
      ...(pr ? { pullRequest: pr.number } : {}),
      at: new Date().toISOString(),
      files,
      changes,
      state: pr ? 'open' : 'pushed',
    };
    await this.save((r) => r.publications.push(publication));
    return { ok: true, publication: this.viewOf(publication), ...(note ? { message: note } : {}) };
  }

  /** A branch name the remote does not have yet: `name`, else name-2, name-3… */
  private async freeBranch(git: Git, name: string): Promise<string> {
    const taken = await git.remoteBranches('editor/');
    for (const p of (await this.record()).publications) taken.add(p.branch);
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? name : `${name}-${n}`;
      if (!taken.has(candidate) && (await git.validBranch(candidate))) return candidate;
    }
    throw new GitError('No free branch name was found for this description: write another one.');
  }

  private viewOf(p: Publication, status?: Pick<PublicationView, 'checks' | 'problems'>): PublicationView {
    return {
      branch: p.branch,
      title: p.title,
      commit: p.commit,
      url: p.url,
      ...(p.pullRequest !== undefined ? { pullRequest: p.pullRequest } : {}),
      state: p.state,
      checks: status?.checks ?? [],
      problems: status?.problems ?? [],
      changes: p.changes,
    };
  }

  /** The publications, newest first, each with its pull request's state and checks as the code host says now. */
  async publications(): Promise<PublicationView[]> {
    const record = await this.record();
    const git = await this.git();
    const host = await this.codeHost(git);
    const views: PublicationView[] = [];
    const states = new Map<string, PublicationView['state']>();
    for (const p of [...record.publications].reverse()) {
      if (p.pullRequest === undefined || p.state === 'published' || p.state === 'closed') {
        views.push(this.viewOf(p));
        continue;
      }
      try {
        const s = await host.status(p.pullRequest, p.commit);
        const state = s.state === 'merged' && s.deployed ? 'published' : s.state;
        if (state !== p.state) states.set(p.branch, state);
        views.push(this.viewOf({ ...p, state }, s));
      } catch {
        // The code host did not answer: the last state known.
        views.push(this.viewOf(p));
      }
    }
    if (states.size) {
      await this.save((r) => {
        for (const p of r.publications) p.state = states.get(p.branch) ?? p.state;
      });
    }
    return views;
  }
}
