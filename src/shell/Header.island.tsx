import { Box, Burger, Container, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { mailHref, telHref } from '../lib/contactLinks';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ActionButton } from '../ui/ActionButton';
import { useFacts } from '../ui/facts';
import { island } from '../islands/island';
import { Logo } from './Logo';
import classes from './Shell.module.css';

export const SCROLL_THRESHOLD = 20;

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

function TopStrip() {
  const { site, navigation } = useFacts();
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

/** The site's header, live: the phone menu and the shadow once the page scrolls. `current`: the page's path. */
function Header({ current }: { current: string }) {
  const { site, navigation } = useFacts();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu's code loads on the first tap, then stays so closing can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > SCROLL_THRESHOLD;

  return (
    <>
      <TopStrip />
      <header className={classes.header} data-scrolled={scrolled || undefined}>
        <Container size="xl">
          <Group h={68} justify="space-between" wrap="nowrap">
            <Logo name={site.name} />
            <nav aria-label="Main">
              <Group gap={4} visibleFrom="md" wrap="nowrap">
                {navigation.links.map((l) => (
                  <a key={l.to} href={l.to} className={classes.link} aria-current={l.to === current ? 'page' : undefined}>
                    {l.label}
                  </a>
                ))}
              </Group>
            </nav>
            <Group gap="sm" visibleFrom="md" wrap="nowrap">
              {navigation.buttons.map((b) => (
                <ActionButton key={b.label} button={b} size="sm" />
              ))}
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setMenuUsed(true);
                toggle();
              }}
              hiddenFrom="md"
              aria-label={navigation.menuLabel}
              aria-expanded={opened}
              aria-controls="mobile-menu"
              data-needs-live
            />
          </Group>
        </Container>
        <noscript>
          {/* Without scripts the menu button cannot open: the links show under the bar instead. */}
          <nav aria-label="Mobile" className={classes.noscriptNav}>
            {navigation.links.map((l) => (
              <a key={l.to} href={l.to}>
                {l.label}
              </a>
            ))}
          </nav>
        </noscript>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} current={current} />
        </Suspense>
      )}
    </>
  );
}

export default island('shell/Header', Header, 'load');
