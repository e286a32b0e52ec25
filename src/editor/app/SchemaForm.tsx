/**
 * A form drawn from a schema (the block's, a product's, a post's, the site's facts): one field
 * per property, each input chosen by what the value is (text, long text, number, yes/no, one of
 * a few, a link, a picture, the id of a product, post, form or chat template, a list of items).
 * Every change is sent as the smallest edit (set one value, add or remove one key or item),
 * and the loader's messages for the field show under it.
 */
import {
  ActionIcon,
  Autocomplete,
  Button,
  FileButton,
  Fieldset,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { textOf } from '../blockTitle.ts';
import { describePath, type Path, type ScalarValue, type Value } from '../edits.ts';
import type { Choice, Choices, FileName, FileOp, ProblemView } from '../protocol.ts';
import type { AnnotatedSchema } from '../../schema/jsonSchema.ts';
import { deref, least } from '../starter.ts';
import { api } from './client.ts';
import type { Editor } from './useEditor.ts';

type S = AnnotatedSchema;
type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Names a person would use for the schema's shortest keys. */
const LABELS: Record<string, string> = {
  src: 'Picture',
  alt: 'What the picture shows (read aloud to blind visitors)',
  to: 'Link',
  href: 'Link',
  url: 'Address of the site',
  id: 'Id',
};

/** "readTime" → "Read time". */
export function humanize(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  if (key in LABELS) return LABELS[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_KEYS = new Set(['text', 'description', 'about', 'excerpt', 'answer', 'quote', 'body', 'intro', 'story', 'message', 'subtitle']);

/** The one option of a nullable or single-option union, or the schema itself. */
function single(node: S, root: S): S {
  const s = deref(node, root);
  const opts = s.anyOf ?? s.oneOf;
  if (!opts) return s;
  const real = opts.map((o) => deref(o, root)).filter((o) => o.type !== 'null');
  if (real.length === 1) return { ...real[0], description: s.description ?? real[0].description };
  if (real.every((o) => o.const !== undefined)) return { ...s, enum: real.map((o) => o.const), anyOf: undefined };
  return s;
}

export interface FormContext {
  editor: Editor;
  file: FileName;
  root: S;
  /** Front matter of a post: edits go through the post's own ops. */
  post?: boolean;
  choices: Choices;
  /** Problems already in the files. */
  problems: ProblemView[];
  /** A field to scroll to and focus (a problem opened from the list). */
  focusPath?: string;
}

/** Puts the cursor in the first field under a path (a new item's, a new block's), once it shows. */
export function focusFieldUnder(path: Path) {
  const prefix = describePath(path);
  setTimeout(() => {
    const el = document.querySelector<HTMLElement>(
      `input[data-path^="${prefix}."], textarea[data-path^="${prefix}."], input[data-path^="${prefix}["], input[data-path="${prefix}"]`,
    );
    el?.focus();
    el?.scrollIntoView({ block: 'center' });
  }, 100);
}

export const fieldKey = (file: FileName, path: Path) => `${file}|${describePath(path)}`;

/** The messages for a field: the problems in the file at its place, and why its last change was not saved. */
function messagesAt(ctx: FormContext, path: Path): string | undefined {
  const where = describePath(path);
  const own = ctx.editor.fieldMessages[fieldKey(ctx.file, path)];
  const onDisk = ctx.problems.filter((p) => p.file === ctx.file && p.path === where).map((p) => p.message);
  const pending = own
    ? [own.problems.length ? own.problems.map((p) => (p.path === where ? p.message : `${p.where}: ${p.message}`)).join(' ') : own.message]
    : [];
  const all = [...pending, ...onDisk.filter((m) => !pending.some((x) => x.includes(m)))];
  return all.length ? all.join(' ') : undefined;
}

function setOp(ctx: FormContext, path: Path, value: ScalarValue | undefined, present: boolean): FileOp {
  if (ctx.post) return { op: 'postSet', path, value };
  const parent = path.slice(0, -1);
  const key = path[path.length - 1];
  if (value === undefined) return { op: 'removeKey', path: parent, key: String(key) };
  if (!present && typeof key === 'string') return { op: 'addKey', path: parent, key, value };
  return { op: 'set', path, value };
}

function valueOp(ctx: FormContext, path: Path, value: Value, present: boolean): FileOp {
  if (ctx.post) return { op: 'postValue', path, value };
  const key = path[path.length - 1];
  if (!present && typeof key === 'string') return { op: 'addKey', path: path.slice(0, -1), key, value };
  return { op: 'setValue', path, value };
}

/** Keeps what is typed while it is sent, and takes the file's value when it changes from elsewhere. */
export function useDraft<T>(value: T, commit: (v: T) => void) {
  const [draft, setDraft] = useState(value);
  const editing = useRef(false);
  const last = useRef(value);
  useEffect(() => {
    if (!editing.current && value !== last.current) setDraft(value);
    last.current = value;
  }, [value]);
  const send = useDebouncedCallback((v: T) => {
    editing.current = false;
    commit(v);
  }, 600);
  const change = (v: T) => {
    editing.current = true;
    setDraft(v);
    send(v);
  };
  const flush = () => send.flush();
  return { draft, change, flush };
}

interface FieldProps {
  ctx: FormContext;
  schema: S;
  path: Path;
  value: unknown;
  present: boolean;
  required: boolean;
  label?: string;
  /** The object the field belongs to (a picture's width and height beside its file). */
  parent?: Record<string, unknown>;
}

function TextField({ ctx, schema, path, value, present, required, label }: FieldProps) {
  const key = path[path.length - 1];
  const commit = (v: string) => {
    const next = v === '' && !required ? undefined : v;
    if (next === undefined && !present) return;
    if (next === value) return;
    void ctx.editor.edit(ctx.file, setOp(ctx, path, next, present), { label: `${humanize(key)} changed`, field: fieldKey(ctx.file, path) });
  };
  const { draft, change, flush } = useDraft(textOf(value), commit);
  const common: CommonInput = {
    label: label ?? humanize(key),
    description: schema.description,
    withAsterisk: required,
    error: messagesAt(ctx, path),
    value: draft,
    onBlur: flush,
    'data-path': describePath(path),
  };
  // One line or several is chosen once, from the field and its text when shown: changing the box
  // while a person types would lose the cursor and what they type.
  const [long] = useState(() => LONG_KEYS.has(String(key)) || (schema.maxLength ?? 0) > 200 || draft.length > 70 || draft.includes('\n'));
  if (schema['x-kind']?.kind === 'link') return <LinkInput common={common} links={ctx.choices.links} onChange={change} />;
  if (long) return <Textarea {...common} autosize minRows={2} maxRows={10} onChange={(e) => change(e.currentTarget.value)} />;
  return <TextInput {...common} onChange={(e) => change(e.currentTarget.value)} />;
}

/**
 * A link: type an address, or pick a page or one of its sections. The list shows each page's title
 * and address; picking one writes the address. With an address already in the field, the list
 * shows everything, not only the addresses that start like it.
 */
/** What every text input of a field gets. */
interface CommonInput {
  label: string;
  description: string | undefined;
  withAsterisk: boolean;
  error: string | undefined;
  value: string;
  onBlur: () => void;
  'data-path': string;
}

function LinkInput({ common, links, onChange }: { common: CommonInput; links: Choice[]; onChange: (v: string) => void }) {
  const labels = new Map(links.map((l) => [l.value, l.label]));
  const filter: OptionsFilter = ({ options, search, limit }) => {
    const items = options as ComboboxItem[];
    const q = search.trim().toLowerCase();
    if (!q || labels.has(search)) return items.slice(0, limit);
    return items.filter((o) => `${o.value} ${labels.get(o.value) ?? ''}`.toLowerCase().includes(q)).slice(0, limit);
  };
  return (
    <Autocomplete
      {...common}
      data={[...labels.keys()]}
      filter={filter}
      limit={60}
      onChange={onChange}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{labels.get(option.value)}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
    />
  );
}

const dedupe = (items: Array<{ value: string; label: string }>) => {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.value) ? false : (seen.add(i.value), true)));
};

