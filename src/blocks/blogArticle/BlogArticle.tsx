import { Anchor, Avatar, Badge, Box, Container, Divider, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router-dom';
import { ActionButton } from '../../ui/ActionButton';
import { Img } from '../../ui/Img';
import { routeMeta } from '../../lib/routeMeta';
import { SmartLink } from '../../ui/SmartLink';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import { readTimeIn } from '../blogFeatured/readTime';
import { PostCard } from '../blogFeatured/PostCard';
import { relatedPosts } from '../blogList/filter';
import { renderMarkdown } from '../../lib/markdown';
import type { BlogArticleBlockT } from './schema';
import ShareLinks from './ShareLinks.island';
import classes from './BlogArticle.module.css';
import { Columns } from '../../ui/layout/Layout';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function BlogArticle({ block }: { block: BlogArticleBlockT }) {
  const { slug } = useParams();
  const model = useSite();
  const { messages, href, firstLang } = useLanguage();
  const post = model.content.posts.find((p) => p.slug === slug);
  // No such post, or not written in this page's language (it has no page in it): this language's blog.
  if (!post || post.lang !== model.lang) return <Navigate to="/blog" replace />;
  const related = relatedPosts(model.content.posts, post, 3);
  const meta = routeMeta({ path: '/blog/:slug', title: '', description: '', blocks: [] }, model, { slug });
  // This article's address in the page's language (what a share sends before the share buttons' code comes).
  const address = `${model.site.url.replace(/\/+$/, '')}${href(`/blog/${post.slug}`)}`;
  return (
    <>
      <article className={classes.article}>
        <Container size="md" py={{ base: 32, md: 56 }}>
          <Anchor component={SmartLink} to={block.backTo} fw={600} className={classes.back}>
            <IconArrowLeft size={16} aria-hidden /> {block.backLabel ?? messages.backToBlog}
          </Anchor>
          <Stack gap="md" mt="lg">
            <Title order={1} className={classes.title}>
              {post.title}
            </Title>
            <Group gap="lg" c="dimmed" fz="sm">
              <Group gap={6}>
                <IconUser size={16} aria-hidden />
                <Text fz="sm">{post.author}</Text>
              </Group>
              <Group gap={6}>
                <IconCalendar size={16} aria-hidden />
                <Text fz="sm" component="time" dateTime={post.date}>
                  {post.dateText}
                </Text>
              </Group>
              <Group gap={6}>
                <IconClock size={16} aria-hidden />
                <Text fz="sm">{readTimeIn(post.readTime, messages.minRead)}</Text>
              </Group>
            </Group>
            <Group gap={6} lang={firstLang}>
              {post.tags.map((t) => (
                <Badge key={t} variant="light">
                  {t}
                </Badge>
              ))}
            </Group>
            <Img image={post.image} eager className={classes.image} sizes="(min-width: 60rem) 60rem, 100vw" />
            <Typography className={classes.body}>
              <div dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
            </Typography>
            <Divider my="md" />
            <Group gap="sm" align="center">
              <Text fw={700}>{block.shareTitle ?? messages.shareArticle}</Text>
              <ShareLinks address={address} title={post.title} description={meta.description} />
            </Group>
            <Paper withBorder radius="lg" p="lg" mt="md" className={classes.author}>
              <Group wrap="nowrap">
                <Avatar color="bamboo" radius="xl" size="lg">
                  {initials(post.author)}
                </Avatar>
                <div>
                  <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
                    {block.authorTitle ?? messages.aboutAuthor}
                  </Text>
                  <Text fw={700}>{post.author}</Text>
                  <Text fz="sm" c="dimmed">
                    {block.authorLabel ?? messages.authorLabel}
                  </Text>
                </div>
              </Group>
            </Paper>
          </Stack>
        </Container>
      </article>
      {related.length > 0 && (
        <Box component="section" py={{ base: 40, md: 64 }} className={classes.related} aria-labelledby="related-title">
          <Container size="lg">
            <Title order={2} id="related-title" fz={{ base: 24, md: 30 }} mb="lg">
              {block.relatedTitle ?? messages.relatedArticles}
            </Title>
            <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="related-posts">
              {related.map((p) => (
                <PostCard key={p.slug} post={p} />
              ))}
            </Columns>
          </Container>
        </Box>
      )}
      {block.cta && (
        <Box component="section" py={56} className={classes.cta} aria-labelledby="article-cta-title">
          <Container size="md" ta="center">
            <Title order={2} id="article-cta-title" c="white" fz={{ base: 24, md: 32 }}>
              {block.cta.title}
            </Title>
            {block.cta.text && (
              <Text c="white" mt="sm">
                {block.cta.text}
              </Text>
            )}
            <Group justify="center" mt="lg" gap="sm">
              {block.cta.buttons.map((b, i) => (
                <ActionButton key={b.label} button={{ ...b, variant: b.variant ?? (i === 0 ? 'light' : 'outline') }} />
              ))}
            </Group>
          </Container>
        </Box>
      )}
    </>
  );
}
