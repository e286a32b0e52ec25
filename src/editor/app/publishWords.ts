/** A publication's state and its checks in words, for the Publish tab. */
import type { CheckView, ConflictView, ProblemView, PublicationView } from '../protocol.ts';

/** A publication's state in words, and a colour for its badge. */
export function stateOf(p: PublicationView): [string, string] {
  if (p.state === 'published') return ['Published', 'green'];
  if (p.state === 'closed') return ['Closed', 'gray'];
  if (p.state === 'merged') return ['Merged, going live', 'teal'];
  if (p.checks.some((c) => c.status === 'completed' && failedCheck(c))) return ['Checks failed', 'red'];
  if (p.checks.some((c) => c.status !== 'completed')) return ['Checks running', 'blue'];
  return ['Sent, waiting for review', 'yellow'];
}

export const failedCheck = (c: CheckView) =>
  ['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure'].includes(c.conclusion ?? '');

export function checkWords(c: CheckView): string {
  if (c.status === 'queued') return 'waiting to start';
  if (c.status === 'in_progress') return 'running';
  if (c.conclusion === 'success') return 'passed';
  if (c.conclusion === 'failure') return 'failed';
  if (c.conclusion === 'skipped' || c.conclusion === 'neutral') return 'skipped';
  return c.conclusion ? c.conclusion.replace(/_/g, ' ') : 'finished';
}

/** A value of a conflict in words: quoted, or "nothing" where that side has none. */
const valueWords = (v: string | undefined) => (v === undefined ? 'nothing' : `“${v}”`);

/**
 * A field changed differently meanwhile, as a message at that field (as a problem is shown): both
 * values, and where to choose. Its line is unknown here (0): the field is found by its path.
 */
export function conflictAtField(c: ConflictView): ProblemView {
  return {
    severity: 'warning',
    kind: 'conflict',
    file: c.file,
    line: 0,
    col: 0,
    path: c.path,
    where: c.place,
    message: `Changed meanwhile to ${valueWords(c.theirs)} on the live site; yours is ${valueWords(c.ours)}. Choose which to keep in the Publish tab.`,
  };
}
