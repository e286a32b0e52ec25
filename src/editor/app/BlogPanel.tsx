/** The blog's posts: the details of one (front matter) and its text in Markdown with a preview; a new post. */
import { Button, Group, Loader, Modal, Paper, Select, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BLOG_DIR, slugOf, translationFile } from '../../loader/postName.ts';
import { messages } from '../../i18n/messages.ts';
import type { Language } from '../../schema/kinds.ts';
import { useEditedLanguage } from './fields/editedLanguage.ts';
import { textOf } from '../blockTitle.ts';
import type { Value } from '../edits.ts';
import type { Catalog, EditorState } from '../protocol.ts';
import { useNewDraft } from './fields/useNewDraft.ts';
import { Field, ObjectFields, fieldKey, useDraft, type FormContext } from './SchemaForm.tsx';
import type { Editor } from './useEditor.ts';

interface Props {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  selected: string | undefined;
  onSelect: (file: string) => void;
}

type Rec = Record<string, unknown>;

const PostPreview = lazy(() => import('./PostPreview.tsx'));

function Body({ editor, file, body, label = 'Text of the post' }: { editor: Editor; file: string; body: string; label?: string }) {
  const { draft, change, flush } = useDraft(body, (text) => {
    if (text !== body)
      void editor.edit(file, { op: 'postBody', body: text }, { label: 'Post text changed', field: fieldKey(file, ['body']) });
  });
  const message = editor.fieldMessages[fieldKey(file, ['body'])]?.message;
  const [tab, setTab] = useState('write');
  return (
    <Tabs value={tab} onChange={(t) => setTab(t ?? 'write')}>
      <Tabs.List>
        <Tabs.Tab value="write">Text (Markdown)</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label={label}
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
        <Suspense fallback={<Loader size="sm" aria-label="Drawing the preview" />}>
          {/* Drawn only while its tab is open (its renderer loaded the first time). */}
          {tab === 'preview' && <PostPreview markdown={draft} />}
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

/** The address a title gives: its words joined by "-" (the loader's rule for a post's name). */
const addressOf = (title: Value | undefined) => (typeof title === 'string' ? slugOf(title) : '');

/** Today in the post's date format (YYYY-MM-DD), where the writer is. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A new post: its details drawn from the post's schema by the same widgets as a post's (the
 * address first, proposed from the title until it is typed), and its text. Written only when
 * created; a refusal shows each problem at its field, and closing the dialog takes its messages.
 */
function NewPost({
  editor,
  state,
  catalog,
  onCreated,
  onClose,
}: {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  onCreated: (file: string) => void;
  onClose: () => void;
}) {
  const schema = catalog.post;
  // The front matter's address, which for a new post names its file as well.
  const slugSchema = schema.properties?.slug ?? {};
  const address = {
    ...slugSchema,
    'x-editor': { ...slugSchema['x-editor'], help: 'The end of the post’s address after /blog/, and the name of its file.' },
  };
  const start = useMemo<Value>(() => ({ slug: '', ...catalog.postStarter, date: today(), readTime: '3 min read' }), [catalog]);
  const ctx: FormContext = { editor, file: `${BLOG_DIR}/`, root: schema, post: true, choices: state.choices, problems: [] };
  // The address follows the title while it is the title's (or empty).
  const { value, latest, local, keyFor, forget } = useNewDraft(ctx, [], start, (before, after) => {
    const b = before as Rec;
    const a = after as Rec;
    const followed = !b.slug || b.slug === addressOf(b.title as Value);
    return followed && a.title !== b.title && a.slug === b.slug ? { ...a, slug: addressOf(a.title as Value) } : after;
  });
  const draft = value as Rec;
  const slug = typeof draft.slug === 'string' ? draft.slug : '';
  const file = `${BLOG_DIR}/${slug}.md`;
  // The fields' messages are the refused post's, found by its file.
  const fields: FormContext = { ...local, file };
  const [body, setBody] = useState('');
  const [creating, setCreating] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The cursor starts in the title: the dialog's focus trap takes the element marked so.
  useLayoutEffect(() => form.current?.querySelector('[data-path="title"]')?.setAttribute('data-autofocus', ''), []);
  const create = async () => {
    // What is typed in the field that has the cursor is sent to the draft first (a field sends on leaving).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const { slug: address, ...details } = latest() as Record<string, Value>;
    const name = typeof address === 'string' ? address : '';
    forget();
    setCreating(true);
    const res = await editor.newPost(
      { slug: name, fields: details, body: body || 'Write the post here.' },
      keyFor(`${BLOG_DIR}/${name}.md`),
    );
    setCreating(false);
    if (res?.ok) {
      onCreated(res.file);
      onClose();
      return;
    }
    // The cursor to the first field that says what to change.
    setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };
  const message = editor.fieldMessages[fieldKey(file, [])];
  // A refusal without a field to show it at (the file could not be written, say).
  const general = message && !message.problems.length ? message.message : undefined;
  return (
    // The schema's own messages say what is missing (from the server), not the browser's.
    <form
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <Stack gap="xs">
        <Field ctx={fields} schema={schema.properties?.title ?? {}} path={['title']} value={draft.title} present required />
        <Field ctx={fields} schema={address} path={['slug']} value={slug} present required />
        <ObjectFields ctx={fields} schema={schema} path={[]} value={value} skip={['title', 'slug']} />
        <Textarea label="Text (Markdown)" autosize minRows={4} maxRows={12} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
        {general ? (
          <Text c="red.8" size="sm" role="alert">
            {general}
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

/** A post's file, or its translation's, in the panel: its details (front matter) and its text. */
function PostFile({
  editor,
  state,
  file,
  schema,
  what,
  skip,
  bodyLabel,
}: {
  editor: Editor;
  state: EditorState;
  file: string;
  schema: Catalog['post'];
  what: string;
  skip?: string[];
  bodyLabel?: string;
}) {
  const { data, body } = state.files[file];
  return (
    <>
      {data === undefined ? (
        <Text c="red">The details of this {what} cannot be read; see Problems.</Text>
      ) : (
        <ObjectFields
          key={file}
          ctx={{ editor, file, root: schema, post: true, choices: state.choices, problems: state.problems }}
          schema={schema}
          path={[]}
          value={data}
          skip={skip}
        />
      )}
      <Body key={`${file}-body`} editor={editor} file={file} body={body ?? ''} label={bodyLabel} />
    </>
  );
}

/** A post (its file) in one of the site's other languages. */
interface TranslationProps {
  editor: Editor;
  state: EditorState;
  catalog: Catalog;
  post: string;
  lang: Language;
}

/**
 * A post's translation (content/blog/<name>.sw.md): its details (title, excerpt, the picture's
 * description, the description for search engines) and its text, or, before it exists, the same
 * fields empty and Create. The original's title and excerpt stay in sight above, to translate from.
 */
function Translation({ editor, state, catalog, post, lang }: TranslationProps) {
  const file = translationFile(post, lang);
  const translation = state.files[file] as EditorState['files'][string] | undefined;
  const name = messages[lang].languageName;
  const original = state.files[post].data as Rec | undefined;
  const from = messages[state.choices.languages[0]].languageName;
  // What is translated, in sight while it is.
  const source = (
    <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-0)" aria-label={`The post in ${from}`}>
      <Text size="xs" c="dimmed">
        In {from}
      </Text>
      <Text size="sm" fw={600}>
        {textOf(original?.title)}
      </Text>
      <Text size="sm">{textOf(original?.excerpt)}</Text>
    </Paper>
  );
  if (translation) {
    return (
      <>
        {source}
        <PostFile
          editor={editor}
          state={state}
          file={file}
          schema={catalog.postTranslation}
          what="translation"
          bodyLabel={`Text of the post in ${name}`}
        />
      </>
    );
  }
  return (
    <>
      {source}
      <NewTranslation key={file} editor={editor} state={state} catalog={catalog} post={post} lang={lang} />
    </>
  );
}

function NewTranslation({ editor, state, catalog, post, lang }: TranslationProps) {
  const file = translationFile(post, lang);
  const schema = catalog.postTranslation;
  const name = messages[lang].languageName;
  const ctx: FormContext = { editor, file, root: schema, post: true, choices: state.choices, problems: [] };
  const { value, latest, local, keyFor, forget } = useNewDraft(ctx, [], {}, (_before, after) => after);
  const [body, setBody] = useState('');
  const [creating, setCreating] = useState(false);
  const [bodyMissing, setBodyMissing] = useState(false);
  const create = async () => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    if (!body.trim()) {
      setBodyMissing(true);
      return;
    }
    const fields = latest() as Record<string, Value>;
    forget();
    setCreating(true);
    await editor.newPost({ slug: post.replace(/^.*\//, '').replace(/\.md$/, ''), lang, fields, body }, keyFor(file));
    setCreating(false);
  };
  const message = editor.fieldMessages[fieldKey(file, [])];
  const general = message && !message.problems.length ? message.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <Stack gap="xs">
        <Text size="sm">
          This post is not yet in {name}: its {name} page shows it in {messages[state.choices.languages[0]].languageName}. Write its title,
          excerpt and text in {name} here, then create the translation.
        </Text>
        <ObjectFields ctx={{ ...local, file }} schema={schema} path={[]} value={value} />
        <Textarea
          label={`Text of the post in ${name}`}
          description="Markdown, as the original: ## for a heading, - for a list item."
          required
          autosize
          minRows={6}
          maxRows={20}
          value={body}
          error={bodyMissing && !body.trim() ? `Write the post’s text in ${name}.` : undefined}
          onChange={(e) => setBody(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        {general ? (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        ) : null}
        <Group justify="end">
          <Button type="submit" loading={creating}>
            Create the {name} translation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BlogPanel({ editor, state, catalog, selected, onSelect }: Props) {
  const [creating, creation] = useDisclosure(false);
  const { language, choose } = useEditedLanguage();
  const [first, ...others] = state.choices.languages;
  // The post in the language chosen at the top of the panel: its translation in another than the first.
  const translating = language !== undefined && language !== first ? language : undefined;
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
      {post && file && others.length ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {translating
              ? `Its ${messages[translating].languageName} translation (${translationFile(file, translating).replace(/^.*\//, '')}).`
              : `Written in ${messages[first].languageName}.`}
          </Text>
          {others
            .filter((l) => l !== translating)
            .map((l) => (
              <Button key={l} size="compact-sm" variant="light" onClick={() => choose(l)}>
                {translationFile(file, l) in state.files ? `Its ${messages[l].languageName}` : `Translate into ${messages[l].languageName}`}
              </Button>
            ))}
          {translating ? (
            <Button size="compact-sm" variant="light" onClick={() => choose(first)}>
              Its {messages[first].languageName}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {post && file && translating ? (
        <Translation editor={editor} state={state} catalog={catalog} post={file} lang={translating} />
      ) : post && file ? (
        <PostFile editor={editor} state={state} file={file} schema={catalog.post} what="post" skip={['slug']} />
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
        <NewPost editor={editor} state={state} catalog={catalog} onCreated={onSelect} onClose={creation.close} />
      </Modal>
    </Stack>
  );
}
