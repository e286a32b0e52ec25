import { Box, Container, Paper, Text, Title } from '@mantine/core';
import { useSite } from '../../ui/SiteContext';
import GeneratedForm from '../../forms/GeneratedForm.island';
import type { FormBlockT } from './schema';

export function FormBlock({ block }: { block: FormBlockT }) {
  const form = useSite().content.forms[block.form];
  const title = block.title ?? form.title;
  const text = block.text ?? form.text;
  const titleId = `${block.id ?? form.id}-title`;
  return (
    <Box component="section" id={block.id} py={{ base: 48, md: 80 }} aria-labelledby={title ? titleId : undefined}>
      <Container size="sm">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', md: 40 }}>
          {title && (
            <Title order={2} id={titleId} fz={{ base: 24, md: 30 }}>
              {title}
            </Title>
          )}
          {text && (
            <Text c="dimmed" mt="xs">
              {text}
            </Text>
          )}
          <Box mt="lg" id={`form-${form.id}`}>
            <GeneratedForm formId={form.id} preset={block.values} idPrefix={block.id ?? form.id} />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
