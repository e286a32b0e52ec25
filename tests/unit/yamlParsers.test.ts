import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readYamlText } from '../../src/loader/content.ts';
import { reuseAt } from '../../src/loader/reuse.ts';
import type { Problem } from '../../src/loader/problems.ts';
import { dataOfDoc, MAX_ALIASES, parseSource, yamlData } from '../../src/yamlText/source.ts';

/** Every YAML text of the site and of the test fixtures (front matter of posts included). */
function texts(dir: string, out: Array<[string, string]> = []): Array<[string, string]> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) texts(path, out);
    else if (/\.ya?ml$/.test(name)) out.push([path, readFileSync(path, 'utf8')]);
    else if (name.endsWith('.md')) {
      const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'));
      if (m) out.push([path, m[1]]);
    }
  }
  return out;
}

describe('the two YAML parsers of the loader', () => {
  const all = [['site.yaml', readFileSync('site.yaml', 'utf8')] as [string, string], ...texts('content'), ...texts('tests/fixtures')];

  it('read every file the fast one accepts exactly as the careful one does', () => {
    let fast = 0;
    for (const [path, text] of all) {
      let data: unknown;
      try {
        data = load(text, { schema: CORE_SCHEMA });
      } catch {
        continue; // refused: the loader uses the careful parser for this file
      }
      fast++;
      const doc = parseDocument(text, { uniqueKeys: true });
      if (doc.errors.length) continue; // the careful parser reports these; the loader checks them before use
      if (reuseAt(parseSource(path, text))) continue; // anchors and aliases: refused before any parser reads them
      expect(data ?? null, path).toEqual(doc.toJS());
    }
    expect(fast).toBeGreaterThan(40);
  });

  it('agree on the scalars YAML 1.1 and 1.2 read differently', () => {
    const text = 'a: yes\nb: on\nc: 2024-03-15\nd: 0o17\ne: 1_000\nf: ~\ng: .inf\nh: 012\ni: "12"\nj: 0x1F\n';
    expect(load(text, { schema: CORE_SCHEMA })).toEqual(parseDocument(text).toJS());
  });
});

describe('anchors, aliases and merge keys', () => {
  const read = (yaml: string) => {
    const problems: Problem[] = [];
    const loaded = readYamlText('site.yaml', yaml, yaml, 0, problems);
    return { data: loaded.data, problems: problems.map((p) => `${p.line}:${p.col} ${p.kind}`) };
  };

  it('are refused in one message at the "<<:", else at the first anchor or alias, and the data is not used', () => {
    expect(read('base: &base { type: hero }\nblock:\n  <<: *base\n  title: x\n')).toEqual({ data: undefined, problems: ['3:3 yamlReuse'] });
    expect(read('a: 1\nb: &b 2\nc: *b\n')).toEqual({ data: undefined, problems: ['2:4 yamlReuse'] });
    expect(read('a: [x, &b y]\n')).toEqual({ data: undefined, problems: ['1:8 yamlReuse'] });
    expect(read('a:\n  <<: { x: 1 }\n')).toEqual({ data: undefined, problems: ['2:3 yamlReuse'] });
  });

  it('leave alone a text with "*", "&" or "<<" inside it, read as before', () => {
    const text = 'a: Fish & Chips\nb: R&D\nc: see *this* one\nd: "<<: not a key"\ne: a << b\nf: [x*y, a&b]\n';
    expect(read(text)).toEqual({ data: load(text, { schema: CORE_SCHEMA }), problems: [] });
  });

  it('keep the message for a text that starts with "*" (an alias to no anchor), not the refusal', () => {
    expect(read('a: 1\npromise: *Free\n').problems).toEqual(['2:10 yamlSyntax']);
  });

  it('refuse an alias bomb ("billion laughs") at its first anchor, in well under a second, expanding nothing', () => {
    const bomb = readFileSync('tests/fixtures/broken/yaml-alias-bomb/site.yaml', 'utf8');
    // Twenty levels of nine: 9^20 values if anything expanded them.
    const names = Array.from({ length: 20 }, (_, i) => `n${i}`);
    const deeper = names
      .map((n, i) => `${n}: &${n} [${i ? Array.from({ length: 9 }, () => `*${names[i - 1]}`).join(', ') : 'x, x, x, x, x, x, x, x, x'}]`)
      .join('\n');
    for (const [text, at] of [
      [bomb, '2:4 yamlReuse'],
      [deeper, '1:5 yamlReuse'],
    ]) {
      const heap = process.memoryUsage().heapUsed;
      const start = performance.now();
      const r = read(text);
      expect(performance.now() - start).toBeLessThan(1000);
      expect(process.memoryUsage().heapUsed - heap).toBeLessThan(50e6);
      expect(r).toEqual({ data: undefined, problems: [at] });
    }
  });
});

describe('one reader of YAML data, one alias limit', () => {
  const aliases = (n: number) => `a: &a [1, 2]\nb: [${Array.from({ length: n }, () => '*a').join(', ')}]\n`;

  it('reads a file with as many aliases as the loader expands, and refuses one more, in the editor as in the loader', () => {
    // The editor's readers (publishing's words, its change list and its merges) once stopped at 100.
    const most = aliases(MAX_ALIASES - 1);
    expect((yamlData(most) as { b: unknown[] }).b).toHaveLength(MAX_ALIASES - 1);
    expect(dataOfDoc(parseSource('', most).doc)).toEqual(yamlData(most));
    expect(yamlData(aliases(MAX_ALIASES + 1))).toBeUndefined();
    expect(() => dataOfDoc(parseSource('', aliases(MAX_ALIASES + 1)).doc)).toThrow(/alias/);
  });

  it('gives nothing for a text it cannot read, at once: a syntax error, an alias to nothing, an alias bomb', () => {
    const bomb = readFileSync('tests/fixtures/broken/yaml-alias-bomb/site.yaml', 'utf8');
    const start = performance.now();
    for (const text of ['a: [1, 2', 'a: *nothing\n', bomb]) expect(yamlData(text)).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("keeps the last value of a key given twice (the loader's checks are what report it)", () => {
    expect(yamlData('a: 1\na: 2\n')).toEqual({ a: 2 });
  });
});
