import type { SiteModel } from '../schema/model';
import type { RouteT } from '../schema/site';

/** Title and description of a page; a page per blog post takes them from the post. */
export function routeMeta(route: RouteT, model: SiteModel, params: { slug?: string }): { title: string; description: string } {
  if (route.path.includes(':slug')) {
    const post = model.content.posts.find((p) => p.slug === params.slug);
    if (post) return { title: `${post.title} | ${model.site.name}`, description: post.metaDescription ?? post.excerpt };
  }
  return { title: route.title, description: route.description };
}

/** React hoists these into <head> and swaps them on navigation. */
export function Meta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
