import type { Expected } from './base.ts';

/** One slip, one message: a cascade folded under its cause (issue 17, point 2). */
export const cascadesCases: Record<string, Expected[]> = {};
