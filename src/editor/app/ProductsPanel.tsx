/** The products of content/products.yaml: choose one and change it, or add a new one. */
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { textOf } from '../blockTitle.ts';
import { freshId } from '../edits.ts';
import type { Catalog, EditorState } from '../protocol.ts';
import { ObjectFields } from './SchemaForm.tsx';
import type { Editor } from './useEditor.ts';

const FILE = 'content/products.yaml';
type Rec = Record<string, unknown>;

interface Props {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  selected: number;
  onSelect: (i: number) => void;
}

export function ProductsPanel({ editor, state, catalog, selected, onSelect }: Props) {
  const data = (FILE in state.files ? state.files[FILE].data : undefined) as Rec | undefined;
  const products = Array.isArray(data?.products) ? (data.products as Rec[]) : [];
  if (!data) return <Text c="red">{FILE} cannot be read; see Problems.</Text>;
  const index = Math.min(selected, products.length - 1);
  const add = async () => {
    const taken = new Set(products.map((p) => textOf(p.id)));
    const id = taken.has('new-product') ? freshId('new-product', taken) : 'new-product';
    const value = { ...catalog.productStarter, id, name: 'New product' };
    const ok = await editor.edit(FILE, { op: 'addItem', path: ['products'], value }, { label: 'Product added' });
    if (ok) onSelect(products.length);
  };
  return (
    <Stack gap="sm">
      <Group align="end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label="Product"
          data={products.map((p, i) => ({ value: String(i), label: `${textOf(p.name) || textOf(p.id)} (${textOf(p.id)})` }))}
          value={index >= 0 ? String(index) : null}
          onChange={(v) => v !== null && onSelect(Number(v))}
          allowDeselect={false}
          searchable
        />
        <Button onClick={() => void add()}>Add a product</Button>
      </Group>
      {index >= 0 ? (
        <ObjectFields
          key={index}
          ctx={{ editor, file: FILE, root: catalog.product, choices: state.choices, problems: state.problems }}
          schema={catalog.product}
          path={['products', index]}
          value={products[index]}
        />
      ) : null}
    </Stack>
  );
}
