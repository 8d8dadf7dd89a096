import { describe, expect, it } from 'vitest';
import type {
  BenefitPlan,
  ServiceProvider,
  WelfareLine,
} from '@edge/contracts';
import {
  EMPTY_PLANS_FILTER,
  filterPlans,
  filterProviders,
  plansFilterOptions,
} from './plans-filter';

const DENTAL = { id: 2, display_name: 'Dental' };
const HEALTH = { id: 0, display_name: 'Health' };

function contract(carrier: string, lines = [HEALTH]): WelfareLine {
  return {
    contract_number: null,
    eb_categories: lines,
    other_contract: null,
    carrier_name: carrier,
    carrier_name_normalized: carrier,
    sponsor_dfe_name: null,
    persons_covered: 10,
    renewal_month: 1,
    premium: 1000,
    commission: 50,
    fees: 0,
    brokers: [],
  };
}

function plan(
  number: string,
  kind: BenefitPlan['kind'],
  contracts: WelfareLine[],
): BenefitPlan {
  return {
    ack_id: `ack-${number}`,
    form: '5500',
    plan_number: number,
    plan_name: `Plan ${number}`,
    kind,
    plan_year_begin: null,
    plan_year_end: null,
    participants: 10,
    active_participants: 10,
    funding_arrangement: null,
    benefit_arrangement: null,
    self_funded: false,
    admin_name: null,
    contracts,
  };
}

function provider(planNumber: string, code: string): ServiceProvider {
  return {
    name: `Provider ${code}`,
    ein: null,
    sponsor_dfe_name: null,
    plan_name: null,
    plan_number: planNumber,
    relation: null,
    services: [{ code, label: `Service ${code}` }],
    direct_compensation: 100,
    indirect_compensation: null,
  };
}

const PLANS = [
  plan('501', 'welfare', [
    contract('AETNA', [HEALTH, DENTAL]),
    contract('MET'),
  ]),
  plan('001', 'retirement', []),
];
const PROVIDERS = [provider('501', '15'), provider('001', '37')];

describe('the plans and services filter', () => {
  it('should keep everything with nothing picked', () => {
    expect(filterPlans(PLANS, EMPTY_PLANS_FILTER)).toEqual(PLANS);
    expect(filterProviders(PROVIDERS, EMPTY_PLANS_FILTER, PLANS)).toEqual(
      PROVIDERS,
    );
  });

  it('should narrow plans by kind', () => {
    const filter = { ...EMPTY_PLANS_FILTER, kinds: ['retirement' as const] };
    expect(filterPlans(PLANS, filter).map((p) => p.plan_number)).toEqual([
      '001',
    ]);
  });

  it('should keep only the contracts of the picked lines and carriers', () => {
    const filter = { ...EMPTY_PLANS_FILTER, lines: [2] };
    const [welfare, ...rest] = filterPlans(PLANS, filter);
    expect(rest).toEqual([]);
    expect(welfare?.contracts.map((c) => c.carrier_name)).toEqual(['AETNA']);
    const byCarrier = { ...EMPTY_PLANS_FILTER, carriers: ['MET'] };
    expect(filterPlans(PLANS, byCarrier)[0]?.contracts).toHaveLength(1);
  });

  it('should narrow providers by service and by the plans they serve', () => {
    const byService = { ...EMPTY_PLANS_FILTER, services: ['37'] };
    expect(filterProviders(PROVIDERS, byService, PLANS)).toEqual([
      PROVIDERS[1],
    ]);
    const byKind = { ...EMPTY_PLANS_FILTER, kinds: ['welfare' as const] };
    expect(filterProviders(PROVIDERS, byKind, PLANS)).toEqual([PROVIDERS[0]]);
    expect(filterProviders(PROVIDERS, byKind, null)).toEqual(PROVIDERS);
  });

  it('should offer the values on file', () => {
    expect(plansFilterOptions(PLANS, PROVIDERS)).toEqual({
      kinds: ['retirement', 'welfare'],
      lines: [HEALTH, DENTAL],
      carriers: ['AETNA', 'MET'],
      services: [
        { code: '15', label: 'Service 15' },
        { code: '37', label: 'Service 37' },
      ],
    });
  });
});
