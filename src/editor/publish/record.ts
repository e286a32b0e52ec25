/**
 * The publications made from this working copy, kept in `.data/editor/publications.json` under the
 * site folder (.data/ is not committed): each one's branch, commit and pull request, the files as
 * they were published, and its changes in words. Read and written through the workspace, in one
 * step (write-if-unchanged); a record that cannot be read is kept beside it, not written over.
 */
import type { Workspace } from '../../workspace/port.ts';
import type { ChangeView, FileName, PublicationView } from '../protocol.ts';
import { PublishError } from './repository.ts';

/** Where the publications are kept, under the site folder (.data/ is not committed). */
export const RECORD = '.data/editor/publications.json';

/** A published file as it was in the working copy then: its text, or (a picture) in the commit, or removed. */
export type PublishedFile = { text: string } | { inCommit: true } | { gone: true };

/** One publication as recorded. */
export interface Publication {
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

interface Recorded {
  publications: Publication[];
}

export class PublicationRecord {
  constructor(private readonly files: Workspace) {}

  /** The record's text and what it says; `readable` false when the file is there but is not a record. */
  private async read(): Promise<{ text: string | undefined; record: Recorded; readable: boolean }> {
    // A record that cannot be read at all is as none (the write that follows says what is wrong).
    const text = await this.files.read(RECORD).catch(() => undefined);
    if (text === undefined) return { text, record: { publications: [] }, readable: true };
    try {
      const data = JSON.parse(text) as Partial<Recorded> | null;
      if (data && Array.isArray(data.publications)) {
        const publications = (data.publications as unknown[]).filter(isPublication);
        return { text, record: { publications }, readable: publications.length === data.publications.length };
      }
    } catch {
      // Not JSON: as unreadable.
    }
    return { text, record: { publications: [] }, readable: false };
  }

  /** The publications, oldest first. */
  async publications(): Promise<Publication[]> {
    return (await this.read()).record.publications;
  }

  /** Changes the record and writes it in one step, again if another program changed it meanwhile. */
  async save(change: (publications: Publication[]) => void): Promise<void> {
    for (let i = 0; i < 3; i++) {
      const { text, record, readable } = await this.read();
      if (!readable && text !== undefined) await this.files.write(`${RECORD}.unreadable`, text, null).catch(() => undefined);
      change(record.publications);
      const next = `${JSON.stringify(record, null, 2)}\n`;
      if ((await this.files.write(RECORD, next, text ?? null)) === 'written') return;
    }
    throw new PublishError('The list of publications could not be saved (another program keeps changing it).');
  }
}

/** A publication as the panel shows it, with its pull request's checks and their problems when known. */
export function viewOf(p: Publication, status?: Pick<PublicationView, 'checks' | 'problems'>): PublicationView {
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
