import { Carousel } from '@mantine/carousel';
import { useSaid } from '../../ui/facts';
import '@mantine/carousel/styles.css';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { ButtonRow } from '../../ui/ButtonRow';
import { Section } from '../../ui/Section';
import { island } from '../../islands/island';
import type { TestimonialT } from '../../schema/content';
import { useSite } from '../../ui/SiteContext';
import { fill } from '../../i18n/fill';
import { useLanguage } from '../../ui/facts';
import { Stars } from '../../ui/Stars';
import { Initials } from '../../ui/layout/Layout';
import type { TestimonialsBlockT } from './schema';
import { stepIndex } from './step';
import classes from './Testimonials.module.css';

/**
 * Spec section 4: auto-advances every `interval` ms while auto-play is on; next,
 * previous, a dot or a thumbnail card switches and turns auto-play off for good.
 */
export function Testimonials({ block }: { block: TestimonialsBlockT }) {
  return <TestimonialsLive block={block} testimonials={useSite().content.testimonials} />;
}

function TestimonialsView({ block, testimonials }: { block: TestimonialsBlockT; testimonials: TestimonialT[] }) {
  const said = useSaid();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const count = testimonials.length;
  const { messages } = useLanguage();

  const go = useCallback(
    (target: number, byVisitor: boolean) => {
      if (byVisitor) setAutoplay(false);
      setIndex(target);
      embla?.scrollTo(target);
    },
    [embla],
  );

  useEffect(() => {
    if (!autoplay || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => stepIndex(i, 1, count)), block.interval);
    return () => window.clearInterval(timer);
  }, [autoplay, count, block.interval]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    const onDrag = () => setAutoplay(false);
    embla.on('select', onSelect);
    embla.on('pointerDown', onDrag);
    return () => {
      embla.off('select', onSelect);
      embla.off('pointerDown', onDrag);
    };
  }, [embla]);

  // Previous/next: beside the slide on wide screens, under it on phones.
  const arrow = (delta: 1 | -1, where: 'wide' | 'narrow') => (
    <ActionIcon
      variant="default"
      size={44}
      radius="xl"
      aria-label={delta > 0 ? messages.nextTestimonial : messages.previousTestimonial}
      onClick={() => go(stepIndex(index, delta, count), true)}
      visibleFrom={where === 'wide' ? 'sm' : undefined}
      hiddenFrom={where === 'narrow' ? 'sm' : undefined}
    >
      {delta > 0 ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
    </ActionIcon>
  );

  return (
    <Section id={block.id} title={block.title} text={block.text} size="lg">
      <div
        role="region"
        aria-roledescription={messages.carousel}
        aria-label={messages.testimonialsCarousel}
        data-testid="testimonials"
        data-autoplay={autoplay}
      >
        <div className={classes.stage}>
          {arrow(-1, 'wide')}
          <Carousel
            className={classes.carousel}
            withControls={false}
            withIndicators={false}
            emblaOptions={{ loop: true, align: 'center' }}
            slideGap="md"
            getEmblaApi={setEmbla}
          >
            {testimonials.map((t, i) => (
              <Carousel.Slide
                key={t.id}
                aria-roledescription={messages.slide}
                aria-label={fill(messages.slideOf, { number: i + 1, count })}
                inert={i !== index}
              >
                <figure className={classes.slide}>
                  <IconQuote size={36} className={classes.quoteIcon} aria-hidden />
                  <Stars rating={t.rating} />
                  <blockquote className={classes.content}>{said(t.content)}</blockquote>
                  <figcaption className={classes.person}>
                    <Initials size="lg">{t.avatar}</Initials>
                    <span>
                      <strong className={classes.name}>{t.name}</strong>
                      <span className={classes.role}>
                        {said(t.role)}, {said(t.company)} · {said(t.location)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </Carousel.Slide>
            ))}
          </Carousel>
          {arrow(1, 'wide')}
        </div>
        <div className={classes.nav}>
          {arrow(-1, 'narrow')}
          {testimonials.map((t, i) => (
            <button
              key={t.id}
              type="button"
              className={classes.dot}
              aria-label={fill(messages.showTestimonial, { number: i + 1, name: t.name })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i, true)}
            >
              <span className={classes.dotMark} />
            </button>
          ))}
          {arrow(1, 'narrow')}
        </div>
        <div className={classes.thumbs} role="group" aria-label={messages.allTestimonials}>
          {testimonials.map((t, i) => (
            <UnstyledButton
              key={t.id}
              className={classes.thumb}
              data-active={i === index || undefined}
              onClick={() => go(i, true)}
              aria-label={`${t.name}, ${t.location}`}
              aria-pressed={i === index}
            >
              <Initials>{t.avatar}</Initials>
              <span className={classes.thumbText}>
                <span className={classes.thumbName}>{t.name}</span>
                <span className={classes.thumbPlace}>{t.location}</span>
              </span>
            </UnstyledButton>
          ))}
        </div>
      </div>
      <ButtonRow buttons={block.buttons} />
    </Section>
  );
}

const TestimonialsLive = island('blocks/testimonials/Testimonials', TestimonialsView);
export default TestimonialsLive;
