/**
 * What the build already knows of the site's pictures, for /admin: each picture's size and
 * whether the build can read it, by path, with its git blob id. /admin takes a picture's facts
 * from here when the branch still has those very bytes (the same blob id) and no draft replaces
 * it, so opening the site does not download every picture to check it again; any other picture
 * is read and checked in the browser.
 */
import type { Verdict } from '../../loader/pictureCheck.ts';
import type { PictureChecks, Size } from '../../loader/pictures.ts';
import type { TreeEntry } from './store.ts';

/** The file beside /admin's page that holds them. */
export const PICTURE_FACTS = 'pictures.json';

export interface PictureFact {
  /** The git blob id of the bytes these facts are about. */
  sha: string;
  size?: Size;
  verdict: Verdict;
}

export type PictureFacts = Record<string, PictureFact>;

/** The facts as the page fetched them, or none when they are missing or damaged (every picture is then checked here). */
export function readFacts(json: unknown): PictureFacts {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const facts: PictureFacts = {};
  for (const [path, f] of Object.entries(json as Record<string, unknown>)) {
    const fact = (typeof f === 'object' && f !== null ? f : {}) as Record<string, unknown>;
    if (typeof fact.sha === 'string' && typeof fact.verdict === 'object' && fact.verdict !== null)
      facts[path] = fact as unknown as PictureFact;
  }
  return facts;
}

/**
 * The checks of a picture: from `facts` when the base's file at that path is the blob they are
 * about and `drafted(path)` is false, else from `checks` (the browser's own).
 */
export function factChecks(
  facts: PictureFacts,
  entries: ReadonlyMap<string, TreeEntry>,
  drafted: (path: string) => boolean,
  checks: PictureChecks,
): PictureChecks {
  const known = (path: string) => {
    const fact = Object.hasOwn(facts, path) ? facts[path] : undefined;
    return fact && !drafted(path) && entries.get(path)?.sha === fact.sha ? fact : undefined;
  };
  return {
    size: (path) => {
      const fact = known(path);
      return fact ? Promise.resolve(fact.size) : checks.size(path);
    },
    verdict: (path) => {
      const fact = known(path);
      return fact ? Promise.resolve(fact.verdict) : checks.verdict(path);
    },
  };
}
