import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

// Generates the sample the believability rules are checked on once per test
// run, with the generator's own command line (run from source), and hands
// its folder to every test file.

export const SAMPLE_COMPANIES = 25_000;
export const SAMPLE_SEED = 2026;

declare module 'vitest' {
  export interface ProvidedContext {
    believableSample: string;
  }
}

const cli = join(dirname(fileURLToPath(import.meta.url)), '../cli.ts');

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'edge-believable-'));
  await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', cli]
      .concat(['--companies', String(SAMPLE_COMPANIES)])
      .concat(['--seed', String(SAMPLE_SEED), '--out', dir]),
    { maxBuffer: 1 << 20 },
  );
  project.provide('believableSample', dir);
  return () => rm(dir, { recursive: true, force: true });
}
