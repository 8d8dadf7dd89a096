import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import layers from './server-layers.json';
import { forbiddenImports, unitOf, type SourceImport } from './layer-rules';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// '../config' -> 'config.ts', '../testing/dataset-files' -> its index.ts.
function importedPath(file: string, specifier: string): string {
  const target = resolve(dirname(file), specifier);
  const path = existsSync(`${target}.ts`)
    ? `${target}.ts`
    : existsSync(join(target, 'index.ts'))
      ? join(target, 'index.ts')
      : target;
  return relative(src, path).split('\\').join('/');
}

/** Every relative import (static, dynamic, re-export) of every server file. */
function serverImports(): SourceImport[] {
  return sourceFiles(src).flatMap((path) => {
    const file = relative(src, path).split('\\').join('/');
    const { importedFiles } = ts.preProcessFile(
      readFileSync(path, 'utf8'),
      true,
      true,
    );
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        file,
        specifier: fileName,
        target: importedPath(path, fileName),
      }));
  });
}

describe('the server layers (docs/decisions/0018)', () => {
  const imports = serverImports();

  it('should read the imports of every part of the server', () => {
    const parts = new Set(imports.map(({ file }) => unitOf(file)));
    expect([...parts]).toEqual(
      expect.arrayContaining(['db', 'ingest', 'modules', 'startup']),
    );
  });

  it('should have a rule for every folder and root file', () => {
    const missing = sourceFiles(src)
      .map((path) => unitOf(relative(src, path).split('\\').join('/')))
      .filter((unit) => !(unit in layers.mayImport));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('should import across folders only as the layers allow', () => {
    const offending = forbiddenImports(imports, layers.mayImport).map(
      ({ file, specifier }) => `${file} imports '${specifier}'`,
    );
    expect(offending).toEqual([]);
  });

  it('should find a forbidden import', () => {
    const found = forbiddenImports(
      [
        {
          file: 'modules/search/search.service.ts',
          specifier: '../../ingest/run-ingest',
          target: 'ingest/run-ingest.ts',
        },
        {
          file: 'db/create-db.ts',
          specifier: '../testing/test-db',
          target: 'testing/test-db.ts',
        },
        {
          file: 'db/create-db.test.ts',
          specifier: '../testing/test-db',
          target: 'testing/test-db.ts',
        },
      ],
      layers.mayImport,
    );
    expect(found.map(({ file }) => file)).toEqual([
      'modules/search/search.service.ts',
      'db/create-db.ts',
    ]);
  });
});