function NumberField({ ctx, schema, path, value, present, required, label }: FieldProps) {
  const key = path[path.length - 1];
  const commit = (v: number | string) => {
    if (v === '' && !required) {
      if (present)
        void ctx.editor.edit(ctx.file, setOp(ctx, path, undefined, present), {
          label: `${humanize(key)} removed`,
          field: fieldKey(ctx.file, path),
        });
      return;
    }
    const n = typeof v === 'number' ? v : Number(v);
    if (Number.isNaN(n) || n === value) return;
    void ctx.editor.edit(ctx.file, setOp(ctx, path, n, present), { label: `${humanize(key)} changed`, field: fieldKey(ctx.file, path) });
  };
  const { draft, change, flush } = useDraft<number | string>(typeof value === 'number' ? value : '', commit);
  return (
    <NumberInput
      label={label ?? humanize(key)}
      description={schema.description}
      withAsterisk={required}
      error={messagesAt(ctx, path)}
      value={draft}
      onChange={change}
      onBlur={flush}
      allowDecimal={schema.type !== 'integer'}
      data-path={describePath(path)}
    />
  );
}

function BooleanField({ ctx, schema, path, value, present, label }: FieldProps) {
  const key = path[path.length - 1];
  const checked = value === true || (value === undefined && schema.default === true);
  return (
    <Switch
      label={label ?? humanize(key)}
      description={schema.description}
      checked={checked}
      error={messagesAt(ctx, path)}
      onChange={(e) =>
        // A switch that can only be on (`call: true`) is turned off by removing it.
        void ctx.editor.edit(
          ctx.file,
          setOp(ctx, path, e.currentTarget.checked || schema.const !== true ? e.currentTarget.checked : undefined, present),
          {
            label: `${humanize(key)} ${e.currentTarget.checked ? 'on' : 'off'}`,
            field: fieldKey(ctx.file, path),
          },
        )
      }
      data-path={describePath(path)}
    />
  );
}

