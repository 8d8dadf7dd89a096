import {
  ERROR_TEXTS,
  type OshaViolation,
  type OshaViolationsResponse,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from '../../testing/details';
import { digits, sortLike } from '../../testing/details-sort';

const path = (muns: string) => `/api/v1/companies/${muns}/osha/violations`;
const idOf = (v: OshaViolation) => `${v.activity_nr}:${v.citation_id}`;

describeEachDialect(
  'GET /api/v1/companies/:muns/osha/violations',
  (dialect) => {
    const app = useDetailsApp(dialect);
    const { c } = app;
    const get = (query = '') => app.get(`${path(c.harbor)}${query}`);
    const page = (query = '') =>
      app.ok<OshaViolationsResponse>(`${path(c.harbor)}${query}`);

    it('should list every citation item of the company, the latest first', async () => {
      const answer = await page();
      expect(answer).toMatchObject({
        total: 10,
        inspection: null,
        totals: {
          violations: 10,
          serious: 5,
          willful: 1,
          repeat: 1,
          other: 3,
          initial_penalty: 230_590.5,
          current_penalty: 152_178,
        },
      });
      expect(answer.rows.map(idOf)).toEqual([
        '1800001:01001',
        '1800001:01002',
        '1800001:02001',
        '1712345:01001',
        '1712345:01002',
        '1800005:01001',
        '1800002:01001',
        '1800004:01001',
        '1800004:01002',
        '900123:01001',
      ]);
      expect(answer.rows[3]).toEqual({
        activity_nr: '1712345',
        citation_id: '01001',
        standard: '19100178 L01',
        violation_type: 'S',
        issuance_date: '2024-11-20',
        abate_date: '2024-12-15',
        initial_penalty: 7000,
        current_penalty: 4500,
        instances: 1,
        exposed: 3,
        gravity: 5,
      });
    });

    it('should narrow to one inspection and describe it', async () => {
      const answer = await page(
        '?activity_nr=1800001&sort=initial_penalty.desc',
      );
      expect(answer.inspection).toMatchObject({
        activity_nr: '1800001',
        open_date: '2025-06-02',
        violations: 3,
      });
      expect(answer.totals).toEqual({
        violations: 3,
        serious: 1,
        willful: 0,
        repeat: 1,
        other: 1,
        initial_penalty: 48_131,
        current_penalty: 33_678,
      });
      expect(
        answer.rows.map((r) => [r.citation_id, r.initial_penalty]),
      ).toEqual([
        ['01002', 32_000],
        ['01001', 16_131],
        ['02001', 0],
      ]);
    });

    it('should list nothing for an inspection without citations', async () => {
      expect(await page('?activity_nr=1800003')).toMatchObject({
        total: 0,
        inspection: { activity_nr: '1800003', violations: 0 },
        rows: [],
      });
    });

    it('should page every violation once', async () => {
      const all = (await page()).rows;
      const first = await page('?pageSize=5');
      const second = await page('?pageSize=5&page=1');
      expect([...first.rows, ...second.rows]).toEqual(all);
    });

    const byField = {
      activity_nr: (v: OshaViolation) => digits(v.activity_nr),
      violation_type: (v: OshaViolation) => v.violation_type,
      abate_date: (v: OshaViolation) => v.abate_date,
      current_penalty: (v: OshaViolation) => v.current_penalty,
      gravity: (v: OshaViolation) => v.gravity,
    };

    it.each([
      ['activity_nr', 'asc'],
      ['violation_type', 'asc'],
      ['abate_date', 'asc'],
      ['current_penalty', 'desc'],
      ['gravity', 'asc'],
      ['gravity', 'desc'],
    ] as const)('should sort by %s %s', async (field, direction) => {
      const all = (await page()).rows;
      const sorted = await page(`?sort=${field}.${direction}`);
      expect(sorted.rows).toEqual(
        sortLike(all, byField[field], direction === 'desc', idOf),
      );
    });

    describe('errors', () => {
      it('should answer 404 for an inspection of another company', async () => {
        // 1723456 is ACME ROOFING's (fixture).
        expectAppError(await get('?activity_nr=1723456'), {
          statusCode: 404,
          message: 'This company has no OSHA inspection with that number.',
          extraData: { code: 'OSHA_INSPECTION_NOT_FOUND' },
          method: 'GET',
          path: path(c.harbor),
        });
      });

      it.each([
        [
          '?activity_nr=17X4567',
          'activity_nr',
          'An inspection number has digits only',
        ],
        [
          '?sort=open_date.desc',
          'sort',
          expect.stringContaining('issuance_date'),
        ],
        ['?pageSize=100', 'pageSize', 'Page size is one of 5, 10, 25, 50'],
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
