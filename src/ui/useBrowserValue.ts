import { useSyncExternalStore } from 'react';

const unwatched = () => () => {};

/**
 * A value only the browser has (the address, session storage, a media query), read while
 * rendering rather than set from an effect: `prerendered` in the prerender and while hydrating
 * (so the markup matches), then `read()`. It is read again at each render, not watched, and must
 * be a primitive (React compares the reads).
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(unwatched, read, () => prerendered);
}
