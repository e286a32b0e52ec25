import { Box, Container, Group, Text } from '@mantine/core';
import { mailHref, telHref } from '../lib/contactLinks';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ActionButton } from '../ui/ActionButton';
import { useFacts, useLanguage } from '../ui/facts';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import classes from './Shell.module.css';

function TopStrip() {
  const { site, navigation } = useFacts();
  const { messages } = useLanguage();
  if (!navigation.topStrip.length) return null;
  const items = {
    phone: { icon: IconPhone, text: site.phone, href: telHref(site.phone) },
    email: { icon: IconMail, text: site.email, href: mailHref(site.email) },
    location: { icon: IconMapPin, text: site.location, href: undefined },
  };
  return (
    <Box component="aside" aria-label={messages.contactDetails} className={classes.strip} visibleFrom="md" data-testid="top-strip">
      <Container size="xl">
        <Group gap="xl" h={36}>
          {navigation.topStrip.map((k) => {
            const { icon: Icon, text, href } = items[k];
            return (
              <Group key={k} gap={6} wrap="nowrap">
                <Icon size={15} aria-hidden />
                <Text fz="sm" component={href ? 'a' : 'span'} href={href} className={classes.stripText}>
                  {text}
                </Text>
              </Group>
            );
          })}
        </Group>
      </Container>
    </Box>
  );
}

/**
 * The site's header, drawn without code: the links, the buttons (those that open a dialog are
 * islands of their own) and the phone menu (a popover, MobileMenu.tsx). The shadow past 20 px
 * of scroll is CSS (Shell.module.css). `current`: the page's path.
 */
export function Header({ current }: { current: string }) {
  const { site, navigation } = useFacts();
  const { messages, href } = useLanguage();
  return (
    <>
      <TopStrip />
      <header className={classes.header}>
        <Container size="xl">
          <Group h={68} justify="space-between" wrap="nowrap">
            <Logo name={site.name} />
            <nav aria-label={messages.mainNav}>
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                {navigation.links.map((l) => (
                  <a key={l.to} href={href(l.to)} className={classes.link} aria-current={l.to === current ? 'page' : undefined}>
                    {l.label}
                  </a>
                ))}
              </Group>
            </nav>
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              <LanguageSwitch className={classes.link} />
              {navigation.buttons.map((b) => (
                <ActionButton key={b.label} button={b} size="sm" />
              ))}
            </Group>
            <MobileMenu current={current} />
          </Group>
        </Container>
      </header>
    </>
  );
}
