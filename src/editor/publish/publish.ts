/**
 * Publishing from the editor: the unpublished changes (the working copy against what it started
 * from, or against what was last published from it), discarding one of them, and publishing them:
 * the remote's base branch fetched, the merge plan made (plan.ts), the person's choices at the
 * conflicts put in, the files sent (send.ts: commit, push, pull request through the CodeHost) and
 * the publication recorded (record.ts). Nothing here changes the working copy but a discard; a
 * failure anywhere keeps every change and says what to do.
 */
import { decodeUtf8, encodeUtf8 } from '../../workspace/bytes.ts';
import type { Workspace } from '../../workspace/port.ts';
import { yamlData } from '../../yamlText/source.ts';
import type { Edit } from '../edits/text.ts';
import type {
  ChangeView,
  EditRequest,
  EditResponse,
  FileName,
  PrepareResponse,
  PublicationView,
  PublishRequest,
  PublishResponse,
} from '../protocol.ts';
import { textOf } from '../blockTitle.ts';
import { catalog } from '../catalog.ts';
import { AREAS } from '../areas.ts';
import { plainTrouble } from '../trouble.ts';
import { fileChanges, isPicture, view, type Change, type Words } from './changes.ts';
import type { CodeHost } from './host.ts';
import { choiceKey, choicesOf, chosen, planFile, same, type Planned } from './plan.ts';
import { pullRequestBody } from './pullRequestBody.ts';
import { PublicationRecord, viewOf, type Publication, type PublishedFile } from './record.ts';
import { PublishError, type Repository } from './repository.ts';
import { commitMessage, oneLine, send } from './send.ts';

/** What Publish works from: the base branch's tip, the working copy's commit, the changes and each file's plan. */
interface Plan {
  repo: Repository;
  base: string;
  tip: string;
  head: string;
  changes: Change[];
  files: Planned[];
  words: Words;
}

/**
 * Where publishing sends to: the repository and its code host, opened by whoever makes the
 * publisher (local.ts: the clone on this machine and the host its settings name), so nothing
 * here opens a clone or reads settings.
 */
export interface PublisherOptions {
  /** Opens the repository; asked again after a failure (the folder may have become one meanwhile). */
  repository: () => Promise<Repository>;
  /** The repository's code host; noCodeHost (host.ts) when there is none: the branch is pushed and the panel shows the address to open the pull request. */
  codeHost: (repo: Repository) => CodeHost | Promise<CodeHost>;
}

/**
 * What publishing needs of the editing side: the site's files (the workspace, and which names
 * the editor may change), and an edit checked and written as every save is (a choice made at a
 * conflict). The server's Session is one.
 */
export interface Editing {
  readonly files: Workspace;
  allows(name: unknown): { ok: true; rel: string } | { ok: false; message: string };
  /** The version an edit names a file's text by. */
  version(text: string): string;
  edit(req: EditRequest): Promise<EditResponse>;
}

export class Publisher {
  private opened?: Promise<Repository>;
  private host?: CodeHost;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly record: PublicationRecord;

  constructor(
    private readonly session: Editing,
    private readonly opts: PublisherOptions,
  ) {
    this.record = new PublicationRecord(session.files);
  }

  /** One publish or discard at a time. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The repository, opened once; looked for again after a failure (the folder may have become one). */
  private repository(): Promise<Repository> {
    const opening = (this.opened ??= this.opts.repository());
    opening.catch(() => {
      if (this.opened === opening) this.opened = undefined;
    });
    return opening;
  }

  /** The repository's code host, asked once it is known (a failure, such as a setting missing, is asked again next time). */
  private async codeHost(repo: Repository): Promise<CodeHost> {
    this.host ??= await this.opts.codeHost(repo);
    return this.host;
  }

  /** A site file's bytes in the working copy, or undefined when it is not there. */
  private async ours(file: FileName): Promise<Uint8Array | undefined> {
    const where = this.session.allows(file);
    if (!where.ok) return undefined;
    return await this.session.files.readBytes(where.rel).catch(() => undefined);
  }

