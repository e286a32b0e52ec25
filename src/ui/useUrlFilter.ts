import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { firstPaintStyleId } from './search';

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

/** A choice with a page of its own (a category page): choosing it moves the address there. */
export interface FilterPage {
  value: string;
  href: string;
}

/** The page of a choice, when its address is a page (not this list with `?category=`). */
function pageOf(pages: readonly FilterPage[], value: string): URL | undefined {
  const page = pages.find((p) => p.value === value);
  if (!page) return undefined;
  const url = new URL(page.href, window.location.href);
  return url.searchParams.has('category') ? undefined : url;
}

/** The filter an address shows: `?category=` first, else the choice whose page this is, else the list's own. */
function readAddress(location: { pathname: string; search: string }, own: string, pages: readonly FilterPage[]): Filter {
  const params = new URLSearchParams(location.search);
  const byPath = pages.find((p) => pageOf(pages, p.value)?.pathname === location.pathname)?.value;
  return { category: params.get('category') ?? byPath ?? own, q: params.get('q') ?? '' };
}

/** Puts the filter in the address: the choice's page (or `?category=` when it has none, or none for the list's own) and the search text. */
function writeAddress(next: Filter, own: string, pages: readonly FilterPage[], how: 'push' | 'replace') {
  const url = new URL(window.location.href);
  const page = pageOf(pages, next.category);
  if (page) {
    url.pathname = page.pathname;
    url.hash = page.hash;
    url.searchParams.delete('category');
  } else if (next.category === own) url.searchParams.delete('category');
  else url.searchParams.set('category', next.category);
  if (next.q) url.searchParams.set('q', next.q);
  else url.searchParams.delete('q');
  if (url.href === window.location.href) return;
  window.history[how === 'push' ? 'pushState' : 'replaceState'](null, '', url);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * A list's filter kept in the address: a choice with a page of its own (`pages`: a category
 * page) moves the address to that page, any other to `?category=…`, and the search text to
 * `&q=…`: a filtered list can be shared, Back and Forward restore it, and opening the address
 * shows it filtered. The filter is read from the address (as the page was drawn while it
 * hydrates: `initial`); text typed in the search box (`searchId`) before the code came goes
 * into the address once live.
 */
export function useUrlFilter(
  initial: Filter,
  searchId: string,
  pages: readonly FilterPage[] = [],
): [Filter, (next: Filter, how: 'push' | 'replace') => void] {
  const address = useSyncExternalStore(
    watchAddress,
    () => `${window.location.pathname}${window.location.search}`,
    () => null,
  );
  const pagesKey = JSON.stringify(pages);
  const filter: Filter = address === null ? initial : readAddress(window.location, initial.category, pages);
  // Once this draws the address's filter, the page's first-paint style (src/ui/search.ts) has done its part.
  const fromAddress = address !== null;
  useLayoutEffect(() => {
    if (fromAddress) document.getElementById(firstPaintStyleId(searchId))?.remove();
  }, [fromAddress, searchId]);
  useLayoutEffect(() => {
    const typed = (document.getElementById(searchId) as HTMLInputElement | null)?.value ?? '';
    const now = readAddress(window.location, initial.category, pages);
    if (typed && typed !== now.q) writeAddress({ ...now, q: typed }, initial.category, pages, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pages by value (pagesKey)
  }, [searchId, initial.category, pagesKey]);
  const update = useCallback(
    (next: Filter, how: 'push' | 'replace') => writeAddress(next, initial.category, pages, how),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pages by value (pagesKey)
    [initial.category, pagesKey],
  );
  return [filter, update];
}
