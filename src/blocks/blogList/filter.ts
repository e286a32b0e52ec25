import type { Post } from '../../schema/content';
import { matchesSearch, searchText } from '../../ui/search';

/** What a post is searched in (spec section 5): its title, excerpt and tags. Also written on its card for the first paint. */
export const postSearchText = (p: Pick<Post, 'title' | 'excerpt' | 'tags'>): string => searchText([p.title, p.excerpt, ...p.tags]);

/** Spec section 5: search text in title, excerpt or any tag, ignoring case, combined with the category (all = any). */
export function filterPosts<P extends Pick<Post, 'title' | 'excerpt' | 'tags' | 'category'>>(
  posts: readonly P[],
  category: string,
  search: string,
): P[] {
  return posts.filter((p) => (category === 'all' || p.category === category) && matchesSearch(postSearchText(p), search));
}

/**
 * Up to `n` other posts, those most alike first: the same category counts as much as two
 * shared tags, each shared tag one; posts alike in nothing come last. Ties keep the list's order.
 */
export function relatedPosts<P extends Pick<Post, 'slug' | 'category' | 'tags'>>(posts: readonly P[], current: P, n = 3): P[] {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  const score = (p: P) => (p.category === current.category ? 2 : 0) + p.tags.filter((t) => tags.has(t.toLowerCase())).length;
  return posts
    .filter((p) => p.slug !== current.slug)
    .map((p, i) => ({ p, i, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, n)
    .map(({ p }) => p);
}
