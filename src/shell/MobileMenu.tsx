import { Drawer, Stack, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { ActionButton } from '../ui/ActionButton';
import { telHref } from '../lib/contactLinks';
import { useOpenAfterMount } from '../app/deferred';
import { useSite } from '../ui/SiteContext';
import { Logo } from './Logo';
import classes from './Shell.module.css';

/** The phone menu: a drawer from the right with the links, the buttons and the phone number. */
export function MobileMenu({ opened: wanted, onClose: close }: { opened: boolean; onClose: () => void }) {
  const { site, navigation } = useSite();
  const opened = useOpenAfterMount(wanted);
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
            <NavLink key={l.to} to={l.to} end onClick={close} className={classes.mobileLink}>
              {l.label}
            </NavLink>
          ))}
        </Stack>
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
  );
}
