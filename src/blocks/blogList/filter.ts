import type { Post } from '../../schema/content';

/** Spec section 5: search text in title, excerpt or any tag, ignoring case, combined with the category (all = any). */
export function filterPosts<P extends Pick<Post, 'title' | 'excerpt' | 'tags' | 'category'>>(
  posts: readonly P[],
  category: string,
  search: string,
): P[] {
  const q = search.trim().toLowerCase();
  return posts.filter(
    (p) =>
      (category === 'all' || p.category === category) &&
      (q === '' ||
        p.title.toLowerCase().includes(q) ||
        p.excerpt.toLowerCase().includes(q) ||
        p.tags.some((t) => t.toLowerCase().includes(q))),
  );
}

/** Up to `n` other posts, same category first. */
export function relatedPosts<P extends Pick<Post, 'slug' | 'category'>>(posts: readonly P[], current: P, n = 3): P[] {
  const others = posts.filter((p) => p.slug !== current.slug);
  return [...others.filter((p) => p.category === current.category), ...others.filter((p) => p.category !== current.category)].slice(0, n);
}
