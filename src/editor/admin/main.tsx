/**
 * /admin: the site editor in a browser, with nothing to install. The first screen asks for a
 * GitHub token (SignIn.tsx); once GitHub says it may do the work, the same panel as
 * `npm run edit` opens on the base branch's files, run in this page (open.ts). The panel's code
 * and the site's checks are loaded only after signing in, so the first screen stays light.
 */
// Mantine's whole sheet, as the local panel has it: the panel draws most of Mantine's components, and
// per-component sheets loaded with later chunks came after Button's and undid it (measured: 36 KB gzip).
import '@mantine/core/styles.css';
import { Button, Group, Loader, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BackendContext } from '../app/backendContext.ts';
import { resolver, theme } from '../app/theme.ts';
import { CodeHostError } from '../publish/gitHubRest.ts';
import type { RepoPlace } from './branchFiles.ts';
import type { Opened } from './open.ts';
import { pageSettings } from './settings.ts';
import { SignIn } from './SignIn.tsx';
import { forgetToken, keepToken, onSignedOutElsewhere, savedToken } from './token.ts';

const Panel = lazy(() => import('./Panel.tsx'));

const words = (e: unknown) => (e instanceof Error ? e.message : 'The site could not be opened. Try again in a moment.');

function Opening() {
  return (
    <Stack align="center" justify="center" h="100dvh" gap="xs">
      <Loader aria-hidden />
      <Text role="status">Opening the site…</Text>
    </Stack>
  );
}

/**
 * A tab still signed in whose site could not be opened (the network, GitHub): it says so and
 * offers to try again, rather than a sign-in screen that would ask for a token already kept.
 */
function NotOpened({ reason, onRetry, onSignOut }: { reason: string; onRetry: () => void; onSignOut: () => void }) {
  return (
    <Stack component="main" maw={560} mx="auto" p="md" gap="md">
      <Title order={1} size="h2">
        The site could not be opened
      </Title>
      <Text role="alert">{reason}</Text>
      <Text>You are still signed in, and your drafts are kept in this browser.</Text>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="default" onClick={onSignOut}>
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}

type Reopening = 'opening' | { failed: string } | undefined;

function Admin({ place }: { place: RepoPlace }) {
  const [opened, setOpened] = useState<Opened>();
  const [notice, setNotice] = useState<string>();
  const [reopening, setReopening] = useState<Reopening>(() => (savedToken() ? 'opening' : undefined));

  // A tab signed in before (a reload, or "Remember on this device"): opened again without the sign-in checks.
  useEffect(() => {
    if (reopening !== 'opening') return;
    // (Signed out meanwhile in another tab that shares a remembered token: then there is none to open with.)
    const saved = savedToken();
    void import('./open.ts')
      .then(({ openSite }) => (saved ? openSite(place, saved.token, { check: false }) : Promise.reject(new Error('Signed out.'))))
      .then(
        (site) => {
          setOpened(site);
          setReopening(undefined);
        },
        (e: unknown) => {
          // A token GitHub no longer takes is forgotten (signed out, with the reason); any other trouble keeps it for the next try.
          if (!saved) setReopening(undefined);
          else if (e instanceof CodeHostError && e.status === 401) {
            forgetToken();
            setNotice(words(e));
            setReopening(undefined);
          } else setReopening({ failed: words(e) });
        },
      );
  }, [place, reopening]);

  // Signed out in another tab (the token remembered on this device forgotten): signed out here too.
  // The reload asks first if a change is still on its way.
  useEffect(() => onSignedOutElsewhere(() => location.reload()), []);

  const signIn = async (token: string, remember: boolean) => {
    try {
      const { openSite } = await import('./open.ts');
      const site = await openSite(place, token, { check: true });
      keepToken(token, remember);
      setOpened(site);
      return undefined;
    } catch (e) {
      return words(e);
    }
  };

  if (reopening === 'opening') return <Opening />;
  if (reopening)
    return (
      <NotOpened
        reason={reopening.failed}
        onRetry={() => setReopening('opening')}
        onSignOut={() => {
          forgetToken();
          setReopening(undefined);
        }}
      />
    );
  if (!opened) return <SignIn place={place} onSignIn={signIn} notice={notice} />;
  const account = (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" title="Your changes are kept in this browser until you publish or discard them.">
        Drafts kept in this browser
      </Text>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          forgetToken();
          location.reload();
        }}
      >
        Sign out
      </Button>
    </Group>
  );
  return (
    <BackendContext value={opened.backend}>
      <Suspense fallback={<Opening />}>
        <Panel account={account} />
      </Suspense>
    </BackendContext>
  );
}

const root = document.getElementById('editor');
const place = pageSettings(document);
if (root) {
  createRoot(root).render(
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      {place ? (
        <Admin place={place} />
      ) : (
        <Text p="md">
          This copy of the editor was built without the site’s repository: the site’s build settings need GITHUB_REPOSITORY.
        </Text>
      )}
    </MantineProvider>,
  );
}
