import { Badge, Card, List, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import type { CurriculumBlockT } from './schema';
import { Columns } from '../../ui/layout/Layout';

export function Curriculum({ block }: { block: CurriculumBlockT }) {
  const { curriculum } = useSite().content.training;
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <Columns cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {curriculum.map((c) => (
          <Card key={c.weeks} component="li" withBorder radius="lg" padding="lg">
            <Badge variant="filled" color="earth" w="fit-content">
              {c.weeks}
            </Badge>
            <Title order={3} fz="md" mt="sm">
              {c.topic}
            </Title>
            <List mt="sm" spacing={4} fz="sm" icon={<IconCheck size={14} aria-hidden />}>
              {c.activities.map((a) => (
                <List.Item key={a}>{a}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
