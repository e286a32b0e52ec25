/**
 * The visual editor: a panel (pages and their blocks, the site's facts, the products, the
 * blog, the problems) beside the site as it looks. Every change is saved as it is made,
 * into the same YAML a person would have written (see docs/editor.md).
 */
import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { ProblemView } from '../protocol.ts';
import { messages } from '../../i18n/messages.ts';
import { translationOf } from '../../loader/postName.ts';
import type { Language } from '../../schema/kinds.ts';
import { useBackend } from './backendContext.ts';
import { ALL, EditedLanguage } from './fields/editedLanguage.ts';
import { BlogPanel } from './BlogPanel.tsx';
import { PagesPanel, routesOf, type Selection } from './PagesPanel.tsx';
import { addressOf, Preview } from './Preview.tsx';
import { textOf } from '../blockTitle.ts';
import { CoveragePanel, ProblemsPanel, panelPlaceOf, type Tab } from './ProblemsPanel.tsx';
import { ProductsPanel } from './ProductsPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { SECTIONS } from '../../loader/sections.ts';
import { keyInWords } from '../words.ts';
import { SitePanel } from './SitePanel.tsx';
import { unsent, useUnsent } from './fields/unsent.ts';
import { useEditor, type SaveStatus } from './useEditor.ts';
import { pending, usePublish } from './usePublish.ts';
import { conflictAtField } from './publishWords.ts';

function Status({ status: saved }: { status: SaveStatus }) {
  // Text typed and not sent yet (the field waits for a pause in the typing) is not saved either.
  const typing = useUnsent();
  const status: SaveStatus = saved.kind === 'saved' && typing ? { kind: 'saving' } : saved;
  const [text, color] =
    status.kind === 'saved'
      ? ['All changes saved', 'green']
      : status.kind === 'saving'
        ? ['Saving…', 'blue']
        : status.kind === 'loading'
          ? ['Reading the site…', 'gray']
          : ['Not saved', 'red'];
  return (
    <Group
      gap={6}
      wrap="nowrap"
      style={{ minWidth: 0 }}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={status.kind}
    >
      {status.kind === 'saving' || status.kind === 'loading' ? <Loader size={14} /> : null}
      {/* Never shrunk (a narrow header cut it to "Not sa…"): the message beside it gives way. */}
      <Badge color={color} variant={status.kind === 'error' ? 'filled' : 'light'} tt="none" size="lg" style={{ flexShrink: 0 }}>
        {text}
      </Badge>
      {status.kind === 'error' ? (
        <Text size="sm" c="red.8" lineClamp={2} maw={420} style={{ minWidth: 0 }}>
          {status.message.replace(/^Not saved: /, '')}
        </Text>
      ) : null}
    </Group>
  );
}

/** The tabs with fields to write in. */
const FIELD_TABS: readonly Tab[] = ['pages', 'site', 'products', 'blog'];

