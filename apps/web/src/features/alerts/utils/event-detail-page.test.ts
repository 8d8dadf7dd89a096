import { describe, expect, it } from 'vitest';
import { detailPageOf, detailPagesOf } from './event-detail-page';

describe('detailPageOf', () => {
  it('should open the details page of an event’s records', () => {
    expect(detailPageOf('osha_inspection', 'M 1')).toEqual({
      label: 'OSHA inspections',
      href: '/edge/osha-details/M%201',
    });
    expect(detailPageOf('whd_case', 'M1')?.href).toBe('/edge/whd-details/M1');
    expect(detailPageOf('motor_carrier_changed', 'M1')?.href).toBe(
      '/edge/dot-details/M1',
    );
  });

  it('should have none for events the dashboard shows', () => {
    expect(detailPageOf('carrier_changed', 'M1')).toBeNull();
  });
});

describe('detailPagesOf', () => {
  it('should list each page once', () => {
    const pages = detailPagesOf(
      [
        'motor_carrier_new',
        'dot_renewal_reminder',
        'osha_violation',
        'new_plan',
      ],
      'M1',
    );
    expect(pages.map((page) => page.label)).toEqual([
      'OSHA violations',
      'DOT details',
    ]);
  });
});
