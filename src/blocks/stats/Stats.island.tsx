import { Text, ThemeIcon } from '@mantine/core';
import { useSaid } from '../../ui/facts';
import { CountText } from '../../ui/CountText';
import { formatCount } from '../../lib/counter';
import { ICONS } from '../../ui/icons';
import { Section } from '../../ui/Section';
import { island } from '../../islands/island';
import type { ImpactT } from '../../schema/content';
import { useSite } from '../../ui/SiteContext';
import { useCountUp } from '../../ui/useCountUp';
import type { StatsBlockT } from './schema';
import classes from './Stats.module.css';
import { Columns } from '../../ui/layout/Layout';

/** Counts up once, 60 steps of 16 ms, when `threshold` of the section is visible (home: 30%). */
export function Stats({ block }: { block: StatsBlockT }) {
  return <StatsLive block={block} stats={useSite().content.impact[block.source]} />;
}

function StatsView({ block, stats }: { block: StatsBlockT; stats: StatT[] }) {
  const { ref, values, pending } = useCountUp<HTMLDivElement>(
    stats.map((s) => s.value),
    { steps: 60, interval: 16, threshold: block.threshold },
  );
  const said = useSaid();
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="green">
      <Columns ref={ref} cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" data-testid="stats">
        {stats.map((s, i) => {
          const Icon = ICONS[s.icon];
          return (
            <div key={s.label} className={classes.stat}>
              <ThemeIcon size={52} radius="xl" variant="light" color={s.color}>
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Text className={classes.value}>
                <CountText
                  shown={formatCount(values[i], s.value, s.suffix)}
                  final={formatCount(s.value, s.value, s.suffix)}
                  pending={pending}
                />
              </Text>
              <Text fw={600}>{said(s.label)}</Text>
              {s.description && (
                <Text fz="sm" c="dimmed">
                  {said(s.description)}
                </Text>
              )}
            </div>
          );
        })}
      </Columns>
    </Section>
  );
}

type StatT = ImpactT['stats'][number];
const StatsLive = island('blocks/stats/Stats', StatsView);
export default StatsLive;
