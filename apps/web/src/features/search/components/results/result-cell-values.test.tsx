import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResultColumn } from './result-column';
import { ebHit, pcHit } from '../../../../testing/search-fixtures';
import { EB_COLUMNS } from './eb-columns';
import { PC_COLUMNS } from './pc-columns';

function cells<H>(columns: readonly ResultColumn<H>[], hit: H) {
  render(
    <MemoryRouter>
      {columns.map((column) => (
        <div key={column.key} data-testid={column.key}>
          {column.render(hit)}
        </div>
      ))}
    </MemoryRouter>,
  );
  return (key: string) => screen.getByTestId(key);
}

const NO_RECORD = 'no record in the source';

describe('results cell values', () => {
  it("should show '—' where the source has no row and 0 where it says 0", () => {
    const cell = cells(
      PC_COLUMNS,
      pcHit('1', 'Acme', {
        osha_inspections: 1,
        osha_violations: 0,
        whd_cases: 0,
        whd_back_wages: 0,
        dot_number: null,
        dot_power_units: null,
        employees: 0,
        revenue: null,
      }),
    );
    expect(cell('osha_violations')).toHaveTextContent(/^0$/);
    expect(cell('employees')).toHaveTextContent(/^0$/);
    for (const key of ['whd_back_wages', 'dot_power_units', 'revenue']) {
      expect(cell(key), key).toHaveTextContent(/^—$/);
      expect(within(cell(key)).getByLabelText(NO_RECORD)).toBeVisible();
    }
  });

  it('should show the stored opportunity score on its level', () => {
    const high = cells(EB_COLUMNS, ebHit('1', 'Acme', { opportunity: 72 }));
    expect(high('opportunity')).toHaveTextContent(/^72$/);
    expect(
      within(high('opportunity')).getByTitle('High opportunity'),
    ).toBeVisible();
  });

  it('should show a score of 0 as low', () => {
    const low = cells(PC_COLUMNS, pcHit('2', 'Beta', { opportunity: 0 }));
    expect(low('opportunity')).toHaveTextContent(/^0$/);
    expect(
      within(low('opportunity')).getByTitle('Low opportunity'),
    ).toBeVisible();
  });

  it("should show '—' and why for a company with nothing to score", () => {
    const none = cells(PC_COLUMNS, pcHit('3', 'Gamma', { opportunity: null }));
    expect(none('opportunity')).toHaveTextContent(/^—$/);
    expect(
      within(none('opportunity')).getByLabelText(/^Not scored: no data/),
    ).toBeVisible();
  });

  it('should show back wages of 0 when the source has a case', () => {
    const cell = cells(
      PC_COLUMNS,
      pcHit('1', 'Acme', { whd_cases: 2, whd_back_wages: 0 }),
    );
    expect(cell('whd_back_wages')).toHaveTextContent(/^\$0$/);
  });

  it("should show '—' for a benefits company with no filing and no contract", () => {
    const cell = cells(
      EB_COLUMNS,
      ebHit('1', 'Acme', {
        carrier: null,
        broker: null,
        premium: null,
        participants: null,
        renewal_month: null,
        plan_year: null,
      }),
    );
    for (const key of [
      'carrier',
      'broker',
      'premium',
      'participants',
      'renewal_month',
      'plan_year',
    ]) {
      expect(within(cell(key)).getByLabelText(NO_RECORD), key).toBeVisible();
    }
  });

  it("should show the carrier and broker, then '+ N more'", () => {
    const cell = cells(
      EB_COLUMNS,
      ebHit('1', 'Acme', {
        carrier: 'Kaiser Permanente',
        carrier_more: 2,
        broker: 'Lockton',
        broker_more: 1,
      }),
    );
    expect(cell('carrier')).toHaveTextContent('Kaiser Permanente+ 2 more');
    expect(cell('broker')).toHaveTextContent('Lockton+ 1 more');
  });
});
