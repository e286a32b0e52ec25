import type { Expected } from './base.ts';

/** YAML slips whose message must give the right advice (issue 17, point 1). */
export const adviceCases: Record<string, Expected[]> = {};
