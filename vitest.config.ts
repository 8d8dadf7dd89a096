import { defineConfig } from 'vitest/config';

// One vitest run over every workspace, so `npm test` prints one summary.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/reference-data',
      'packages/synthetic-data',
      'apps/server',
      'apps/web',
      'apps/partner-sandbox',
    ],
  },
});
