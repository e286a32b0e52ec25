import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Avatar, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';
import { ButtonRow } from '../../app/ButtonRow';
import { Section } from '../../app/Section';
import { useSite } from '../../app/SiteContext';
import { Stars } from '../../app/Stars';
import type { TestimonialsBlockT } from './schema';
import { stepIndex } from './step';
import classes from './Testimonials.module.css';

/**
 * Spec section 4: auto-advances every `interval` ms while auto-play is on; next,
 * previous, a dot or a thumbnail card switches and turns auto-play off for good.
 */
export function Testimonials({ block }: { block: TestimonialsBlockT }) {
  const { testimonials } = useSite().content;
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const count = testimonials.length;

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
      aria-label={delta > 0 ? 'Next testimonial' : 'Previous testimonial'}
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
        aria-roledescription="carousel"
        aria-label="Testimonials carousel"
        data-testid="testimonials"
        data-autoplay={autoplay}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
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
              <Carousel.Slide key={t.id} aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} inert={i !== index}>
                <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} className={classes.slide}>
                  <IconQuote size={36} className={classes.quoteIcon} aria-hidden />
                  <Stars rating={t.rating} />
                  <Text component="blockquote" fz={{ base: 'md', md: 'xl' }} mt="md" className={classes.content}>
                    {t.content}
                  </Text>
                  <Group mt="lg" gap="sm">
                    <Avatar color="bamboo" radius="xl" size="lg">
                      {t.avatar}
                    </Avatar>
                    <div>
                      <Text fw={700}>{t.name}</Text>
                      <Text fz="sm" c="dimmed">
                        {t.role}, {t.company} · {t.location}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              </Carousel.Slide>
            ))}
          </Carousel>
          {arrow(1, 'wide')}
        </Group>
        <Group justify="center" gap={4} mt="md">
          {arrow(-1, 'narrow')}
          {testimonials.map((t, i) => (
            <button
              key={t.id}
              type="button"
              className={classes.dot}
              aria-label={`Show testimonial ${i + 1}: ${t.name}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i, true)}
            >
              <span className={classes.dotMark} />
            </button>
          ))}
          {arrow(1, 'narrow')}
        </Group>
        <div className={classes.thumbs} role="group" aria-label="All testimonials">
          {testimonials.map((t, i) => (
            <UnstyledButton
              key={t.id}
              className={classes.thumb}
              data-active={i === index || undefined}
              onClick={() => go(i, true)}
              aria-label={`${t.name}, ${t.location}`}
              aria-pressed={i === index}
            >
              <Avatar color="bamboo" radius="xl" size="md">
                {t.avatar}
              </Avatar>
              <div>
                <Text fz="sm" fw={700} lineClamp={1}>
                  {t.name}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {t.location}
                </Text>
              </div>
            </UnstyledButton>
          ))}
        </div>
      </div>
      <ButtonRow buttons={block.buttons} />
    </Section>
  );
}
