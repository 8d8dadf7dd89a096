import { defineProject } from 'vitest/config';

// @edge/contracts is TypeScript source behind the 'source' condition; node
// tests resolve through the SSR settings, so both name it.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    // Test files share a worker's module cache: each builds its own app and
    // database, and nothing keeps state in modules. Cuts the run to a third.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
