import {
  ERROR_TEXTS,
  PEER_MINIMUM,
  companyReportPath,
  type PeerBenchmarksReport,
  type PeerMeasure,
} from '@edge/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { num, numOrNull, rowsOf } from '../../testing/company-reports';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Company {
  muns: string;
  state: string;
  naics: string | null;
  employees: number | null;
  group: string | null;
  premium: number | null;
  commission: number | null;
  participants: number | null;
}

// The statistics' sectors and employee bands, written out by hand.
const SECTORS: Record<string, string> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};
const BANDS = [9, 49, 99, 499, 999];
const bandOf = (employees: number) =>
  BANDS.findIndex((max) => employees <= max);

function groupOf(row: Record<string, unknown>): string | null {
  const naics = row.naics as string | null;
  const employees = numOrNull(row.employees);
  if (!naics || employees === null || employees < 1) return null;
  const two = naics.slice(0, 2);
  return `${String(row.state)}/${SECTORS[two] ?? two}/${bandOf(employees)}`;
}

// Type 7 quantile (spreadsheets, percentile_cont) on 1-based ranks.
function quantile(values: number[], q: number): number {
  const x = [...values].sort((a, b) => a - b);
  const h = (x.length - 1) * q + 1;
  const lo = Math.floor(h);
  const f = h - lo;
  return lo >= x.length ? x[x.length - 1]! : x[lo - 1]! * (1 - f) + x[lo]! * f;
}

const perParticipant = (c: Company) =>
  c.premium !== null && c.premium > 0 && c.participants
    ? c.premium / c.participants
    : null;
const rate = (c: Company) =>
  c.premium !== null && c.premium > 0 && c.commission !== null
    ? c.commission / c.premium
    : null;

function expectMeasure(got: PeerMeasure, own: number | null, peers: number[]) {
  expect(got.peers).toBe(peers.length);
  expect(got.value).toBe(own);
  if (peers.length < PEER_MINIMUM) {
    expect(got).toMatchObject({ status: 'not_enough_peers', median: null });
    return;
  }
  const sorted = [...peers].sort((a, b) => a - b);
  expect(got.min).toBe(sorted[0]);
  expect(got.max).toBe(sorted[sorted.length - 1]);
  expect(got.p25).toBeCloseTo(quantile(peers, 0.25), 6);
  expect(got.median).toBeCloseTo(quantile(peers, 0.5), 6);
  expect(got.p75).toBeCloseTo(quantile(peers, 0.75), 6);
  if (own === null) {
    expect(got).toMatchObject({
      status: 'no_company_value',
      percentile_rank: null,
    });
    return;
  }
  const below = peers.filter((v) => v < own).length;
  expect(got.status).toBe('ok');
  expect(got.percentile_rank).toBe(Math.floor((below * 100) / peers.length));
}

// Peers with figures known by hand, some lacking one of them, and
// companies one step outside the group.
async function insertPeers(t: TestApp, prefix: string, of: Company) {
  const employees = of.employees!;
  const otherSector = of.naics!.startsWith('62') ? '541110' : '621111';
  const otherBand = employees < 500 ? 5000 : 20;
  const rows = [
    ...Array.from({ length: 12 }, (_, i) => ({
      premium: 20_000 + 7_919 * ((i * 5) % 12),
      commission: i === 3 ? null : 400 + 333 * i,
      participants: i === 7 ? null : 10 + 3 * i,
    })),
    { premium: 0, commission: 10, participants: 10 },
    { premium: null, commission: null, participants: 30 },
  ].map((figures, i) => ({
    ...figures,
    muns: `${prefix}${i}`,
    state: of.state,
    naics: of.naics,
    employees,
  }));
  const outside = [
    { state: of.state === 'TX' ? 'OK' : 'TX' },
    { naics: otherSector },
    { employees: otherBand },
    { employees: null },
  ].map((change, i) => ({
    ...rows[0]!,
    muns: `${prefix}OUT${i}`,
    ...change,
  }));
  // Plain SQL: the projection's other columns keep their defaults.
  for (const r of [...rows, ...outside]) {
    await sql`insert into search_companies (muns, sort_name, name, state,
      naics, employees, premium, commission, participants) values (${r.muns},
      ${r.muns.toLowerCase()}, ${r.muns}, ${r.state}, ${r.naics},
      ${r.employees}, ${r.premium}, ${r.commission}, ${r.participants})`.execute(
      t.db,
    );
  }
}

