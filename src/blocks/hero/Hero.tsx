import { HeroCounters } from './HeroCounters';
import { ActionButton } from '../../ui/ActionButton';
import { Img } from '../../ui/Img';
import type { BlockProps } from '../../schema/blocks';
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
