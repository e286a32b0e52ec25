import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import type { BlogFeaturedBlockT } from './schema';
import { PostCard } from './PostCard';
import { Columns } from '../../ui/layout/Layout';

export function BlogFeatured({ block }: { block: BlogFeaturedBlockT }) {
  const { posts, blogCategories } = useSite().content;
  const labels = new Map(blogCategories.map((c) => [c.id, c.label]));
  const featured = posts.filter((p) => p.featured);
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="green">
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="featured-posts">
        {featured.map((p) => (
          <PostCard key={p.slug} post={p} maxTags={2} categoryLabel={labels.get(p.category)} />
        ))}
      </Columns>
    </Section>
  );
}
