/**
 * Where /admin keeps the person's token: in this tab only (sessionStorage: gone when the tab
 * closes) unless they ticked "Remember on this device" (localStorage). It is read from nowhere
 * else (never the address), sent only to GitHub's API in a header, and Sign out forgets it in both.
 */
const KEY = 'site-editor-github-token';

export function savedToken(): { token: string; remembered: boolean } | undefined {
  const tab = sessionStorage.getItem(KEY);
  if (tab) return { token: tab, remembered: false };
  const device = localStorage.getItem(KEY);
  return device ? { token: device, remembered: true } : undefined;
}

export function keepToken(token: string, remember: boolean): void {
  forgetToken();
  (remember ? localStorage : sessionStorage).setItem(KEY, token);
}

/**
 * Calls `signedOut` when another tab of this device forgets the remembered token this tab signed
 * in with (its Sign out): this tab is signed out too. Returns the way to stop listening.
 */
export function onSignedOutElsewhere(signedOut: () => void): () => void {
  const heard = (e: StorageEvent) => {
    if (e.storageArea === localStorage && (e.key === KEY || e.key === null) && !localStorage.getItem(KEY) && !sessionStorage.getItem(KEY))
      signedOut();
  };
  addEventListener('storage', heard);
  return () => removeEventListener('storage', heard);
}

export function forgetToken(): void {
  sessionStorage.removeItem(KEY);
  localStorage.removeItem(KEY);
}
