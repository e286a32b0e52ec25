import { ActionIcon, Anchor, Box, Button, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { mailHref, telHref } from '../app/contactLinks';
import { IconArrowUp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { GeneratedForm } from '../forms/Form';
import { SmartLink } from '../app/SmartLink';
import { useSite } from '../app/SiteContext';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import classes from './Footer.module.css';

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

function NewsletterBox() {
  const { footer, content } = useSite();
  const box = footer.newsletter;
  const form = box && content.forms[box.form];
  if (!box || !form) return null;
  return (
    <section aria-labelledby="footer-newsletter">
      <Title order={2} fz="md" id="footer-newsletter" c="white" mb={6}>
        {box.title}
      </Title>
      {box.text && (
        <Text fz="sm" className={classes.muted} mb="sm">
          {box.text}
        </Text>
      )}
      <GeneratedForm form={form} layout="inline" idPrefix="footer-newsletter" inverted />
    </section>
  );
}

export function Footer() {
  const { site, footer } = useSite();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={40}>
          <Stack gap="sm">
            <Logo name={site.name} inverted />
            {footer.about && (
              <Text fz="sm" className={classes.muted}>
                {footer.about}
              </Text>
            )}
            <Group gap="xs" mt="xs">
              {site.social.map((s) => (
                <ActionIcon
                  key={s.href}
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.label} (opens in a new tab)`}
                  title={s.label}
                  variant="light"
                  color="gray"
                  size={44}
                  radius="xl"
                  className={classes.social}
                >
                  <SocialIcon network={s.network} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <Stack gap={10}>
            <Title order={2} fz="md" c="white">
              {footer.contactTitle}
            </Title>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Anchor href={telHref(site.phone)} className={classes.link}>
                {site.phone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMail size={18} aria-hidden />
              <Anchor href={mailHref(site.email)} className={classes.link}>
                {site.email}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text fz="sm" className={classes.muted}>
                {site.address}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconClock size={18} aria-hidden />
              <Text fz="sm" className={classes.muted}>
                {site.hours.map((h) => `${h.days}: ${h.time}`).join(' · ')}
              </Text>
            </Group>
          </Stack>
          <NewsletterBox />
        </SimpleGrid>
        <Divider my={40} className={classes.divider} />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={32}>
          {footer.columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <Title order={2} fz="sm" tt="uppercase" c="white" mb="sm" className={classes.colTitle}>
                {col.title}
              </Title>
              <Stack gap={2}>
                {col.links.map((l) => (
                  <SmartLink key={l.label} to={l.to} className={classes.colLink}>
                    {l.label}
                  </SmartLink>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Divider my={32} className={classes.divider} />
        <Group justify="space-between" gap="md">
          <Text fz="sm" className={classes.muted}>
            {footer.copyright}
          </Text>
          <Button variant="subtle" color="gray" c="white" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={scrollToTop}>
            {footer.backToTop}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