  /**
   * What each changed file started from, as a chain: its text at the commit the working copy is
   * on, then the text of each publication made from it since (while the working copy stays on
   * that commit). The last is the changes' base: what was published is not a change any more.
   */
  private async bases(repo: Repository): Promise<{ head: string; chains: Map<FileName, (Uint8Array | undefined)[]> }> {
    const head = await repo.head();
    const pubs = (await this.record.publications()).filter((p) => p.head === head);
    const names = new Set(await repo.changedSince(head, AREAS));
    for (const p of pubs) for (const f of Object.keys(p.files)) names.add(f);
    const chains = new Map<FileName, (Uint8Array | undefined)[]>();
    for (const file of [...names].sort()) {
      const chain = [await repo.fileAt(head, file)];
      for (const p of pubs) {
        if (!(file in p.files)) continue;
        const rec = p.files[file];
        chain.push('text' in rec ? encodeUtf8(rec.text) : 'gone' in rec ? undefined : await repo.fileAt(p.commit, file));
      }
      chains.set(file, chain);
    }
    return { head, chains };
  }

  /** The words' sources: the schemas and site.yaml as it is in the working copy. */
  private async words(): Promise<Words> {
    const text = (await this.session.files.read('site.yaml').catch(() => undefined)) ?? '';
    return { catalog: catalog(text), site: yamlData(text) };
  }

  private async changeList(repo: Repository): Promise<{
    head: string;
    changes: Change[];
    bases: Map<FileName, Uint8Array | undefined>;
    chains: Map<FileName, (Uint8Array | undefined)[]>;
    /** Each changed file's bytes in the working copy as the changes were listed from them. */
    ours: Map<FileName, Uint8Array | undefined>;
    words: Words;
  }> {
    const { head, chains } = await this.bases(repo);
    const files = new Map([...chains].map(([file, chain]) => [file, chain[chain.length - 1]]));
    const words = await this.words();
    const changes: Change[] = [];
    const ours = new Map<FileName, Uint8Array | undefined>();
    for (const [file, base] of files) {
      ours.set(file, await this.ours(file));
      changes.push(...fileChanges(file, base, ours.get(file), words));
    }
    return { head, changes, bases: files, chains, ours, words };
  }

  /** The unpublished changes, in plain words. */
  async changes(): Promise<ChangeView[]> {
    return (await this.changeList(await this.repository())).changes.map(view);
  }

  /**
   * Puts one change back to what it was: that field alone (the edit operations), a new file or
   * picture removed, a removed one written back. Saved as the editor saves any change (the
   * session's check: no new error in the site, and only over the version just read).
   */
  discard(id: string): Promise<{ ok: true; changes: ChangeView[] } | { ok: false; message: string }> {
    return this.serial(async () => {
      const repo = await this.repository();
      const { changes, bases } = await this.changeList(repo);
      const change = changes.find((c) => c.id === id);
      if (!change)
        return {
          ok: false,
          message: 'That change is not there any more (it was published, discarded or undone): the list is shown again.',
        };
      const where = this.session.allows(change.file);
      if (!where.ok) return { ok: false, message: where.message };
      const changedMeanwhile = {
        ok: false,
        message: `${change.file} changed meanwhile: nothing was discarded. Look at the list again.`,
      } as const;
      const base = bases.get(change.file);
      const ours = await this.ours(change.file);
      const alone = changes.filter((c) => c.file === change.file).length === 1;
      try {
        if (base === undefined) {
          // A new file or picture: it goes, unless it changed meanwhile.
          if (ours !== undefined && (await this.session.files.remove(where.rel, ours)) === 'conflict') return changedMeanwhile;
        } else if (ours === undefined || isPicture(change.file)) {
          // A removed file, or a picture: the base's bytes back, unless it changed meanwhile.
          const now = await this.session.files.read(where.rel);
          if ((await this.session.files.write(where.rel, base, now ?? null)) === 'conflict') return changedMeanwhile;
        } else {
          const current = decodeUtf8(ours);
          // The file's only change: the file goes back to its base exactly, byte for byte.
          const undone: Edit = alone ? { ok: true, text: decodeUtf8(base) } : change.undo(current);
          if (!undone.ok) return { ok: false, message: `This change cannot be discarded alone: ${undone.refusal}` };
          const saved = await this.session.edit({
            file: change.file,
            version: this.session.version(current),
            op: { op: 'restore', text: undone.text },
          });
          if (!saved.ok) return { ok: false, message: saved.message };
        }
      } catch (e) {
        return { ok: false, message: plainTrouble(e, 'The change could not be discarded') };
      }
      return { ok: true, changes: (await this.changeList(repo)).changes.map(view) };
    });
  }

