import { describe, expect, it } from 'vitest';
import { eventTypeLabel, orderEventTypes } from './event-types';

describe('orderEventTypes', () => {
  const present = [
    'new_filing',
    'osha_inspection',
    'wc_renewal_reminder',
    'whd_case',
    'bta_renewal_reminder',
  ];

  it('should move the renewal reminders to the front when PC', () => {
    expect(orderEventTypes(present, 'PC').map((t) => t.type)).toEqual([
      'bta_renewal_reminder',
      'wc_renewal_reminder',
      'new_filing',
      'osha_inspection',
      'whd_case',
    ]);
  });

  it('should keep the given order when EB', () => {
    expect(orderEventTypes(present, 'EB').map((t) => t.type)).toEqual(present);
  });

  it('should label known and unknown types', () => {
    expect(eventTypeLabel('osha_inspection')).toBe('OSHA Inspection');
    expect(eventTypeLabel('lien_filed')).toBe('Lien Filed');
  });
});