describeEachDialect('GET .../reports/peer-benchmarks', (dialect) => {
  let t: TestApp;
  let companies: Company[];
  let richMuns = '';
  // The state's group, or all states' when the state has too few.
  const withPremium = (p: Company, c: Company) =>
    p.muns !== c.muns && p.premium !== null && p.premium > 0;
  const national = (group: string | null) => group?.replace(/^[^/]*\//, '');
  const peersOf = (c: Company) => {
    const inState = companies.filter(
      (p) => p.group === c.group && withPremium(p, c),
    );
    if (inState.length >= PEER_MINIMUM) return inState;
    const all = companies.filter(
      (p) =>
        p.group !== null &&
        national(p.group) === national(c.group) &&
        withPremium(p, c),
    );
    return all.length > inState.length ? all : inState;
  };
  const inStateCount = (c: Company) =>
    companies.filter((p) => p.group === c.group && withPremium(p, c)).length;
  // A demo company (the inserted peers have no company record).
  const pick = (test: (c: Company) => boolean) => {
    const found = companies.find(
      (c) => c.group !== null && !/^(RICH|BARE)/.test(c.muns) && test(c),
    );
    if (!found) throw new Error('no such company in the demo data');
    return found;
  };

  const load = async () => {
    const rows = await rowsOf(
      t.db,
      sql`select muns, state, naics, employees, premium, commission,
        participants from search_companies order by muns`,
    );
    companies = rows.map((r) => ({
      muns: String(r.muns),
      state: String(r.state),
      naics: (r.naics as string | null) ?? null,
      employees: numOrNull(r.employees),
      group: groupOf(r),
      premium: numOrNull(r.premium),
      commission: numOrNull(r.commission),
      participants: numOrNull(r.participants),
    }));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '1500' });
    await load();
    // The demo's groups are small: give two companies a dozen peers each,
    // and neighbours that differ by one of state, sector or size band.
    const rich = pick((c) => perParticipant(c) !== null && rate(c) !== null);
    const bare = pick((c) => c.premium === null && c.muns !== rich.muns);
    richMuns = rich.muns;
    await insertPeers(t, 'RICH', rich);
    await insertPeers(t, 'BARE', bare);
    await load();
  }, 180_000);
  afterAll(() => t.close());

  const path = (muns: string) => companyReportPath(muns, 'peer-benchmarks');
  const report = async (muns: string, username = 'full.broker') => {
    const response = await t.injectAs(username, { url: path(muns) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PeerBenchmarksReport>();
  };
  const expectReport = async (c: Company) => {
    const got = await report(c.muns);
    const peers = peersOf(c);
    expect(got.peer_count).toBe(peers.length);
    expect(got.minimum_peers).toBe(PEER_MINIMUM);
    expectMeasure(
      got.premium_per_participant,
      perParticipant(c),
      peers.map(perParticipant).filter((v) => v !== null),
    );
    expectMeasure(
      got.commission_rate,
      rate(c),
      peers.map(rate).filter((v) => v !== null),
    );
    return got;
  };

  it('should rank the company among its sector, size band and state', async () => {
    const rich = pick((c) => c.muns === richMuns);
    const got = await expectReport(rich);
    // The dozen inserted, less the one without participants.
    expect(got.premium_per_participant.peers).toBeGreaterThanOrEqual(11);
    expect(got.group).toMatchObject({ state: rich.state, scope: 'state' });
    expect(`${got.group.state}/${got.group.sector}`).toBe(
      rich.group!.split('/').slice(0, 2).join('/'),
    );
    expect(got.group.sector_label).toEqual(expect.any(String));
    expect(got.group.size_band_label).toMatch(/employees$/);
    expect(got.premium_per_participant.status).toBe('ok');
  });

  it('should take premium and participants from the latest years on file', async () => {
    const rich = pick((c) => perParticipant(c) !== null);
    const [figures] = await rowsOf(
      t.db,
      sql`select
        (select sum(premium) from insurance_contracts where muns = ${rich.muns}
          and source_year = (select max(source_year) from insurance_contracts
            where muns = ${rich.muns})) as premium,
        (select sum(active_participants) from filings where muns = ${rich.muns}
          and source_year = (select max(source_year) from filings
            where muns = ${rich.muns})) as participants`,
    );
    const got = await report(rich.muns);
    expect(got.premium).toBeCloseTo(num(figures!.premium), 6);
    expect(got.participants).toBe(num(figures!.participants));
    expect(got.sources.map((s) => s.dataset)).toContain('sch_a');
  });

  it('should give the peers without a rank when the company has no premium', async () => {
    const bare = pick(
      (c) => c.premium === null && peersOf(c).length >= PEER_MINIMUM,
    );
    const got = await expectReport(bare);
    expect(got.premium_per_participant.status).toBe('no_company_value');
  });

  it('should widen a group too small in its state to all states', async () => {
    const widened = pick(
      (c) =>
        c.premium !== null &&
        inStateCount(c) < PEER_MINIMUM &&
        peersOf(c).length >= PEER_MINIMUM,
    );
    const got = await expectReport(widened);
    expect(got.group).toMatchObject({
      state: widened.state,
      scope: 'national',
    });
    expect(got.premium_per_participant.status).not.toBe('not_enough_peers');
  });

  it('should give no figures of a group with too few peers', async () => {
    const lonely = pick(
      (c) => c.premium !== null && peersOf(c).length < PEER_MINIMUM,
    );
    const got = await expectReport(lonely);
    expect(got.premium_per_participant).toMatchObject({
      status: 'not_enough_peers',
      p25: null,
      median: null,
      p75: null,
      percentile_rank: null,
    });
  });

  describe('access', () => {
    const west = ['CA', 'OR', 'WA', 'NV'];
    const expectError = async (
      username: string,
      muns: string,
      status: number,
      message: string,
      extraData: Record<string, unknown>,
    ) => {
      const response = await t.injectAs(username, { url: path(muns) });
      expectAppError(response, {
        statusCode: status,
        message,
        extraData,
        method: 'GET',
        path: path(muns),
      });
    };

    it('should answer a Benefits user for a company of a permitted state', async () => {
      const inside = pick((c) => west.includes(c.state));
      expect((await report(inside.muns, 'eb.broker')).muns).toBe(inside.muns);
    });

    it('should answer 403 for a company outside the permitted states', async () => {
      const outside = pick((c) => !west.includes(c.state));
      await expectError(
        'eb.broker',
        outside.muns,
        403,
        'This company is outside the states your subscription covers.',
        { code: 'COMPANY_OUTSIDE_STATES' },
      );
    });

    it('should answer 403 to a Commercial Lines only user', async () => {
      await expectError(
        'pc.broker',
        companies[0]!.muns,
        403,
        ERROR_TEXTS.FORBIDDEN,
        { code: 'FORBIDDEN' },
      );
    });

    it('should answer 404 for an unknown company', async () => {
      await expectError('full.broker', '999999999', 404, 'Company not found.', {
        code: 'COMPANY_NOT_FOUND',
      });
    });
  });
});
