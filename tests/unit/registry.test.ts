import { describe, expect, it } from 'vitest';
import { registry } from '../../src/app/registry';
import { blockTypes } from '../../src/schema/blocks.ts';

describe('block registry', () => {
  it('has exactly one component for every block type of the schema', () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
    for (const t of blockTypes) expect(typeof registry[t]).toBe('function');
  });
});
