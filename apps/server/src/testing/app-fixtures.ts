import { join } from 'node:path';
import { expect } from 'vitest';
import { FIXTURES, fixture } from './dataset-files/index';
import { ingestFiles } from '../ingest/run-ingest';
import type { TestApp } from './test-app';

/**
 * Imports files into a test app's own database through the importers, as
 * real data arrives; by default every fixture in its agency's format.
 */
export async function ingestIntoApp(
  testApp: TestApp,
  paths: readonly string[] = FIXTURES.map(([file]) => fixture(file)),
): Promise<void> {
  const { files } = await ingestFiles(paths, {
    db: testApp.db,
    rejectsDir: join(testApp.dataDir, 'rejects'),
  });
  expect(files.filter((file) => file.status !== 'done')).toEqual([]);
}
