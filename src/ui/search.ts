/**
 * A list's search, one rule for the live filter and for the page as first drawn.
 *
 * Each item has one search text (`searchText`: the fields it is searched in, lower-case, one
 * per line); it matches when that text contains the query normalised by `normaliseQuery`
 * (trimmed, lower-case). The lists filter with `matchesSearch`, and write the same text on each
 * card (`data-search`), so that an address with `?q=` is drawn filtered before the list's code
 * comes: `firstPaintScript`, placed right after the search box, fills the box and adds a
 * style that hides the cards whose `data-search` does not contain the query (`*=`, the same
 * `includes`). The list's code removes that style once it filters by itself (useUrlFilter).
 */

/**
 * The query as matched: trimmed and lower-case. `firstPaintScript` repeats exactly this
 * (`.trim().toLowerCase()`) in the page; tests/unit/search.test.ts runs it against this.
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The text an item is searched in: its fields, lower-case, one per line. */
export function searchText(fields: readonly string[]): string {
  return fields.join('\n').toLowerCase();
}

/** Whether an item's search text (`searchText`) matches the query; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const q = normaliseQuery(query);
  return q === '' || text.includes(q);
}

/** The attributes that tie a list to its search box (`searchId`), for the first-paint style. */
export const searchAttrs = {
  /** On each card: its search text. */
  card: (text: string) => ({ 'data-search': text }),
  /** On the grid whose children are the cards. */
  list: (searchId: string) => ({ 'data-search-list': searchId }),
  /** On the hidden box with the "nothing found" text, before the grid. */
  empty: (searchId: string) => ({ 'data-search-empty': searchId }),
  /** On the count of matches, which the first paint cannot know: hidden until the code counts. */
  count: (searchId: string) => ({ 'data-search-count': searchId }),
};

/** The id of the style the first-paint script adds (the list's code removes it). */
export const firstPaintStyleId = (searchId: string) => `${searchId}-first-paint`;

/**
 * The inline script placed right after the search box `searchId` (it runs while the page is
 * parsed, before the list below is drawn): with `?q=` in the address it puts the search in the
 * box (as typing would: React keeps a value typed before hydration) and hides the cards that do
 * not match, shows the "nothing found" box when none does, and hides the count. The query is
 * escaped for CSS with `CSS.escape`. The page's CSP hashes it like every inline script.
 */
export function firstPaintScript(searchId: string): string {
  if (!/^[\w-]+$/.test(searchId)) throw new Error(`A search box's id must be letters, digits, "_" and "-": "${searchId}".`);
  const list = `[data-search-list="${searchId}"]`;
  const empty = `[data-search-empty="${searchId}"]`;
  const count = `[data-search-count="${searchId}"]`;
  return (
    '(function(){var r=new URLSearchParams(location.search).get("q")||"",q=r.trim().toLowerCase();if(!q)return;' +
    `var b=document.getElementById("${searchId}");if(b)b.value=r;` +
    `var m='>[data-search*="'+CSS.escape(q)+'"]',s=document.createElement("style");s.id="${firstPaintStyleId(searchId)}";` +
    `s.textContent='${list}>[data-search]:not('+m.slice(1)+'){display:none!important}` +
    `${list}:not(:has('+m+')){display:none}` +
    `${empty}:not(:has(~${list}'+m+')){display:block}` +
    `${count}{visibility:hidden}';` +
    'document.head.appendChild(s)})()'
  );
}
