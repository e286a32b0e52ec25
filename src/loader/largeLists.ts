import { z } from 'zod';
import { schemaAt } from './schemaWalk.ts';
import type { PathSeg } from '../yamlText/source.ts';

type Issue = z.core.$ZodIssue;

/** Lists longer than this are checked one item at a time when zod cannot gather their problems at once. */
const LONG = 1000;

/**
 * Lists longer than this are checked one item at a time first: zod would run out of stack past
 * about 100,000 problems of one list, and a whole check that ends so leaves hundreds of
 * megabytes of problems gathered for nothing (a list of 200,000 broken items).
 */
const HUGE = 50_000;

const BATCH = 500;

/** Where the problems go as they are found: a list's items' problems item by item, so they are never all held at once. */
export type IssueSink = (issues: readonly Issue[]) => void;

/**
 * `schema.safeParse(data)`, which holds at any count of problems, telling its problems to
 * `report`. zod gathers the problems of a list's items into its parent's with one spread call
 * (`issues.push(...)`), which overflows the stack past about 100,000 of them (a list of 200,000
 * broken items). So huge lists are checked item by item first, and when zod runs out
 * of stack all the same, every long list is: their items' problems, at their full paths, are the
 * answer, each item's told as it is found; the rest of the file is checked again once they are fixed.
 */
export function safeParseAtScale<S extends z.ZodType>(
  schema: S,
  data: unknown,
  report: IssueSink,
): { success: true; data: z.infer<S> } | { success: false } {
  if (longListIssues(schema, data, data, [], report, HUGE)) return { success: false };
  try {
    const r = schema.safeParse(data);
    if (r.success) return { success: true, data: r.data };
    report(r.error.issues);
    return { success: false };
  } catch (e) {
    if (!(e instanceof RangeError) || !longListIssues(schema, data, data, [], report, LONG)) throw e;
    return { success: false };
  }
}

/** Checks the items of every list longer than `long` one at a time, telling each item's problems; whether there were any. */
function longListIssues(root: z.ZodType, data: unknown, value: unknown, path: PathSeg[], report: IssueSink, long: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  let found = false;
  if (Array.isArray(value)) {
    const list = value.length > long ? schemaAt(root, data, path) : undefined;
    if (list instanceof z.ZodArray) {
      const part = z.array(list.element as z.ZodType);
      for (let from = 0; from < value.length; from += BATCH) {
        const r = part.safeParse(value.slice(from, from + BATCH));
        if (r.success) continue;
        found = true;
        report(r.error.issues.map((issue) => ({ ...issue, path: [...path, from + (issue.path[0] as number), ...issue.path.slice(1)] })));
      }
      return found;
    }
    value.forEach((item, i) => {
      if (longListIssues(root, data, item, [...path, i], report, long)) found = true;
    });
    return found;
  }
  for (const [k, v] of Object.entries(value)) if (longListIssues(root, data, v, [...path, k], report, long)) found = true;
  return found;
}
