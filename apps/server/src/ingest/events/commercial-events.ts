import {
  changeKey,
  textOf,
  type EventDraft,
  type FactChange,
  type FactRow,
} from './event-draft';
import {
  added,
  changed,
  count,
  day,
  described,
  known,
  money,
} from './event-text';
import { draft, eachChange, onlyNew } from './row-rules';

// WHD, FMCSA and property data (issue: alerts): a new record, and for
// motor carriers the census figures that changed.

function caseConcluded(row: FactRow): EventDraft {
  const violations = count(row.violations);
  const wages = money(row.back_wages);
  const employees = count(row.employees_paid ?? row.employees_violated);
  const details = [
    violations && `${violations} violations`,
    wages &&
      `${wages} back wages${employees ? ` for ${employees} employees` : ''}`,
  ].filter(Boolean);
  return draft(row, {
    type: 'whd_case',
    occurredDate: row.findings_end_date,
    summary: `Wage and Hour case ${textOf(row.case_id)} concluded${details.length > 0 ? `: ${details.join(', ')}` : ''}`,
    changes: known([
      added('Findings end', day(row.findings_end_date)),
      added('Violations', violations),
      added('Back wages', wages),
      added('Civil penalties', money(row.civil_penalties)),
    ]),
  });
}

function carrierEvents({ before, after }: FactChange): EventDraft[] {
  const dot = `USDOT ${textOf(after.dot_number)}`;
  if (!before) {
    const units = count(after.power_units);
    const drivers = count(after.drivers);
    const fleet = [
      units && `${units} power units`,
      drivers && `${drivers} drivers`,
    ].filter(Boolean);
    return [
      draft(after, {
        type: 'motor_carrier_new',
        occurredDate: after.mcs150_date,
        summary: `New motor carrier ${dot}, ${textOf(after.legal_name)}${fleet.length > 0 ? `: ${fleet.join(', ')}` : ''}`,
        changes: known([
          added('Power units', units),
          added('Drivers', drivers),
          added('MCS-150 date', day(after.mcs150_date)),
        ]),
      }),
    ];
  }
  const changes = [
    changed('Power units', count(before.power_units), count(after.power_units)),
    changed('Drivers', count(before.drivers), count(after.drivers)),
    changed('MCS-150 date', day(before.mcs150_date), day(after.mcs150_date)),
  ].filter((change) => change.before !== change.after);
  if (changes.length === 0) return [];
  return [
    draft(after, {
      type: 'motor_carrier_changed',
      occurredDate: after.mcs150_date,
      summary: `${dot} census changed: ${described(changes)}`,
      changes,
      eventKey: changeKey(after),
    }),
  ];
}

function propertyAdded(row: FactRow): EventDraft {
  const place = [row.address, row.city, row.state].map(textOf).filter(Boolean);
  const area = count(row.building_area_sqft);
  const value = money(row.assessed_total_value);
  const details = [
    textOf(row.land_use)?.toLowerCase(),
    area && `${area} sq ft`,
    value && `assessed ${value}`,
  ].filter(Boolean);
  return draft(row, {
    type: 'property_new',
    // A parcel record has no date of its own: the file's as-of date.
    occurredDate: null,
    summary: `New property record at ${place.join(', ')}${details.length > 0 ? `: ${details.join(', ')}` : ''}`,
    changes: known([
      added('Land use', textOf(row.land_use)),
      added('Building area (sq ft)', area),
      added('Year built', textOf(row.year_built)),
      added('Assessed value', value),
    ]),
  });
}

export const whdEvents = eachChange(
  'whd_cases',
  [
    'case_id',
    'findings_end_date',
    'violations',
    'employees_violated',
    'back_wages',
    'employees_paid',
    'civil_penalties',
  ],
  onlyNew(caseConcluded),
);
export const motorCarrierEvents = eachChange(
  'motor_carriers',
  ['dot_number', 'legal_name', 'mcs150_date', 'power_units', 'drivers'],
  carrierEvents,
);
export const propertyEvents = eachChange(
  'properties',
  [
    'address',
    'city',
    'state',
    'land_use',
    'building_area_sqft',
    'year_built',
    'assessed_total_value',
  ],
  onlyNew(propertyAdded),
);
