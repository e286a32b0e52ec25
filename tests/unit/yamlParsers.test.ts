import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

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
      expect(data ?? null, path).toEqual(doc.toJS());
    }
    expect(fast).toBeGreaterThan(40);
  });

  it('agree on the scalars YAML 1.1 and 1.2 read differently', () => {
    const text = 'a: yes\nb: on\nc: 2024-03-15\nd: 0o17\ne: 1_000\nf: ~\ng: .inf\nh: 012\ni: "12"\nj: 0x1F\n';
    expect(load(text, { schema: CORE_SCHEMA })).toEqual(parseDocument(text).toJS());
  });
});
