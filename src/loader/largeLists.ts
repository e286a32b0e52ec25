import { z } from 'zod';
import { schemaAt } from './schemaWalk.ts';
import type { PathSeg } from './source.ts';

type Issue = z.core.$ZodIssue;

/** Lists longer than this are checked one item at a time when zod cannot gather their problems at once. */
const LONG = 1000;

/**
 * `schema.safeParse(data)`, which holds at any count of problems. zod gathers the problems of a
 * list's items into its parent's with one spread call (`issues.push(...)`), which overflows the
 * stack past about 100,000 of them (a list of 200,000 broken items, issue 27). Then each long
 * list's items are checked one at a time and their problems, at their full paths, are the answer:
 * the rest of the file is checked again once they are fixed.
 */
export function safeParseAtScale<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { success: true; data: z.infer<S> } | { success: false; issues: Issue[] } {
  try {
    const r = schema.safeParse(data);
    return r.success ? { success: true, data: r.data } : { success: false, issues: r.error.issues };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const issues: Issue[] = [];
    longListIssues(schema, data, data, [], issues);
    if (!issues.length) throw e;
    return { success: false, issues };
  }
}

function longListIssues(root: z.ZodType, data: unknown, value: unknown, path: PathSeg[], out: Issue[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    const list = value.length > LONG ? schemaAt(root, data, path) : undefined;
    if (list instanceof z.ZodArray) {
      const element = list.element as z.ZodType;
      value.forEach((item, i) => {
        const r = element.safeParse(item);
        if (!r.success) for (const issue of r.error.issues) out.push({ ...issue, path: [...path, i, ...issue.path] });
      });
      return;
    }
    value.forEach((item, i) => longListIssues(root, data, item, [...path, i], out));
    return;
  }
  for (const [k, v] of Object.entries(value)) longListIssues(root, data, v, [...path, k], out);
}
