import {
  opportunityLevel,
  type PeerMeasure,
  type RenewalContest,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import {
  benefitsFactors,
  commercialFactors,
  commissionVsPeers,
  oshaFactor,
  premiumVsPeers,
  renewalPoints,
  scoreOf,
  type BenefitsInputs,
  type CommercialInputs,
} from './opportunity-rules';

// Every figure below was worked out by hand from the rules in
// docs/decisions/0043, not by running the code.

const measure = (over: Partial<PeerMeasure>): PeerMeasure => ({
  status: 'ok',
  value: null,
  peers: 148,
  min: 1,
  p25: null,
  median: null,
  p75: null,
  max: 1,
  percentile_rank: null,
  ...over,
});
const NO_PEERS = measure({ status: 'not_enough_peers', peers: 3 });
const NO_CONTEST: RenewalContest = {
  fromYear: null,
  toYear: null,
  carrierChanges: null,
  brokerChanges: null,
  incumbent: null,
};

describe('renewal points', () => {
  it('should give the most in the 60 to 120 day window to quote', () => {
    const at = (days: number | null) => renewalPoints(days);
    expect([null, -1, 0, 59].map(at)).toEqual([0, 0, 20, 20]);
    expect([60, 94, 120].map(at)).toEqual([35, 35, 35]);
    expect([121, 180, 181, 270, 271, 400].map(at)).toEqual([
      25, 25, 10, 10, 0, 0,
    ]);
  });
});

describe('benefits score', () => {
  const inputs: BenefitsInputs = {
    renewalDays: 94,
    contest: {
      fromYear: 2021,
      toYear: 2024,
      carrierChanges: 1,
      brokerChanges: 2,
      incumbent: {
        name: 'NORTHSTAR BENEFITS',
        clients: 31,
        clientsBefore: 40,
        trend: 'shrinking',
        year: 2024,
      },
    },
    premiumPerParticipant: measure({ value: 13_000, median: 10_000 }),
    commissionRate: measure({ value: 0.06, median: 0.04, p75: 0.05 }),
  };

  it('should add every factor and say why, most points first', () => {
    const score = scoreOf('M1', 'eb', '2026-11-15', benefitsFactors(inputs));
    // 35 + 20 + 15 + 10 + 10 + 5
    expect(score).toMatchObject({ score: 95, level: 'high', unscored: [] });
    expect(score.reasons).toEqual([
      {
        factor: 'renewal',
        points: 35,
        max: 35,
        text: 'Plan year renews in 94 days: the time to quote',
      },
      {
        factor: 'broker_changes',
        points: 20,
        max: 20,
        text: 'Broker changed 2 times in 2021–2024',
      },
      {
        factor: 'premium_vs_peers',
        points: 15,
        max: 15,
        text: 'Premium per participant $13,000, 30% above the median of 148 peers',
      },
      {
        factor: 'incumbent_book',
        points: 10,
        max: 10,
        text: 'Incumbent broker NORTHSTAR BENEFITS is losing clients: 40 clients in 2023, 31 in 2024',
      },
      {
        factor: 'commission_vs_peers',
        points: 10,
        max: 10,
        text: 'Commission 6.0% of premium, above 3 in 4 of its 148 peers',
      },
      {
        factor: 'carrier_changes',
        points: 5,
        max: 10,
        text: 'Carrier changed once in 2021–2024',
      },
    ]);
  });

  it('should score nothing, and say what is missing, without data', () => {
    const score = scoreOf(
      'M2',
      'eb',
      '2026-11-15',
      benefitsFactors({
        renewalDays: null,
        contest: NO_CONTEST,
        premiumPerParticipant: NO_PEERS,
        commissionRate: NO_PEERS,
      }),
    );
    expect(score).toMatchObject({ score: 0, level: 'low', reasons: [] });
    expect(score.unscored.map((r) => r.text)).toEqual([
      'No plan year date in the data',
      'No broker on record',
      'No carrier on record',
      "No incumbent broker's book to follow",
      'Too few peers to compare premium per participant with',
      'Too few peers to compare commission with',
    ]);
  });

  it('should count a steady broker and unchanged parties as no points', () => {
    const factors = benefitsFactors({
      ...inputs,
      renewalDays: 200,
      contest: {
        ...inputs.contest,
        carrierChanges: 0,
        brokerChanges: 1,
        incumbent: {
          ...inputs.contest.incumbent!,
          clients: 41,
          trend: 'steady',
        },
      },
    });
    expect(factors.renewal).toEqual({
      points: 10,
      text: 'Plan year renews in 200 days: on the horizon',
    });
    expect(factors.broker_changes).toEqual({
      points: 10,
      text: 'Broker changed once in 2021–2024',
    });
    expect(factors.carrier_changes).toEqual({
      points: 0,
      text: 'Same carrier in 2021–2024',
    });
    expect(factors.incumbent_book).toEqual({
      points: 0,
      text: 'Incumbent broker NORTHSTAR BENEFITS holds steady: 40 clients in 2023, 41 in 2024',
    });
  });

  it('should read premium against the median by the rounded percent', () => {
    const at = (value: number) =>
      premiumVsPeers(measure({ value, median: 10_000, peers: 20 }));
    expect(at(11_000)).toEqual({
      points: 8,
      text: 'Premium per participant $11,000, 10% above the median of 20 peers',
    });
    // 29.96% is written 30% and scored as 30%.
    expect(at(12_996).points).toBe(15);
    expect(at(10_940).points).toBe(0); // 9%
    expect(at(10_000).text).toBe(
      'Premium per participant $10,000, at the median of 20 peers',
    );
    expect(at(8_800)).toEqual({
      points: 0,
      text: 'Premium per participant $8,800, 12% below the median of 20 peers',
    });
    expect(
      premiumVsPeers(measure({ status: 'no_company_value', median: 10_000 })),
    ).toEqual({ points: 0, text: 'No premium per participant on record' });
  });

  it('should give commission points only above the upper quartile', () => {
    const at = (value: number) =>
      commissionVsPeers(measure({ value, median: 0.04, p75: 0.05 }));
    expect(at(0.05)).toEqual({
      points: 0,
      text: "Commission 5.0% of premium, within its peers' usual range (median 4.0%)",
    });
    expect(at(0.0501).points).toBe(10);
  });
});

describe('commercial lines score', () => {
  const inputs: CommercialInputs = {
    renewalDays: 150,
    carrierChanges: 1,
    osha: { since: 2024, count: 7, money: 12_500 },
    wageHour: { since: 2024, count: 2, money: 3_200 },
    powerUnits: 14,
    mcs150Days: 45,
  };

  it('should add every factor and say why', () => {
    const score = scoreOf('M3', 'pc', '2026-11-15', commercialFactors(inputs));
    // 25 + 20 + 10 + 10 + 10 + 5
    expect(score).toMatchObject({ score: 80, level: 'high', unscored: [] });
    expect(score.reasons.map((r) => [r.factor, r.points, r.text])).toEqual([
      ['renewal', 25, "Workers' comp renews in 150 days: time to meet them"],
      ['osha', 20, '7 OSHA violations since 2024, $12,500 in penalties'],
      [
        'carrier_changes',
        10,
        "Workers' comp carrier changed once in the last three years",
      ],
      [
        'wage_hour',
        10,
        '2 wage-and-hour cases since 2024, $3,200 in back wages',
      ],
      ['fleet', 10, 'Fleet of 14 power units'],
      ['mcs150', 5, 'MCS-150 update due in 45 days'],
    ]);
  });

  it('should keep to the thresholds', () => {
    expect(oshaFactor({ since: 2024, count: 1, money: 9_999 })).toEqual({
      points: 15,
      text: '1 OSHA violation since 2024, $9,999 in penalties',
    });
    expect(oshaFactor({ since: 2024, count: 2, money: 0 }).points).toBe(15);
    const factors = commercialFactors({
      renewalDays: 30,
      carrierChanges: 3,
      osha: { since: 2024, count: 0, money: 0 },
      wageHour: { since: 2024, count: 0, money: 0 },
      powerUnits: 9,
      mcs150Days: 121,
    });
    expect(factors.renewal).toEqual({
      points: 20,
      text: "Workers' comp renews in 30 days: late to quote, still open",
    });
    expect(factors.carrier_changes!.points).toBe(20);
    expect(factors.osha!.text).toBe('No OSHA violation since 2024');
    expect(factors.wage_hour!.text).toBe('No wage-and-hour case since 2024');
    expect(factors.fleet).toEqual({
      points: 5,
      text: 'Fleet of 9 power units',
    });
    expect(factors.mcs150).toEqual({
      points: 0,
      text: 'MCS-150 update due in 121 days',
    });
    // 20 + 20 + 5
    expect(scoreOf('M4', 'pc', '2026-11-15', factors).score).toBe(45);
  });

  it('should say so when there is no policy, fleet or date', () => {
    const factors = commercialFactors({
      ...inputs,
      renewalDays: null,
      carrierChanges: null,
      powerUnits: null,
      mcs150Days: null,
    });
    expect(factors.renewal!.text).toBe("No workers' comp date in the data");
    expect(factors.carrier_changes!.text).toBe(
      "No workers' comp carrier on record",
    );
    expect(factors.fleet!.text).toBe('No fleet on record');
    expect(factors.mcs150!.text).toBe('No MCS-150 update date in the data');
  });
});

describe('opportunity level', () => {
  it('should be high from 60 and medium from 30', () => {
    expect([100, 60, 59, 30, 29, 0].map(opportunityLevel)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });
});
