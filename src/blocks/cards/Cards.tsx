import { Blockquote } from '@mantine/core';
import { mailHref, telHref } from '../../lib/contactLinks';
import { ButtonRow } from '../../ui/ButtonRow';
import { ICONS } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { useSite } from '../../ui/SiteContext';
import type { SiteSettingsT } from '../../schema/site';
import type { CardsBlockT } from './schema';
import classes from './Cards.module.css';
import { Columns, Heading, IconBox, Panel } from '../../ui/layout/Layout';

type Fact = NonNullable<CardsBlockT['items'][number]['fact']>;

/** A fact from site: as lines and, where it has one, its link. */
export function factOf(site: SiteSettingsT, fact: Fact): { lines: string[]; href?: string } {
  switch (fact) {
    case 'phone':
      return { lines: [site.phone], href: telHref(site.phone) };
    case 'email':
      return { lines: [site.email], href: mailHref(site.email) };
    case 'address':
      return { lines: [site.address] };
    case 'hours':
      return { lines: [...site.hours.map((h) => `${h.days}: ${h.time}`), ...(site.hoursNote ? [site.hoursNote] : [])] };
  }
}

export function Cards({ block }: { block: CardsBlockT }) {
  const { site } = useSite();
  return (
    <Section id={block.id} title={block.title} text={block.text}>
      <Columns cols={{ base: 1, sm: 2, md: block.columns }} spacing="lg">
        {block.items.map((item) => {
          const Icon = item.icon ? ICONS[item.icon] : undefined;
          const fact = item.fact ? factOf(site, item.fact) : undefined;
          return (
            <Panel key={item.title} shadow pad="xl" className={classes.card} data-variant={block.variant}>
              {block.variant === 'image' && item.image && (
                <div className={classes.media}>
                  <Img image={item.image} cover="4 / 3" />
                </div>
              )}
              {Icon && (
                <IconBox size={48} className={classes.icon}>
                  <Icon size={26} aria-hidden />
                </IconBox>
              )}
              <Heading order={block.title ? 3 : 2} className={classes.title}>
                {item.title}
              </Heading>
              {item.text && <p className={classes.text}>{item.text}</p>}
              {fact &&
                fact.lines.map((line, i) =>
                  i === 0 && fact.href ? (
                    <a key={line} href={fact.href} className={classes.fact}>
                      {line}
                    </a>
                  ) : (
                    <p key={line} className={classes.line}>
                      {line}
                    </p>
                  ),
                )}
              {item.link && (
                <SmartLink to={item.link.to} className={classes.fact} data-space="sm">
                  {item.link.label}
                </SmartLink>
              )}
            </Panel>
          );
        })}
      </Columns>
      {block.quote && (
        <Blockquote color="bamboo" mt={40} radius="lg" className={classes.quote}>
          {block.quote}
        </Blockquote>
      )}
      <ButtonRow buttons={block.buttons} />
    </Section>
  );
}
