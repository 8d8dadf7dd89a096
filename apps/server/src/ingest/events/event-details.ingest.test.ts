import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useIngestDb } from '../../testing/ingest-db';
import { eventFixtures } from '../../testing/dataset-files/index';
import { companyEvents } from '../../testing/company-events';

// Every event of events/new after events/old, as the alerts show it: type
// and fact, the day it happened, the fact's year and as-of date, and each
// change, before and after, as a broker reads it.
const DETAILS = [
  [
    'broker_added',
    '20241015090000P040005550001001:2:1',
    '2024-10-15',
    2023,
    '2024-10-15',
    [['Broker', 'Hub International New England', 'Marsh And Mclennan Agency']],
  ],
  [
    'broker_added',
    '20250729101530P030001234567001:1:2',
    '2025-07-29',
    2024,
    '2025-07-29',
    [['Broker', 'Buckeye Benefits Group', 'Acme Benefits Partners']],
  ],
  [
    'broker_dropped',
    '20241015090000P040005550001001:2:1',
    '2024-10-15',
    2023,
    '2024-10-15',
    [['Broker', 'Hub International New England', 'Marsh And Mclennan Agency']],
  ],
  [
    'broker_dropped',
    '20250729101530P030001234567001:1:2',
    '2025-07-29',
    2024,
    '2025-07-29',
    [['Broker', 'Buckeye Benefits Group', 'Acme Benefits Partners']],
  ],
  [
    'carrier_changed',
    '20250729101530P030001234567001:1',
    '2025-07-29',
    2024,
    '2025-07-29',
    [
      [
        'Carrier',
        'Unitedhealthcare Insurance',
        'Cigna Health And Life Insurance',
      ],
    ],
  ],
  [
    'commission_changed',
    '20241015090000P040005550001001:2',
    '2024-10-15',
    2023,
    '2024-10-15',
    [['Commissions', '$5,400', '$3,000']],
  ],
  [
    'commission_changed',
    '20250729101530P030001234567001:1',
    '2025-07-29',
    2024,
    '2025-07-29',
    [['Commissions', '$30,000', '$38,412']],
  ],
  [
    'motor_carrier_changed',
    '21800',
    '2025-01-10',
    2025,
    '2025-01-10',
    [
      ['Power units', '48', '55'],
      ['Drivers', '52', '60'],
      ['MCS-150 date', '1/15/2024', '1/10/2025'],
    ],
  ],
  [
    'motor_carrier_new',
    '2345678',
    '2025-08-05',
    2025,
    '2025-08-05',
    [
      ['Power units', null, '3'],
      ['Drivers', null, '4'],
      ['MCS-150 date', null, '8/5/2025'],
    ],
  ],
  [
    'new_filing',
    '20250612143015P030000111222001',
    '2025-06-12',
    2024,
    '2025-06-12',
    [
      ['Form', null, '5500-SF'],
      ['Plan year', null, '2024'],
      ['Received', null, '6/12/2025'],
      ['Active participants', null, '12'],
    ],
  ],
  [
    'new_filing',
    '20250729101530P030001234567001',
    '2025-07-29',
    2024,
    '2025-07-29',
    [
      ['Form', null, '5500'],
      ['Plan year', null, '2024'],
      ['Received', null, '7/29/2025'],
      ['Active participants', null, '231'],
    ],
  ],
  [
    'new_filing',
    '20250730111111P030001234568001',
    '2025-07-30',
    2024,
    '2025-07-30',
    [
      ['Form', null, '5500'],
      ['Plan year', null, '2024'],
      ['Received', null, '7/30/2025'],
      ['Active participants', null, '295'],
    ],
  ],
  [
    'new_filing',
    '20250731090000P030001234569001',
    '2025-07-31',
    2024,
    '2025-07-31',
    [
      ['Form', null, '5500'],
      ['Plan year', null, '2024'],
      ['Received', null, '7/31/2025'],
      ['Active participants', null, '150'],
    ],
  ],
  [
    'new_line_of_business',
    '20250729101530P030001234567001:4',
    '2025-07-29',
    2024,
    '2025-07-29',
    [
      [
        'Lines of business',
        null,
        'Voluntary (All), Voluntary Critical Illness/Cancer',
      ],
      ['Carrier', null, 'Allstate Benefits'],
    ],
  ],
  [
    'new_plan',
    '20250731090000P030001234569001',
    '2025-07-31',
    2024,
    '2025-07-31',
    [
      ['Plan', null, 'HARBOR FREIGHT LINES DENTAL PLAN'],
      ['Plan number', null, '502'],
      ['Participants', null, '160'],
    ],
  ],
  [
    'osha_inspection',
    '1790001',
    '2025-10-20',
    2026,
    '2025-12-01',
    [
      ['Opened', null, '10/20/2025'],
      ['Inspection type', null, 'Accident'],
      ['Safety or health', null, 'Health'],
      ['Establishment', null, 'HARBOUR FREIGHT LINES'],
    ],
  ],
  [
    'osha_violation',
    '1712345:01001',
    '2024-11-20',
    2025,
    '2025-12-01',
    [['Current penalty', '$4,500', '$3,000']],
  ],
  [
    'osha_violation',
    '1790001:01001',
    '2025-11-05',
    2026,
    '2025-12-01',
    [
      ['Violation type', null, 'Serious'],
      ['Initial penalty', null, '$16,131'],
      ['Current penalty', null, '$16,131'],
      ['Issued', null, '11/5/2025'],
    ],
  ],
  [
    'participants_changed',
    '20241015090000P040005550001001',
    '2024-10-15',
    2023,
    '2024-10-15',
    [['Active participants', '118', '90']],
  ],
  [
    'participants_changed',
    '20250612143015P030000111222001',
    '2025-06-12',
    2024,
    '2025-06-12',
    [['Active participants', '10', '12']],
  ],
  [
    'participants_changed',
    '20250729101530P030001234567001',
    '2025-07-29',
    2024,
    '2025-07-29',
    [['Active participants', '200', '231']],
  ],
  [
    'plan_terminated',
    '20250730111111P030001234568001',
    '2025-07-30',
    2024,
    '2025-07-30',
    [['Final filing', 'No', 'Yes']],
  ],
  [
    'premium_changed',
    '20250729101530P030001234567001:1',
    '2025-07-29',
    2024,
    '2025-07-29',
    [['Premium', '$1,500,000', '$1,874,000']],
  ],
  [
    'property_new',
    'P-23005-000456',
    '2025-11-30',
    2024,
    '2025-11-30',
    [
      ['Land use', null, 'OFFICE'],
      ['Building area (sq ft)', null, '12,400'],
      ['Year built', null, '1890'],
      ['Assessed value', null, '$1,700,000'],
    ],
  ],
  [
    'wc_carrier_changed',
    'WC-OH-0009',
    '2025-07-01',
    2025,
    '2025-09-30',
    [
      [
        'Carrier',
        'Accident Fund Insurance Company Of America',
        'Hartford Accident And Indemnity',
      ],
    ],
  ],
  [
    'wc_carrier_changed',
    'WC-TX-0005',
    '2025-04-01',
    2025,
    '2025-09-30',
    [['Carrier', 'Texas Mutual Insurance', 'Zenith Insurance']],
  ],
  [
    'wc_policy_cancelled',
    'WC-ME-0002',
    '2025-08-15',
    2025,
    '2025-09-30',
    [
      ['Coverage status', 'ACTIVE', 'CANCELLED'],
      ['Cancelled', null, '8/15/2025'],
    ],
  ],
  [
    'wc_policy_new',
    'WC-OH-0009',
    '2025-07-01',
    2025,
    '2025-09-30',
    [
      ['Carrier', null, 'Hartford Accident And Indemnity'],
      ['Effective', null, '7/1/2025'],
      ['Expires', null, '7/1/2026'],
      ['Estimated premium', null, '$196,200'],
    ],
  ],
  [
    'whd_case',
    '1990001',
    '2025-06-30',
    2025,
    '2025-12-01',
    [
      ['Findings end', null, '6/30/2025'],
      ['Violations', null, '12'],
      ['Back wages', null, '$48,310'],
      ['Civil penalties', null, '$2,200'],
    ],
  ],
];

