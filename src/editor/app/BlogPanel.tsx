/** The blog's posts: the details of one (front matter) and its text in Markdown with a preview; a new post. */
import {
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { marked } from 'marked';
import { useState } from 'react';
import { textOf } from '../blockTitle.ts';
import type { Value } from '../edits.ts';
import type { Catalog, EditorState } from '../protocol.ts';
import type { AnnotatedSchema } from '../../schema/jsonSchema.ts';
import { api, PICTURE_TYPES } from './client.ts';
import { helpOf, keyInWords, labelOf } from './fields/words.ts';
import { ObjectFields, fieldKey, useDraft } from './SchemaForm.tsx';
import type { Editor } from './useEditor.ts';

interface Props {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  selected: string | undefined;
  onSelect: (file: string) => void;
}

type Rec = Record<string, unknown>;

function Body({ editor, file, body }: { editor: Editor; file: string; body: string }) {
  const { draft, change, flush } = useDraft(body, (text) => {
    if (text !== body)
      void editor.edit(file, { op: 'postBody', body: text }, { label: 'Post text changed', field: fieldKey(file, ['body']) });
  });
  const message = editor.fieldMessages[fieldKey(file, ['body'])]?.message;
  return (
    <Tabs defaultValue="write">
      <Tabs.List>
        <Tabs.Tab value="write">Text (Markdown)</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label="Text of the post"
          description="Markdown: ## for a heading, - for a list item, [words](/address) for a link."
          autosize
          minRows={10}
          maxRows={30}
          value={draft}
          error={message}
          onChange={(e) => change(e.currentTarget.value)}
          onBlur={flush}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        {/* The post's own HTML, in a frame that runs no scripts. */}
        <iframe
          title="Preview of the post's text"
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:16px/1.6 system-ui,sans-serif;margin:12px;color:#222}img{max-width:100%}</style>${marked.parse(draft, { async: false })}`}
          style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The schema's node for `key` of `schema` (a `$ref` followed into the root's definitions). */
function propertyOf(root: AnnotatedSchema, schema: AnnotatedSchema, key: string): AnnotatedSchema | undefined {
  const prop = schema.properties?.[key];
  const ref = prop?.$ref?.match(/^#\/definitions\/(.+)$/)?.[1];
  return ref ? root.definitions?.[ref] : prop;
}

/**
 * Whether the post's schema needs `key` filled in: a required key whose value cannot be empty
 * (a picture's description is required but may be "", for a picture that only decorates).
 */
function mustFill(root: AnnotatedSchema, schema: AnnotatedSchema, key: string): boolean {
  const prop = propertyOf(root, schema, key);
  if (!prop || !schema.required?.includes(key)) return false;
  if (prop.type === 'string') return (prop.minLength ?? 0) > 0 || prop.pattern !== undefined || prop.enum !== undefined;
  return true;
}

/** The post's address from its title: lowercase words joined by "-", without accents. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Draft {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  date: string;
  readTime: string;
  tags: string[];
  image: string;
  alt: string;
}

function NewPost({
  editor,
  state,
  schema,
  onCreated,
  onClose,
}: {
  editor: Editor;
  state: EditorState;
  /** The post's front matter schema: what must be filled in, and which keys a post has. */
  schema: AnnotatedSchema;
  onCreated: (file: string) => void;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<Draft>(() => ({
    slug: '',
    title: '',
    excerpt: '',
    // Chosen by the writer: the first of the list would file the post under a category at random.
    category: '',
    author: '',
    date: new Date().toISOString().slice(0, 10),
    readTime: '3 min read',
    tags: [],
    // No picture until one is chosen or uploaded: a picture of another post would say something else.
    image: '',
    alt: '',
  }));
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const image = propertyOf(schema, schema, 'image');
  /** A field's label, help and whether it must be filled in, as the post's schema declares them. */
  const declared = (parent: AnnotatedSchema | undefined, key: string) => {
    const prop = parent && propertyOf(schema, parent, key);
    return {
      label: prop ? labelOf(prop, key) : keyInWords(key),
      description: prop ? helpOf(prop) : undefined,
      required: parent ? mustFill(schema, parent, key) : false,
    };
  };
  const set = (k: keyof Draft) => (e: { currentTarget: { value: string } }) => {
    // Read now: the event's target is gone by the time the update runs.
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [k]: value }));
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const res = await api.upload(file, 'blog');
      if (res.ok && res.src) {
        const src = res.src;
        setFields((f) => ({ ...f, image: src }));
        // The pictures the pickers offer now include it.
        await editor.reload();
      } else setUploadError(res.message ?? 'The picture was not added.');
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };

  const create = async () => {
    const { slug, image: src, alt, ...rest } = fields;
    const meta: Record<string, Value> = { ...rest, ...(src ? { image: { src, alt } } : {}) };
    // Only the keys a post has (the server refuses any other name).
    const keys = new Set(Object.keys(schema.properties ?? {}));
    const known = Object.fromEntries(Object.entries(meta).filter(([k]) => keys.has(k)));
    setCreating(true);
    const res = await editor.newPost({ slug, fields: known, body: body || `Write the post here.` });
    setCreating(false);
    if (!res) return;
    if (res.ok) {
      onCreated(res.file);
      onClose();
    } else setError(res.reason === 'invalid' ? res.problems.map((p) => `${p.path}: ${p.message}`).join(' ') : res.message);
  };
  const images =
    fields.image && !state.choices.images.includes(fields.image) ? [fields.image, ...state.choices.images] : state.choices.images;
  return (
    // The schema's own messages say what is missing (from the server), not the browser's.
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <Stack gap="xs">
        <TextInput
          {...declared(schema, 'title')}
          value={fields.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setFields((f) => ({ ...f, title, slug: !f.slug || f.slug === slugOf(f.title) ? slugOf(title) : f.slug }));
          }}
          data-autofocus
        />
        <TextInput
          {...declared(schema, 'slug')}
          // The file's name too: the dialog needs it where the schema does not.
          description="The end of the post’s address after /blog/, and the name of its file."
          required
          value={fields.slug}
          onChange={set('slug')}
        />
        <Textarea {...declared(schema, 'excerpt')} autosize minRows={2} value={fields.excerpt} onChange={set('excerpt')} />
        <Select
          {...declared(schema, 'category')}
          data={state.choices.blogCategories}
          value={fields.category || null}
          onChange={(v) => setFields((f) => ({ ...f, category: v ?? '' }))}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <TextInput {...declared(schema, 'author')} value={fields.author} onChange={set('author')} />
          <TextInput {...declared(schema, 'date')} value={fields.date} onChange={set('date')} />
          <TextInput {...declared(schema, 'readTime')} value={fields.readTime} onChange={set('readTime')} />
        </SimpleGrid>
        <TagsInput {...declared(schema, 'tags')} value={fields.tags} onChange={(tags) => setFields((f) => ({ ...f, tags }))} clearable />
        <Group align="end" wrap="nowrap" gap="xs">
          <Select
            style={{ flex: 1 }}
            {...declared(image, 'src')}
            required={declared(schema, 'image').required && declared(image, 'src').required}
            data={images}
            value={fields.image || null}
            onChange={(v) => setFields((f) => ({ ...f, image: v ?? '' }))}
            error={uploadError}
            searchable
            clearable
            limit={200}
          />
          <FileButton onChange={(f) => void upload(f)} accept={PICTURE_TYPES}>
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                Upload…
              </Button>
            )}
          </FileButton>
        </Group>
        {fields.image ? <Image src={fields.image} alt="" h={72} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'start' }} /> : null}
        <TextInput {...declared(image, 'alt')} value={fields.alt} onChange={set('alt')} />
        <Textarea label="Text (Markdown)" autosize minRows={4} maxRows={12} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {/* Always in sight: the dialog's fields scroll under these buttons. */}
        <Group
          justify="end"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
            // Across the whole dialog, over the body's side padding: nothing shows beside it.
            marginInline: 'calc(var(--mantine-spacing-md) * -1)',
            paddingInline: 'var(--mantine-spacing-md)',
          }}
        >
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={creating}>
            Create the post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BlogPanel({ editor, state, catalog, selected, onSelect }: Props) {
  const [creating, creation] = useDisclosure(false);
  const file = selected && selected in state.files ? selected : state.posts[0];
  const post = file ? state.files[file] : undefined;
  return (
    <Stack gap="sm">
      <Group align="end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label="Post"
          data={state.posts.map((f) => {
            const data = state.files[f].data as Rec | undefined;
            return { value: f, label: `${textOf(data?.title) || f} (${textOf(data?.date)})` };
          })}
          value={file}
          onChange={(v) => v && onSelect(v)}
          allowDeselect={false}
          searchable
        />
        <Button onClick={creation.open}>New post</Button>
      </Group>
      {post && file ? (
        <>
          {post.data === undefined ? (
            <Text c="red">The details of this post cannot be read; see Problems.</Text>
          ) : (
            <ObjectFields
              key={file}
              ctx={{ editor, file, root: catalog.post, post: true, choices: state.choices, problems: state.problems }}
              schema={catalog.post}
              path={[]}
              value={post.data}
              skip={['slug']}
            />
          )}
          <Body key={`${file}-body`} editor={editor} file={file} body={post.body ?? ''} />
        </>
      ) : null}
      <Modal
        opened={creating}
        onClose={creation.close}
        title="New post"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the new post dialog' }}
        // The body scrolls; the buttons at its end stay in sight (sticky). The padding is the buttons' own.
        styles={{ body: { paddingBottom: 0 } }}
      >
        <NewPost editor={editor} state={state} schema={catalog.post} onCreated={onSelect} onClose={creation.close} />
      </Modal>
    </Stack>
  );
}
