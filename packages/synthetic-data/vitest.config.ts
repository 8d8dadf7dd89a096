import { defineProject } from 'vitest/config';

// @edge/reference-data is TypeScript source behind the 'source' condition;
// node tests resolve through the SSR settings, so both name it.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'synthetic-data',
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    globalSetup: ['src/believable/sample-setup.ts'],
  },
});
