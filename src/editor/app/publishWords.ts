/** A publication's state and its checks in words, for the Publish tab (issue 28). */
import type { CheckView, PublicationView } from '../protocol.ts';

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
