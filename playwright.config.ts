import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { STAND_IN_DATA_DIR } from './tests/e2e/standInData';

// The stand-ins' folder named once, by the runner: its workers inherit it, and their TMPDIR (the
// run's folder, tests/runFolder.ts) is no longer the one the folder was named in.
process.env.STAND_IN_DATA_DIR = STAND_IN_DATA_DIR;

/** E2E_PORT_OFFSET moves every port of the browser tests (two checkouts can run them side by side). */
const PORT = 4173 + Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * Browser tests run Debian's Chromium against the built site (npm run build first), as its headless
 * shell: the build Playwright itself runs headless tests on, with a fifth less CPU than the full
 * browser's headless mode for the same screenshots (docs/decisions.md, "Where the tests run").
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Every temporary folder of the run in one, removed at its end (tests/runFolder.ts); then the editor's
  // dependencies bundled once, before the workers start editors side by side.
  globalSetup: ['./tests/runFolder.ts', './tests/e2e/warmEditor.ts'],
  fullyParallel: true,
  workers: 2,
  // Only a test whose page stopped drawing (Chromium's frame stall, tests/e2e/frameStall.ts) runs
  // a second time; any other failure's second run fails at once.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // Screenshot baselines (tests/e2e/looks.spec.ts): a small tolerance for anti-aliasing;
    // a changed word, colour or spacing is far more than this.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // The same fonts on every machine (tests/e2e/fonts.conf), so the screenshot baselines hold.
      env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('tests/e2e/fonts.conf', import.meta.url)) },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The editor's specs each run the editor's development server, which checks the whole site at
    // every save and redraws a development-mode preview, beside a browser: two at once on two
    // cores starved each other (typing 90 keys took over 10 s, an axe pass over a minute; each
    // passes alone). One at a time, beside a worker of the site's specs. Listed first, so the
    // editor's worker starts at once and runs through beside the site's.
    { name: 'editor', testMatch: /editor\w*\.spec\.ts$/, workers: 1 },
    { name: 'site', testIgnore: /editor\w*\.spec\.ts$/ },
  ],
  webServer: {
    // A fresh folder for the stand-ins' database and outbox on every run.
    command: `rm -rf "${STAND_IN_DATA_DIR}" && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    env: { STAND_IN_DATA_DIR },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
