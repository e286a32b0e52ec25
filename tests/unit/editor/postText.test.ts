/**
 * A new post's front matter as the editor writes it (postText in src/editor/server/session.ts):
 * an empty picture description is written as `alt: ""` (the schema allows it for a picture that
 * only decorates), not dropped (the key is required, so dropping it refused the post).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PostFrontMatter } from '../../../src/schema/content.ts';
import { postText } from '../../../src/editor/server/session.ts';

/** The text postText makes (it refuses only names the post's schema does not have). */
function made(fields: Parameters<typeof postText>[0]): string {
  const r = postText(fields, 'Text.');
  if (!r.ok) throw new Error(r.refusal);
  return r.text;
}

const front = (text: string) => parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as unknown;

describe('postText', () => {
  const fields = {
    title: 'Harvest Day',
    excerpt: 'Forty farmers brought in their first harvest.',
    category: 'restoration',
    author: 'Grace Wanjiku',
    date: '2024-06-15',
    readTime: '3 min read',
    tags: ['eco', 'kenya'],
  };

  it('writes an empty picture description as alt: "", which the schema takes', () => {
    const text = made({ ...fields, image: { src: '/images/blog/harvest.png', alt: '' } });
    expect(text).toContain('image: { src: /images/blog/harvest.png, alt: "" }\ntags: [eco, kenya]\n---\n');
    expect(PostFrontMatter.safeParse(front(text)).success).toBe(true);
  });

  it('leaves out an empty top-level field and an empty list', () => {
    const text = made({ ...fields, tags: [], image: { src: '/images/blog/harvest.png', alt: 'Farmers' }, excerpt: '' });
    expect(text).not.toMatch(/^(tags|excerpt):/m);
  });
});
