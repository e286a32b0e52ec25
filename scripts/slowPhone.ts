/**
 * A cheap phone on mobile data, as the visitors are: Chromium's CPU slowed four times and
 * the network at 1.6 Mbps with 150 ms latency (through the DevTools protocol). Used by the
 * browser tests (tests/e2e/fixtures.ts) and the bench of /admin (benchAdmin.ts).
 */
import type { Page } from '@playwright/test';

export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
