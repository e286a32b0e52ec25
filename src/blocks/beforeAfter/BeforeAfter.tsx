import { Badge, Card, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import type { BeforeAfterBlockT } from './schema';
import classes from './BeforeAfter.module.css';
import { Columns } from '../../ui/layout/Layout';

export function BeforeAfter({ block }: { block: BeforeAfterBlockT }) {
  const pairs = useSite().content.impact.beforeAfter;
  const { messages } = useLanguage();
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        {pairs.map((p) => (
          <Card key={p.id} withBorder radius="lg" padding="lg" shadow="sm">
            <Card.Section>
              <div className={classes.pair}>
                {(['before', 'after'] as const).map((k) => (
                  <figure key={k} className={classes.figure}>
                    <Img image={p[k]} cover="4 / 3" />
                    <Badge className={classes.badge} color={k === 'before' ? 'earth' : 'bamboo'} variant="filled">
                      {messages[k]}
                    </Badge>
                  </figure>
                ))}
              </div>
            </Card.Section>
            <Title order={3} fz="md" mt="md" className={classes.location}>
              <IconMapPin size={16} aria-hidden /> {p.location}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {p.description}
            </Text>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
