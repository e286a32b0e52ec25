import type { Expected } from './base.ts';

/** Problems that do not fail the build unless --strict (issue 17, point 3). */
export const warningsCases: Record<string, Expected[]> = {};
