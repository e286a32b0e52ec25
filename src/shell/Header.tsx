import { Box, Burger, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { mailHref, telHref } from '../app/contactLinks';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { NavLink } from 'react-router-dom';
import { ActionButton } from '../app/ActionButton';
import { useSite } from '../app/SiteContext';
import { Logo } from './Logo';
import classes from './Shell.module.css';

export const SCROLL_THRESHOLD = 20;

function TopStrip() {
  const { site, navigation } = useSite();
  if (!navigation.topStrip.length) return null;
  const items = {
    phone: { icon: IconPhone, text: site.phone, href: telHref(site.phone) },
    email: { icon: IconMail, text: site.email, href: mailHref(site.email) },
    location: { icon: IconMapPin, text: site.location, href: undefined },
  };
  return (
    <Box component="aside" aria-label="Contact details" className={classes.strip} visibleFrom="md" data-testid="top-strip">
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

export function Header() {
  const { site, navigation } = useSite();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > SCROLL_THRESHOLD;

  const links = (onClick?: () => void, mobile = false) =>
    navigation.links.map((l) => (
      <NavLink key={l.to} to={l.to} end onClick={onClick} className={mobile ? classes.mobileLink : classes.link}>
        {l.label}
      </NavLink>
    ));

  return (
    <>
      <TopStrip />
      <header className={classes.header} data-scrolled={scrolled || undefined}>
        <Container size="xl">
          <Group h={68} justify="space-between" wrap="nowrap">
            <Logo name={site.name} />
            <nav aria-label="Main">
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                {links()}
              </Group>
            </nav>
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              {navigation.buttons.map((b) => (
                <ActionButton key={b.label} button={b} size="sm" />
              ))}
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={navigation.menuLabel}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Container>
      </header>
      <Drawer
        opened={opened}
        onClose={close}
        id="mobile-menu"
        position="right"
        size="80%"
        hiddenFrom="md"
        title={<Logo name={site.name} onClick={close} />}
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Mobile">
          <Stack gap={4}>{links(close, true)}</Stack>
        </nav>
        <Stack gap="sm" mt="xl">
          {navigation.buttons.map((b) => (
            <ActionButton key={b.label} button={b} onNavigate={close} />
          ))}
        </Stack>
        <UnstyledButton component="a" href={telHref(site.phone)} mt="xl" display="block" c="dimmed" fz="sm">
          {site.phone}
        </UnstyledButton>
      </Drawer>
    </>
  );
}
