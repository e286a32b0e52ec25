import { Alert, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCloud, IconPlant2, IconRecycle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { island } from '../../islands/island';
import { ActionButton } from '../../ui/ActionButton';
import { CountText } from '../../ui/CountText';
import { counterFrames } from '../../lib/counter';
import { Section } from '../../ui/Section';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { useLanguage } from '../../ui/facts';
import { impactOf, type Impact } from './calc';
import type { ImpactCalculatorBlockT } from './schema';
import classes from './ImpactCalculator.module.css';
import { Columns } from '../../ui/layout/Layout';

const ZERO: Impact = { plasticSaved: 0, co2Reduced: 0, treesEquivalent: 0 };

/** Moves the shown results to the new ones in 100 steps of 20 ms (spec section 9). */
function useAnimatedImpact(target: Impact): Impact {
  const [shown, setShown] = useState<Impact>(ZERO);
  const from = useRef<Impact>(ZERO);
  // With reduced motion the results show at once.
  const still = useBrowserValue(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, false);
  useEffect(() => {
    if (still) {
      from.current = target;
      return;
    }
    const start = from.current;
    const keys = Object.keys(target) as (keyof Impact)[];
    const frames = Object.fromEntries(
      keys.map((k) => [k, counterFrames(target[k] - start[k], 100).map((d) => Math.round((start[k] + d) * 10) / 10)]),
    ) as Record<keyof Impact, number[]>;
    let step = 0;
    const timer = window.setInterval(() => {
      const next = Object.fromEntries(keys.map((k) => [k, frames[k][step]])) as unknown as Impact;
      setShown(next);
      from.current = next;
      step++;
      if (step >= 100) window.clearInterval(timer);
    }, 20);
    return () => window.clearInterval(timer);
  }, [still, target.plasticSaved, target.co2Reduced, target.treesEquivalent]); // eslint-disable-line react-hooks/exhaustive-deps
  return still ? target : shown;
}

function ImpactCalculatorView({ block }: { block: ImpactCalculatorBlockT }) {
  const { messages } = useLanguage();
  const [cutlery, setCutlery] = useState('');
  const [furniture, setFurniture] = useState('');
  const cutleryBox = useRef<HTMLInputElement>(null);
  const furnitureBox = useRef<HTMLInputElement>(null);
  // Numbers typed before the code came are in the boxes: the calculator starts from them.
  useLayoutEffect(() => {
    setCutlery(cutleryBox.current?.value ?? '');
    setFurniture(furnitureBox.current?.value ?? '');
  }, []);
  const target = impactOf(cutlery, furniture);
  const shown = useAnimatedImpact(target);
  const results = [
    { key: 'plasticSaved', label: messages.plasticSaved, unit: messages.unitKg, icon: IconRecycle },
    { key: 'co2Reduced', label: messages.co2Reduced, unit: messages.unitKg, icon: IconCloud },
    { key: 'treesEquivalent', label: messages.treesEquivalent, unit: messages.unitTrees, icon: IconPlant2 },
  ] as const;
  return (
    <Section id={block.id} title={block.title} text={block.text} tone="green">
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder radius="lg" p="xl">
          <Stack>
            <TextInput
              label={block.cutleryLabel ?? messages.cutleryLabel}
              inputMode="numeric"
              placeholder="0"
              ref={cutleryBox}
              value={cutlery}
              onChange={(e) => setCutlery(e.currentTarget.value)}
              size="md"
            />
            <TextInput
              label={block.furnitureLabel ?? messages.furnitureLabel}
              inputMode="numeric"
              placeholder="0"
              ref={furnitureBox}
              value={furniture}
              onChange={(e) => setFurniture(e.currentTarget.value)}
              size="md"
            />
            <Text fz="sm" c="dimmed">
              {messages.wholeNumbers}
            </Text>
          </Stack>
        </Paper>
        <Paper radius="lg" p="xl" className={classes.results} aria-labelledby="impact-results-title">
          <Title order={3} id="impact-results-title" fz="lg" c="white">
            {block.resultsTitle ?? messages.resultsTitle}
          </Title>
          <Columns cols={{ base: 1, xs: 3 }} mt="md" spacing="md">
            {results.map(({ key, label, unit, icon: Icon }) => (
              <div key={key} className={classes.result}>
                <Icon size={26} aria-hidden />
                <Text className={classes.value} data-testid={key}>
                  <CountText shown={shown[key].toFixed(1)} final={target[key].toFixed(1)} />
                </Text>
                <Text fz="sm">
                  {label} ({unit})
                </Text>
              </div>
            ))}
          </Columns>
          <div aria-live="polite">
            {(target.plasticSaved > 0 || target.co2Reduced > 0) && (
              <Alert mt="lg" radius="md" color="earth" variant="filled" title={block.congratulation} data-testid="congratulation" />
            )}
          </div>
          {block.button && (
            <Group mt="lg">
              <ActionButton button={{ ...block.button, variant: block.button.variant ?? 'light' }} />
            </Group>
          )}
        </Paper>
      </Columns>
    </Section>
  );
}

const ImpactCalculatorLive = island('blocks/impactCalculator/ImpactCalculator', ImpactCalculatorView);
export default ImpactCalculatorLive;
/** The calculator, live as one island. */
export function ImpactCalculator({ block }: { block: ImpactCalculatorBlockT }) {
  return <ImpactCalculatorLive block={block} />;
}
