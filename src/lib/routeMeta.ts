import type { SiteModel } from '../schema/model';
import type { RouteT } from '../schema/site';

/** The page that shows a blog post, when the route is the /blog/:slug pattern. */
export function postOf(route: RouteT, model: SiteModel, slug: string | undefined) {
  return route.path.includes(':slug') ? model.content.posts.find((p) => p.slug === slug) : undefined;
}

/** Title and description of a page; a page per blog post takes them from the post. */
export function routeMeta(route: RouteT, model: SiteModel, params: { slug?: string }): { title: string; description: string } {
  const post = postOf(route, model, params.slug);
  if (post) return { title: `${post.title} | ${model.site.name}`, description: post.metaDescription ?? post.excerpt };
  return { title: route.title, description: route.description };
}
