import { Group, Text } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import classes from './Shell.module.css';
import { fill } from '../i18n/fill';
import { useLanguage } from '../ui/facts';

export function Logo({ name, onClick, inverted }: { name: string; onClick?: () => void; inverted?: boolean }) {
  // The home page in the page's language.
  const { href, messages } = useLanguage();
  return (
    <a href={href('/')} className={classes.logo} onClick={onClick} aria-label={fill(messages.homeOf, { name })}>
      <Group gap={8} wrap="nowrap">
        <span className={classes.logoMark}>
          <IconPlant2 size={22} stroke={1.8} aria-hidden />
        </span>
        <Text component="span" fw={800} fz="lg" className={classes.logoText} data-inverted={inverted || undefined}>
          {name}
        </Text>
      </Group>
    </a>
  );
}
