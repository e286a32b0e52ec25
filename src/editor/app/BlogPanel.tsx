/** The blog's posts: the details of one (front matter) and its text in Markdown with a preview; a new post. */
import { Button, Group, Modal, Select, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { marked } from 'marked';
import { useState } from 'react';
import { textOf } from '../blockTitle.ts';
import type { Value } from '../edits.ts';
import type { Catalog, EditorState } from '../protocol.ts';
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

function NewPost({
  editor,
  state,
  onCreated,
  onClose,
}: {
  editor: Editor;
  state: EditorState;
  onCreated: (file: string) => void;
  onClose: () => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [fields, setFields] = useState<Record<string, string>>({
    slug: '',
    title: '',
    excerpt: '',
    category: state.choices.blogCategories[0]?.value ?? '',
    author: '',
    date: today,
    readTime: '3 min read',
    image: state.choices.images.find((i) => i.startsWith('/images/blog/')) ?? state.choices.images.at(0) ?? '',
    alt: '',
  });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const set = (k: string) => (e: { currentTarget: { value: string } }) => setFields({ ...fields, [k]: e.currentTarget.value });
  const create = async () => {
    const { slug, image, alt, ...rest } = fields;
    const meta: Record<string, Value> = { ...rest, image: { src: image, alt } };
    const res = await editor.newPost({ slug, fields: meta, body: body || `Write the post here.` });
    if (!res) return;
    if (res.ok) {
      onCreated(res.file);
      onClose();
    } else setError(res.reason === 'invalid' ? res.problems.map((p) => `${p.path}: ${p.message}`).join(' ') : res.message);
  };
  const autoSlug = (title: string) =>
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return (
    <Stack gap="xs">
      <TextInput
        label="Title"
        required
        value={fields.title}
        onChange={(e) => {
          const title = e.currentTarget.value;
          setFields((f) => ({ ...f, title, slug: !f.slug || f.slug === autoSlug(f.title) ? autoSlug(title) : f.slug }));
        }}
        data-autofocus
      />
      <TextInput label="Address" description="The post's address is /blog/ and this." required value={fields.slug} onChange={set('slug')} />
      <Textarea
        label="Excerpt"
        description="One or two sentences shown in lists."
        required
        value={fields.excerpt}
        onChange={set('excerpt')}
      />
      <Select
        label="Category"
        data={state.choices.blogCategories}
        value={fields.category}
        onChange={(v) => setFields({ ...fields, category: v ?? '' })}
        allowDeselect={false}
      />
      <Group grow>
        <TextInput label="Author" required value={fields.author} onChange={set('author')} />
        <TextInput label="Date" description="YYYY-MM-DD" required value={fields.date} onChange={set('date')} />
        <TextInput label="Read time" required value={fields.readTime} onChange={set('readTime')} />
      </Group>
      <Select
        label="Picture"
        data={state.choices.images}
        value={fields.image}
        onChange={(v) => setFields({ ...fields, image: v ?? '' })}
        searchable
      />
      <TextInput label="What the picture shows" description="Read aloud to blind visitors." value={fields.alt} onChange={set('alt')} />
      <Textarea label="Text (Markdown)" autosize minRows={4} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void create()}>Create the post</Button>
      </Group>
    </Stack>
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
      <Modal opened={creating} onClose={creation.close} title="New post" size="lg">
        <NewPost editor={editor} state={state} onCreated={onSelect} onClose={creation.close} />
      </Modal>
    </Stack>
  );
}
