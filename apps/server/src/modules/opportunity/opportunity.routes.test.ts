import { ERROR_TEXTS, opportunityPath } from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { ingestContestBook } from '../../testing/contest-book';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findCompanies } from '../companies/index';
import { opportunityScore } from './opportunity.service';

// The book's companies (testing/contest-book.ts), scored for a fixed day.
const TODAY = '2026-11-15';

describeEachDialect('opportunity score', (dialect) => {
  let t: TestApp;
  let muns = new Map<string, string>();
  const scoreFor = async (number: string, module: 'pc' | 'eb') => {
    const [company] = await findCompanies(t.db, [muns.get(number)!]);
    return opportunityScore(t.db, company!, module, TODAY);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    muns = await ingestContestBook(t);
  }, 120_000);
  afterAll(() => t.close());

  it('should score a benefits company from its plan year, changes and broker book', async () => {
    // Plan year 2027-01-01 is 47 days off (20); the broker changed once
    // (2022 to 2023, 10) and the carrier once (2023 to 2024, 5) in
    // 2021-2024; NORTHSTAR's book fell from 2 clients to 1 (10).
    const score = await scoreFor('7', 'eb');
    expect(score).toMatchObject({
      muns: muns.get('7'),
      module: 'eb',
      today: TODAY,
      score: 45,
      level: 'medium',
    });
    expect(score.reasons.map((r) => [r.factor, r.points, r.text])).toEqual([
      ['renewal', 20, 'Plan year renews in 47 days: late to quote, still open'],
      ['broker_changes', 10, 'Broker changed once in 2021–2024'],
      [
        'incumbent_book',
        10,
        'Incumbent broker Northstar Benefits is losing clients: 2 clients in 2023, 1 in 2024',
      ],
      ['carrier_changes', 5, 'Carrier changed once in 2021–2024'],
    ]);
    expect(score.unscored.map((r) => r.factor)).toEqual([
      'premium_vs_peers',
      'commission_vs_peers',
    ]);
  });

  it('should score a company whose broker has no year before to compare', async () => {
    // 2027-07-01 is 228 days off (10); one broker change 2023 to 2024 (10).
    const score = await scoreFor('8', 'eb');
    expect(score.score).toBe(20);
    expect(score.unscored.find((r) => r.factor === 'incumbent_book')).toEqual(
      expect.objectContaining({ text: "No incumbent broker's book to follow" }),
    );
  });

  it('should score commercial lines from the policy, the fleet and its MCS-150', async () => {
    // Workers' comp renews 2027-01-01, 47 days off (20); ACME to BETA in
    // 2024 is one carrier change in the last three years (10).
    const employer = await scoreFor('1', 'pc');
    expect(employer).toMatchObject({ score: 30, level: 'medium' });
    expect(employer.unscored.map((r) => r.text)).toEqual([
      'No OSHA violation since 2024',
      'No wage-and-hour case since 2024',
      'No fleet on record',
      'No MCS-150 update date in the data',
    ]);
    // Four power units (5); the MCS-150 is due 2027-03-31, 136 days off (0).
    const fleet = await scoreFor('2', 'pc');
    expect(fleet.score).toBe(5);
    expect(fleet.reasons).toEqual([
      {
        factor: 'fleet',
        points: 5,
        max: 10,
        text: 'Fleet of 4 power units',
      },
    ]);
    expect(fleet.unscored.find((r) => r.factor === 'mcs150')!.text).toBe(
      'MCS-150 update due in 136 days',
    );
  });

  it('should answer the route for a company of the permitted states only', async () => {
    const path = opportunityPath(muns.get('7')!, 'eb');
    const ok = await t.injectAs('full.broker', { url: path });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ muns: muns.get('7'), module: 'eb' });

    for (const username of ['eb.broker', 'pc.broker']) {
      expectAppError(await t.injectAs(username, { url: path }), {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        method: 'GET',
        path,
      });
    }
    const missing = opportunityPath('NOSUCH1', 'pc');
    const notFound = await t.injectAs('full.broker', { url: missing });
    expect(notFound.statusCode).toBe(404);
    const badModule = await t.injectAs('full.broker', {
      url: `/api/v1/companies/${muns.get('7')}/opportunity/life`,
    });
    expect(badModule.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: path });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(ERROR_TEXTS.NOT_SIGNED_IN);
  });
});
