import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { fill } from '../../i18n/fill';
import { useLanguage } from '../../ui/facts';
import { Stars } from '../../ui/Stars';
import type { StoriesBlockT } from './schema';
import classes from './Stories.module.css';
import { Columns } from '../../ui/layout/Layout';

interface StoryCard {
  id: string;
  name: string;
  image: { src: string; alt: string; width?: number; height?: number };
  meta: string;
  text: string;
  badge: string;
  extra?: string;
  rating: number;
}

export function Stories({ block }: { block: StoriesBlockT }) {
  const { impact, training } = useSite().content;
  const { messages } = useLanguage();
  const cards: StoryCard[] =
    block.source === 'community'
      ? impact.stories.map((s) => ({
          id: s.id,
          name: s.name,
          image: s.image,
          meta: `${s.role} · ${s.location}`,
          text: `“${s.quote}”`,
          badge: s.impact,
          rating: s.rating,
        }))
      : training.graduates.map((g) => ({
          id: g.id,
          name: g.name,
          image: g.image,
          meta: `${g.program} · ${fill(messages.classOf, { year: g.year })}`,
          text: g.story,
          badge: g.income,
          extra: g.achievement,
          rating: g.rating,
        }));
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="green">
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {cards.map((c) => (
          <Card key={c.id} withBorder radius="lg" padding="lg" shadow="sm">
            <Group wrap="nowrap" gap="md">
              <Img image={c.image} className={classes.portrait} />
              <div>
                <Title order={3} fz="md">
                  {c.name}
                </Title>
                <Text fz="sm" c="dimmed">
                  {c.meta}
                </Text>
                <Stars rating={c.rating} />
              </div>
            </Group>
            {c.extra && (
              <Text fw={600} mt="md" fz="sm">
                {c.extra}
              </Text>
            )}
            <Text mt="sm" fz="sm" className={classes.text}>
              {c.text}
            </Text>
            <Badge mt="md" variant="light" size="lg" radius="sm" className={classes.badge}>
              {c.badge}
            </Badge>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
