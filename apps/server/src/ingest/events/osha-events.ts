import { inspectionTypeLabel } from '@edge/contracts';
import {
  changeKey,
  textOf,
  type EventDraft,
  type FactChange,
  type FactRow,
} from './event-draft';
import { added, changed, day, described, known, money } from './event-text';
import { draft, eachChange, onlyNew } from './row-rules';

// OSHA inspections and violations (issue: alerts): a new inspection; a new
// citation, or one whose type or penalties changed.

const SAFETY_HEALTH: Record<string, string> = { S: 'Safety', H: 'Health' };
const VIOLATION_TYPES: Record<string, string> = {
  S: 'Serious',
  W: 'Willful',
  R: 'Repeat',
  O: 'Other-than-serious',
  U: 'Unclassified',
};
const violationType = (row: FactRow) => {
  const code = textOf(row.violation_type);
  return code === null ? null : (VIOLATION_TYPES[code] ?? code);
};

function inspectionOpened(row: FactRow): EventDraft {
  const type = inspectionTypeLabel(textOf(row.inspection_type)) || null;
  const area = SAFETY_HEALTH[textOf(row.safety_health) ?? ''] ?? null;
  const details = [type, area].filter((word) => word !== null);
  return draft(row, {
    type: 'osha_inspection',
    occurredDate: row.open_date,
    summary: `OSHA inspection ${textOf(row.activity_nr)} opened${details.length > 0 ? ` (${details.join(', ')})` : ''}`,
    changes: known([
      added('Opened', day(row.open_date)),
      added('Inspection type', type),
      added('Safety or health', area),
      added('Establishment', textOf(row.estab_name)),
    ]),
  });
}

function violationEvents({ before, after }: FactChange): EventDraft[] {
  const citation = `OSHA citation ${textOf(after.citation_id)} of inspection ${textOf(after.activity_nr)}`;
  if (!before) {
    const penalty = money(after.current_penalty ?? after.initial_penalty);
    const details = [violationType(after), penalty && `${penalty} penalty`];
    return [
      draft(after, {
        type: 'osha_violation',
        occurredDate: after.issuance_date,
        summary: `${citation} issued (${details.filter(Boolean).join(', ')})`,
        changes: known([
          added('Violation type', violationType(after)),
          added('Initial penalty', money(after.initial_penalty)),
          added('Current penalty', money(after.current_penalty)),
          added('Issued', day(after.issuance_date)),
        ]),
      }),
    ];
  }
  const changes = [
    changed('Violation type', violationType(before), violationType(after)),
    changed(
      'Initial penalty',
      money(before.initial_penalty),
      money(after.initial_penalty),
    ),
    changed(
      'Current penalty',
      money(before.current_penalty),
      money(after.current_penalty),
    ),
  ].filter((change) => change.before !== change.after);
  if (changes.length === 0) return [];
  return [
    draft(after, {
      type: 'osha_violation',
      occurredDate: after.issuance_date,
      summary: `${citation} changed: ${described(changes)}`,
      changes,
      eventKey: changeKey(after),
    }),
  ];
}

export const oshaInspectionEvents = eachChange(
  'osha_inspections',
  [
    'activity_nr',
    'estab_name',
    'inspection_type',
    'safety_health',
    'open_date',
  ],
  onlyNew(inspectionOpened),
);
export const oshaViolationEvents = eachChange(
  'osha_violations',
  [
    'activity_nr',
    'citation_id',
    'violation_type',
    'issuance_date',
    'initial_penalty',
    'current_penalty',
  ],
  violationEvents,
);
