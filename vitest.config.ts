import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Every temporary folder of the run in one, removed at its end.
    globalSetup: ['tests/runFolder.ts'],
    testTimeout: 30_000,
    // Every core (Vitest's default leaves one out: one worker on two cores): the files are
    // independent, each with its own folders, ports and servers.
    maxWorkers: availableParallelism(),
  },
});
