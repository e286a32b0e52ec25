import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainTrouble } from '../../../src/editor/trouble';

const failure = (code: unknown, message = 'EACCES: permission denied, open /home/someone/site/site.yaml') =>
  Object.assign(new Error(message), { code });

describe('a failure in plain words', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says what failed and why from the error's code, never its message (which names this machine's folders)", () => {
    expect(plainTrouble(failure('ENOSPC'), 'The picture could not be saved')).toBe('The picture could not be saved: the disk is full.');
    const said = plainTrouble(failure('EACCES'), 'Publishing failed; your changes are kept');
    expect(said).toBe('Publishing failed; your changes are kept: this computer does not let the editor write there.');
    expect(said).not.toContain('/home/');
  });

  it('sends an error of an unknown kind to the terminal, also one whose code is a name every object has', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const e of [failure('toString'), failure(42), new Error('no code'), null, 'a string']) {
      expect(plainTrouble(e, 'The change could not be discarded')).toBe(
        "The change could not be discarded: an unexpected error (its details are in the terminal of npm run edit, or in the browser's console at /admin).",
      );
    }
    expect(logged).toHaveBeenCalledTimes(5);
  });
});
