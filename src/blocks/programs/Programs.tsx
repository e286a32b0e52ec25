import { Badge, Box, Card, Group, List, Text, Title } from '@mantine/core';
import { Section } from '../../ui/Section';
import { IconCheck, IconClock, IconUsers } from '@tabler/icons-react';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import ApplyButton from '../../forms/ApplyButton.island';
import type { ProgramsBlockT } from './schema';
import classes from './Programs.module.css';
import { Columns } from '../../ui/layout/Layout';

export function Programs({ block }: { block: ProgramsBlockT }) {
  const { programs } = useSite().content;
  const { messages } = useLanguage();
  const applyLabel = block.applyLabel ?? messages.applyNow;
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, md: 3 }} spacing="lg">
        {programs.map((p) => (
          <Card
            key={p.id}
            withBorder
            radius="lg"
            shadow={p.popular ? 'lg' : 'sm'}
            padding="xl"
            className={classes.card}
            data-popular={p.popular || undefined}
          >
            {p.popular && (
              <Badge color="earth" className={classes.popular}>
                {messages.mostPopular}
              </Badge>
            )}
            <Badge variant="light" w="fit-content">
              {messages[`level${p.level}`]}
            </Badge>
            <Title order={3} fz="xl" mt="sm">
              {p.name}
            </Title>
            <Text fz={28} fw={800} mt="xs" className={classes.price}>
              {p.priceText}
            </Text>
            <Group gap="lg" mt="xs" c="dimmed">
              <Group gap={6}>
                <IconClock size={16} aria-hidden />
                <Text fz="sm">{p.duration}</Text>
              </Group>
              <Group gap={6}>
                <IconUsers size={16} aria-hidden />
                <Text fz="sm">{p.participants}</Text>
              </Group>
            </Group>
            <Text fz="sm" mt="md">
              {p.description}
            </Text>
            <List mt="md" spacing={6} fz="sm" icon={<IconCheck size={16} aria-hidden className={classes.check} />}>
              {p.skills.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
            <Box mt="auto" pt="xl">
              <ApplyButton
                label={applyLabel}
                ariaLabel={`${applyLabel}: ${p.name}`}
                form={block.applyForm}
                values={{ [block.applyField]: p.id }}
              />
            </Box>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
