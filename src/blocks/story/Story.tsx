import { Group, Stack, Text, Title } from '@mantine/core';
import { ActionButton } from '../../ui/ActionButton';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import type { StoryBlockT } from './schema';
import section from '../../ui/Section.module.css';
import classes from './Story.module.css';
import { Columns } from '../../ui/layout/Layout';

export function Story({ block }: { block: StoryBlockT }) {
  const titleId = `${block.id ?? 'story'}-heading`;
  return (
    <Section id={block.id}>
      <Columns cols={{ base: 1, md: block.image ? 2 : 1 }} spacing={48}>
        <Stack gap="md" justify="center" aria-labelledby={titleId}>
          {block.eyebrow && (
            <Text className={section.eyebrow} fw={700} tt="uppercase" fz="sm">
              {block.eyebrow}
            </Text>
          )}
          <Title order={2} id={titleId} className={section.title}>
            {block.title}
          </Title>
          {block.paragraphs.map((p) => (
            <Text key={p.slice(0, 40)} fz={{ base: 'md', md: 'lg' }}>
              {p}
            </Text>
          ))}
          {block.highlights.length > 0 && (
            <dl className={classes.highlights}>
              {block.highlights.map((h) => (
                <div key={h.label}>
                  <dt className={classes.label}>{h.label}</dt>
                  <dd className={classes.value}>{h.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {block.button && (
            <Group>
              <ActionButton button={block.button} />
            </Group>
          )}
        </Stack>
        {block.image && <Img image={block.image} className={classes.image} />}
      </Columns>
    </Section>
  );
}
