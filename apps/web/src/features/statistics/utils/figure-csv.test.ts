import { describe, expect, it } from 'vitest';
import type { StatColumn } from '@edge/contracts';
import { buildFigureCsv, figureCsvFileName } from './figure-csv';

const COLUMNS: StatColumn[] = [
  { key: 'carrier', label: 'Carrier', format: 'text' },
  { key: 'clients', label: 'Clients', format: 'count' },
  { key: 'premium', label: 'Premium', format: 'money' },
  { key: 'share', label: 'Market share', format: 'share' },
  { key: 'change', label: 'Change, points', format: 'share-change' },
  { key: 'month', label: 'Renewal month', format: 'month' },
];

describe('buildFigureCsv', () => {
  it('should write a header of labels and plain values, not the screen formats', () => {
    const csv = buildFigureCsv(COLUMNS, [
      {
        carrier: 'Acme Life',
        clients: 12345,
        premium: 1234567.5,
        share: 0.1234,
        change: -0.008,
        month: 3,
      },
    ]);
    expect(csv).toBe(
      'Carrier,Clients,Premium,Market share,"Change, points",Renewal month\r\n' +
        'Acme Life,12345,1234567.5,0.1234,-0.008,March\r\n',
    );
  });

  it('should quote commas and quotes, and leave empty cells empty', () => {
    const csv = buildFigureCsv(COLUMNS.slice(0, 3), [
      { carrier: 'Smith, Jones & "Co"', clients: null, premium: '' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"Smith, Jones & ""Co""",,');
  });

  it('should keep a text cell from reading as a spreadsheet formula', () => {
    const csv = buildFigureCsv(COLUMNS.slice(0, 1), [
      { carrier: '=HYPERLINK("x")' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('should write only the header when there are no rows', () => {
    expect(buildFigureCsv(COLUMNS.slice(0, 2), [])).toBe('Carrier,Clients\r\n');
  });
});

describe('figureCsvFileName', () => {
  it('should name the module, the figure and the date', () => {
    expect(
      figureCsvFileName('eb', 'top-carriers', new Date(2026, 2, 4, 23, 59)),
    ).toBe('statistics-eb-top-carriers-2026-03-04.csv');
  });
});
