/**
 * A copy of the site (content/, public/, site.yaml) with one more page whose cards block lists
 * `items` cards: valid, or each written without its required `title` (one missingField problem
 * per card). The scale bench (scripts/bench.ts) and tests/unit/scale.test.ts check these.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblems, loadSite } from '../loader/index.ts';
import type { ScaleCase } from './report.ts';

/**
 * How the cards are broken: `true`, each lost its title (a schema problem); `'references'`, each
 * is whole but links to a page that does not exist and shows a picture that is not there (the
 * cross checks' problems).
 */
export type Broken = boolean | 'references';

/** The lines of the page appended to `routes` (the last key of site.yaml). */
export function scalePage(items: number, broken: Broken): string {
  const lines = [
    '',
    '  - path: /scale',
    '    title: Many cards',
    '    description: A page with many cards, to measure how the check grows with the site.',
    '    blocks:',
    '      - type: cards',
    '        title: Many cards',
    '        items:',
  ];
  for (let i = 1; i <= items; i++) {
    if (broken === 'references') {
      lines.push(
        `          - title: Card ${i}`,
        `            image: { src: /images/lost-${i}.webp, alt: Card ${i} }`,
        `            link: { label: More, to: /nowhere-${i} }`,
      );
    } else
      lines.push('          - icon: leaf', broken ? `            text: Card ${i} has lost its title.` : `            title: Card ${i}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A temporary copy of the site at `root` with the page added; `rm` removes it. */
export async function writeScaleSite(root: string, items: number, broken: Broken): Promise<{ dir: string; rm: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `scale-${broken ? 'broken' : 'valid'}-${items}-`));
  await cp(join(root, 'content'), join(dir, 'content'), { recursive: true });
  await cp(join(root, 'public'), join(dir, 'public'), { recursive: true });
  const site = await readFile(join(root, 'site.yaml'), 'utf8');
  await writeFile(join(dir, 'site.yaml'), `${site.trimEnd()}\n${scalePage(items, broken)}`);
  return { dir, rm: () => rm(dir, { recursive: true, force: true }) };
}

/** Checks the scale site as `npm run validate` does (loadSite, then the bounded report): the figures of one case. */
export async function measureScaleCase(root: string, items: number, broken: boolean): Promise<ScaleCase> {
  const site = await writeScaleSite(root, items, broken);
  try {
    const t = performance.now();
    const r = await loadSite({ root: site.dir });
    const report = r.ok ? '✔' : formatProblems(r.problems, { omitted: r.omitted });
    const ms = Math.round(performance.now() - t);
    // maxRSS is in kilobytes.
    const rssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    return {
      items,
      broken,
      ms,
      problems: r.ok ? 0 : r.problems.length + Object.values(r.omitted).reduce((a, b) => a + b, 0),
      lines: report.split('\n').length,
      rssMb,
    };
  } finally {
    await site.rm();
  }
}
