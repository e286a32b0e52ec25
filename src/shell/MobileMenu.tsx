import { Burger, CloseButton, Group, Stack, UnstyledButton } from '@mantine/core';
import { telHref } from '../lib/contactLinks';
import { ActionButton } from '../ui/ActionButton';
import { useFacts, useLanguage } from '../ui/facts';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import classes from './Shell.module.css';

const MENU = 'mobile-menu';

/**
 * The phone menu: a button and a panel from the right with the links, the buttons and the
 * phone number. Both are plain HTML (the panel is a popover the button opens), so the menu
 * opens at once on a slow phone, before any script, and with scripts off; focus moves into it,
 * Escape or a tap outside closes it, and choosing a link leaves the page. Hidden from the `md` width up.
 */
export function MobileMenu({ current }: { current: string }) {
  const { site, navigation } = useFacts();
  const { messages, href } = useLanguage();
  const menu = navigation.menuLabel ?? messages.menu;
  return (
    <>
      <Burger popoverTarget={MENU} hiddenFrom="md" aria-label={menu} aria-controls={MENU} />
      <div id={MENU} popover="auto" role="dialog" aria-label={menu} className={classes.drawer}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Logo name={site.name} />
          {/* Focused when the menu opens (the browser focuses a popover's `autofocus` element). */}
          <CloseButton popoverTarget={MENU} popoverTargetAction="hide" aria-label={messages.closeMenu} autoFocus />
        </Group>
        <nav aria-label={messages.mobileNav}>
          <Stack gap={4}>
            {navigation.links.map((l) => (
              <a key={l.to} href={href(l.to)} className={classes.mobileLink} aria-current={l.to === current ? 'page' : undefined}>
                {l.label}
              </a>
            ))}
            <LanguageSwitch className={classes.mobileLink} />
          </Stack>
        </nav>
        <Stack gap="sm" mt="xl">
          {navigation.buttons.map((b) => (
            <ActionButton key={b.label} button={b} />
          ))}
        </Stack>
        <UnstyledButton component="a" href={telHref(site.phone)} mt="xl" display="block" c="dimmed" fz="sm">
          {site.phone}
        </UnstyledButton>
      </div>
    </>
  );
}