  /** Fetches the base branch and merges each changed file with it three ways. */
  private async plan(): Promise<Plan> {
    const repo = await this.repository();
    const { branch: base, tip } = await repo.base();
    if (!tip)
      throw new PublishError(
        `The repository has no branch called "${base}" to publish to. Set EDITOR_BASE_BRANCH in .env to the branch the site is built from.`,
      );
    const { head, changes, bases, chains, ours, words } = await this.changeList(repo);
    const files: Planned[] = [];
    for (const file of new Set(changes.map((c) => c.file))) {
      const chain = chains.get(file) ?? [bases.get(file)];
      files.push(planFile(file, chain, ours.get(file), await repo.fileAt(tip, file), words));
    }
    return { repo, base, tip, head, changes, files, words };
  }

  /** What Publish will send: the changes, and the fields changed differently on the base branch meanwhile. */
  /** In turn with publishing (a question asked again while one is sent waits for it: one fetch at a time). */
  prepare(): Promise<PrepareResponse> {
    return this.serial(async () => {
      try {
        const plan = await this.plan();
        return { ok: true, base: plan.base, changes: plan.changes.map(view), conflicts: plan.files.flatMap((f) => f.views) };
      } catch (e) {
        return {
          ok: false,
          message: e instanceof PublishError ? e.message : plainTrouble(e, 'The changes could not be compared with the repository'),
        };
      }
    });
  }

  /** Commits the changes (merged, with the person's choices) on a new branch, pushes it and opens a pull request. */
  publish(req: PublishRequest): Promise<PublishResponse> {
    return this.serial(async () => {
      try {
        return await this.publishNow(req);
      } catch (e) {
        if (e instanceof PublishError) {
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
    const { repo, base, tip } = plan;
    if (!plan.changes.length) return { ok: false, message: 'There is nothing to publish: the files are as they were.' };
    await repo.author();
    const choices = choicesOf(req.resolutions);
    const open = plan.files.flatMap((f) => f.views).filter((v) => !choices.has(choiceKey(v.file, v.path)));
    if (open.length) {
      return {
        ok: false,
        message: `${open.length === 1 ? 'A field was' : `${open.length} fields were`} changed differently on ${base} meanwhile: choose which value to keep at each, then publish.`,
        conflicts: plan.files.flatMap((f) => f.views),
      };
    }
    const put = chosen(plan.files, choices);
    if (!put.ok) return put;
    const commitFiles = put.files;
    if (!commitFiles.size) return { ok: false, message: `There is nothing to publish: ${base} has these changes already.` };
    const changes = plan.changes.map(view);
    const siteUrl = textOf((plan.words.site as { site?: { url?: unknown } } | undefined)?.site?.url).replace(/\/+$/, '');
    const body = pullRequestBody(changes, siteUrl || undefined);
    // The code host's settings are read before anything is sent: a token without a known repository stops here.
    const host = await this.codeHost(repo);
    const usedBranches = (await this.record.publications()).map((p) => p.branch);
    const { branch, commit, pr, note } = await send({
      repo,
      host,
      base,
      tip,
      title,
      message: commitMessage(title, changes),
      body,
      files: commitFiles,
      usedBranches,
    });
    const files: Record<FileName, PublishedFile> = {};
    for (const f of plan.files) {
      // A picture is in the commit as ours only where ours was taken (not where theirs was kept).
      if (isPicture(f.file) && f.ours && !same(f.ours, commitFiles.get(f.file) ?? undefined)) continue;
      files[f.file] = f.ours === undefined ? { gone: true } : isPicture(f.file) ? { inCommit: true } : { text: decodeUtf8(f.ours) };
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
    await this.record.save((all) => all.push(publication));
    await repo.recorded?.(branch);
    return { ok: true, publication: viewOf(publication), ...(note ? { message: note } : {}) };
  }

  /** The publications, newest first, each with its pull request's state and checks as the code host says now. */
  async publications(): Promise<PublicationView[]> {
    const publications = await this.record.publications();
    const host = await this.codeHost(await this.repository());
    const views: PublicationView[] = [];
    const states = new Map<string, PublicationView['state']>();
    for (const p of [...publications].reverse()) {
      if (p.pullRequest === undefined || p.state === 'published' || p.state === 'closed') {
        views.push(viewOf(p));
        continue;
      }
      try {
        const s = await host.status(p.pullRequest, p.commit);
        const state = s.state === 'merged' && s.deployed ? 'published' : s.state;
        if (state !== p.state) states.set(p.branch, state);
        views.push(viewOf({ ...p, state }, s));
      } catch {
        // The code host did not answer: the last state known.
        views.push(viewOf(p));
      }
    }
    if (states.size) {
      await this.record.save((all) => {
        for (const p of all) p.state = states.get(p.branch) ?? p.state;
      });
    }
    return views;
  }
}
