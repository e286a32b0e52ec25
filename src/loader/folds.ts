import { pathToString } from '../yamlText/dataPath.ts';
import type { Problem } from './problems.ts';
import type { PathSeg } from '../yamlText/source.ts';

interface Waiting {
  file: string;
  key: string;
  one: string;
  many: string;
  count: number;
}

/**
 * Checks that wait on another problem. A misspelt `product:` leaves no products to check
 * names against: rather than calling each of the 79 names "unknown" (and burying the cause),
 * they are counted and told in one sentence under the problem that causes them.
 */
export class Folds {
  private readonly waiting = new Map<string, Waiting>();

  /** One more check that waits on the problem in `file` at (or under) `key`. */
  add(file: string, key: readonly PathSeg[], one: string, many: string): void {
    const k = `${file}\0${pathToString(key)}\0${one}`;
    const w = this.waiting.get(k) ?? { file, key: pathToString(key), one, many, count: 0 };
    w.count++;
    this.waiting.set(k, w);
  }

  /** Each count told at the end of its cause (the first problem at or under its key, else the first in its file), in one sentence per cause. */
  applyTo(problems: readonly Problem[]): Problem[] {
    const out = problems.map((p) => ({ ...p }));
    const told = new Map<Problem, string[]>();
    for (const w of this.waiting.values()) {
      const inFile = out.filter((p) => p.file === w.file);
      const cause =
        inFile.find((p) => p.path === w.key || p.path.startsWith(`${w.key}.`) || p.path.startsWith(`${w.key}[`)) ?? inFile.at(0);
      if (!cause) continue;
      told.set(cause, [...(told.get(cause) ?? []), w.count === 1 ? `1 ${w.one}` : `${w.count} ${w.many}`]);
    }
    for (const [cause, parts] of told) {
      const all = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : parts[0];
      cause.message += ` Until this is fixed, ${all} cannot be checked.`;
    }
    return out;
  }
}
