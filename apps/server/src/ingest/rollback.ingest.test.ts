import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { ingestStopped, tablesNow, useIngestDb } from '../testing/ingest-db';
import { policy, writePolicies } from '../testing/dataset-files/wc-policy-file';

describeEachDialect('rolling back a file', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const write = (rows: string[]) => writePolicies(t.dir(), rows);

  it('removes what the file wrote even when it changed it again later', async () => {
    await t.ingest([write([policy({ id: 'P1', employer: 'OLD CO' })])]);
    const tables = {
      companies: 'muns',
      company_keys: ['key', 'muns'],
      wc_policies: 'source_key',
      company_addresses: 'source_key',
      import_undo: 'id',
    };
    const before = await tablesNow(t.db(), tables);
    // Every employer is at 9 ELM ST. ACME is created by the file's first
    // batch and given its EIN by the second; policy P2 is written by the
    // first batch and replaced by the third. OLD CO (an earlier file's)
    // gets an EIN and later a DBA, and its policy P1 is replaced twice.
    const acme = 'ACME BUILDERS LLC';
    const path = write([
      policy({ id: 'P2', employer: acme, premium: 100 }),
      policy({ id: 'P3', employer: acme, premium: 200, fein: '123456789' }),
      policy({ id: 'P2', employer: acme, premium: 300 }),
      policy({ id: 'P1', employer: 'OLD CO', premium: 2, fein: '987654321' }),
      policy({ id: 'P1', employer: 'OLD CO', premium: 3, dba: 'OLD STORES' }),
      policy({ id: 'P5', employer: acme, premium: 500 }),
    ]);
    const { files } = await ingestStopped(t, path, 6);
    expect(files[0]).toMatchObject({
      status: 'interrupted',
      read: 5,
      inserted: 2,
      updated: 3,
    });
    expect(await tablesNow(t.db(), tables)).toEqual(before);
  });
});
