import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YEARS } from '../files';
import type { CsvRow } from '../test-output';
import { CHANGED_KEYS_FILE } from './change-log';
import { generateWithOlder, type WithOlder } from './older-test-output';

// Each data set as the importers key it: dataset, file(s), source key.
type KeyOf = (row: CsvRow) => string;
const perYear = (name: string) =>
  YEARS.map((year) => `f_${name}_${year}_latest.csv`);
const DATASETS: readonly (readonly [string, string[], KeyOf])[] = [
  ['f5500', perYear('5500'), (r) => r.ACK_ID!],
  ['f5500_sf', perYear('5500_sf'), (r) => r.ACK_ID!],
  ['sch_a', perYear('sch_a'), (r) => `${r.ACK_ID}:${r.FORM_ID}`],
  [
    'sch_a_part1',
    perYear('sch_a_part1'),
    (r) => `${r.ACK_ID}:${r.FORM_ID}:${r.ROW_ORDER}`,
  ],
  [
    'sch_c_item2',
    perYear('sch_c_part1_item2'),
    (r) => `${r.ACK_ID}:${r.ROW_ORDER}`,
  ],
  [
    'sch_c_item2_codes',
    perYear('sch_c_part1_item2_codes'),
    (r) => `${r.ACK_ID}:${r.ROW_ORDER}:${r.CODE_ORDER}`,
  ],
  ['sch_h', perYear('sch_h'), (r) => `${r.ACK_ID}:H`],
  ['sch_i', perYear('sch_i'), (r) => `${r.ACK_ID}:I`],
  ['osha_inspection', ['osha_inspection.csv'], (r) => r.activity_nr!],
  [
    'osha_violation',
    ['osha_violation.csv'],
    (r) => `${r.activity_nr}:${r.citation_id}`,
  ],
  ['whd', ['whd_whisard.csv'], (r) => r.case_id!],
  ['fmcsa_census', ['fmcsa_census.csv'], (r) => r.DOT_NUMBER!],
  ['properties', ['properties.csv'], (r) => r.PROPERTY_ID!],
  ['wc_policies', ['wc_policies.csv'], (r) => r.POLICY_RECORD_ID!],
];

// What an alert looks for, as dataset and change (SPEC §3 event types).
const KINDS = [
  'osha_inspection new',
  'osha_violation new',
  'osha_violation penalty',
  'whd new',
  'fmcsa_census new',
  'fmcsa_census census',
  'properties new',
  'wc_policies new',
  'wc_policies cancelled',
  'wc_policies carrier',
  'f5500 new',
  'f5500_sf new',
  'f5500 new_plan',
  'f5500_sf new_plan',
  'f5500 final',
  'f5500_sf final',
  'f5500 participants',
  'f5500_sf participants',
  'f5500 new_line',
  'sch_a new_line',
  'sch_a carrier',
  'sch_a premium',
  'sch_a commission',
  'sch_a_part1 brokers',
];

describe('changed-keys.csv', () => {
  let g: WithOlder;
  let changed: CsvRow[];
  const rowsOf = async (dir: string, files: string[], keyOf: KeyOf) => {
    const rows = new Map<string, string>();
    for (const file of files) {
      for (const row of await g.read(dir, file)) {
        rows.set(keyOf(row), JSON.stringify(row));
      }
    }
    return rows;
  };

  beforeAll(async () => {
    g = await generateWithOlder(1500, 11);
    changed = await g.read(g.older, CHANGED_KEYS_FILE);
  });
  afterAll(() => g?.remove());

  it('should list every kind of difference an alert looks for', () => {
    const kinds = new Set(changed.map((r) => `${r.dataset} ${r.change}`));
    for (const kind of KINDS) expect(kinds, kind).toContain(kind);
  });

  it('should list exactly the records of today that differ, new or changed', async () => {
    for (const [dataset, files, keyOf] of DATASETS) {
      const older = await rowsOf(g.older, files, keyOf);
      const newer = await rowsOf(g.newer, files, keyOf);
      const differ = [...newer]
        .filter(([key, row]) => older.get(key) !== row)
        .map(([key]) => key);
      const listed = changed.filter((r) => r.dataset === dataset);
      expect(new Set(listed.map((r) => r.source_key)), dataset).toEqual(
        new Set(differ),
      );
      for (const row of listed) {
        const isNew = ['new', 'new_plan'].includes(row.change!);
        const isDroppedLine = row.change === 'new_line' && dataset !== 'f5500';
        const isMissing = !older.has(row.source_key!);
        const isDroppedBroker = row.change === 'brokers' && isMissing;
        if (!isDroppedLine && !isDroppedBroker) {
          expect(isMissing, `${dataset} ${row.source_key}`).toBe(isNew);
        }
      }
    }
  });

  it('should move counts and amounts by more than a tenth', async () => {
    const read = (dir: string, name: string) => g.read(dir, name);
    for (const year of YEARS) {
      const name = `f_5500_sf_${year}_latest.csv`;
      const older = new Map(
        (await read(g.older, name)).map((r) => [r.ACK_ID, r]),
      );
      const moved = changed.filter(
        (r) => r.dataset === 'f5500_sf' && r.change === 'participants',
      );
      for (const row of await read(g.newer, name)) {
        if (!moved.some((m) => m.source_key === row.ACK_ID)) continue;
        const then = Number(older.get(row.ACK_ID)!.SF_TOT_PARTCP_BOY_CNT);
        const now = Number(row.SF_TOT_PARTCP_BOY_CNT);
        expect(Math.abs(now - then) / then).toBeGreaterThan(0.1);
      }
    }
  });

  it('should name a company of the older extract for nearly every difference', async () => {
    const truth = new Set(
      (await g.read(g.older, 'truth.csv')).map(
        (r) => `${r.DATASET} ${r.RECORD_KEY}`,
      ),
    );
    const named = changed.filter((r) => r.company_key !== '');
    expect(named.length / changed.length).toBeGreaterThan(0.95);
    for (const row of named) {
      expect(truth).toContain(`${row.company_dataset} ${row.company_key}`);
    }
  });
});
