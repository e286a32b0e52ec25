/** The problems in the files as they are (a hand edit's, say), each with its place; a click opens that place. */
import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { pathFromString } from '../../yamlText/dataPath.ts';
import type { EditorState, ProblemView } from '../protocol.ts';

/** The panel's tabs. */
export type Tab = 'pages' | 'site' | 'products' | 'blog' | 'problems' | 'publish';

export interface Place {
  tab: Tab;
  page?: number;
  block?: number;
  product?: number;
}

/** Where in the panel a problem's place is edited (its path read in the one notation, src/yamlText/dataPath.ts). */
export function panelPlaceOf(p: ProblemView, state: EditorState | undefined): Place {
  const at = pathFromString(p.path) ?? [];
  if (p.file === 'site.yaml') {
    if (at[0] === 'routes' && typeof at[1] === 'number')
      return { tab: 'pages', page: at[1], block: at[2] === 'blocks' && typeof at[3] === 'number' ? at[3] : undefined };
    if (at[0] === 'site') return { tab: 'site' };
    return { tab: 'problems' };
  }
  if (p.file === 'content/products.yaml') {
    return { tab: 'products', product: at[0] === 'products' && typeof at[1] === 'number' ? at[1] : undefined };
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
