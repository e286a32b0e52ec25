import { Anchor, Blockquote, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { mailHref, telHref } from '../../app/contactLinks';
import { ButtonRow } from '../../app/ButtonRow';
import { ICONS } from '../../app/icons';
import { Img } from '../../app/Img';
import { Section } from '../../app/Section';
import { SmartLink } from '../../app/SmartLink';
import { useSite } from '../../app/SiteContext';
import type { SiteSettingsT } from '../../schema/site';
import type { CardsBlockT } from './schema';
import classes from './Cards.module.css';

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
      <SimpleGrid cols={{ base: 1, sm: 2, md: block.columns }} spacing="lg">
        {block.items.map((item) => {
          const Icon = item.icon ? ICONS[item.icon] : undefined;
          const fact = item.fact ? factOf(site, item.fact) : undefined;
          return (
            <Card key={item.title} withBorder radius="lg" padding="xl" shadow="sm" className={classes.card} data-variant={block.variant}>
              {block.variant === 'image' && item.image && (
                <Card.Section mb="md">
                  <Img image={item.image} cover="4 / 3" />
                </Card.Section>
              )}
              {Icon && (
                <ThemeIcon size={48} radius="md" variant="light" mb="md">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
              )}
              <Title order={block.title ? 3 : 2} fz="lg">
                {item.title}
              </Title>
              {item.text && (
                <Text fz="sm" c="dimmed" mt={6}>
                  {item.text}
                </Text>
              )}
              {fact &&
                fact.lines.map((line, i) =>
                  i === 0 && fact.href ? (
                    <Anchor key={line} href={fact.href} fw={600} mt={6} className={classes.fact}>
                      {line}
                    </Anchor>
                  ) : (
                    <Text key={line} fz="sm" mt={4}>
                      {line}
                    </Text>
                  ),
                )}
              {item.link && (
                <Anchor component={SmartLink} to={item.link.to} fw={600} mt="sm" className={classes.fact}>
                  {item.link.label}
                </Anchor>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      {block.quote && (
        <Blockquote color="bamboo" mt={40} radius="lg" className={classes.quote}>
          {block.quote}
        </Blockquote>
      )}
      <ButtonRow buttons={block.buttons} />
    </Section>
  );
}
