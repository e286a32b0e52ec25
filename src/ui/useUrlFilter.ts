import { useCallback, useLayoutEffect, useState } from 'react';

export interface Filter {
  category: string;
  q: string;
}

/** Puts the filter in the address: the category when not the list's own, and the search text. */
function writeAddress(next: Filter, own: string, how: 'push' | 'replace') {
  const url = new URL(window.location.href);
  if (next.category === own) url.searchParams.delete('category');
  else url.searchParams.set('category', next.category);
  if (next.q) url.searchParams.set('q', next.q);
  else url.searchParams.delete('q');
  if (url.href !== window.location.href) window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', url);
}

/**
 * A list's filter kept in the address (`?category=…&q=…`): a filtered list can be shared,
 * Back restores it, and opening the address shows it filtered. It starts as the page was
 * drawn (`initial`), then takes what the page holds once live: the address, and text typed
 * in the search box (`searchId`) before the code came (which then goes into the address too).
 */
export function useUrlFilter(initial: Filter, searchId: string): [Filter, (next: Filter, how: 'push' | 'replace') => void] {
  const [filter, setFilter] = useState(initial);
  useLayoutEffect(() => {
    const fromAddress = () => {
      const params = new URL(window.location.href).searchParams;
      return { category: params.get('category') ?? initial.category, q: params.get('q') ?? '' };
    };
    const typed = (document.getElementById(searchId) as HTMLInputElement | null)?.value ?? '';
    const first = typed ? { ...fromAddress(), q: typed } : fromAddress();
    setFilter(first);
    if (typed) writeAddress(first, initial.category, 'replace');
    // Back and Forward restore what their address says.
    const onPop = () => setFilter(fromAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [searchId, initial.category]);
  const update = useCallback(
    (next: Filter, how: 'push' | 'replace') => {
      setFilter(next);
      writeAddress(next, initial.category, how);
    },
    [initial.category],
  );
  return [filter, update];
}
