import { Anchor, Badge, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconCalendar, IconClock } from '@tabler/icons-react';
import { Img } from '../../ui/Img';
import { useLanguage } from '../../ui/facts';
import { searchAttrs } from '../../ui/search';
import { readTimeIn } from './readTime';
import type { PostSummary } from '../../schema/content';
import classes from './PostCard.module.css';

/** A post in a list: picture, date, read time, title, excerpt, author and Read More. */
export function PostCard({
  post,
  maxTags,
  readMore,
  categoryLabel,
  search,
}: {
  post: PostSummary;
  maxTags?: number;
  /** The link's words; the catalogue's Read More when left out. */
  readMore?: string;
  categoryLabel?: string;
  /** Its search text, written on the card for a list's first paint (src/ui/search.ts). */
  search?: string;
}) {
  const tags = maxTags === undefined ? [] : post.tags.slice(0, maxTags);
  const { href, lang, messages, firstLang } = useLanguage();
  // A post not written in the page's language: the card says so, to the eye and to a screen reader.
  const other = post.lang !== lang;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="sm"
      className={classes.card}
      component="article"
      lang={other ? post.lang : undefined}
      {...(search === undefined ? {} : searchAttrs.card(search))}
    >
      <Card.Section>
        <Img image={post.image} cover="16 / 9" />
      </Card.Section>
      <Group gap="md" mt="md" c="dimmed" fz="xs">
        <Group gap={4}>
          <IconCalendar size={14} aria-hidden />
          <time dateTime={post.date}>{post.dateText}</time>
        </Group>
        <Group gap={4}>
          <IconClock size={14} aria-hidden />
          <span>{readTimeIn(post.readTime, messages.minRead)}</span>
        </Group>
        {categoryLabel && (
          <Badge variant="light" color="earth" size="sm">
            {categoryLabel}
          </Badge>
        )}
      </Group>
      <Title order={3} fz="lg" mt="xs">
        <a href={href(`/blog/${post.slug}`)} hrefLang={post.lang} className={classes.titleLink}>
          {post.title}
        </a>
        {other && (
          <Text span fz="xs" fw={500} c="dimmed" lang={lang}>
            {' '}
            {messages.inEnglish}
          </Text>
        )}
      </Title>
      <Text fz="sm" c="dimmed" mt={6} lineClamp={3}>
        {post.excerpt}
      </Text>
      {tags.length > 0 && (
        <Group gap={6} mt="sm" lang={firstLang}>
          {tags.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </Group>
      )}
      <Group justify="space-between" mt="auto" pt="md">
        <Text fz="sm" fw={600}>
          {post.author}
        </Text>
        <Anchor href={href(`/blog/${post.slug}`)} hrefLang={post.lang} fw={700} fz="sm" className={classes.more}>
          {readMore ?? messages.readMore}
          {/* Read aloud and seen by search engines: which article this link opens. */}
          <VisuallyHidden>: {post.title}</VisuallyHidden> <IconArrowRight size={14} aria-hidden />
        </Anchor>
      </Group>
    </Card>
  );
}