/** `account`: who is signed in and the way out, where the editor runs signed in (/admin). */
export function App({ account }: { account?: ReactNode } = {}) {
  const api = useBackend();
  const editor = useEditor();
  const { state, catalog, status } = editor;
  // Leaving (a reload, a closed tab, Sign out) with a change on its way: what is typed is sent
  // now, and the browser asks first (its own question), so the save can finish.
  const leaving = useEffectEvent((e: BeforeUnloadEvent) => {
    const typed = unsent.any();
    unsent.sendAll();
    if (typed || status.kind === 'saving') e.preventDefault();
  });
  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => leaving(e);
    addEventListener('beforeunload', onLeave);
    return () => removeEventListener('beforeunload', onLeave);
  }, []);
  const phone = useMediaQuery('(max-width: 48em)');
  const [view, setView] = useState<'panel' | 'preview'>('panel');
  const [tab, setTab] = useState<Tab>('pages');
  const [selection, setSelection] = useState<Selection>({ page: 0, block: undefined });
  const [product, setProduct] = useState(0);
  const [post, setPost] = useState<string>();
  const [focusPath, setFocusPath] = useState<string>();
  const publishing = usePublish(state);
  // A page opened from the Publish tab's list of changes, shown beside the panel.
  const [shown, setShown] = useState<string>();
  // The language of the fields (one alone, or all side by side) and of the page beside them, kept for the next visit.
  const languages = state?.choices.languages ?? [];
  const [editing, setEditing] = useLocalStorage({ key: 'site-editor-languages', defaultValue: ALL, getInitialValueInEffect: false });
  const edited = languages.find((l) => l === editing);
  const [shownIn, setPreviewLanguage] = useLocalStorage({
    key: 'site-editor-preview-language',
    defaultValue: languages[0] ?? '',
    getInitialValueInEffect: false,
  });
  const previewLanguage = languages.find((l) => l === shownIn) ?? languages[0];
  // Choosing one language alone shows the page beside the panel in it too.
  const chooseLanguage = (v: Language | typeof ALL) => {
    setEditing(v);
    if (v !== ALL) setPreviewLanguage(v);
  };

  useHotkeys([
    ['mod+Z', () => void editor.undo()],
    ['mod+shift+Z', () => void editor.redo()],
    ['mod+Y', () => void editor.redo()],
  ]);

  // A problem opened from the list: scroll to its field and put the cursor in it.
  useEffect(() => {
    if (!focusPath) return;
    const timer = setTimeout(() => {
      const el = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(focusPath)}"]`);
      if (!el) return;
      el.scrollIntoView({ block: 'center' });
      (el.matches('input, textarea, button, select') ? el : el.querySelector<HTMLElement>('input, textarea, button'))?.focus();
      setFocusPath(undefined);
    }, 50);
    return () => clearTimeout(timer);
  }, [focusPath, tab, selection, product, post]);

  const open = (p: ProblemView) => {
    const place = panelPlaceOf(p, state);
    if (phone) setView('panel');
    setTab(place.tab);
    if (place.tab === 'pages') setSelection({ page: place.page ?? 0, block: place.block });
    if (place.tab === 'products' && place.product !== undefined) setProduct(place.product);
    if (place.tab === 'blog') {
      // A translation's problem: its post, in the translation's language.
      const translation = translationOf(p.file.replace(/^.*\//, ''));
      setPost(translation ? p.file.replace(/\.[a-z]{2}\.md$/, '.md') : p.file);
      const lang = languages.find((l) => l === translation?.lang);
      if (lang) chooseLanguage(lang);
    }
    setFocusPath(p.path);
  };

  if (!state || !catalog) {
    return (
      <Stack align="center" justify="center" h="100vh">
        {status.kind === 'error' ? (
          <Text c="red" role="alert" maw={520} ta="center">
            {status.message}
          </Text>
        ) : (
          <>
            <Loader />
            <Text>Reading the site…</Text>
          </>
        )}
      </Stack>
    );
  }

  const errors = state.problems.filter((p) => p.severity === 'error').length;
  // The problems the checks of the newest publication still waiting found, shown at their fields as the
  // loader's are (a newer publication includes the earlier ones: its checks are the ones that count).
  const checked = publishing.publications.find(pending)?.problems ?? [];
  // And the fields changed differently meanwhile, with both values, until the person chooses and publishes.
  const extra = [...checked, ...publishing.conflicts.map(conflictAtField)];
  const atFields = extra.length ? { ...state, problems: [...state.problems, ...extra] } : state;
  const unpublished = publishing.changes?.length ?? 0;
  const changesWord = `${unpublished} change${unpublished === 1 ? '' : 's'}`;
  const publishButton = (
    <Button
      size="xs"
      variant={unpublished ? 'filled' : 'default'}
      onClick={() => {
        setTab('publish');
        if (phone) setView('panel');
      }}
      // "Nothing to publish" only when the list says so (it may not be read yet, or the folder not be a git repository).
      aria-label={unpublished ? `Publish ${changesWord}` : publishing.changes ? 'Publish: nothing to publish' : undefined}
      rightSection={
        unpublished ? (
          <Badge size="sm" color="white" c="green.9" circle>
            {unpublished}
          </Badge>
        ) : undefined
      }
    >
      Publish
    </Button>
  );
  // The fields' language, chosen at the top of the panel where there are fields: one language
  // alone (and the page shown in it), or all side by side.
  const languageSwitch =
    languages.length > 1 && FIELD_TABS.includes(tab) ? (
      <SegmentedControl
        fullWidth
        size="xs"
        mb="xs"
        aria-label="Languages of the fields"
        value={edited ?? ALL}
        onChange={chooseLanguage}
        data={[
          { value: ALL, label: languages.map((l) => messages[l].languageName).join(' and ') },
          ...languages.map((l) => ({ value: l, label: messages[l].languageName })),
        ]}
      />
    ) : null;
  const panel = (
    <EditedLanguage value={{ language: edited, choose: chooseLanguage }}>
      {languageSwitch}
      <Tabs
        value={tab}
        onChange={(v) => v && setTab(v as Tab)}
        keepMounted={false}
        // On a phone the six tabs stand in two even rows of three (one row cut the last one onto a row of its own).
        styles={phone ? { list: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }, tab: { paddingInline: 8 } } : undefined}
      >
        <Tabs.List grow>
          <Tabs.Tab value="pages">Pages</Tabs.Tab>
          <Tabs.Tab value="site">{keyInWords(SECTIONS.site)}</Tabs.Tab>
          <Tabs.Tab value="products">Products</Tabs.Tab>
          <Tabs.Tab value="blog">Blog</Tabs.Tab>
          <Tabs.Tab
            value="problems"
            rightSection={
              state.problems.length ? (
                <Badge size="sm" color={errors ? 'red' : 'yellow'} circle>
                  {state.problems.length}
                </Badge>
              ) : undefined
            }
          >
            Problems
          </Tabs.Tab>
          <Tabs.Tab
            value="publish"
            rightSection={
              unpublished ? (
                <Badge size="sm" color="green" circle>
                  {unpublished}
                </Badge>
              ) : undefined
            }
          >
            Publish
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pages" pt="sm">
          <PagesPanel editor={editor} state={atFields} catalog={catalog} selection={selection} onSelect={setSelection} />
        </Tabs.Panel>
        <Tabs.Panel value="site" pt="sm">
          <SitePanel editor={editor} state={atFields} catalog={catalog} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="sm">
          <ProductsPanel editor={editor} state={atFields} catalog={catalog} selected={product} onSelect={setProduct} />
        </Tabs.Panel>
        <Tabs.Panel value="blog" pt="sm">
          <BlogPanel editor={editor} state={atFields} catalog={catalog} selected={post} onSelect={setPost} />
        </Tabs.Panel>
        <Tabs.Panel value="problems" pt="sm">
          <>
            <ProblemsPanel problems={state.problems} onOpen={open} />
            <CoveragePanel coverage={state.coverage} />
          </>
        </Tabs.Panel>
        <Tabs.Panel value="publish" pt="sm">
          <PublishPanel
            publishing={publishing}
            onOpen={open}
            onShow={(link) => {
              setShown(link);
              if (phone) setView('preview');
            }}
            onDiscarded={() => void editor.reload()}
          />
        </Tabs.Panel>
      </Tabs>
    </EditedLanguage>
  );
  // The page beside the panel follows what is being edited: the chosen page, the products, the post.
  const routes = routesOf(state);
  const routePath = (want: (path: string) => boolean) => routes.map((r) => textOf(r.path)).find(want);
  const postSlug = (file: string | undefined) => {
    const data = file && file in state.files ? state.files[file].data : undefined;
    const slug = typeof data === 'object' && data !== null ? textOf((data as Record<string, unknown>).slug) : '';
    return slug || (file ?? '').replace(/^.*\//, '').replace(/\.md$/, '');
  };
  const previewAddress =
    tab === 'publish' && shown
      ? shown
      : tab === 'products'
        ? (routePath((p) => p === '/products') ?? '/')
        : tab === 'blog' && (post ?? state.posts.at(0))
          ? `/blog/${postSlug(post ?? state.posts.at(0))}`
          : addressOf(textOf(routes.at(selection.page)?.path) || '/', state);
  const preview = (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {errors ? (
        <Alert color="red" radius={0} py={6} title={`The files have ${errors === 1 ? 'a problem' : `${errors} problems`}`}>
          <Group gap="xs">
            <Text size="sm">Until it is fixed the page may not show. The Problems tab says where.</Text>
            <Button size="compact-xs" variant="white" color="red" onClick={() => setTab('problems')}>
              Show the problems
            </Button>
          </Group>
        </Alert>
      ) : null}
      <div style={{ flex: 1, minHeight: 0 }}>
        <Preview
          src={previewAddress}
          block={tab === 'pages' ? selection.block : undefined}
          onPick={(block) => {
            setTab('pages');
            setSelection((s) => ({ ...s, block }));
            if (phone) setView('panel');
          }}
          site={{ version: state, read: api.site }}
          languages={languages}
          language={previewLanguage}
          onLanguage={setPreviewLanguage}
        />
      </div>
    </div>
  );

  const undoRedo = (
    <Group gap={6} wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        disabled={!editor.canUndo}
        onClick={() => void editor.undo()}
        title={editor.undoLabel ? `Undo: ${editor.undoLabel} (Ctrl+Z)` : 'Nothing to undo'}
      >
        Undo
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!editor.canRedo}
        onClick={() => void editor.redo()}
        title={editor.redoLabel ? `Redo: ${editor.redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}
      >
        Redo
      </Button>
    </Group>
  );
  const border = '1px solid var(--mantine-color-gray-3)';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <header style={{ padding: '8px 12px', borderBottom: border, flexShrink: 0 }}>
        {phone ? (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Title order={1} size="h4">
                Site editor
              </Title>
              {undoRedo}
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Status status={status} />
              {publishButton}
            </Group>
            {account}
            <SegmentedControl
              fullWidth
              size="xs"
              value={view}
              onChange={(v) => setView(v === 'preview' ? 'preview' : 'panel')}
              data={[
                { value: 'panel', label: 'Edit' },
                { value: 'preview', label: 'See the page' },
              ]}
              aria-label="Show the panel or the page"
            />
          </Stack>
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Title order={1} size="h4">
              Site editor
            </Title>
            <Status status={status} />
            <Group gap="xs" wrap="nowrap">
              {undoRedo}
              {publishButton}
              {account}
            </Group>
          </Group>
        )}
      </header>
      {phone ? (
        <main style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: view === 'panel' ? 12 : 0 }}>
          {view === 'panel' ? panel : preview}
        </main>
      ) : (
        <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: 'minmax(380px, 36%) 1fr' }}>
          <main style={{ overflow: 'auto', padding: 12, borderRight: border }}>{panel}</main>
          <aside aria-label="The page as it looks" style={{ minWidth: 0 }}>
            {preview}
          </aside>
        </div>
      )}
    </div>
  );
}
