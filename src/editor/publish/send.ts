/**
 * The send: exactly the planned files committed on a new branch from the base branch's tip and
 * sent (the Repository: git.ts makes it in a temporary index, the checkout untouched; never the
 * base, never a force), and the pull request opened through the code host. A pull request that cannot be opened
 * still leaves the branch sent, with the address to open it by hand.
 */
import type { ChangeView, FileName } from '../protocol.ts';
import type { CodeHost } from './host.ts';
import { PublishError, type Repository } from './repository.ts';

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

/** The commit's message: the description, then the changes one per line. */
export const commitMessage = (title: string, changes: readonly ChangeView[]) =>
  `${title}\n\nChanged in the visual editor:\n\n${changes.map((c) => `- ${line(c)}`).join('\n')}\n`;

/** A branch name the remote does not have yet (nor an earlier publication): `name`, else name-2, name-3… */
async function freeBranch(repo: Repository, name: string, used: Iterable<string>): Promise<string> {
  const taken = await repo.branchesUnder('editor/');
  for (const b of used) taken.add(b);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${name}-${n}`;
    if (!taken.has(candidate) && (await repo.validBranch(candidate))) return candidate;
  }
  throw new PublishError('No free branch name was found for this description: write another one.');
}

export interface Sent {
  branch: string;
  commit: string;
  pr?: { number: number; url: string };
  /** Why the pull request is not open, and where to open it. */
  note?: string;
}

/** Commits `files` on the base branch's `tip` under a free branch named from the title, pushes it, opens the pull request. */
export async function send(o: {
  repo: Repository;
  host: CodeHost;
  base: string;
  tip: string;
  title: string;
  message: string;
  body: string;
  files: ReadonlyMap<FileName, Uint8Array | null>;
  usedBranches: Iterable<string>;
}): Promise<Sent> {
  const branch = await freeBranch(o.repo, branchName(o.title), o.usedBranches);
  const commit = await o.repo.send({ tip: o.tip, base: o.base, branch, files: o.files, message: o.message });
  try {
    return { branch, commit, pr: await o.host.openPullRequest({ head: branch, base: o.base, title: o.title, body: o.body }) };
  } catch (e) {
    const where = o.host.compareUrl(o.base, branch);
    return {
      branch,
      commit,
      note: `The change was sent as the branch ${branch}, but the pull request could not be opened (${e instanceof Error ? oneLine(e.message, 200) : 'the code host did not answer'}).${where ? ` Open it at ${where}.` : ''}`,
    };
  }
}
