import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';

const HEADER =
  'POLICY_RECORD_ID,EMPLOYER_NAME,EMPLOYER_DBA,FEIN,ADDRESS,CITY,STATE,ZIP,CARRIER_NAME,CARRIER_NAIC,POLICY_NUMBER,EFFECTIVE_DATE,EXPIRATION_DATE,CANCELLATION_DATE,REINSTATEMENT_DATE,COVERAGE_STATUS,GOVERNING_CLASS_CODE,EXPERIENCE_MOD,ESTIMATED_PREMIUM,PEO_NAME,SELF_INSURED,AS_OF_DATE';

// A policy at 9 ELM ST, AUSTIN: the same address for every employer.
const policy = (
  id: string,
  employer: string,
  premium: number,
  { fein = '', dba = '' } = {},
) =>
  `${id},${employer},${dba},${fein},9 ELM ST,AUSTIN,TX,78701,TEXAS MUTUAL INSURANCE CO,22945,TM-${id},2024-01-01,2025-01-01,,,ACTIVE,8810,1.00,${premium},,N,2025-09-30`;

describeEachDialect('rolling back a file', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  const write = (name: string, rows: string[]) => {
    const path = join(t.dir(), name);
    writeFileSync(path, [HEADER, ...rows, ''].join('\n'));
    return path;
  };
  // One row per batch and a commit after each; the file stops before its
  // `stopAt`th batch.
  const interrupted = (path: string, stopAt: number) => {
    let batches = 0;
    return t.ingest([path], {
      batchSize: 1,
      commitEveryMs: 0,
      shouldStop: () => ++batches >= stopAt,
    });
  };

  it('removes what the file wrote even when it changed it again later', async () => {
    await t.ingest([write('wc_policies.csv', [policy('P1', 'OLD CO', 1)])]);
    const before = {
      companies: await tableRows(t.db(), 'companies', 'muns'),
      policies: await tableRows(t.db(), 'wc_policies', 'source_key'),
      addresses: await tableRows(t.db(), 'company_addresses', 'source_key'),
    };
    // ACME is created by the file's first batch and given its EIN by the
    // second; policy P2 is written by the first batch and replaced by the
    // third. OLD CO (an earlier file's) gets an EIN and later a DBA, and
    // its policy P1 is replaced twice.
    const path = write('wc_policies.csv', [
      policy('P2', 'ACME BUILDERS LLC', 100),
      policy('P3', 'ACME BUILDERS LLC', 200, { fein: '123456789' }),
      policy('P2', 'ACME BUILDERS LLC', 300),
      policy('P1', 'OLD CO', 2, { fein: '987654321' }),
      policy('P1', 'OLD CO', 3, { dba: 'OLD CO STORES' }),
      policy('P5', 'ACME BUILDERS LLC', 500),
    ]);
    const { files } = await interrupted(path, 6);
    expect(files[0]).toMatchObject({
      status: 'interrupted',
      read: 5,
      inserted: 2,
      updated: 3,
    });
    expect(await tableRows(t.db(), 'companies', 'muns')).toEqual(
      before.companies,
    );
    expect(await tableRows(t.db(), 'wc_policies', 'source_key')).toEqual(
      before.policies,
    );
    expect(await tableRows(t.db(), 'company_addresses', 'source_key')).toEqual(
      before.addresses,
    );
    expect(await tableRows(t.db(), 'import_undo', 'id')).toEqual([]);
  });
});
