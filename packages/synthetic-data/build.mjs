// Bundles the generator's command line into dist/generate.js (also the
// module its worker threads run): npm packages stay external, while
// @edge/reference-data is bundled from its TypeScript source, as in the
// server's build (docs/decisions/0001, 0017).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { externalPackages } from '../../tools/external-packages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BUNDLED = new Set(['@edge/reference-data']);

rmSync(join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: { generate: join(here, 'src/cli.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['source'],
  plugins: [externalPackages(BUNDLED)],
  logLevel: 'info',
});
