import { Anchor, Badge, Container, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router-dom';
import { Img } from '../../app/Img';
import { SmartLink } from '../../app/SmartLink';
import { useSite } from '../../app/SiteContext';
import type { BlogArticleBlockT } from './schema';
import classes from './BlogArticle.module.css';

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function BlogArticle({ block }: { block: BlogArticleBlockT }) {
  const { slug } = useParams();
  const { content } = useSite();
  const post = content.posts.find((p) => p.slug === slug);
  if (!post) return <Navigate to="/blog" replace />;
  return (
    <article className={classes.article}>
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Anchor component={SmartLink} to={block.backTo} fw={600} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden /> {block.backLabel}
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
                {formatDate(post.date)}
              </Text>
            </Group>
            <Group gap={6}>
              <IconClock size={16} aria-hidden />
              <Text fz="sm">{post.readTime}</Text>
            </Group>
          </Group>
          <Group gap={6}>
            {post.tags.map((t) => (
              <Badge key={t} variant="light">
                {t}
              </Badge>
            ))}
          </Group>
          <Img image={post.image} eager className={classes.image} />
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: post.html }} />
          </Typography>
        </Stack>
      </Container>
    </article>
  );
}
