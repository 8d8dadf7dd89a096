// Builds the server bundle and the web app. With --if-changed, a part whose
// sources hash to the same stamp as its last build is skipped, so a second
// `npm start` is up in seconds.
import { createHash } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, run } from './lib.mjs';

const SHARED_INPUTS = [
  'packages/contracts/src',
  'package-lock.json',
  'tsconfig.base.json',
];

// Bundled into the server and the generator, with the same esbuild plugin.
const BUNDLED_INPUTS = [
  'packages/reference-data/src',
  'packages/reference-data/package.json',
  'tools/external-packages.mjs',
];

const PARTS = [
  {
    // The generator's command line (npm run generate), which the server's
    // first start runs too.
    name: 'synthetic-data',
    inputs: [
      'packages/synthetic-data/src',
      'packages/synthetic-data/build.mjs',
      'packages/synthetic-data/package.json',
      ...BUNDLED_INPUTS,
    ],
    output: 'packages/synthetic-data/dist',
    command: ['npm', ['run', 'build', '-w', '@edge/synthetic-data']],
  },
  {
    name: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      ...BUNDLED_INPUTS,
    ],
    output: 'apps/server/dist',
    command: ['npm', ['run', 'build', '-w', '@edge/server']],
  },
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    output: 'apps/web/dist',
    command: ['npm', ['run', 'build', '-w', '@edge/web']],
  },
];

function listFiles(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .filter(
      (entry) =>
        !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'),
    )
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of [...part.inputs, ...SHARED_INPUTS]
    .flatMap(listFiles)
    .sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampPath = (part) => join(ROOT, part.output, '.build-stamp');

function isFresh(part, print) {
  const path = stampPath(part);
  return existsSync(path) && readFileSync(path, 'utf8') === print;
}

/**
 * Builds every part (or only the changed ones, or only the named ones);
 * resolves true on success.
 */
export async function build({ ifChanged = false, only } = {}) {
  for (const part of PARTS.filter((p) => !only || only.includes(p.name))) {
    const print = fingerprint(part);
    if (ifChanged && isFresh(part, print)) {
      console.log(`${part.name}: up to date`);
      continue;
    }
    console.log(`${part.name}: building...`);
    const code = await run(...part.command);
    if (code !== 0) return false;
    writeFileSync(stampPath(part), print);
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await build({ ifChanged: process.argv.includes('--if-changed') });
  process.exit(ok ? 0 : 1);
}