describeEachDialect('company event details', (dialect) => {
  const t = useIngestDb(dialect);
  beforeAll(async () => {
    await t.reset();
    await t.ingest(eventFixtures('old'));
    await t.ingest(eventFixtures('new'));
  });

  it('should date, source and describe each change', async () => {
    const details = (await companyEvents(t.db()))
      .map((event) => [
        event.type,
        event.source_key,
        event.occurred_date,
        event.source_year,
        event.as_of_date,
        event.changes.map((change) => [
          change.label,
          change.before,
          change.after,
        ]),
      ])
      .sort((a, b) =>
        `${String(a[0])} ${String(a[1])}`.localeCompare(
          `${String(b[0])} ${String(b[1])}`,
        ),
      );
    expect(details).toEqual(DETAILS);
  });

  it('should key a new record by its source key and a change by its hash too', async () => {
    const keys = (await companyEvents(t.db())).map((event) => [
      event.type,
      event.event_key === event.source_key
        ? 'new'
        : event.event_key.startsWith(`${event.source_key!}:`)
          ? 'change'
          : event.event_key,
    ]);
    expect(keys).toContainEqual(['new_filing', 'new']);
    expect(keys).toContainEqual(['osha_violation', 'change']);
    expect(keys).toContainEqual(['wc_policy_cancelled', 'change']);
  });
});
