import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from './fixtures/env';

const root = join(import.meta.dirname, '..');

// One worker: demo users have one active session each, so two tests signed
// in as the same user would end each other's sessions.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  timeout: 40_000,
  expect: { timeout: 8_000 },
  retries: 0,
  outputDir: join(root, '.test-results/e2e-artifacts'),
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          join(root, '.test-results/e2e.json'),
      },
    ],
  ],
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ${join(root, 'tools/e2e-server.mjs')}`,
    url: `${BASE_URL}/version.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      E2E_DATA_DIR,
      PUBLIC_URL: BASE_URL,
    },
  },
});
