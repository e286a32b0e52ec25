/**
 * A property test: random sequences of edits on site.yaml with awkward values (`yes`, `#x`,
 * `a: b`, `2018`, line breaks, …). The text always reads, means what the same edit means on
 * the plain data, and an edit followed by its inverse gives the file back byte for byte.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { apply, type Key, type Op, type Path, type ScalarValue, type Value } from '../../../../src/editor/edits';
import { getIn, SITE, text } from './helpers';

// ─── Random edits ───────────────────────────────────────────────────────────────

type Data = Record<string, unknown>;
interface Route {
  path: string;
  blocks: Array<Record<string, unknown>>;
}

/** Every path to a single value, to a map and to a list in some data. */
function pathsOf(node: Node | null | undefined, at: Key[] = [], out = { scalars: [] as Path[], maps: [] as Path[], lists: [] as Path[] }) {
  if (isMap(node)) {
    out.maps.push(at);
    for (const p of node.items) if (isScalar(p.key)) pathsOf(p.value as Node | null, [...at, String(p.key.value)], out);
  } else if (isSeq(node)) {
    out.lists.push(at);
    node.items.forEach((x, i) => pathsOf(x as Node | null, [...at, i], out));
  } else if (isScalar(node) && at.length) out.scalars.push(at);
  return out;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const BLOCK_KINDS = new Set(['moveBlock', 'hide', 'show', 'duplicate', 'delete']);

const tricky = fc.constantFrom(
  'yes',
  'No',
  '#hash',
  'a: b',
  '- x',
  '  pad ',
  '2018',
  '1e3',
  '0x1F',
  'null',
  '~',
  '@x',
  '"q"',
  "'s'",
  'a, b',
  '{x}',
  '[y]',
  'é ünï 漢字',
  'line\nbreak',
  'two\n\nparas\n',
  'tab\there',
  '',
  ' ',
  '%x',
  '!tag',
  '&a',
  '*b',
  '? q',
  ': c',
  'x #y',
  'x#y',
  'http://a.b/c?d=e#f',
);
const scalarArb: fc.Arbitrary<ScalarValue> = fc.oneof(
  fc.string({ maxLength: 20 }),
  tricky,
  fc.integer({ min: -1e6, max: 1e6 }),
  // -0 is written 0, as a person writes it (seed 777001): the data's +0 is the same number to the site.
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((n) => (Object.is(n, -0) ? 0 : n)),
  fc.boolean(),
);
const keyArb = fc.oneof(fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/), tricky);
const valueArb: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: scalarArb },
  { weight: 1, arbitrary: fc.array(scalarArb, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), scalarArb, { maxKeys: 3 }) },
);

