import { Box, Container, Paper, Text, Title } from '@mantine/core';
import { IconMailHeart } from '@tabler/icons-react';
import { useSite } from '../../ui/SiteContext';
import GeneratedForm from '../../forms/GeneratedForm.island';
import type { NewsletterBlockT } from './schema';
import classes from './Newsletter.module.css';

export function Newsletter({ block }: { block: NewsletterBlockT }) {
  const form = useSite().content.forms[block.form];
  const titleId = `${block.id ?? 'newsletter'}-title`;
  return (
    <Box component="section" id={block.id} py={{ base: 40, md: 64 }} aria-labelledby={titleId}>
      <Container size="md">
        <Paper radius="lg" p={{ base: 'lg', md: 40 }} className={classes.box}>
          <IconMailHeart size={36} aria-hidden className={classes.icon} />
          <Title order={2} id={titleId} fz={{ base: 22, md: 28 }} mt="xs">
            {block.title}
          </Title>
          {block.text && <Text mt={6}>{block.text}</Text>}
          <Box mt="md" maw={520}>
            <GeneratedForm formId={form.id} layout="inline" idPrefix={block.id ?? 'newsletter'} />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
