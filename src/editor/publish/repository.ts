/**
 * The publishing side of where the site lives: what the publisher needs of the repository the
 * site comes from and goes back to. The local clone driven by the `git` command (git.ts) is
 * one; a code host's own API (files, blobs, a tree, a commit and a branch over HTTP) can be
 * another, with the same publisher on top. Files are named as the workspace names them (from
 * the site's root, "/" between folders); bytes are plain Uint8Arrays, so it runs anywhere.
 */

/** A refusal or failure in words a person can act on; `detail` is the tool's own output, for the terminal. */
export class PublishError extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

export interface Repository {
  /** The site's folder inside the repository ('' when the site is the whole repository). */
  readonly siteFolder: string;
  /** The commit the working copy started from. */
  head(): Promise<string>;
  /** The site files under `areas` (a folder ends with "/") that differ between `commit` and the working copy, or are new there. */
  changedSince(commit: string, areas: readonly string[]): Promise<string[]>;
  /** A site file's bytes at a commit, or undefined when the file is not there. */
  fileAt(commit: string, file: string): Promise<Uint8Array | undefined>;
  /** The repository's address on its code host, or undefined when none is known. */
  remoteUrl(): Promise<string | undefined>;
  /** Asks the code host now: the branch changes are published to and its newest commit (undefined when it has no such branch). */
  base(): Promise<{ branch: string; tip: string | undefined }>;
  /** Who the commits are by; a PublishError saying what to do when that is not known. */
  author(): Promise<string>;
  /** The branch names the code host has under `prefix` (e.g. "editor/"), as it answers now. */
  branchesUnder(prefix: string): Promise<Set<string>>;
  /** Whether `name` can be a branch name. */
  validBranch(name: string): Promise<boolean>;
  /**
   * One commit on `tip` whose files are tip's with `files` in place (null: removed), sent as the
   * new branch `branch`: never with force, never to the base branch (unless the settings allow
   * it); /admin's one exception is its own branch of this same send, made by an earlier try whose
   * answer was lost, moved to the change as edited since. Its id, or a PublishError in words when
   * the code host refuses.
   */
  send(p: {
    tip: string;
    base: string;
    branch: string;
    files: ReadonlyMap<string, Uint8Array | string | null>;
    message: string;
  }): Promise<string>;
  /** The publication on `branch` is recorded: the send is over (what /admin kept of it can go). */
  recorded?(branch: string): Promise<void>;
}
