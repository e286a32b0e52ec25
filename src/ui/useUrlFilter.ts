import { useCallback, useLayoutEffect, useState } from 'react';

export interface Filter {
  category: string;
  q: string;
}

/**
 * A list's filter kept in the address (`?category=…&q=…`): a filtered list can be shared,
 * Back restores it, and opening the address shows it filtered. It starts as the page was
 * drawn (`initial`), then takes what the page holds once live: the address, and text typed
 * in the search box (`searchId`) before the code came.
 */
export function useUrlFilter(initial: Filter, searchId: string): [Filter, (next: Filter, how: 'push' | 'replace') => void] {
  const [filter, setFilter] = useState(initial);
  useLayoutEffect(() => {
    // `typed`: on the first read only (Back and Forward restore what their address says).
    const read = (typed = '') => {
      const params = new URL(window.location.href).searchParams;
      setFilter({ category: params.get('category') ?? initial.category, q: typed || (params.get('q') ?? '') });
    };
    read((document.getElementById(searchId) as HTMLInputElement | null)?.value);
    const onPop = () => read();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [searchId, initial.category]);
  const update = useCallback(
    (next: Filter, how: 'push' | 'replace') => {
      setFilter(next);
      const url = new URL(window.location.href);
      if (next.category === initial.category) url.searchParams.delete('category');
      else url.searchParams.set('category', next.category);
      if (next.q) url.searchParams.set('q', next.q);
      else url.searchParams.delete('q');
      if (url.href !== window.location.href) window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    },
    [initial.category],
  );
  return [filter, update];
}
