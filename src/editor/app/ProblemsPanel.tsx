/** The problems in the files as they are (a hand edit's, say), each with its place; a click opens that place. */
import { Badge, Progress, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { LanguageCoverage } from '../../loader/languages.ts';
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

/** How much of each page and file is in each language other than the first (what is missing is in the list above, as warnings). */
export function CoveragePanel({ coverage }: { coverage: LanguageCoverage[] }) {
  return coverage.map((c) => (
    <Stack key={c.lang} gap="xs" mt="md" data-coverage={c.lang}>
      <Title order={3} size="h5">
        {c.name}: {c.covered} of {c.total} texts, {c.posts.translated} of {c.posts.total} posts
      </Title>
      <Progress value={c.total ? (c.covered / c.total) * 100 : 100} aria-label={`${c.name}: ${c.covered} of ${c.total} texts`} />
      <Table fz="sm" verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Where</Table.Th>
            <Table.Th ta="right">In {c.name}</Table.Th>
            <Table.Th ta="right">Missing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {c.places.map((p) => (
            <Table.Tr key={p.place}>
              <Table.Td>{p.place}</Table.Td>
              <Table.Td ta="right">
                {p.covered} of {p.total}
              </Table.Td>
              <Table.Td ta="right">{p.total - p.covered || ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  ));
}
