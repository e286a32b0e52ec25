import { Box, Container, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

interface Props {
  id?: string;
  title?: string;
  text?: string;
  eyebrow?: string;
  /** Background: none, a soft green or a soft earth tint. */
  tone?: 'plain' | 'green' | 'earth';
  size?: MantineSize | number;
  align?: 'center' | 'left';
  children?: ReactNode;
}

/** The frame every content block shares: an anchor, a heading and its spacing. */
export function Section({ id, title, text, eyebrow, tone = 'plain', size = 'xl', align = 'center', children }: Props) {
  const titleId = title ? `${id ?? slug(title)}-title` : undefined;
  return (
    <Box component="section" id={id} className={classes.section} data-tone={tone} aria-labelledby={titleId}>
      <Container size={size}>
        {(title || text) && (
          <Stack gap="xs" align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb={{ base: 28, md: 44 }}>
            {eyebrow && (
              <Text className={classes.eyebrow} fw={700} tt="uppercase" fz="sm">
                {eyebrow}
              </Text>
            )}
            {title && (
              <Title order={2} id={titleId} className={classes.title}>
                {title}
              </Title>
            )}
            {text && (
              <Text c="dimmed" maw={680} fz={{ base: 'md', md: 'lg' }}>
                {text}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
