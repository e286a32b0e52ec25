import type { MouseEvent } from 'react';
import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { ActionButton } from '../../ui/ActionButton';
import { FilterBar } from '../../ui/FilterBar';
import { Section } from '../../ui/Section';
import { island } from '../../islands/island';
import type { CategoryT, PostSummary } from '../../schema/content';
import { useFacts, useLanguage } from '../../ui/facts';
import { useSite } from '../../ui/SiteContext';
import { useUrlFilter } from '../../ui/useUrlFilter';
import GeneratedForm from '../../forms/GeneratedForm.island';
import { PostCard } from '../blogFeatured/PostCard';
import { searchAttrs } from '../../ui/search';
import { filterPosts, postSearchText } from './filter';
import { blogCategoryPages } from './pages';
import type { BlogListBlockT } from './schema';
import classes from './BlogList.module.css';
import { Columns } from '../../ui/layout/Layout';

/** The blog's list, live as one island: its posts (without their bodies) come as props. */
export function BlogList({ block }: { block: BlogListBlockT }) {
  const model = useSite();
  const { posts, blogCategories } = model.content;
  const { home, paths } = blogCategoryPages(model);
  const at = `#${block.id ?? 'articles'}`;
  // Each choice leads to its category's page, at the list (this list with `?category=` when it has none).
  // In the page's language: a Kiswahili page's choices lead to the Kiswahili category pages.
  const { href } = useLanguage();
  const choices = [
    { value: 'all', href: home ? href(`${home}${at}`) : `?${at}` },
    ...blogCategories.map((c) => ({
      value: c.id,
      href: href(`${paths.get(c.id) ?? `${home}?category=${encodeURIComponent(c.id)}`}${at}`),
    })),
  ];
  return (
    <BlogListLive block={block} posts={posts.map(({ body: _body, ...card }) => card)} blogCategories={blogCategories} choices={choices} />
  );
}

function BlogListView({
  block,
  posts,
  blogCategories,
  choices,
}: {
  block: BlogListBlockT;
  posts: PostSummary[];
  blogCategories: CategoryT[];
  choices: Array<{ value: string; href: string }>;
}) {
  const { forms } = useFacts();
  const { href, lang, messages, firstLang } = useLanguage();
  const searchId = `${block.id ?? 'articles'}-search`;
  const [filter, setFilter] = useUrlFilter({ category: block.initialCategory ?? 'all', q: '' }, searchId, choices);
  const hrefOf = (value: string) => choices.find((c) => c.value === value)?.href ?? '?';
  const { category, q: search } = filter;
  const shown = filterPosts(posts, category, search);
  const labels = new Map(blogCategories.map((c) => [c.id, c.label]));
  const sb = block.sidebar;
  const newsletter = Object.hasOwn(forms, sb.form) ? forms[sb.form] : undefined;
  const chooseTag = (tag: string) => (e: MouseEvent) => {
    e.preventDefault();
    setFilter({ category: 'all', q: tag }, 'push');
    document.getElementById(searchId)?.scrollIntoView({ block: 'center' });
  };
  return (
    <Section id={block.id} title={block.title}>
      <Grid gap={40}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FilterBar
            id={searchId}
            search={search}
            onSearch={(q) => setFilter({ ...filter, q }, 'replace')}
            placeholder={block.searchPlaceholder ?? messages.searchArticlesHint}
            searchLabel={messages.searchArticles}
            category={category}
            onCategory={(c) => setFilter({ ...filter, category: c }, 'push')}
            allLabel={messages.allCategories}
            allHref={hrefOf('all')}
            options={blogCategories.map((c) => ({ value: c.id, label: c.label, href: hrefOf(c.id) }))}
            noScriptNote={messages.articlesNeedScripts}
            count={shown.length}
            counted={[messages.articleCount, messages.articlesCount]}
          />
          {/* Always drawn, hidden while something matches: a searched address's first paint shows it when nothing does. */}
          <div hidden={shown.length > 0} {...searchAttrs.empty(searchId)}>
            <Paper withBorder radius="lg" p="xl" mt="md" ta="center">
              <Text>{block.emptyText ?? messages.noArticles}</Text>
            </Paper>
          </div>
          {shown.length > 0 && (
            <Columns cols={{ base: 1, sm: 2 }} spacing="lg" mt="md" data-testid="post-grid" {...searchAttrs.list(searchId)}>
              {shown.map((p) => (
                <PostCard
                  key={p.slug}
                  post={p}
                  readMore={block.readMore}
                  categoryLabel={labels.get(p.category)}
                  search={postSearchText(p)}
                />
              ))}
            </Columns>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" component="aside" aria-label={messages.blogSidebar}>
            {newsletter && (
              <Paper withBorder radius="lg" p="lg" className={classes.newsletter}>
                <Title order={3} fz="md">
                  {sb.newsletterTitle}
                </Title>
                {sb.newsletterText && (
                  <Text fz="sm" c="dimmed" mt={4} mb="sm">
                    {sb.newsletterText}
                  </Text>
                )}
                <GeneratedForm formId={newsletter.id} layout="inline" idPrefix="blog-newsletter" />
              </Paper>
            )}
            <Paper withBorder radius="lg" p="lg">
              <Title order={3} fz="md" mb="sm">
                {sb.recentTitle ?? messages.recentPosts}
              </Title>
              <Stack gap="sm" component="ul" className={classes.recent} data-testid="recent-posts">
                {posts.slice(0, 3).map((p) => (
                  <li key={p.slug}>
                    <Anchor href={href(`/blog/${p.slug}`)} hrefLang={p.lang} lang={p.lang === lang ? undefined : p.lang} fw={600} fz="sm">
                      {p.title}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      {p.dateText}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Paper>
            {sb.tags.length > 0 && (
              <Paper withBorder radius="lg" p="lg">
                <Title order={3} fz="md" mb="sm">
                  {sb.tagsTitle ?? messages.popularTags}
                </Title>
                <Group gap={6} role="group" aria-label={sb.tagsTitle ?? messages.popularTags}>
                  {sb.tags.map((t) => (
                    <Button
                      key={t}
                      component="a"
                      lang={firstLang}
                      href={`?q=${encodeURIComponent(t)}`}
                      size="compact-sm"
                      variant={search === t ? 'filled' : 'light'}
                      radius="xl"
                      onClick={chooseTag(t)}
                      aria-current={search === t ? 'true' : undefined}
                    >
                      #{t}
                    </Button>
                  ))}
                </Group>
              </Paper>
            )}
            {sb.training && (
              <Paper radius="lg" p="lg" className={classes.training}>
                <Badge color="earth" variant="filled" mb="xs">
                  {messages.trainingBadge}
                </Badge>
                <Title order={3} fz="md" c="white">
                  {sb.training.title}
                </Title>
                {sb.training.text && (
                  <Text fz="sm" mt={4} c="white">
                    {sb.training.text}
                  </Text>
                )}
                <Group mt="md">
                  <ActionButton button={{ ...sb.training.button, variant: sb.training.button.variant ?? 'light' }} />
                </Group>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

const BlogListLive = island('blocks/blogList/BlogList', BlogListView);
export default BlogListLive;
