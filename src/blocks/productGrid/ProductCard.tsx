import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconLeaf, IconStarFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Img } from '../../app/Img';
import type { ProductT } from '../../schema/content';
import classes from './ProductGrid.module.css';

interface Props {
  product: ProductT;
  categoryLabel?: string;
  featuredBadge?: boolean;
  showSustainability?: boolean;
  /** Entrance animation delay of this card, in ms. */
  delay: number;
  onBuy: (p: ProductT) => void;
}

export function ProductCard({ product: p, categoryLabel, featuredBadge, showSustainability, delay, onBuy }: Props) {
  return (
    <Card
      withBorder
      radius="lg"
      shadow="sm"
      padding="lg"
      className={classes.card}
      style={{ '--enter-delay': `${delay}ms` } as CSSProperties}
      data-testid="product-card"
    >
      <Card.Section className={classes.media}>
        <Img image={p.image} className={classes.image} />
      </Card.Section>
      <Group justify="space-between" mt="md" gap="xs">
        <Group gap={6}>
          {featuredBadge && (
            <Badge color="earth" variant="filled" leftSection={<IconStarFilled size={10} aria-hidden />}>
              Featured
            </Badge>
          )}
          {categoryLabel && (
            <Badge variant="light" color="earth">
              {categoryLabel}
            </Badge>
          )}
        </Group>
        {p.sustainable && (
          <Badge variant="light" leftSection={<IconLeaf size={12} aria-hidden />}>
            Eco-Friendly
          </Badge>
        )}
      </Group>
      <Title order={3} fz="lg" mt="sm">
        {p.name}
      </Title>
      <Text fz="sm" c="dimmed" mt={4} lineClamp={2} data-testid="product-description">
        {p.description}
      </Text>
      {showSustainability && p.sustainability && (
        <Text fz="xs" mt="xs" className={classes.claim}>
          <IconLeaf size={12} aria-hidden /> {p.sustainability}
        </Text>
      )}
      <Group justify="space-between" mt="auto" pt="md" wrap="nowrap">
        {p.price && (
          <Text fw={800} fz="lg" className={classes.price}>
            {p.price}
          </Text>
        )}
        <Button
          size="sm"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          onClick={() => onBuy(p)}
          aria-label={`Buy ${p.name} on WhatsApp`}
          ml="auto"
        >
          Buy on WhatsApp
        </Button>
      </Group>
    </Card>
  );
}
