import { Text, ThemeIcon } from '@mantine/core';
import { countUpList, CountUpNumber } from '../../ui/CountUpNumber';
import { ICONS } from '../../ui/icons';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import type { StatsBlockT } from './schema';
import classes from './Stats.module.css';
import { Columns } from '../../ui/layout/Layout';

/**
 * Counts up once, 60 steps of 16 ms, when `threshold` of the section is visible (home: 30%): plain
 * script (src/islands/countUp.ts), no island.
 */
export function Stats({ block }: { block: StatsBlockT }) {
  const stats = useSite().content.impact[block.source];
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="green">
      <Columns
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        data-testid="stats"
        {...countUpList({ threshold: block.threshold, steps: 60, interval: 16 })}
      >
        {stats.map((s) => {
          const Icon = ICONS[s.icon];
          return (
            <div key={s.label} className={classes.stat}>
              <ThemeIcon size={52} radius="xl" variant="light" color={s.color}>
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Text className={classes.value}>
                <CountUpNumber value={s.value} suffix={s.suffix} />
              </Text>
              <Text fw={600}>{s.label}</Text>
              {s.description && (
                <Text fz="sm" c="dimmed">
                  {s.description}
                </Text>
              )}
            </div>
          );
        })}
      </Columns>
    </Section>
  );
}
