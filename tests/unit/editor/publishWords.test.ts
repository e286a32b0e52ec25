/**
 * The Publish tab's words for how far a publication got (src/editor/app/publishWords.ts): what a
 * person reads beside each change they sent, from its state and its checks.
 */
import { describe, expect, it } from 'vitest';
import { checkWords, stateOf } from '../../../src/editor/app/publishWords.ts';
import type { CheckView, PublicationView } from '../../../src/editor/protocol.ts';

const publication = (state: PublicationView['state'], checks: CheckView[] = []): PublicationView => ({
  branch: 'editor/new-phone-number',
  title: 'New phone number',
  commit: 'a'.repeat(40),
  url: 'https://github.com/bamboo/site/pull/1',
  pullRequest: 1,
  state,
  checks,
  problems: [],
  changes: [],
});
const check = (status: CheckView['status'], conclusion?: string): CheckView => ({ name: 'validate', status, conclusion });

describe('a publication’s state in words', () => {
  it('sent and not yet checked: waiting for review', () => {
    expect(stateOf(publication('pushed'))[0]).toBe('Sent, waiting for review');
    expect(stateOf(publication('open', [check('completed', 'success')]))[0]).toBe('Sent, waiting for review');
  });
  it('a check queued or running: Checks running', () => {
    expect(stateOf(publication('open', [check('queued')]))[0]).toBe('Checks running');
    expect(stateOf(publication('open', [check('completed', 'success'), check('in_progress')]))[0]).toBe('Checks running');
  });
  it('a check that failed (or timed out, or was cancelled) outweighs one still running', () => {
    for (const conclusion of ['failure', 'timed_out', 'cancelled']) {
      expect(stateOf(publication('open', [check('in_progress'), check('completed', conclusion)]))[0]).toBe('Checks failed');
    }
    // Skipped or neutral is not a failure.
    expect(stateOf(publication('open', [check('completed', 'skipped'), check('completed', 'neutral')]))[0]).toBe(
      'Sent, waiting for review',
    );
  });
  it('merged, published and closed say so whatever the checks said', () => {
    const failed = [check('completed', 'failure')];
    expect(stateOf(publication('merged', failed))[0]).toBe('Merged, going live');
    expect(stateOf(publication('published', failed))[0]).toBe('Published');
    expect(stateOf(publication('closed', failed))[0]).toBe('Closed');
  });
});

describe('a check in words', () => {
  it('says where it is, then how it ended', () => {
    expect(checkWords(check('queued'))).toBe('waiting to start');
    expect(checkWords(check('in_progress'))).toBe('running');
    expect(checkWords(check('completed', 'success'))).toBe('passed');
    expect(checkWords(check('completed', 'failure'))).toBe('failed');
    expect(checkWords(check('completed', 'timed_out'))).toBe('timed out');
    expect(checkWords(check('completed', 'neutral'))).toBe('skipped');
  });
});
