import {
  ERROR_TEXTS,
  type OshaInspection,
  type OshaInspectionsResponse,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from '../../testing/details';
import { digits, sortLike } from '../../testing/details-sort';

const path = (muns: string) => `/api/v1/companies/${muns}/osha/inspections`;

// The fixture's inspection, in full, with its two violations summed.
const FIXTURE_INSPECTION: OshaInspection = {
  activity_nr: '1712345',
  estab_name: 'HARBOUR FREIGHT LINES',
  site_address: '1200 NORTH MAIN ST',
  site_city: 'COLUMBUS',
  site_state: 'OH',
  site_zip: '43215',
  naics: '484110',
  inspection_type: 'B',
  inspection_scope: 'A',
  safety_health: 'S',
  union_status: 'N',
  employees_in_establishment: 240,
  open_date: '2024-10-15',
  close_case_date: '2025-03-04',
  violations: 2,
  initial_penalty: 8200.5,
  current_penalty: 4500,
};

describeEachDialect(
  'GET /api/v1/companies/:muns/osha/inspections',
  (dialect) => {
    const app = useDetailsApp(dialect);
    const { c } = app;
    const get = (query = '') => app.get(`${path(c.harbor)}${query}`);
    const page = (query = '') =>
      app.ok<OshaInspectionsResponse>(`${path(c.harbor)}${query}`);

    it('should list every inspection with its violations, the newest first', async () => {
      const answer = await page();
      expect(answer).toMatchObject({
        company: {
          muns: c.harbor,
          entity_name: 'Harbor Freight Lines, Inc.',
          address: '1200 N Main St',
          city: 'Columbus',
          state: 'OH',
          zip: '43215',
        },
        total: 7,
        page: 0,
        pageSize: 25,
        totals: {
          inspections: 7,
          open_inspections: 1,
          violations: 10,
          initial_penalty: 230_590.5,
          current_penalty: 152_178,
          last_inspection_date: '2025-08-20',
        },
      });
      // Opened the same day, 1712345 and 1800005 keep their number order.
      expect(answer.rows.map((r) => r.activity_nr)).toEqual([
        '1800003',
        '1800001',
        '1712345',
        '1800005',
        '1800002',
        '1800004',
        '900123',
      ]);
      expect(answer.rows[2]).toEqual(FIXTURE_INSPECTION);
      expect(answer.rows[0]).toMatchObject({
        close_case_date: null,
        violations: 0,
        initial_penalty: 0,
      });
    });

    it('should name both OSHA datasets and how current they are', async () => {
      expect((await page()).sources).toEqual([
        {
          dataset: 'osha_inspection',
          label: 'OSHA Enforcement Data: Inspections (DOL)',
          file_name: 'extra_osha_inspection.csv',
          year: 2025,
          year_kind: 'fiscal',
          as_of_date: '2025-11-02',
        },
        {
          dataset: 'osha_violation',
          label: 'OSHA Enforcement Data: Violations (DOL)',
          file_name: 'extra_osha_violation.csv',
          year: 2025,
          year_kind: 'fiscal',
          as_of_date: '2025-11-02',
        },
      ]);
    });

    it('should page every inspection once and count past the last page', async () => {
      const all = (await page()).rows;
      const first = await page('?pageSize=5');
      const second = await page('?pageSize=5&page=1');
      expect([...first.rows, ...second.rows]).toEqual(all);
      expect(second.rows).toHaveLength(2);
      expect(await page('?pageSize=5&page=4')).toMatchObject({
        total: 7,
        page: 4,
        rows: [],
      });
    });

    const byField = {
      activity_nr: (r: OshaInspection) => digits(r.activity_nr),
      inspection_type: (r: OshaInspection) => r.inspection_type,
      close_case_date: (r: OshaInspection) => r.close_case_date,
      violations: (r: OshaInspection) => r.violations,
      initial_penalty: (r: OshaInspection) => r.initial_penalty,
      current_penalty: (r: OshaInspection) => r.current_penalty,
    };

    it.each([
      ['activity_nr', 'asc'],
      ['activity_nr', 'desc'],
      ['inspection_type', 'asc'],
      ['close_case_date', 'asc'],
      ['close_case_date', 'desc'],
      ['violations', 'desc'],
      ['initial_penalty', 'asc'],
      ['current_penalty', 'desc'],
    ] as const)('should sort by %s %s', async (field, direction) => {
      const all = (await page()).rows;
      const sorted = await page(`?sort=${field}.${direction}`);
      expect(sorted.rows).toEqual(
        sortLike(
          all,
          byField[field],
          direction === 'desc',
          (r) => r.activity_nr,
        ),
      );
    });

    describe('errors', () => {
      it.each([
        ['?pageSize=7', 'pageSize', 'Page size is one of 5, 10, 25, 50'],
        ['?page=-1', 'page', expect.stringContaining('>=0')],
        ['?sort=gravity.asc', 'sort', expect.stringContaining('open_date')],
        ['?sort=open_date', 'sort', expect.stringContaining('.asc or .desc')],
        ['?page=2001&pageSize=50', 'page', expect.stringContaining('100,000')],
      ])(
        'should answer 400 naming the field for %s',
        async (query, field, text) => {
          expectAppError(await get(query), {
            statusCode: 400,
            message: ERROR_TEXTS.VALIDATION,
            extraData: { code: 'VALIDATION', fields: { [field]: text } },
            method: 'GET',
            path: path(c.harbor),
          });
        },
      );
    });
  },
);
