/** /admin's first screen: the token, whether to remember it, and what it must be allowed. */
import { Anchor, Button, Checkbox, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import type { RepoPlace } from './branchFiles.ts';

interface Props {
  place: RepoPlace;
  /** Signs in with the token; resolves to why not (in words), or undefined once signed in. */
  onSignIn: (token: string, remember: boolean) => Promise<string | undefined>;
  /** Why the last session ended (a token GitHub no longer takes), if it did. */
  notice?: string;
}

export function SignIn({ place, onSignIn, notice }: Props) {
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState(notice);
  const [busy, setBusy] = useState(false);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const given = token.trim();
    if (!given) {
      setError('Paste your GitHub token here.');
      return;
    }
    setBusy(true);
    setError(undefined);
    const why = await onSignIn(given, remember);
    setBusy(false);
    if (why) setError(why);
  };
  return (
    <Stack component="main" maw={560} mx="auto" p="md" gap="md">
      <Title order={1} size="h2">
        Edit the site
      </Title>
      <Text>
        Sign in with a GitHub token for <strong>{`${place.owner}/${place.repo}`}</strong>. Your changes are kept in this browser until you
        publish them as a proposal on GitHub.
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="GitHub token"
            description="A fine-grained token for this repository only, with Contents and Pull requests: Read and write."
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            spellCheck={false}
            required
            data-autofocus
          />
          <Checkbox
            label="Remember on this device"
            description="Leave it off on a shared computer: the token is then forgotten when this tab closes."
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <Button type="submit" loading={busy} style={{ alignSelf: 'start' }}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text fw={600}>Making a token</Text>
      <List type="ordered" spacing={4}>
        <List.Item>
          On GitHub open{' '}
          <Anchor href="https://github.com/settings/personal-access-tokens/new" target="_blank" rel="noreferrer">
            Settings › Developer settings › Fine-grained tokens › Generate new token
          </Anchor>
          .
        </List.Item>
        <List.Item>Give it a name and an expiry (90 days is a good choice).</List.Item>
        <List.Item>Under Repository access choose Only select repositories, then {`${place.owner}/${place.repo}`}.</List.Item>
        <List.Item>Under Repository permissions set Contents and Pull requests to Read and write.</List.Item>
        <List.Item>Generate it, copy it and paste it above.</List.Item>
      </List>
    </Stack>
  );
}
