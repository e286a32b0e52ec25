import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { mailHref, telHref } from '../../app/contactLinks';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Section } from '../../app/Section';
import { useSite } from '../../app/SiteContext';
import { GeneratedForm } from '../../forms/Form';
import { factOf } from '../cards/Cards';
import type { ContactSectionBlockT } from './schema';

export function ContactSection({ block }: { block: ContactSectionBlockT }) {
  const { site, content } = useSite();
  const form = content.forms[block.form];
  const newsletter = block.newsletter && content.forms[block.newsletter.form];
  const cards = [
    { icon: IconPhone, title: 'Call Us', fact: factOf(site, 'phone'), note: block.phoneSupport },
    { icon: IconMail, title: 'Email Us', fact: factOf(site, 'email') },
    { icon: IconMapPin, title: 'Visit Us', fact: factOf(site, 'address') },
    { icon: IconClock, title: 'Business Hours', fact: factOf(site, 'hours') },
  ];
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="earth">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {cards.map(({ icon: Icon, title, fact, note }) => (
              <Paper key={title} withBorder radius="lg" p="lg">
                <ThemeIcon variant="light" size={44} radius="md">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="md" mt="sm">
                  {title}
                </Title>
                {fact.lines.map((l, i) =>
                  i === 0 && fact.href ? (
                    <Text
                      key={l}
                      component="a"
                      href={fact.href}
                      fz="sm"
                      fw={600}
                      className="accent-green"
                      display="block"
                      mt={4}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {l}
                    </Text>
                  ) : (
                    <Text key={l} fz="sm" mt={4}>
                      {l}
                    </Text>
                  ),
                )}
                {note && (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {note}
                  </Text>
                )}
              </Paper>
            ))}
          </SimpleGrid>
          <Group grow>
            <Button component="a" href={telHref(site.phone)} size="md" leftSection={<IconPhone size={18} aria-hidden />}>
              Call Now
            </Button>
            <Button component="a" href={mailHref(site.email)} size="md" variant="outline" leftSection={<IconMail size={18} aria-hidden />}>
              Send Email
            </Button>
          </Group>
          {newsletter && block.newsletter && (
            <Paper radius="lg" p="lg" withBorder>
              <Title order={3} fz="md">
                {block.newsletter.title}
              </Title>
              {block.newsletter.text && (
                <Text fz="sm" c="dimmed" mt={4} mb="sm">
                  {block.newsletter.text}
                </Text>
              )}
              <GeneratedForm form={newsletter} layout="inline" idPrefix={`${block.id ?? 'contact'}-newsletter`} />
            </Paper>
          )}
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', md: 32 }}>
          {form.title && (
            <Title order={3} fz="xl">
              {form.title}
            </Title>
          )}
          <Box mt="md">
            <GeneratedForm form={form} idPrefix={block.id ?? form.id} />
          </Box>
        </Paper>
      </SimpleGrid>
    </Section>
  );
}
