import { describe, expect, it } from 'vitest';
import type { FavoriteCompany } from './favorites.table';
import {
  einOf,
  matchImportRow,
  stateOf,
  UNMATCHED_REASONS,
  type CompanyIndex,
} from './match-import-row';

const company = (overrides: Partial<FavoriteCompany>): FavoriteCompany => ({
  muns: '1',
  name: 'Acme Roofing LLC',
  name_key: 'ACME ROOFING',
  address: '100 Main St',
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  ein: '111111111',
  ...overrides,
});

const ACME = company({});
const ACME_TX = company({
  muns: '2',
  address: '9 Elm Rd',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ein: '222222222',
});

const index: CompanyIndex = {
  byMuns: new Map([
    ['1', ACME],
    ['2', ACME_TX],
  ]),
  byEin: new Map([['111111111', [ACME]]]),
  byName: new Map([['ACME ROOFING', [ACME, ACME_TX]]]),
};

describe('matchImportRow', () => {
  it('should match by MUNS before anything else', () => {
    expect(matchImportRow({ muns: '2', ein: '11-1111111' }, index)).toEqual({
      company: ACME_TX,
    });
  });

  it('should match by EIN, then by name at the place the row gives', () => {
    expect(matchImportRow({ ein: '111111111' }, index)).toEqual({
      company: ACME,
    });
    const row = {
      name: 'The Acme Roofing Co., Inc.',
      address: '9 Elm Road, Suite 2',
    };
    expect(matchImportRow(row, index)).toEqual({ company: ACME_TX });
    expect(
      matchImportRow({ name: 'ACME ROOFING', state: 'California' }, index),
    ).toEqual({ company: ACME });
  });

  it('should say why a row matched nothing', () => {
    const reasonOf = (fields: Record<string, string>) =>
      (matchImportRow(fields, index) as { reason: string }).reason;
    expect(reasonOf({ name: 'Acme Roofing' })).toBe(UNMATCHED_REASONS.NO_PLACE);
    expect(reasonOf({ name: 'Acme Roofing', zip: '10001' })).toBe(
      UNMATCHED_REASONS.NAME,
    );
    expect(reasonOf({ name: 'Acme Roofing', address: '200 Main St' })).toBe(
      UNMATCHED_REASONS.NAME,
    );
    expect(
      reasonOf({ name: 'Acme Roofing', city: 'Austin', state: 'CA' }),
    ).toBe(UNMATCHED_REASONS.NAME);
    expect(reasonOf({ muns: '9' })).toBe(UNMATCHED_REASONS.MUNS);
    expect(reasonOf({ ein: '999999999' })).toBe(UNMATCHED_REASONS.EIN);
    expect(reasonOf({ city: 'Austin' })).toBe(UNMATCHED_REASONS.NO_KEYS);
  });

  it('should refuse to guess between companies of the same name', () => {
    const twins = {
      ...index,
      byName: new Map([['ACME ROOFING', [ACME, company({ muns: '3' })]]]),
    };
    expect(
      matchImportRow({ name: 'Acme Roofing', state: 'CA' }, twins),
    ).toEqual({
      reason: UNMATCHED_REASONS.SEVERAL,
    });
  });
});

describe('import values', () => {
  it('should re-pad an EIN a spreadsheet cut short and refuse others', () => {
    expect(einOf('12-3456789')).toBe('123456789');
    expect(einOf('3456789')).toBe('003456789');
    expect(einOf('000000000')).toBeNull();
    expect(einOf('12-34567890')).toBeNull();
  });

  it('should read a state by code or name', () => {
    expect(stateOf(' ca ')).toBe('CA');
    expect(stateOf('Puerto Rico')).toBe('PR');
    expect(stateOf('Cal.')).toBeNull();
  });
});
