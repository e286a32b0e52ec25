import { CountText } from '../../ui/CountText';
import { formatCount } from '../../lib/counter';
import { useCountUp } from '../../ui/useCountUp';
import { ActionButton } from '../../ui/ActionButton';
import { Img } from '../../ui/Img';
import type { BlockProps } from '../../app/registry';
import type { HeroBlockT } from './schema';
import { Columns, Heading, Wrap } from '../../ui/layout/Layout';
import section from '../../ui/Section.module.css';
import classes from './Hero.module.css';

/** The first hero of a page carries the page's one h1; a later one is a section heading. */
export function Hero({ block, index }: BlockProps<HeroBlockT>) {
  const withImage = !!block.image;
  return (
    <section id={block.id} className={classes.hero} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <Wrap className={classes.wrap}>
        <Columns cols={{ base: 1, md: withImage ? 2 : 1 }} spacing={48} className={classes.grid}>
          <div className={classes.body} data-narrow={!withImage || undefined}>
            {block.eyebrow && <p className={section.eyebrow}>{block.eyebrow}</p>}
            <Heading order={index === 0 ? 1 : 2} className={classes.title} id={block.id ? `${block.id}-title` : undefined}>
              {block.title}
            </Heading>
            {block.text && <p className={classes.text}>{block.text}</p>}
            {block.counters.length > 0 && <HeroCounters counters={block.counters} />}
            {block.buttons.length > 0 && (
              <div className={classes.buttons}>
                {block.buttons.map((b) => (
                  <ActionButton key={b.label} button={b} size="lg" />
                ))}
              </div>
            )}
          </div>
          {block.image && (
            <div className={classes.media}>
              <Img image={block.image} eager className={classes.image} sizes="(min-width: 62em) 50vw, 100vw" />
            </div>
          )}
        </Columns>
      </Wrap>
    </section>
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
            <CountText
              shown={formatCount(values[i], c.value, c.suffix)}
              final={formatCount(c.value, c.value, c.suffix)}
              pending={pending}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
