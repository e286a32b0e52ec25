/** The pages of site.yaml: choose one, see its blocks, change their order, add one, edit one's fields. */
import { Button, Group, Modal, ScrollArea, Select, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { textOf } from '../blockTitle.ts';
import type { Value } from '../edits.ts';
import type { BlockInfo, Catalog, EditorState } from '../protocol.ts';
import { NewItem } from './fields/NewItem.tsx';
import { BlockList, rowsOf } from './BlockList.tsx';
import { focusFieldUnder, ObjectFields, type FormContext } from './SchemaForm.tsx';
import type { Editor } from './useEditor.ts';

const SITE = 'site.yaml';

export interface Selection {
  page: number;
  block: number | undefined;
}

type Rec = Record<string, unknown>;
export const routesOf = (state: EditorState): Rec[] => {
  const data = state.files[SITE].data;
  const routes = typeof data === 'object' && data !== null ? (data as Rec).routes : undefined;
  return Array.isArray(routes) ? (routes as Rec[]) : [];
};

interface Props {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  selection: Selection;
  onSelect: (s: Selection) => void;
}

export function PagesPanel({ editor, state, catalog, selection, onSelect }: Props) {
  const routes = routesOf(state);
  const [paletteOpen, palette] = useDisclosure(false);
  const [filter, setFilter] = useState('');
  const [drafting, setDrafting] = useState<{ entry: BlockInfo; at: number }>();
  if (!(SITE in state.files) || state.files[SITE].data === undefined) {
    return <Text c="red">site.yaml cannot be read as YAML; see Problems, fix it in a text editor, and the editor will read it again.</Text>;
  }
  const page = Math.min(selection.page, Math.max(routes.length - 1, 0));
  const route = routes[page] as Rec | undefined;
  const blocks = Array.isArray(route?.blocks) ? (route.blocks as Rec[]) : [];
  const typeLabels = new Map(catalog.blocks.map((b) => [b.type, b.label]));
  const rows = rowsOf(blocks, catalog.blocks);
  const selected = selection.block !== undefined && selection.block < blocks.length ? selection.block : undefined;
  const block = selected !== undefined ? blocks[selected] : undefined;
  const info = catalog.blocks.find((b) => b.type === block?.type);
  const label = (what: string) => ({ label: what });
  const blockName = (i: number) => `${rows[i].typeLabel}${rows[i].title ? ` “${rows[i].title}”` : ''}`;

  const ctx: FormContext = { editor, file: SITE, root: info?.schema ?? {}, choices: state.choices, problems: state.problems };
  const write = async (entry: BlockInfo, value: Value, at: number, field?: string) => {
    const ok = await editor.edit(
      SITE,
      { op: 'addItem', path: ['routes', page, 'blocks'], value, index: at },
      { ...label(`${entry.label} block added`), field },
    );
    if (ok) {
      onSelect({ page, block: at });
      focusFieldUnder(['routes', page, 'blocks', at]);
    }
    return ok;
  };
  const add = async (type: string) => {
    const entry = catalog.blocks.find((b) => b.type === type);
    if (!entry) return;
    const at = selected !== undefined ? selected + 1 : blocks.length;
    palette.close();
    // A type with no block on the site to copy starts empty: a draft to fill, not placeholder words.
    if (!entry.fromExample) setDrafting({ entry, at });
    else await write(entry, entry.starter, at);
  };
  const shown = catalog.blocks.filter((b) => !filter || `${b.label} ${b.type} ${b.purpose}`.toLowerCase().includes(filter.toLowerCase()));

  return (
    <Stack gap="sm">
      <Select
        label="Page"
        data={routes.map((r, i) => ({ value: String(i), label: `${textOf(r.title) || textOf(r.path)} (${textOf(r.path)})` }))}
        value={String(page)}
        onChange={(v) => v !== null && onSelect({ page: Number(v), block: undefined })}
        allowDeselect={false}
        searchable
      />
      <Group justify="space-between">
        <Title order={2} size="h5">
          Blocks, top to bottom
        </Title>
        <Button
          size="xs"
          onClick={() => {
            setFilter('');
            palette.open();
          }}
        >
          Add a block…
        </Button>
      </Group>
      {drafting ? (
        <NewItem
          ctx={{ ...ctx, root: drafting.entry.schema }}
          path={['routes', page, 'blocks', drafting.at]}
          start={drafting.entry.starter}
          noun={`${drafting.entry.label.toLowerCase()} block`}
          fields={(local, v) => (
            <ObjectFields
              ctx={local}
              schema={drafting.entry.schema}
              path={['routes', page, 'blocks', drafting.at]}
              value={v}
              skip={['type', 'hidden']}
            />
          )}
          confirm={(value, field) => write(drafting.entry, value, drafting.at, field)}
          close={() => setDrafting(undefined)}
        />
      ) : null}
      <BlockList
        blocks={rows}
        selected={selected}
        onSelect={(i) => onSelect({ page, block: i })}
        onMove={(from, to) =>
          editor.edit(SITE, { op: 'moveBlock', page, from, to }, label(`${blockName(from)} moved`)).then((ok) => {
            if (ok && selected === from) onSelect({ page, block: to });
            return ok;
          })
        }
        onToggleHidden={(i) =>
          void editor.edit(
            SITE,
            rows[i].hidden ? { op: 'showBlock', page, index: i } : { op: 'hideBlock', page, index: i },
            label(`${blockName(i)} ${rows[i].hidden ? 'shown' : 'hidden'}`),
          )
        }
        onDuplicate={(i) =>
          void editor.edit(SITE, { op: 'duplicateBlock', page, index: i }, label(`${blockName(i)} duplicated`)).then((ok) => {
            if (ok) onSelect({ page, block: i + 1 });
          })
        }
        onDelete={(i) =>
          void editor.edit(SITE, { op: 'deleteBlock', page, index: i }, label(`${blockName(i)} deleted`)).then((ok) => {
            if (ok) onSelect({ page, block: undefined });
          })
        }
      />
      {block && info ? (
        <Stack gap="sm" mt="sm" component="section" aria-label={`Fields of block ${(selected ?? 0) + 1}`}>
          <Title order={2} size="h5">
            Block {(selected ?? 0) + 1}: {info.label}
          </Title>
          <Text size="sm" c="dimmed">
            {info.purpose}
          </Text>
          <ObjectFields
            key={`${page}-${selected ?? 0}`}
            ctx={ctx}
            schema={info.schema}
            path={['routes', page, 'blocks', selected ?? 0]}
            value={block}
            skip={['type', 'hidden']}
          />
        </Stack>
      ) : block ? (
        // A type the site does not know (a slip made by hand): choose the type it should be.
        <Stack gap="sm" mt="sm" component="section" aria-label={`Block ${(selected ?? 0) + 1}`}>
          <Title order={2} size="h5">
            Block {(selected ?? 0) + 1}: {textOf(block.type) || 'no type'}
          </Title>
          <Select
            label="Type of block"
            description="The site does not know this type. Choose the one it should be; its fields stay as they are."
            data={catalog.blocks.map((b) => ({ value: b.type, label: `${b.label}: ${b.purpose}` }))}
            value={null}
            placeholder={textOf(block.type)}
            searchable
            error={state.problems
              .filter((p) => p.file === SITE && p.path === `routes[${page}].blocks[${selected ?? 0}].type`)
              .map((p) => p.message)
              .join(' ')}
            onChange={(type) => {
              if (type)
                void editor.edit(
                  SITE,
                  { op: 'set', path: ['routes', page, 'blocks', selected ?? 0, 'type'], value: type },
                  label(`Block type set to ${typeLabels.get(type) ?? type}`),
                );
            }}
            data-path={`routes[${page}].blocks[${selected ?? 0}].type`}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Choose a block (here or on the page) to change its fields.
        </Text>
      )}
      <Modal opened={paletteOpen} onClose={palette.close} title="Add a block" size="lg">
        <Stack gap="xs">
          <TextInput
            label="Find a block type"
            description="Enter adds it when one type is left."
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && shown.length === 1) void add(shown[0].type);
            }}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            It goes {selected !== undefined ? `after block ${selected + 1}` : 'at the end of the page'}.
          </Text>
          <ScrollArea.Autosize mah="60vh">
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((b) => (
                <li key={b.type}>
                  <UnstyledButton
                    onClick={() => void add(b.type)}
                    p="xs"
                    w="100%"
                    style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                    aria-label={`${b.label}: ${b.purpose}`}
                  >
                    <Text fw={600} size="sm">
                      {b.label}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {b.purpose}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Modal>
    </Stack>
  );
}
