import { withoutMarks } from '../../i18n/fallback';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { useLanguage } from '../../ui/facts';
import type { MapBlockT } from './schema';
import classes from './MapBlock.module.css';

/** An illustrated map (no third-party embed, nothing to load) with a link to a real map service. */
export function MapBlock({ block }: { block: MapBlockT }) {
  const { site } = useSite();
  const { messages } = useLanguage();
  const href = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(withoutMarks(block.query))}`;
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Paper radius="lg" className={classes.map} withBorder>
        <svg viewBox="0 0 800 360" className={classes.art} aria-hidden="true" focusable="false">
          <path d="M0 250 C150 200 250 300 400 240 S650 180 800 230" className={classes.road} />
          <path d="M120 0 C160 120 100 220 180 360" className={classes.river} />
          <path d="M520 0 C500 140 600 200 560 360" className={classes.road} />
        </svg>
        <Stack align="center" gap="xs" className={classes.pin}>
          <IconMapPin size={48} aria-hidden className={classes.pinIcon} />
          <Text fw={800} fz="lg">
            {site.name}
          </Text>
          <Text fz="sm">{site.address}</Text>
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            mt="xs"
          >
            {block.linkLabel ?? messages.openInMaps}
          </Button>
        </Stack>
      </Paper>
    </Section>
  );
}
