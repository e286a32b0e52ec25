/**
 * The post edits: front matter fields (setPostField, setPostValue) and the Markdown (setPostBody).
 */
import { describe, expect, it } from 'vitest';
import { setPostBody, setPostField, setPostValue } from '../../../../src/editor/edits';
import { lineDiff, loads, POST, POST_FILE, text } from './helpers';

describe('post edits', () => {
  it('sets front matter fields and the body of a post, the rest untouched', async () => {
    const title = text(setPostField(POST, ['title'], 'DIY: A Bamboo Planter'));
    expect(lineDiff(POST, title)).toEqual({
      removed: [[2, 'title: "DIY: Build a Bamboo Planter in an Afternoon"']],
      added: [[2, 'title: "DIY: A Bamboo Planter"']],
    });
    const alt = text(setPostField(title, ['image', 'alt'], 'A planter, with mint'));
    expect(lineDiff(title, alt).added).toEqual([
      [8, 'image: { src: /images/blog/diy-planter.svg, alt: "A planter, with mint", width: 1200, height: 675 }'],
    ]);
    const tags = text(setPostValue(alt, ['tags'], ['diy', 'bamboo', 'eco-friendly', 'garden']));
    expect(lineDiff(alt, tags).added).toEqual([[10, 'tags: [diy, bamboo, eco-friendly, garden]']]);
    const unfeatured = text(setPostField(tags, ['featured'], undefined));
    expect(lineDiff(tags, unfeatured)).toEqual({ removed: [[9, 'featured: true']], added: [] });
    const body = text(setPostBody(unfeatured, 'A new text.\n\n## A heading\n\nMore.'));
    expect(body.split('\n---\n')[0]).toBe(unfeatured.split('\n---\n')[0]);
    expect(body.endsWith('---\n\nA new text.\n\n## A heading\n\nMore.\n')).toBe(true);
    expect(await loads({ [POST_FILE]: body })).toEqual([]);
  });
});
