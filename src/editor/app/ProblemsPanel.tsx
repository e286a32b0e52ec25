/** The problems in the files as they are (a hand edit's, say), each with its place; a click opens that place. */
import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import type { EditorState, ProblemView } from '../protocol.ts';

/** The panel's tabs. */
export type Tab = 'pages' | 'site' | 'products' | 'blog' | 'problems' | 'publish';

export interface Place {
  tab: Tab;
  page?: number;
  block?: number;
  product?: number;
}

/** Where in the panel a problem's path is edited. */
export function placeOf(p: ProblemView, state: EditorState | undefined): Place {
  if (p.file === 'site.yaml') {
    const m = /^routes\[(\d+)\](?:\.blocks\[(\d+)\])?/.exec(p.path);
    if (m) return { tab: 'pages', page: Number(m[1]), block: m[2] ? Number(m[2]) : undefined };
    if (p.path.startsWith('site')) return { tab: 'site' };
    return { tab: 'problems' };
  }
  if (p.file === 'content/products.yaml') {
    const m = /^products\[(\d+)\]/.exec(p.path);
    return { tab: 'products', product: m ? Number(m[1]) : undefined };
  }
  if (state?.posts.includes(p.file)) return { tab: 'blog' };
  return { tab: 'problems' };
}

export function ProblemsPanel({ problems, onOpen }: { problems: ProblemView[]; onOpen: (p: ProblemView) => void }) {
  if (!problems.length) return <Text>No problems: npm run validate passes.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {problems.map((p, i) => (
        <li key={i}>
          <UnstyledButton
            onClick={() => onOpen(p)}
            p="xs"
            w="100%"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          >
            <Badge color={p.severity === 'error' ? 'red' : 'yellow'} tt="none" mr={6}>
              {p.severity}
            </Badge>
            <Text span size="sm" fw={600}>
              {p.file}:{p.line}:{p.col}
            </Text>
            <Text size="sm" c="dimmed">
              {p.where}
            </Text>
            <Text size="sm">{p.message}</Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
