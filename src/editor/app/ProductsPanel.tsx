/** The products of content/products.yaml: choose one and change it, or add a new one. */
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { textOf } from '../blockTitle.ts';
import type { Value } from '../edits.ts';
import type { Catalog, EditorState } from '../protocol.ts';
import { NewItem } from './fields/NewItem.tsx';
import { ObjectFields, type FormContext } from './SchemaForm.tsx';
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
  const [adding, setAdding] = useState(false);
  const data = (FILE in state.files ? state.files[FILE].data : undefined) as Rec | undefined;
  const products = Array.isArray(data?.products) ? (data.products as Rec[]) : [];
  if (!data) return <Text c="red">{FILE} cannot be read; see Problems.</Text>;
  const index = Math.min(selected, products.length - 1);
  const ctx: FormContext = { editor, file: FILE, root: catalog.product, choices: state.choices, problems: state.problems };
  // A new product is a draft here until it is filled and added: the file never holds placeholder words.
  const confirm = async (value: Value, field: string) => {
    const ok = await editor.edit(FILE, { op: 'addItem', path: ['products'], value }, { label: 'Product added', field });
    if (ok) onSelect(products.length);
    return ok;
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
        <Button onClick={() => setAdding(true)} disabled={adding}>
          Add a product
        </Button>
      </Group>
      {adding ? (
        <NewItem
          ctx={ctx}
          path={['products', products.length]}
          start={catalog.productStarter}
          noun="product"
          fields={(local, v) => <ObjectFields ctx={local} schema={catalog.product} path={['products', products.length]} value={v} />}
          confirm={confirm}
          close={() => setAdding(false)}
        />
      ) : index >= 0 ? (
        <ObjectFields key={index} ctx={ctx} schema={catalog.product} path={['products', index]} value={products[index]} />
      ) : null}
    </Stack>
  );
}