/** A step: which edit, and numbers to pick its place with once the text is known. */
const stepArb = fc.record({
  kind: fc.constantFrom(
    'set',
    'addKey',
    'removeKey',
    'addItem',
    'removeItem',
    'moveItem',
    'moveBlock',
    'hide',
    'show',
    'duplicate',
    'delete',
  ),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  key: keyArb,
  value: valueArb,
  scalar: scalarArb,
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** The edit a step makes on a text, and the same edit made on the plain data (undefined: the edit may refuse). */
function plan(doc: Document, s: Step): { op: Op; expect: (d: Data) => Data; inverse?: Op } | undefined {
  const { scalars, maps, lists } = pathsOf(doc.contents);
  const data: unknown = doc.toJS();
  // A block edit aims at a page's blocks; earlier steps may have changed their shape (`routes`
  // removed, a single value added as a page or as a block). The editor refuses block edits there,
  // so the plan makes none: what those steps wrote is checked by the steps themselves.
  let ri = 0;
  let n = 0;
  let bi = 0;
  let block: Record<string, unknown> | undefined;
  if (BLOCK_KINDS.has(s.kind)) {
    const routes: unknown = (data as Data).routes;
    if (!Array.isArray(routes) || !routes.length) return undefined;
    ri = s.a % routes.length;
    const route: unknown = routes[ri];
    const blocks: unknown = isRecord(route) ? route.blocks : undefined;
    if (!Array.isArray(blocks) || !blocks.length) return undefined;
    n = blocks.length;
    bi = s.b % n;
    const b: unknown = blocks[bi];
    block = isRecord(b) ? b : undefined;
  }
  const clone = (d: Data) => structuredClone(d);
  const blocksOf = (d: Data) => (d as unknown as { routes: Route[] }).routes[ri].blocks;
  switch (s.kind) {
    case 'set': {
      const path = scalars[s.a % scalars.length];
      return {
        op: { op: 'set', path, value: s.scalar },
        expect: (d) => {
          const e = clone(d);
          (getIn(e, path.slice(0, -1)) as Record<Key, unknown>)[path[path.length - 1]] = s.scalar;
          return e;
        },
      };
    }
    case 'addKey': {
      const path = maps[s.a % maps.length];
      if ((getIn(data, path) as Record<string, unknown>)[s.key] !== undefined) return undefined;
      return {
        op: { op: 'addKey', path, key: s.key, value: s.value },
        expect: (d) => {
          const e = clone(d);
          (getIn(e, path) as Record<string, unknown>)[s.key] = s.value;
          return e;
        },
        inverse: { op: 'removeKey', path, key: s.key },
      };
    }
    case 'removeKey': {
      const path = maps[s.a % maps.length];
      const keys = Object.keys(getIn(data, path) as object);
      if (keys.length < 2) return undefined;
      const key = keys[s.b % keys.length];
      return {
        op: { op: 'removeKey', path, key },
        expect: (d) => {
          const e = clone(d);
          const m = getIn(e, path) as Record<string, unknown>;
          // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the plain-data twin of the edit
          delete m[key];
          return e;
        },
      };
    }
    case 'addItem':
    case 'removeItem':
    case 'moveItem': {
      const path = lists[s.a % lists.length];
      const len = (getIn(data, path) as unknown[]).length;
      if (s.kind === 'addItem') {
        const at = s.b % (len + 1);
        return {
          op: { op: 'addItem', path, value: s.value, index: at },
          expect: (d) => {
            const e = clone(d);
            (getIn(e, path) as unknown[]).splice(at, 0, s.value);
            return e;
          },
          inverse: { op: 'removeItem', path, index: at },
        };
      }
      if (s.kind === 'removeItem') {
        if (len < 2) return undefined;
        const at = s.b % len;
        return {
          op: { op: 'removeItem', path, index: at },
          expect: (d) => {
            const e = clone(d);
            (getIn(e, path) as unknown[]).splice(at, 1);
            return e;
          },
        };
      }
      const from = s.b % len;
      const to = s.c % len;
      return {
        op: { op: 'moveItem', path, from, to },
        expect: (d) => {
          const e = clone(d);
          const l = getIn(e, path) as unknown[];
          l.splice(to, 0, ...l.splice(from, 1));
          return e;
        },
        inverse: { op: 'moveItem', path, from: to, to: from },
      };
    }
    case 'moveBlock': {
      const to = s.c % n;
      return {
        op: { op: 'moveBlock', page: ri, from: bi, to },
        expect: (d) => {
          const e = clone(d);
          const l = blocksOf(e);
          l.splice(to, 0, ...l.splice(bi, 1));
          return e;
        },
        inverse: { op: 'moveBlock', page: ri, from: to, to: bi },
      };
    }
    case 'hide': {
      if (!block || block.hidden !== undefined) return undefined;
      return {
        op: { op: 'hideBlock', page: ri, index: bi },
        expect: (d) => {
          const e = clone(d);
          blocksOf(e)[bi].hidden = true;
          return e;
        },
        inverse: { op: 'showBlock', page: ri, index: bi },
      };
    }
    case 'show': {
      if (!block || block.hidden === undefined) return undefined;
      return {
        op: { op: 'showBlock', page: ri, index: bi },
        expect: (d) => {
          const e = clone(d);
          delete blocksOf(e)[bi].hidden;
          return e;
        },
      };
    }
    case 'duplicate':
      return {
        op: { op: 'duplicateBlock', page: ri, index: bi },
        expect: (d) => {
          const e = clone(d);
          const l = blocksOf(e);
          l.splice(bi + 1, 0, structuredClone(l[bi]));
          return e;
        },
      };
    case 'delete':
      if (n < 2) return undefined;
      return {
        op: { op: 'deleteBlock', page: ri, index: bi },
        expect: (d) => {
          const e = clone(d);
          blocksOf(e).splice(bi, 1);
          return e;
        },
      };
  }
}

/** Data with the ids of blocks set aside (a duplicate's id is new). */
function withoutCopiedIds(d: unknown): unknown {
  const e = structuredClone(d) as Data;
  for (const r of Array.isArray(e.routes) ? (e.routes as unknown[]) : []) {
    const blocks = isRecord(r) && Array.isArray(r.blocks) ? (r.blocks as unknown[]) : [];
    for (const b of blocks) if (isRecord(b) && typeof b.id === 'string') b.id = b.id.replace(/-\d+$/, '');
  }
  return e;
}

// About a quarter of a second a run alone (more on a loaded machine): 50 runs keep the file near 15 s.
// EDIT_RUNS=1000 searches longer (about 9 minutes with two runs side by side on two cores); the
// test's time limit grows with EDIT_RUNS (3 s a run, at least 10 minutes).
const EDIT_RUNS = Number(process.env.EDIT_RUNS ?? 50);
const EDIT_TIME_LIMIT = Math.max(600_000, EDIT_RUNS * 3_000);
// A failure prints its seed and path: EDIT_SEED=… EDIT_PATH=… runs that case again (a new seed each run otherwise).
const EDIT_SEED = process.env.EDIT_SEED ? Number(process.env.EDIT_SEED) : undefined;
const EDIT_PATH = process.env.EDIT_PATH || undefined;

const SITE_DOC = parseDocument(SITE);

describe('random edits on site.yaml', () => {
  it(
    'always give a text that reads, meaning what the same edit means on the data; an edit then its inverse gives the file back',
    () => {
      let applied = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.array(stepArb, { minLength: 1, maxLength: 6 }), (steps) => {
          let t = SITE;
          let before = SITE_DOC;
          for (const s of steps) {
            const p = plan(before, s);
            if (!p) continue;
            const r = apply(t, p.op);
            if (!r.ok) {
              refused++;
              // Refusals are worded and leave the text alone; the only ones expected here are of layouts the editor does not change.
              expect(r.refusal.length).toBeGreaterThan(10);
              continue;
            }
            applied++;
            const doc = parseDocument(r.text);
            expect(doc.errors).toEqual([]);
            const want = p.expect(before.toJS() as Data);
            if (p.op.op === 'duplicateBlock') expect(withoutCopiedIds(doc.toJS())).toEqual(withoutCopiedIds(want));
            else expect(doc.toJS()).toEqual(want);
            if (p.inverse) expect(text(apply(r.text, p.inverse))).toBe(t);
            t = r.text;
            before = doc;
          }
        }),
        { numRuns: EDIT_RUNS, seed: EDIT_SEED, path: EDIT_PATH },
      );
      // The property is not met by refusing: almost every planned edit is made.
      expect(refused).toBeLessThan(applied / 10);
    },
    EDIT_TIME_LIMIT,
  );
});
