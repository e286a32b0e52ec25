import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';

export interface Filter {
  category: string;
  q: string;
}

/** Dispatched on the window when a filter writes the address (history has no event for that). */
const ADDRESS_CHANGED = 'site:address';

/** The address, as a store React can read: Back, Forward and our own writes notify it. */
function watchAddress(notify: () => void): () => void {
  window.addEventListener('popstate', notify);
  window.addEventListener(ADDRESS_CHANGED, notify);
  return () => {
    window.removeEventListener('popstate', notify);
    window.removeEventListener(ADDRESS_CHANGED, notify);
  };
}

/** Puts the filter in the address: the category when not the list's own, and the search text. */
function writeAddress(next: Filter, own: string, how: 'push' | 'replace') {
  const url = new URL(window.location.href);
  if (next.category === own) url.searchParams.delete('category');
  else url.searchParams.set('category', next.category);
  if (next.q) url.searchParams.set('q', next.q);
  else url.searchParams.delete('q');
  if (url.href === window.location.href) return;
  window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * A list's filter kept in the address (`?category=…&q=…`): a filtered list can be shared,
 * Back restores it, and opening the address shows it filtered. The filter is read from the
 * address (as the page was drawn while it hydrates: `initial`); text typed in the search box
 * (`searchId`) before the code came goes into the address once live.
 */
export function useUrlFilter(initial: Filter, searchId: string): [Filter, (next: Filter, how: 'push' | 'replace') => void] {
  const search = useSyncExternalStore(
    watchAddress,
    () => window.location.search,
    () => null,
  );
  const params = search === null ? null : new URLSearchParams(search);
  const filter: Filter = params ? { category: params.get('category') ?? initial.category, q: params.get('q') ?? '' } : initial;
  useLayoutEffect(() => {
    const typed = (document.getElementById(searchId) as HTMLInputElement | null)?.value ?? '';
    const now = new URLSearchParams(window.location.search);
    if (typed && typed !== now.get('q'))
      writeAddress({ category: now.get('category') ?? initial.category, q: typed }, initial.category, 'replace');
  }, [searchId, initial.category]);
  const update = useCallback((next: Filter, how: 'push' | 'replace') => writeAddress(next, initial.category, how), [initial.category]);
  return [filter, update];
}
