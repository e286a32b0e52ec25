import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    // Both cores (Vitest takes one fewer than the machine has): the files are independent, each
    // with its own folders, ports and servers.
    maxWorkers: 2,
  },
});
