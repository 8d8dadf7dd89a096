import { describe, expect, it } from 'vitest';
import type { RenewalCalendar, RenewalContest } from '@edge/contracts';
import {
  contestText,
  dueInText,
  incumbentText,
  originTexts,
  summaryText,
} from './renewal-texts';

const contest = (over: Partial<RenewalContest>): RenewalContest => ({
  fromYear: 2022,
  toYear: 2025,
  carrierChanges: 0,
  brokerChanges: 0,
  incumbent: null,
  ...over,
});

const calendar = (over: Partial<RenewalCalendar>): RenewalCalendar => ({
  module: 'eb',
  today: '2026-11-28',
  through: '2027-10-31',
  renewals: [],
  companies: 120,
  withoutDates: 0,
  truncated: false,
  ...over,
});

describe('contestText', () => {
  it('should count the changes of both parties over the years read', () => {
    expect(contestText(contest({ carrierChanges: 2, brokerChanges: 1 }))).toBe(
      'Carrier changed 2× · Broker changed 1× in 2022–2025',
    );
    expect(contestText(contest({ carrierChanges: 2 }))).toBe(
      'Carrier changed 2× · No broker change in 2022–2025',
    );
  });

  it('should say no change when neither party changed', () => {
    expect(contestText(contest({}))).toBe(
      'No carrier or broker change in 2022–2025',
    );
    expect(contestText(contest({ fromYear: 2025 }))).toBe(
      'No carrier or broker change in 2025',
    );
  });

  it('should leave out a party the data does not cover', () => {
    expect(contestText(contest({ brokerChanges: null }))).toBe(
      'No carrier change in 2022–2025',
    );
    expect(
      contestText(contest({ carrierChanges: 3, brokerChanges: null })),
    ).toBe('Carrier changed 3× in 2022–2025');
    expect(
      contestText(contest({ carrierChanges: null, brokerChanges: null })),
    ).toBe('');
  });
});

describe('incumbentText', () => {
  const broker = {
    name: 'Lockton',
    clients: 158,
    clientsBefore: 142,
    trend: 'growing' as const,
    year: 2025,
  };

  it('should show how the incumbent broker’s book moves', () => {
    expect(incumbentText(broker)).toBe(
      'Incumbent broker: Lockton — book growing (142 → 158 clients)',
    );
    expect(
      incumbentText({
        ...broker,
        clients: 1,
        clientsBefore: 3,
        trend: 'shrinking',
      }),
    ).toBe('Incumbent broker: Lockton — book shrinking (3 → 1 client)');
  });

  it('should give the latest year’s clients when the year before has no data', () => {
    expect(incumbentText({ ...broker, clientsBefore: null, trend: null })).toBe(
      'Incumbent broker: Lockton — 158 clients in 2025',
    );
  });
});

describe('summaryText', () => {
  it('should count the renewals, the companies read and those without dates', () => {
    expect(summaryText(calendar({ companies: 1, withoutDates: 1 }), {})).toBe(
      '0 renewals of 1 company in the next 12 months · 1 company has no renewal date in the data',
    );
    expect(summaryText(calendar({ companies: 5000 }), {})).toBe(
      '0 renewals of 5,000 companies in the next 12 months',
    );
  });

  it('should name the window and the stage chosen', () => {
    expect(
      summaryText(calendar({ withoutDates: 14 }), {
        window: 90,
        stage: 'quoted',
      }),
    ).toBe(
      '0 renewals of 120 companies due within 90 days, only companies at the stage Quoted · 14 companies have no renewal date in the data',
    );
    expect(summaryText(calendar({}), { stage: 'none' })).toBe(
      '0 renewals of 120 companies in the next 12 months, only companies without a stage',
    );
  });
});

describe('dueInText and originTexts', () => {
  it('should say how far off a date is', () => {
    expect(dueInText(0)).toBe('today');
    expect(dueInText(1)).toBe('tomorrow');
    expect(dueInText(94)).toBe('in 94 days');
  });

  it('should say why a company is on the calendar', () => {
    expect(
      originTexts({ favorite: true, savedSearches: ['Roofers in TX'] }),
    ).toEqual(['Favorite', 'Saved search: Roofers in TX']);
    expect(originTexts({ favorite: false, savedSearches: [] })).toEqual([]);
  });
});
