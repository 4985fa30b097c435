import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys run against the built app, started by `npm start` itself (its prestart
 * brings the build up to date, then the bundle runs under plain Node) in production mode, as
 * people deploy it. Journeys with servers of their own start the same bundle (e2e/own-server.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The flaky reporter names every test that passed only on its retry and fails CI beyond one.
  reporter: [['list'], ['./e2e/flaky-reporter.ts']],
  // Generous on purpose: on a loaded CI runner a slow page is not a broken one (decision 085).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm start --silent',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A real wait (the server starting), generous for a loaded CI runner.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      SMTP_URL: '',
      // No SMS by default: the pages promise email reminders only (decision 272).
      TERMII_API_KEY: '',
      CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    },
  },
});
