/**
 * Conventions the prerender, the pages and the benchmark share, defined once.
 *
 * The first screen: a page's first blocks. Their islands hydrate with the page (`load`);
 * the islands of later blocks hydrate when the visitor nears them (`visible`).
 */
export const FIRST_SCREEN_BLOCKS = 2;
