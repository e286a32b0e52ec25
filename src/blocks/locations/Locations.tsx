import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import { formatNumber } from '../../i18n/format';
import type { LocationsBlockT } from './schema';
import { Columns } from '../../ui/layout/Layout';

export function Locations({ block }: { block: LocationsBlockT }) {
  const { locations } = useSite().content.impact;
  const { messages, locale } = useLanguage();
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {locations.map((l) => (
          <Card key={l.id} withBorder radius="lg" padding="lg" data-testid="location">
            <Group gap="sm">
              <ThemeIcon variant="light" radius="xl" size={40}>
                <IconMapPin size={22} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {l.name}
              </Title>
            </Group>
            <Group mt="md" grow>
              <div>
                <Text fz={28} fw={800} className="accent-green">
                  {formatNumber(l.projects, locale)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {messages.projects}
                </Text>
              </div>
              <div>
                <Text fz={28} fw={800} className="accent-earth">
                  {formatNumber(l.people, locale)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {messages.peopleReached}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  );
}
