import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Every temporary folder of the run in one, removed at its end.
    globalSetup: ['tests/unit/runFolder.ts'],
    testTimeout: 30_000,
    // Both cores (Vitest takes one fewer than the machine has): the files are independent, each
    // with its own folders, ports and servers.
    maxWorkers: 2,
  },
});
