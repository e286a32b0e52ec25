import { Burger, CloseButton, Group, Stack, UnstyledButton } from '@mantine/core';
import { telHref } from '../lib/contactLinks';
import { ActionButton } from '../ui/ActionButton';
import { useFacts } from '../ui/facts';
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
  return (
    <>
      <Burger popoverTarget={MENU} hiddenFrom="md" aria-label={navigation.menuLabel} aria-controls={MENU} />
      <div id={MENU} popover="auto" role="dialog" aria-label={navigation.menuLabel} className={classes.drawer}>
        <Group justify="space-between" wrap="nowrap" mb="md">
          <Logo name={site.name} />
          {/* Focused when the menu opens (the browser focuses a popover's `autofocus` element). */}
          <CloseButton popoverTarget={MENU} popoverTargetAction="hide" aria-label="Close menu" autoFocus />
        </Group>
        <nav aria-label="Mobile">
          <Stack gap={4}>
            {navigation.links.map((l) => (
              <a key={l.to} href={l.to} className={classes.mobileLink} aria-current={l.to === current ? 'page' : undefined}>
                {l.label}
              </a>
            ))}
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
