import { lineOf } from '../yamlText/lines.ts';
import { commaSplit } from './commaSplit.ts';
import type { z } from 'zod';
import { catalogue } from './catalogue.ts';
import type { ProblemKind } from './catalogue.ts';
import { problem as placedProblem, problemAt, type Problem, type ProblemBudget } from './problems.ts';
import { describe, isRequired, literalOptions, objectShape, schemaAt } from './schemaWalk.ts';
import { locate, type PathSeg, type SourceFile } from '../yamlText/source.ts';
import { repairHint } from './repair.ts';
import { closest, didYouMean } from './suggest.ts';
import { placeOf } from './where.ts';
import { quoted } from '../yamlText/yamlWriter.ts';

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: readonly PathSeg[]): unknown {
  let v = data;
  for (const seg of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[seg as string];
  }
  return v;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields ("name: value" lines)',
  record: 'a group of fields ("name: value" lines)',
};

function received(v: unknown): string {
  if (v === null) return 'nothing (an empty value)';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a group of fields';
  if (typeof v === 'string') return `the text "${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number' || typeof v === 'bigint' || v === undefined) return `the number ${String(v)}`;
  return typeof v; // a function or a symbol: never in parsed YAML
}

/** Who say which kind they are by a discriminator, for a list or field of them. */
const WHOSE: Record<string, string> = { fields: 'form fields', blocks: 'blocks', action: 'actions' };

/** The fields that say which kind a thing is: form fields say "kind", blocks and actions "type". */
const DISCRIMINATORS = ['type', 'kind'];

/**
 * `to: #products`: YAML reads the "#" as the start of a comment, so the value is empty. The
 * problem, with the line as the editor meant it (the value quoted), when that is what happened at `path`.
 */
function commentedOut(src: SourceFile, path: readonly PathSeg[]): Problem | undefined {
  const pos = locate(src, path);
  const line = lineOf(src.text, pos.line);
  const m = /^(\s*(?:-[ \t]+)*(?:([^\s#:][^#]*?):[ \t]+)?)#(\S.*?)\s*$/.exec(line);
  if (!m) return undefined;
  const [, before, key, text] = m as unknown as [string, string, string | undefined, string];
  const last = path[path.length - 1];
  if (typeof last === 'number' ? key !== undefined : key !== last) return undefined;
  const value = quoted(`#${text}`);
  const at = { line: pos.line, col: before.length + 1, endCol: before.length + 2 + text.length };
  const fixed = key === undefined ? `- ${value}` : `${key}: ${value}`;
  return problemAt(at, src.file, src.text, 'commentedValue', path, catalogue.commentedValue(fixed), placeOf(src, path));
}

/**
 * `blocks:` followed by `  type: hero` and its fields: the first item of a list written without
 * its "- ", which makes the list a group of fields. The line to write, when that is how it looks.
 */
function dashless(src: SourceFile, path: readonly PathSeg[], value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const pos = locate(src, path);
  const whole = lineOf(src.text, pos.line);
  const line = whole.trim();
  // A group written as lines (not `{ … }`), whose first field starts its line.
  const own = whole.length - whole.trimStart().length === pos.col - 1;
  return own && /^[^\s{[#-][^:]*:(?:\s|$)/.test(line)
    ? ` Start each item with "- ": write "- ${line.length > 40 ? `${line.slice(0, 39)}…` : line}".`
    : '';
}

/** `"4"` where the choices are numbers (or `"true"` where they are yes/no): the quotes are the slip. */
function unquoteHint(value: unknown, options: readonly unknown[]): string {
  if (typeof value !== 'string') return '';
  const bare = value.trim();
  return options.some((o) => (typeof o === 'number' || typeof o === 'boolean') && String(o) === bare)
    ? ` Remove the quotes: write ${bare}.`
    : '';
}

/** A value as written in the file (`+254712345678`, which YAML reads as the number 254712345678). */
function asWritten(src: SourceFile, path: readonly PathSeg[]): string | undefined {
  const pos = locate(src, path);
  const text = lineOf(src.text, pos.line)
    .slice(pos.col - 1, pos.endCol - 1)
    .trim();
  return text && !/[\s"'{}[\],]/.test(text) ? text : undefined;
}

/** What a discriminator picks, in the editor's words: "action", "field kind"… */
function variantNoun(path: readonly PathSeg[], disc: string): string {
  const parent = path[path.length - 2];
  if (typeof parent === 'string') return parent === 'action' ? 'action' : `${parent} ${disc}`;
  return disc === 'kind' ? 'field kind' : disc;
}

/** Whether the key at the end of `ipath` may be left out (its object's schema has it optional). */
function mayBeLeftOut(schema: z.ZodType, data: unknown, ipath: readonly PathSeg[]): boolean {
  const key = ipath[ipath.length - 1];
  if (typeof key !== 'string') return false;
  const parent = schemaAt(schema, data, ipath.slice(0, -1));
  const field = parent && objectShape(parent)?.[key];
  return field !== undefined && !isRequired(field);
}

/**
 * Turns zod's issues into positioned, plain-language problems. A misspelt key
 * that stands for a missing required one becomes one message, not two. With a
 * budget, a problem of a kind past it is only counted (never placed).
 */
export function issuesToProblems(
  src: SourceFile,
  schema: z.ZodType,
  data: unknown,
  issues: readonly Issue[],
  budget?: ProblemBudget,
): Problem[] {
  const out: Array<Problem | undefined> = [];
  const covered = new Set<string>();
  // The message is worded only for a problem that is kept (wording one reads the schema and the file).
  const problem = (s: SourceFile, kind: ProblemKind, path: readonly PathSeg[], message: () => string, target?: 'key' | 'value') =>
    !budget || budget.take(kind) ? placedProblem(s, kind, path, message(), target) : undefined;

  const paths = issues.map((i) => i.path.filter((s): s is PathSeg => typeof s !== 'symbol'));
  for (const [n, issue] of issues.entries()) {
    if (issue.code !== 'unrecognized_keys') continue;
    const ipath = paths[n];
    const governing = schemaAt(schema, data, ipath);
    const shape = (governing && objectShape(governing)) ?? {};
    const obj = (valueAt(data, ipath) ?? {}) as Record<string, unknown>;
    const allowed = Object.keys(shape);
    const missing = allowed.filter((k) => obj[k] === undefined && isRequired(shape[k]));
    for (const key of issue.keys) {
      const path = [...ipath, key];
      const wanted = closest(key, missing);
      const split = commaSplit(src, path, obj[key]);
      if (split) out.push(split);
      else if (wanted) {
        covered.add(JSON.stringify([...ipath, wanted]));
        out.push(problem(src, 'misspeltRequiredKey', path, () => catalogue.misspeltRequiredKey(key, wanted), 'key'));
      } else {
        const hint = didYouMean(
          key,
          allowed.filter((k) => obj[k] === undefined),
        );
        out.push(problem(src, 'unknownKey', path, () => catalogue.unknownKey(key, hint, allowed), 'key'));
      }
    }
  }

  for (const [n, issue] of issues.entries()) {
    const ipath = paths[n];
    const path = ipath;
    const value = valueAt(data, ipath);
    const commented = value === null ? commentedOut(src, path) : undefined;
    if (commented) {
      if (!covered.has(JSON.stringify(ipath))) out.push(commented);
      covered.add(JSON.stringify(ipath));
      continue;
    }
    switch (issue.code) {
      case 'unrecognized_keys':
        break;
      case 'invalid_union': {
        const disc = (issue as { discriminator?: string }).discriminator;
        const options = ((issue as { options?: unknown[] }).options ?? []).map(String);
        const hint = didYouMean(String(value), options);
        const isBlock = disc === 'type' && ipath[ipath.length - 3] === 'blocks';
        const owner = (valueAt(data, ipath.slice(0, -1)) ?? {}) as Record<string, unknown>;
        const swapped = DISCRIMINATORS.find((k) => k !== disc && owner[k] !== undefined);
        if (disc && value === undefined && swapped) {
          // `type: text` on a form field (or `kind: hero` on a block): one message, on that line.
          const tail = ipath[ipath.length - 2];
          const parent = typeof tail === 'number' ? ipath[ipath.length - 3] : tail;
          const whose = WHOSE[String(parent)] ?? 'the items here';
          const given = owner[swapped];
          const meant = typeof given === 'string' ? (options.includes(given) ? given : closest(given, options)) : undefined;
          out.push(
            problem(
              src,
              'wrongDiscriminator',
              [...ipath.slice(0, -1), swapped],
              () => catalogue.wrongDiscriminator(swapped, disc, whose, meant, options),
              'key',
            ),
          );
        } else if (disc && value === undefined) {
          if (isBlock) out.push(problem(src, 'missingBlockType', path, () => catalogue.missingBlockType(options)));
          else
            out.push(
              problem(src, 'missingField', path, () =>
                catalogue.missingField(disc, `Choose one of: ${options.map((o) => `"${o}"`).join(', ')}.`),
              ),
            );
        } else if (isBlock) out.push(problem(src, 'unknownBlockType', path, () => catalogue.unknownBlockType(value, options, hint)));
        else if (disc)
          out.push(problem(src, 'unknownVariant', path, () => catalogue.unknownVariant(variantNoun(ipath, disc), value, options, hint)));
        else {
          const sub = schemaAt(schema, data, ipath);
          const allowed = literalOptions(sub);
          if (allowed && (value === undefined || value === null)) {
            const field = String(ipath[ipath.length - 1] ?? '');
            out.push(
              problem(src, 'missingField', path, () =>
                catalogue.missingField(field, `Choose one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}.`),
              ),
            );
          } else if (allowed) {
            out.push(problem(src, 'badOption', path, () => catalogue.badOption(value, allowed, unquoteHint(value, allowed))));
          } else {
            const about = describe(sub);
            out.push(
              problem(src, 'invalid', path, () =>
                catalogue.invalid(
                  `${received(value).replace(/^./, (c) => c.toUpperCase())} is not allowed here.${about ? ` Expected: ${about}` : ''}`,
                ),
              ),
            );
          }
        }
        break;
      }
      case 'invalid_type': {
        if (value === undefined) {
          if (covered.has(JSON.stringify(ipath))) break;
          const field = String(ipath[ipath.length - 1] ?? '');
          out.push(problem(src, 'missingField', path, () => catalogue.missingField(field, describe(schemaAt(schema, data, ipath)))));
        } else {
          const expected = EXPECTED[issue.expected] ?? issue.expected;
          const quoteIt = issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean');
          // "true" or "4" in quotes where a yes/no or a number is meant: the quotes are the slip.
          const unquote =
            typeof value === 'string' &&
            ((issue.expected === 'boolean' && /^(true|false)$/.test(value)) ||
              (issue.expected === 'number' && value.trim() !== '' && Number.isFinite(Number(value))));
          const msg = () =>
            catalogue.wrongType(expected, received(value)) +
            (quoteIt
              ? ` Put it in quotes: "${asWritten(src, path) ?? String(value)}".`
              : unquote
                ? ` Remove the quotes: write ${value.trim()}.`
                : issue.expected === 'array'
                  ? dashless(src, path, value)
                  : issue.expected === 'number'
                    ? numberWithin(value)
                    : '');
          out.push(problem(src, 'wrongType', path, msg));
        }
        break;
      }
      case 'invalid_value': {
        if (value === undefined) {
          const field = String(ipath[ipath.length - 1] ?? '');
          out.push(
            problem(src, 'missingField', path, () =>
              catalogue.missingField(field, `Choose one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`),
            ),
          );
          break;
        }
        const hint = unquoteHint(value, issue.values) || (typeof value === 'string' ? didYouMean(value, issue.values.map(String)) : '');
        out.push(problem(src, 'badOption', path, () => catalogue.badOption(value, issue.values, hint)));
        break;
      }
      case 'too_small': {
        const what =
          issue.origin === 'array'
            ? `Add at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'} here.`
            : issue.origin === 'string'
              ? Number(issue.minimum) <= 1
                ? mayBeLeftOut(schema, data, ipath)
                  ? 'This text is empty; write something or remove the field.'
                  : 'This text is empty; write something here.'
                : `Write at least ${String(issue.minimum)} characters.`
              : `Must be at least ${String(issue.minimum)}.`;
        out.push(problem(src, 'tooShort', path, () => catalogue.tooShort(what)));
        break;
      }
      case 'too_big': {
        const what =
          issue.origin === 'array'
            ? `At most ${String(issue.maximum)} item${issue.maximum === 1 ? ' is' : 's are'} allowed here; remove ${Array.isArray(value) ? value.length - Number(issue.maximum) : 'some'}.`
            : issue.origin === 'string'
              ? `Write at most ${String(issue.maximum)} characters.`
              : `Must be at most ${String(issue.maximum)}.`;
        // A list that is too long: point at the first item over the limit.
        const over = issue.origin === 'array' && Array.isArray(value) ? [...path, Number(issue.maximum)] : path;
        out.push(problem(src, 'tooLong', over, () => catalogue.tooLong(what)));
        break;
      }
      case 'invalid_key': {
        out.push(problem(src, 'invalid', path, () => catalogue.invalid(issue.issues[0]?.message ?? issue.message), 'key'));
        break;
      }
      default: {
        // A pattern missed by a slip with one obvious fix says the fix: `Write "/about".`
        const hint = issue.code === 'invalid_format' ? repairHint(value, issue.pattern) : '';
        out.push(problem(src, 'invalid', path, () => catalogue.invalid(`${issue.message}${hint}`)));
      }
    }
  }
  return out.filter((p): p is Problem => p !== undefined);
}

/** A number written with words or signs around it ("KSh 1,500", "20 %"): the number alone, to write instead. */
function numberWithin(value: unknown): string {
  if (typeof value !== 'string') return '';
  const digits = value.replace(/[^\d.]/g, '').replace(/\.$/, '');
  return /\d/.test(digits) && Number.isFinite(Number(digits)) ? ` Write the number alone: ${Number(digits)}.` : '';
}
