import { Drawer, Stack, UnstyledButton } from '@mantine/core';
import { ActionButton } from '../ui/ActionButton';
import { telHref } from '../lib/contactLinks';
import { useEffect, useState } from 'react';
import { useFacts } from '../ui/facts';
import { Logo } from './Logo';
import classes from './Shell.module.css';

/** The phone menu: a drawer from the right with the links, the buttons and the phone number. */
export function MobileMenu({ opened: wanted, onClose: close, current }: { opened: boolean; onClose: () => void; current: string }) {
  const { site, navigation } = useFacts();
  // First rendered already open (its code just came): closed for one render, so Mantine
  // records where focus was and gives it back on close.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const opened = mounted && wanted;
  return (
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
    </Drawer>
  );
}
