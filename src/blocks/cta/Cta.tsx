import { Box, Container, Group, Text, Title } from '@mantine/core';
import { ActionButton } from '../../ui/ActionButton';
import type { CtaBlockT } from './schema';
import classes from './Cta.module.css';

export function Cta({ block }: { block: CtaBlockT }) {
  const titleId = `${block.id ?? 'cta'}-title`;
  return (
    <Box component="section" id={block.id} className={classes.cta} data-tone={block.tone} aria-labelledby={titleId}>
      <Container size="md" ta="center">
        <Title order={2} id={titleId} className={classes.title}>
          {block.title}
        </Title>
        {block.text && (
          <Text fz={{ base: 'md', md: 'lg' }} mt="sm" className={classes.text}>
            {block.text}
          </Text>
        )}
        <Group justify="center" mt="xl" gap="sm">
          {block.buttons.map((b, i) => (
            <ActionButton key={b.label} button={{ ...b, variant: b.variant ?? (i === 0 ? 'light' : 'outline') }} size="lg" />
          ))}
        </Group>
      </Container>
    </Box>
  );
}
