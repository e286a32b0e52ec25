/**
 * The Publish tab: the unpublished changes in plain words, each with its page and a
 * Discard; a one-line description and Publish (the fields changed differently on the base branch
 * meanwhile shown with both values to choose from); then what was sent, and how far each
 * publication got: its checks, their problems (at their fields, as the loader's are), merged,
 * published.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ChangeView, ProblemView, PublicationView, PublishResponse } from '../protocol.ts';
import { ProblemsPanel } from './ProblemsPanel.tsx';
import { checkWords, stateOf } from './publishWords.ts';
import { conflictKey as key, type Publishing } from './usePublish.ts';

/** The description's length, as the server cuts it (the commit's subject line). */
export const TITLE_MAX = 72;

/** Old → new, in words. */
function OldNew({ change }: { change: ChangeView }) {
  const value = (v: string | undefined) => (
    <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {v === undefined || v === '' ? '(empty)' : v}
    </Text>
  );
  if (change.kind === 'picture') {
    const what = change.before === undefined ? 'new picture' : change.after === undefined ? 'picture removed' : 'picture replaced';
    return (
      <Badge variant="light" color="blue" tt="none">
        {what}
      </Badge>
    );
  }
  if (change.kind === 'added' || change.kind === 'removed') {
    return (
      <Text size="sm">
        <Badge variant="light" color={change.kind === 'added' ? 'green' : 'red'} tt="none" mr={6}>
          {change.kind}
        </Badge>
        {change.kind === 'added'
          ? change.after !== undefined
            ? value(change.after)
            : null
          : change.before !== undefined
            ? value(change.before)
            : null}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {value(change.before)} <span aria-label="becomes">→</span> {value(change.after)}
    </Text>
  );
}

function ChangeItem({
  change,
  onShow,
  onDiscard,
}: {
  change: ChangeView;
  onShow: (link: string) => void;
  onDiscard: (id: string) => Promise<string | undefined>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The focus follows the question: to "Keep it" when it is asked, back to Discard when kept (the
  // button pressed is gone from the page either way, which left a keyboard at the page's start).
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) ask.current?.focus();
  }, [asking]);
  const cancel = () => {
    answered.current = true;
    setAsking(false);
    // A refused discard's message goes with the question it answered.
    setError(undefined);
  };
  const discard = async () => {
    setBusy(true);
    const refused = await onDiscard(change.id);
    setBusy(false);
    setError(refused);
    if (!refused) setAsking(false);
  };
  return (
    <Paper component="li" withBorder p="xs" data-testid="change" aria-label={change.place}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {change.place}
      </Text>
      <OldNew change={change} />
      <Group gap="xs" mt={6} justify="space-between">
        {change.link ? (
          <Anchor
            underline="always"
            size="sm"
            href={change.link}
            onClick={(e) => {
              e.preventDefault();
              onShow(change.link ?? '/');
            }}
          >
            Show {change.link}
          </Anchor>
        ) : (
          <span />
        )}
        {asking ? (
          <Group gap={6} role="group" aria-label="Discard this change?">
            <Text size="sm">Discard this change?</Text>
            <Button size="compact-sm" color="red" loading={busy} onClick={() => void discard()}>
              Yes, discard
            </Button>
            <Button ref={keep} size="compact-sm" variant="default" disabled={busy} onClick={cancel}>
              Keep it
            </Button>
          </Group>
        ) : (
          <Button ref={ask} size="compact-sm" variant="default" onClick={() => setAsking(true)} aria-label={`Discard ${change.place}`}>
            Discard
          </Button>
        )}
      </Group>
      {error ? (
        <Alert color="red" mt={6} p="xs" role="alert">
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}

function Sent({ result }: { result: Extract<PublishResponse, { ok: true }> }) {
  const p = result.publication;
  return (
    <Alert color="green" title="Sent for review" role="status" data-testid="sent">
      <Stack gap={4}>
        <Text size="sm">
          Your changes were sent as the branch{' '}
          <Text span ff="monospace" size="sm">
            {p.branch}
          </Text>
          .
        </Text>
        {p.pullRequest !== undefined ? (
          <Text size="sm">
            <Anchor underline="always" href={p.url} target="_blank" rel="noreferrer">
              See the pull request #{p.pullRequest}
            </Anchor>
            : once someone reviews and merges it, the site is published. Its checks show below.
          </Text>
        ) : p.url ? (
          <Text size="sm">
            Nobody has been asked to review it yet:{' '}
            <Anchor underline="always" href={p.url} target="_blank" rel="noreferrer">
              Open the pull request
            </Anchor>{' '}
            on the code host and press its green button; once someone merges it, the site is published.
          </Text>
        ) : (
          <Text size="sm">Ask the person who looks after the site's code to open a pull request of this branch.</Text>
        )}
        {result.message ? <Text size="sm">{result.message}</Text> : null}
      </Stack>
    </Alert>
  );
}

function Publication({ p, onOpen }: { p: PublicationView; onOpen: (problem: ProblemView) => void }) {
  const [words, color] = stateOf(p);
  return (
    <Paper component="li" withBorder p="xs" aria-label={p.title}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {p.title}
        </Text>
        <Badge color={color} variant="light" c="dark.8" tt="none" data-testid="publication-state">
          {words}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Branch {p.branch}
        {p.url ? (
          <>
            {' · '}
            <Anchor underline="always" size="sm" href={p.url} target="_blank" rel="noreferrer">
              {p.pullRequest !== undefined ? `Pull request #${p.pullRequest}` : 'Open the pull request'}
            </Anchor>
          </>
        ) : null}
      </Text>
      {p.checks.length ? (
        <Stack component="ul" gap={2} mt={4} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Checks">
          {p.checks.map((c) => (
            <li key={c.name}>
              <Text size="sm">
                {c.name}: <b>{checkWords(c)}</b>
                {c.url ? (
                  <>
                    {' · '}
                    <Anchor underline="always" size="sm" href={c.url} target="_blank" rel="noreferrer">
                      Details
                    </Anchor>
                  </>
                ) : null}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
      {p.problems.length ? (
        <Stack gap={4} mt="xs">
          <Text size="sm">
            The checks found {p.problems.length === 1 ? 'a problem' : `${p.problems.length} problems`}: click one to open its field, fix it,
            and publish again.
          </Text>
          <ProblemsPanel problems={p.problems} onOpen={onOpen} />
        </Stack>
      ) : null}
    </Paper>
  );
}

export function PublishPanel({
  publishing,
  onShow,
  onOpen,
  onDiscarded,
}: {
  publishing: Publishing;
  /** Shows a page of the site beside the panel. */
  onShow: (link: string) => void;
  /** Opens a check's problem at its field. */
  onOpen: (problem: ProblemView) => void;
  /** After a discard: the panel reads the files again. */
  onDiscarded: () => void;
}) {
  // What the person typed and chose, a publication under way and how the last one ended are kept by
  // usePublish: they outlive the tab (a look at a field and back).
  const { changes, changesError, publications, conflicts, title, setTitle, choices, setChoices, base } = publishing;
  const { send, sending: busy, titleError, setTitleError, failure, sent } = publishing;
  // Fields waiting for a choice: asked in a yellow box (not a failure), until each has one.
  const unchosen = conflicts.filter((c) => !choices[key(c)]).length;
  const ask = unchosen
    ? `${unchosen === 1 ? 'A field was' : `${unchosen} fields were`} changed differently on ${base} meanwhile: choose which value to keep at each, then press Publish again.`
    : undefined;
  const discard = async (id: string) => {
    const refused = await publishing.discard(id);
    if (!refused) onDiscarded();
    return refused;
  };

  return (
    <Stack gap="md">
      <section aria-labelledby="publish-changes">
        <Title order={2} size="h5" id="publish-changes" mb="xs">
          Unpublished changes
        </Title>
        {changesError ? (
          <Alert color="red" role="alert">
            {changesError}
          </Alert>
        ) : !changes ? (
          <Text size="sm">Reading the changes…</Text>
        ) : !changes.length ? (
          <Text size="sm">Nothing to publish: every change is published.</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {changes.map((c) => (
              <ChangeItem key={c.id} change={c} onShow={onShow} onDiscard={discard} />
            ))}
          </Stack>
        )}
      </section>

      {changes?.length ? (
        <section aria-labelledby="publish-send">
          <Title order={2} size="h5" id="publish-send" mb="xs">
            Publish
          </Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy) void send();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Description"
                description="One line that says what you changed. It becomes the title of the change the reviewers see."
                required
                maxLength={TITLE_MAX}
                value={title}
                error={titleError}
                onChange={(e) => {
                  setTitle(e.currentTarget.value);
                  if (e.currentTarget.value.trim()) setTitleError(undefined);
                }}
                rightSection={
                  <Text size="xs" c="dimmed" aria-hidden>
                    {title.length}/{TITLE_MAX}
                  </Text>
                }
                rightSectionWidth={52}
              />
              {conflicts.map((c) => (
                <Radio.Group
                  key={key(c)}
                  label={c.place}
                  description={`Changed differently on ${base} since you started: choose the value to publish.`}
                  required
                  value={choices[key(c)] ?? null}
                  onChange={(v) => setChoices((all) => ({ ...all, [key(c)]: v === 'ours' ? 'ours' : 'theirs' }))}
                  data-testid="conflict"
                >
                  <Stack gap={6} mt={6}>
                    <Radio value="theirs" label={`Keep theirs: ${c.theirs ?? '(none)'}`} />
                    <Radio value="ours" label={`Use mine: ${c.ours ?? '(none)'}`} />
                  </Stack>
                </Radio.Group>
              ))}
              {ask ? (
                <Alert
                  color="yellow"
                  title="Choose a value"
                  role="alert"
                  data-testid="publish-choose"
                  // Mantine's yellow title on the light yellow is 2:1: dark text.
                  styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
                >
                  <Text size="sm">{ask}</Text>
                </Alert>
              ) : null}
              {failure ? (
                <Alert color="red" title="Not published" role="alert" data-testid="publish-failure">
                  <Text size="sm">{failure}</Text>
                </Alert>
              ) : null}
              <Group>
                <Button type="submit" loading={busy} aria-busy={busy}>
                  Publish
                </Button>
                {busy ? (
                  <Text size="sm" role="status">
                    Sending your changes…
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </form>
        </section>
      ) : null}
      {sent ? <Sent result={sent} /> : null}

      {publications.length ? (
        <section aria-labelledby="publish-done">
          <Title order={2} size="h5" id="publish-done" mb="xs">
            Published changes
          </Title>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {publications.map((p) => (
              <Publication key={p.branch} p={p} onOpen={onOpen} />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
