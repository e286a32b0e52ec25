/** A problem's click opens the tab and item where its place is edited, read from its path in the one notation. */
import { describe, expect, it } from 'vitest';
import { panelPlaceOf } from '../../../src/editor/app/ProblemsPanel';
import type { EditorState, ProblemView } from '../../../src/editor/protocol';

const problem = (file: string, path: string): ProblemView => ({
  severity: 'error',
  kind: 'missingField',
  file,
  line: 1,
  col: 1,
  path,
  where: '',
  message: '',
});
const state = { posts: ['content/blog/why-bamboo.md'] } as unknown as EditorState;

describe('panelPlaceOf', () => {
  it('opens the page and block, the site facts, the product or the post the path names', () => {
    expect(panelPlaceOf(problem('site.yaml', 'routes[2].blocks[1].items[0]["a b"]'), state)).toEqual({ tab: 'pages', page: 2, block: 1 });
    expect(panelPlaceOf(problem('site.yaml', 'routes[3].title'), state)).toEqual({ tab: 'pages', page: 3, block: undefined });
    expect(panelPlaceOf(problem('site.yaml', 'site.hours[1].time'), state)).toEqual({ tab: 'site' });
    expect(panelPlaceOf(problem('content/products.yaml', 'products[4].price'), state)).toEqual({ tab: 'products', product: 4 });
    expect(panelPlaceOf(problem('content/products.yaml', ''), state)).toEqual({ tab: 'products', product: undefined });
    expect(panelPlaceOf(problem('content/blog/why-bamboo.md', 'title'), state)).toEqual({ tab: 'blog' });
  });

  it('keeps to the Problems tab for a place no tab edits', () => {
    // A key that only starts like a section is another key.
    expect(panelPlaceOf(problem('site.yaml', 'siteMap'), state)).toEqual({ tab: 'problems' });
    expect(panelPlaceOf(problem('site.yaml', 'footer.links[0]'), state)).toEqual({ tab: 'problems' });
    expect(panelPlaceOf(problem('content/forms/contact.yaml', 'fields[0]'), state)).toEqual({ tab: 'problems' });
  });
});
