import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/lib/chromium.ts';

/**
 * Browser tests against the built site (run `npm run build` first; `npm test` does). The static server
 * serves dist/ exactly as `npm start` does.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://127.0.0.1:4321',
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/serve.ts',
      url: 'http://127.0.0.1:4321/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