function ChoiceField({
  ctx,
  schema,
  path,
  value,
  present,
  required,
  label,
  data,
}: FieldProps & { data: Array<{ value: string; label: string }> }) {
  const key = path[path.length - 1];
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const options = current && !data.some((d) => d.value === current) ? [{ value: current, label: `${current} (not found)` }, ...data] : data;
  return (
    <Select
      label={label ?? humanize(key)}
      description={schema.description}
      withAsterisk={required}
      error={messagesAt(ctx, path)}
      data={dedupe(options)}
      value={current}
      searchable
      clearable={!required}
      nothingFoundMessage="Nothing by that name"
      onChange={(v) => {
        const next = v ?? undefined;
        if (next === current || (next === undefined && !present)) return;
        const typed: unknown = schema.enum?.find((e) => String(e) === next) ?? next;
        void ctx.editor.edit(ctx.file, setOp(ctx, path, typed as ScalarValue | undefined, present), {
          label: `${humanize(key)} changed`,
          field: fieldKey(ctx.file, path),
        });
      }}
      data-path={describePath(path)}
    />
  );
}

/** A picture: one of public/images (with a look at it), or a new one uploaded there. */
function ImageField({ ctx, schema, path, value, present, required, parent, label }: FieldProps) {
  const key = path[path.length - 1];
  const current = typeof value === 'string' ? value : null;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const inputId = useId();
  const commit = async (src: string | undefined) => {
    if (src === current || (src === undefined && !present)) return;
    const field = fieldKey(ctx.file, path);
    const label = `${humanize(key)} changed`;
    if (!(await ctx.editor.edit(ctx.file, setOp(ctx, path, src, present), { label, field }))) return;
    // The old picture's size does not fit the new one: without it the site reads the size from the
    // file. (One undo step with the change of file.)
    for (const size of ['width', 'height'].filter((k) => parent && k in parent)) {
      await ctx.editor.edit(ctx.file, setOp(ctx, [...path.slice(0, -1), size], undefined, true), { label, field });
    }
    if (parent && 'alt' in parent && src) {
      notifications.show({
        title: 'New picture',
        message: 'Say what it shows in "What the picture shows", for visitors who cannot see it.',
      });
    }
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    // Beside the pictures of its kind: products/ for a product, blog/ for a post, else the current picture's folder.
    const folder =
      ctx.file === 'content/products.yaml' ? 'products' : ctx.post ? 'blog' : (current?.match(/^\/images\/(.+)\/[^/]+$/)?.[1] ?? 'uploads');
    try {
      const res = await api.upload(file, folder);
      if (res.ok && res.src) {
        await ctx.editor.reload();
        await commit(res.src);
      } else setUploadError(res.message ?? 'The picture was not added.');
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };
  const error = [uploadError, messagesAt(ctx, path)].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap={4}>
      <Group align="end" wrap="nowrap" gap="xs">
        <Select
          id={inputId}
          style={{ flex: 1 }}
          label={label ?? humanize(key)}
          description={schema.description}
          withAsterisk={required}
          error={error}
          data={ctx.choices.images}
          value={current}
          searchable
          clearable={!required}
          limit={200}
          onChange={(v) => void commit(v ?? undefined)}
          data-path={describePath(path)}
        />
        <FileButton onChange={(f) => void upload(f)} accept="image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml">
          {(props) => (
            <Button {...props} variant="default" loading={uploading} aria-describedby={inputId}>
              Upload…
            </Button>
          )}
        </FileButton>
      </Group>
      {current ? <Image src={current} alt="" h={72} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'start' }} /> : null}
    </Stack>
  );
}

