import type { Expected } from './base.ts';

/** Posts: their file names, dates, and the links and pictures inside their Markdown. */
export const postsCases: Record<string, Expected[]> = {};
