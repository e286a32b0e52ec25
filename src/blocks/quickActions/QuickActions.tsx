import { Button, Paper, Text } from '@mantine/core';
import { mailHref, telHref } from '../../lib/contactLinks';
import { IconCalendarEvent, IconMail, IconPhone } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { chatUrl, fillTemplate } from '../../services/chat';
import type { QuickActionsBlockT } from './schema';
import { Columns } from '../../ui/layout/Layout';

export function QuickActions({ block }: { block: QuickActionsBlockT }) {
  const { site, chat } = useSite();
  return (
    <Section id={block.id} title={block.title} text={block.text} size="md">
      <Paper withBorder radius="lg" p="lg">
        <Columns cols={{ base: 1, sm: 3 }} spacing="md">
          <Button component="a" href={telHref(site.phone)} size="md" leftSection={<IconPhone size={18} aria-hidden />}>
            Call {site.phone}
          </Button>
          <Button component="a" href={mailHref(site.email)} size="md" variant="outline" leftSection={<IconMail size={18} aria-hidden />}>
            Email Us
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconCalendarEvent size={18} aria-hidden />}
            component="a"
            href={chatUrl(site.chatNumber, fillTemplate(chat.templates[block.scheduleTemplate] ?? ''))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {block.scheduleLabel}
          </Button>
        </Columns>
        <Text fz="xs" c="dimmed" mt="sm" ta="center">
          {block.scheduleLabel} opens WhatsApp with a message asking for a call; we reply within minutes in business hours.
        </Text>
      </Paper>
    </Section>
  );
}
