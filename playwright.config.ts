import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { STAND_IN_DATA_DIR } from './tests/e2e/standInData';

/**
 * The features Playwright 1.65 turns off in Chromium (its chromiumSwitches.ts): Chromium reads only
 * the last --disable-features, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** E2E_PORT_OFFSET moves every port of the browser tests (two checkouts can run them side by side). */
const PORT = 4173 + Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Browser tests run Debian's Chromium against the built site (npm run build first). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The editor's dependencies bundled once, before the workers start editors side by side.
  globalSetup: './tests/e2e/warmEditor.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
        // Chromium 156 draws its address bar's suggestion popups as web pages of their own (two
        // renderers for every window, so for every test's context: a third of the browser's CPU
        // time in a run of short tests, measured). A page has no address bar here. Chromium takes
        // the last --disable-features it is given, so Playwright's own list comes again first.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
      ],
    },
  },
  webServer: {
    // A fresh folder for the stand-ins' database and outbox on every run.
    command: `rm -rf "${STAND_IN_DATA_DIR}" && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    env: { STAND_IN_DATA_DIR },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
