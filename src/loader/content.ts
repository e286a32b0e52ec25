import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { catalogue } from './catalogue.ts';
import { problemAt, type Problem } from './problems.ts';
import { parseSource, type SourceFile } from './source.ts';

export interface Loaded {
  src: SourceFile;
  /** The data as written (before validation); undefined when the YAML could not be read. */
  data: unknown;
}

export interface LoadedPost extends Loaded {
  body: string;
  fileSlug: string;
}

export async function readYaml(root: string, absPath: string, problems: Problem[]): Promise<Loaded | undefined> {
  const file = relative(root, absPath) || absPath;
  let text: string;
  try {
    text = await readFile(absPath, 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist.' : String(e);
    problems.push(problemAt({ line: 1, col: 1, endCol: 2 }, file, '', 'unreadableFile', [], catalogue.unreadableFile(reason)));
    return undefined;
  }
  const src = parseSource(file, text);
  return { src, data: src.doc.errors.length ? undefined : src.doc.toJS() };
}

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Blog posts: content/blog/<slug>.md with YAML front matter. */
export async function readPosts(root: string, dir: string, problems: Problem[]): Promise<LoadedPost[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const abs = join(dir, name);
      const file = relative(root, abs);
      const text = await readFile(abs, 'utf8');
      const m = FRONT.exec(text);
      const fileSlug = basename(name, '.md');
      if (!m) {
        problems.push(
          problemAt({ line: 1, col: 1, endCol: 4 }, file, text, 'unreadableFile', [],
            catalogue.unreadableFile('a blog post must start with its details between two lines of "---" (front matter).')),
        );
        return { src: parseSource(file, text, ''), data: undefined, body: text, fileSlug };
      }
      const src = parseSource(file, text, m[1], 1);
      return { src, data: src.doc.errors.length ? undefined : src.doc.toJS(), body: text.slice(m[0].length), fileSlug };
    }),
  );
}
