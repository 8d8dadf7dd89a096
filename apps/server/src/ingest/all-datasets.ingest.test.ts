import { createReadStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { readCsv } from './csv-source';
import { DATASET_DEFINITIONS } from './datasets/registry';
import { DATASET_ORDER } from '../data-model/datasets';
import { detectDataset } from './detect-dataset';
import { FACT_TABLES } from './fact-tables';
import { FIXTURES, fixture, rejectsIn } from '../testing/dataset-files/index';
import type { FileSummary } from './import-file';

async function headerOf(path: string): Promise<string[]> {
  for await (const event of readCsv(createReadStream(path))) {
    if (event.kind === 'header') return event.fields;
  }
  return [];
}

describe('dataset recognition', () => {
  it('should have an importer for every dataset, in import order', () => {
    expect(DATASET_DEFINITIONS.map((d) => d.name)).toEqual([...DATASET_ORDER]);
  });

  it.each(FIXTURES)(
    'should recognize %s as %s and no other dataset',
    async (file, dataset) => {
      const fields = await headerOf(fixture(file));
      expect(detectDataset(file, fields, DATASET_DEFINITIONS).name).toBe(
        dataset,
      );
      const header = new Set(fields.map((f) => f.toUpperCase()));
      const complete = DATASET_DEFINITIONS.filter((d) =>
        d.required.every((column) => header.has(column.toUpperCase())),
      );
      expect(complete.map((d) => d.name)).toEqual([dataset]);
    },
  );
});

describeEachDialect('every dataset', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const { ingest } = t;
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of [...FACT_TABLES, 'companies', 'company_keys']) {
      tables[table] = await tableRows(
        t.db(),
        table,
        table === 'companies'
          ? 'muns'
          : table === 'company_keys'
            ? ['key', 'muns']
            : 'source_key',
      );
    }
    return tables;
  };

  it('imports all fixtures, and a second import changes nothing', async () => {
    const paths = FIXTURES.map(([file]) => fixture(file)).reverse();
    const first = await ingest(paths);
    expect(first.files.map((f) => [f.dataset, f.status])).toEqual(
      FIXTURES.map(([, dataset]) => [dataset, 'done']),
    );
    const before = await snapshot();
    expect(before.filings).toHaveLength(6);
    const second = await ingest(paths);
    expect(
      second.files.map((f) => [f.dataset, f.inserted, f.updated, f.rejected]),
    ).toEqual(first.files.map((f) => [f.dataset, 0, 0, f.rejected]));
    expect(second.files.map((f) => f.unchanged)).toEqual(
      first.files.map((f) => f.inserted),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('maps on a worker thread with the same result as in this one', async () => {
    const paths = FIXTURES.map(([file]) => fixture(file));
    const summary = (files: FileSummary[]) =>
      files.map((f) => ({ ...f, seconds: 0 }));
    // Rows as written, without the ids of the import records.
    const written = async (): Promise<unknown> =>
      JSON.parse(
        JSON.stringify(await snapshot(), (key, value: unknown) =>
          /^(import|created|updated)_file_id$/.test(key) ? undefined : value,
        ),
      );
    const here = await ingest(paths, { mapInWorker: false, batchSize: 3 });
    const inThread = {
      tables: await written(),
      rejects: here.files.map((f) => rejectsIn(f.rejectsPath)),
    };
    await t.reset();
    const worker = await ingest(paths, { mapInWorker: true, batchSize: 3 });
    expect(summary(worker.files)).toEqual(summary(here.files));
    expect(worker.files.map((f) => rejectsIn(f.rejectsPath))).toEqual(
      inThread.rejects,
    );
    expect(await written()).toEqual(inThread.tables);
    // A worker per file, each compiling the mapping code from sources when
    // no tsx cache is warm yet (a fresh clone): slower than the usual test.
  }, 120_000);

  it.each(FIXTURES)(
    'refuses %s read as another dataset, naming the missing columns',
    async (file, dataset) => {
      const other =
        DATASET_ORDER[
          (DATASET_ORDER.indexOf(dataset) + 1) % DATASET_ORDER.length
        ]!;
      const definition = DATASET_DEFINITIONS.find((d) => d.name === other)!;
      const { files } = await ingest([fixture(file)], { dataset: other });
      expect(files).toEqual([
        expect.objectContaining({
          status: 'refused',
          message: expect.stringContaining(
            `${file} is not a ${definition.title} file: missing columns `,
          ),
        }),
      ]);
      expect(await tableRows(t.db(), 'import_files', 'id')).toEqual([]);
    },
  );

  it('refuses a file of no known dataset with the closest one', async () => {
    const path = join(t.dir(), 'f_sch_d_2024_latest.csv');
    writeFileSync(path, 'ACK_ID,ROW_ORDER,DFE_NAME\r\n1,1,X\r\n');
    const { files } = await ingest([path, fixture('f_5500_2024_latest.csv')]);
    expect(files[0]).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(
        /^f_sch_d_2024_latest\.csv is not a file of any known dataset; closest is .+, missing columns /,
      ),
    });
    expect(files[1]).toMatchObject({ dataset: 'f5500', status: 'done' });
  });
});
