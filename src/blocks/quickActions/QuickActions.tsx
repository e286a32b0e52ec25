import { Button, Paper, Text } from '@mantine/core';
import { mailHref, telHref } from '../../lib/contactLinks';
import { IconCalendarEvent, IconMail, IconPhone } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { fill } from '../../i18n/fill';
import { useLanguage } from '../../ui/facts';
import { chatUrl, fillTemplate } from '../../services/chat';
import type { QuickActionsBlockT } from './schema';
import { Columns } from '../../ui/layout/Layout';

export function QuickActions({ block }: { block: QuickActionsBlockT }) {
  const { site, chat } = useSite();
  const { messages } = useLanguage();
  const scheduleLabel = block.scheduleLabel ?? messages.scheduleCall;
  return (
    <Section id={block.id} title={block.title} text={block.text} size="md">
      <Paper withBorder radius="lg" p="lg">
        <Columns cols={{ base: 1, sm: 3 }} spacing="md">
          <Button component="a" href={telHref(site.phone)} size="md" leftSection={<IconPhone size={18} aria-hidden />}>
            {fill(messages.callPhone, { phone: site.phone })}
          </Button>
          <Button component="a" href={mailHref(site.email)} size="md" variant="outline" leftSection={<IconMail size={18} aria-hidden />}>
            {messages.emailUs}
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
            {scheduleLabel}
          </Button>
        </Columns>
        <Text fz="xs" c="dimmed" mt="sm" ta="center">
          {fill(messages.scheduleNote, { label: scheduleLabel })}
        </Text>
      </Paper>
    </Section>
  );
}
