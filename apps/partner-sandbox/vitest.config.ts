import { defineProject } from 'vitest/config';

// @edge/synthetic-data is TypeScript source behind the 'source' condition;
// node tests resolve through the SSR settings, so both name it.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'partner-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
