import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CountText } from '../../app/CountText';
import { formatCount } from '../../app/counter';
import { useCountUp } from '../../app/useCountUp';
import { ActionButton } from '../../app/ActionButton';
import { Img } from '../../app/Img';
import type { BlockProps } from '../../app/registry';
import type { HeroBlockT } from './schema';
import section from '../../app/Section.module.css';
import classes from './Hero.module.css';

/** The first hero of a page carries the page's one h1; a later one is a section heading. */
export function Hero({ block, index }: BlockProps<HeroBlockT>) {
  const withImage = !!block.image;
  return (
    <Box component="section" id={block.id} className={classes.hero} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: withImage ? 2 : 1 }} spacing={48} className={classes.grid}>
          <Stack gap="lg" justify="center" maw={withImage ? undefined : 760}>
            {block.eyebrow && (
              <Text className={section.eyebrow} fw={700} tt="uppercase" fz="sm">
                {block.eyebrow}
              </Text>
            )}
            <Title order={index === 0 ? 1 : 2} className={classes.title} id={block.id ? `${block.id}-title` : undefined}>
              {block.title}
            </Title>
            {block.text && (
              <Text fz={{ base: 'md', md: 'lg' }} className={classes.text}>
                {block.text}
              </Text>
            )}
            {block.counters.length > 0 && <HeroCounters counters={block.counters} />}
            {block.buttons.length > 0 && (
              <Group gap="sm">
                {block.buttons.map((b) => (
                  <ActionButton key={b.label} button={b} size="lg" />
                ))}
              </Group>
            )}
          </Stack>
          {block.image && (
            <div className={classes.media}>
              <Img image={block.image} eager className={classes.image} />
            </div>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** Spec section 9: 60 steps of 16 ms, starting once the counters are half visible. */
function HeroCounters({ counters }: { counters: HeroBlockT['counters'] }) {
  const { ref, values, pending } = useCountUp<HTMLDListElement>(
    counters.map((c) => c.value),
    { steps: 60, interval: 16, threshold: 0.5 },
  );
  return (
    <dl ref={ref} className={classes.counters} data-testid="hero-counters">
      {counters.map((c, i) => (
        <div key={c.label} className={classes.counter}>
          <dt className={classes.counterLabel}>{c.label}</dt>
          <dd className={classes.counterValue}>
            <CountText shown={formatCount(values[i], c.value, c.suffix)} final={formatCount(c.value, c.value, c.suffix)} pending={pending} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
