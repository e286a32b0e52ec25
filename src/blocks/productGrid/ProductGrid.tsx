import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconLeaf } from '@tabler/icons-react';
import { ActionButton } from '../../app/ActionButton';
import { Img } from '../../app/Img';
import { useChat } from '../../app/useChat';
import { useEnquiry } from '../../forms/EnquiryDialog';
import { useSite } from '../../app/SiteContext';
import type { ProductT } from '../../schema/content';
import type { ProductGridBlockT } from './schema';
import classes from './ProductGrid.module.css';

/** The products a grid shows: the listed ones in order, or all, then narrowed by category and featured. */
export function selectProducts(all: ProductT[], block: Pick<ProductGridBlockT, 'products' | 'category' | 'featuredOnly'>): ProductT[] {
  const byId = new Map(all.map((p) => [p.id, p]));
  const base = block.products ? block.products.map((id) => byId.get(id)).filter((p): p is ProductT => !!p) : all;
  return base.filter((p) => (!block.category || p.category === block.category) && (!block.featuredOnly || p.featured));
}

export function ProductGrid({ block }: { block: ProductGridBlockT }) {
  const { content } = useSite();
  const chat = useChat();
  const enquire = useEnquiry();
  const buy = (p: ProductT) => (block.buy === 'dialog' ? enquire(block.enquiryForm, { productName: p.name }) : chat('productInquiry', { productName: p.name }));
  const labels = new Map(content.categories.map((c) => [c.id, c.label]));
  const products = selectProducts(content.products, block);
  const titleId = `${block.id ?? 'products'}-title`;
  return (
    <Box component="section" id={block.id} py={{ base: 56, md: 88 }} aria-labelledby={titleId}>
      <Container size="xl">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title order={2} id={titleId} className={classes.title}>
            {block.title}
          </Title>
          {block.text && (
            <Text c="dimmed" maw={640}>
              {block.text}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {products.map((p) => (
            <Card key={p.id} withBorder radius="lg" shadow="sm" padding="lg" className={classes.card}>
              <Card.Section className={classes.media}>
                <Img image={p.image} className={classes.image} />
              </Card.Section>
              <Group justify="space-between" mt="md" gap="xs">
                <Badge variant="light" color="earth">
                  {labels.get(p.category)}
                </Badge>
                {p.sustainable && (
                  <Badge variant="light" leftSection={<IconLeaf size={12} aria-hidden />}>
                    Eco-Friendly
                  </Badge>
                )}
              </Group>
              <Title order={3} fz="lg" mt="sm">
                {p.name}
              </Title>
              <Text fz="sm" c="dimmed" mt={4} lineClamp={2}>
                {p.description}
              </Text>
              <Group justify="space-between" mt="auto" pt="md" wrap="nowrap">
                {p.price && (
                  <Text fw={800} fz="lg" className={classes.price}>
                    {p.price}
                  </Text>
                )}
                <Button
                  size="sm"
                  leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
                  onClick={() => buy(p)}
                  aria-label={`Buy ${p.name} on WhatsApp`}
                >
                  Buy on WhatsApp
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        {block.button && (
          <Group justify="center" mt={40}>
            <ActionButton button={block.button} size="lg" />
          </Group>
        )}
      </Container>
    </Box>
  );
}