/** A list of texts (tags) or of a few choices. */
function ScalarListField({ ctx, schema, path, value, present, items }: FieldProps & { items: S }) {
  const key = path[path.length - 1];
  const list = Array.isArray(value) ? value.map(String) : [];
  const commit = (next: string[]) =>
    void ctx.editor.edit(ctx.file, valueOp(ctx, path, next, present), {
      label: `${humanize(key)} changed`,
      field: fieldKey(ctx.file, path),
    });
  const common = {
    label: humanize(key),
    description: schema.description,
    error: messagesAt(ctx, path),
    value: list,
    onChange: commit,
    'data-path': describePath(path),
  };
  if (items.enum) return <MultiSelect {...common} data={items.enum.map(String)} />;
  return <TagsInput {...common} />;
}

/** A list of items with fields: each item's fields, and add, remove, move up and down. */
function ItemListField({ ctx, schema, path, value, present, items }: FieldProps & { items: S }) {
  const key = path[path.length - 1];
  const list: unknown[] = Array.isArray(value) ? value : [];
  const noun = humanize(key).replace(/s$/, '').toLowerCase() || 'item';
  const op = (o: FileOp, label: string) => void ctx.editor.edit(ctx.file, o, { label, field: fieldKey(ctx.file, path) });
  const add = async () => {
    const fresh = least(items, ctx.root, ctx.choices, noun) ?? '';
    const field = fieldKey(ctx.file, path);
    const o: FileOp = ctx.post
      ? { op: 'postValue', path, value: [...(list as Value[]), fresh] }
      : !present && typeof key === 'string'
        ? { op: 'addKey', path: path.slice(0, -1), key, value: [fresh] }
        : { op: 'addItem', path, value: fresh };
    if (await ctx.editor.edit(ctx.file, o, { label: `${noun} added`, field })) focusFieldUnder([...path, list.length]);
  };
  const move = (from: number, to: number) => {
    if (ctx.post) {
      const next = [...(list as Value[])];
      next.splice(to, 0, ...next.splice(from, 1));
      op({ op: 'postValue', path, value: next }, `${noun} moved`);
    } else op({ op: 'moveItem', path, from, to }, `${noun} moved`);
  };
  const remove = (i: number) => {
    if (ctx.post) op({ op: 'postValue', path, value: (list as Value[]).filter((_, j) => j !== i) }, `${noun} removed`);
    else op({ op: 'removeItem', path, index: i }, `${noun} removed`);
  };
  const error = messagesAt(ctx, path);
  return (
    <Fieldset legend={humanize(key)} data-path={describePath(path)}>
      {schema.description ? (
        <Text size="sm" c="dimmed" mb="xs">
          {schema.description}
        </Text>
      ) : null}
      <Stack gap="sm">
        {list.map((item, i) => {
          const title = isRec(item)
            ? (['label', 'title', 'name', 'question', 'days', 'value'].map((k) => textOf(item[k])).find(Boolean) ?? '')
            : textOf(item);
          const name = `${noun} ${i + 1}${title ? `: ${title}` : ''}`;
          return (
            <Fieldset
              key={i}
              variant="filled"
              legend={
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600} lineClamp={1}>
                    {name}
                  </Text>
                  <ActionIcon variant="subtle" size="sm" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${name} down`}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={() => remove(i)}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              }
            >
              <Field ctx={ctx} schema={items} path={[...path, i]} value={item} present required label={name} />
            </Fieldset>
          );
        })}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Button variant="light" size="xs" onClick={() => void add()} style={{ alignSelf: 'start' }}>
          Add {noun}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/** The fields of an object, in the schema's order. */
export function ObjectFields({
  ctx,
  schema,
  path,
  value,
  skip = [],
}: {
  ctx: FormContext;
  schema: S;
  path: Path;
  value: unknown;
  skip?: string[];
}) {
  const s = deref(schema, ctx.root);
  const data = isRec(value) ? value : {};
  const required = new Set(s.required ?? []);
  return (
    <Stack gap="sm">
      {Object.entries(s.properties ?? {})
        .filter(([k]) => !skip.includes(k))
        .map(([k, prop]) => (
          <Field
            key={k}
            ctx={ctx}
            schema={prop}
            path={[...path, k]}
            value={data[k]}
            present={k in data}
            required={required.has(k)}
            parent={data}
          />
        ))}
    </Stack>
  );
}

export function Field(props: FieldProps): ReactNode {
  const { ctx, path, value } = props;
  const schema = single(props.schema, ctx.root);
  const p = { ...props, schema };
  const kind = schema['x-kind'];
  if (kind?.kind === 'image') return <ImageField {...p} />;
  if (kind?.kind === 'ref') {
    const data = ctx.choices[kind.collection].map((c) => ({
      value: c.value,
      label: c.label === c.value ? c.value : `${c.label} (${c.value})`,
    }));
    return <ChoiceField {...p} data={data} />;
  }
  if (schema.const === true && schema.type === 'boolean') return <BooleanField {...p} />;
  if (schema.const !== undefined) return null;
  if (schema.enum) return <ChoiceField {...p} data={schema.enum.map((e) => ({ value: String(e), label: String(e) }))} />;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' || kind?.kind === 'link') return <TextField {...p} />;
  if (type === 'number' || type === 'integer') return <NumberField {...p} />;
  if (type === 'boolean') return <BooleanField {...p} />;
  if (type === 'array') {
    const items = single((Array.isArray(schema.items) ? schema.items[0] : schema.items) ?? {}, ctx.root);
    const itemType = Array.isArray(items.type) ? items.type[0] : items.type;
    if (itemType === 'object' || items.properties) return <ItemListField {...p} items={items} />;
    if (!items['x-kind'] && (itemType === 'string' || items.enum)) return <ScalarListField {...p} items={items} />;
    return <ItemListField {...p} items={items} />;
  }
  if (type === 'object' || schema.properties) {
    if (!schema.properties) return <Unsupported {...p} />;
    if (typeof path[path.length - 1] === 'number') return <ObjectFields ctx={ctx} schema={schema} path={path} value={value} />;
    return (
      <Fieldset legend={humanize(path[path.length - 1])} data-path={describePath(path)}>
        {schema.description ? (
          <Text size="sm" c="dimmed" mb="xs">
            {schema.description}
          </Text>
        ) : null}
        {value === undefined ? (
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              const fresh = least(schema, ctx.root, ctx.choices, String(path[path.length - 1]));
              if (fresh !== undefined)
                void ctx.editor.edit(ctx.file, valueOp(ctx, path, fresh, false), { label: `${humanize(path[path.length - 1])} added` });
            }}
          >
            Add {humanize(path[path.length - 1]).toLowerCase()}
          </Button>
        ) : (
          <ObjectFields ctx={ctx} schema={schema} path={path} value={value} />
        )}
      </Fieldset>
    );
  }
  return <Unsupported {...p} />;
}

/** A value this form does not draw (a `name: value` map, a choice of shapes): shown, edited in the file. */
function Unsupported({ ctx, path, value }: FieldProps) {
  if (value === undefined) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {humanize(path[path.length - 1])}
      </Text>
      <Text size="sm" c="dimmed">
        Edited in {ctx.file} ({describePath(path)}): {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}
