// Bundles the server into dist/server.js (and the CLIs beside it) (docs/decisions/0001): npm
// packages stay external and load from node_modules at run time, while
// the workspace packages (@edge/contracts, @edge/reference-data) are bundled
// from their TypeScript source.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { externalPackages } from '../../tools/external-packages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BUNDLED = new Set(['@edge/contracts', '@edge/reference-data']);

rmSync(join(here, 'dist'), { recursive: true, force: true });
// The server and the data team's importer (npm run ingest), each one file.
const { metafile } = await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    ingest: join(here, 'src/cli/ingest.ts'),
    // The billing operator's command line (npm run billing).
    billing: join(here, 'src/cli/billing.ts'),
    // The importer's mapping thread (src/ingest/map-worker.ts).
    'ingest-worker': join(here, 'src/ingest/map-worker-main.ts'),
    // The lookups' read thread for big SQLite files (modules/lookups).
    'lookups-worker': join(here, 'src/modules/lookups/read-worker-main.ts'),
    // The search index's load thread for big databases (modules/search).
    'search-worker': join(here, 'src/modules/search/load-worker-main.ts'),
    // The daily opportunity scoring's thread (modules/opportunity).
    'score-worker': join(here, 'src/modules/opportunity/score-worker-main.ts'),
    // The favorites import's reading thread (modules/favorites).
    'favorites-worker': join(
      here,
      'src/modules/favorites/read-import-worker-main.ts',
    ),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['source'],
  plugins: [externalPackages(BUNDLED)],
  define: { __EDGE_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
  metafile: true,
  logLevel: 'info',
});

// The generator runs beside the server, never inside it (docs/decisions/0017):
// no bundle may hold its source or import it.
const generator = Object.entries(metafile.outputs).flatMap(([output, meta]) => [
  ...Object.keys(meta.inputs)
    .filter((input) => input.includes('packages/synthetic-data/'))
    .map((input) => `${output} holds ${input}`),
  ...meta.imports
    .filter((entry) => entry.path.startsWith('@edge/synthetic-data'))
    .map((entry) => `${output} imports ${entry.path}`),
]);
if (generator.length > 0) {
  throw new Error(
    `The server bundle must not contain the generator:\n${generator.join('\n')}`,
  );
}
