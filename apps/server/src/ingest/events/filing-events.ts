import {
  changeKey,
  numberOf,
  textOf,
  type DatasetEvents,
  type EventDraft,
  type FactRow,
} from './event-draft';
import {
  added,
  changed,
  count,
  day,
  known,
  movedMuch,
  movement,
} from './event-text';
import {
  FILING_COLUMNS,
  filingDate,
  planKeyOf,
  planLabel,
  previousFilings,
} from './plan-history';

// Form 5500 and 5500-SF filings (issue: alerts): every new filing; a plan
// filed for the first time; a final filing; active participants moving
// more than BENEFIT_CHANGE_SHARE from the plan's previous filing, or on an
// amended row.

const formOf = (filing: FactRow) => `Form ${textOf(filing.form) ?? '5500'}`;
const yearOf = (filing: FactRow) => textOf(filing.source_year);
const isFinal = (filing: FactRow | null) =>
  numberOf(filing?.final_filing) === 1;

const draft = (
  filing: FactRow,
  fields: Pick<EventDraft, 'type' | 'summary' | 'changes'>,
  eventKey = String(filing.source_key),
): EventDraft => ({
  muns: filing.muns,
  occurredDate: filingDate(filing),
  fact: filing,
  eventKey,
  ...fields,
});

function filed(filing: FactRow): EventDraft {
  const year = yearOf(filing);
  return draft(filing, {
    type: 'new_filing',
    summary: `${formOf(filing)} filed${year ? ` for plan year ${year}` : ''}: ${planLabel(filing)}`,
    changes: known([
      added('Form', textOf(filing.form)),
      added('Plan year', year),
      added('Received', day(filing.date_received)),
      added('Active participants', count(filing.active_participants)),
    ]),
  });
}

function newPlan(filing: FactRow): EventDraft {
  const year = yearOf(filing);
  return draft(filing, {
    type: 'new_plan',
    summary: `New plan ${planLabel(filing)}${year ? `, first filed for plan year ${year}` : ''}`,
    changes: known([
      added('Plan', textOf(filing.plan_name)),
      added('Plan number', textOf(filing.plan_number)),
      added('Participants', count(filing.participants_boy)),
    ]),
  });
}

function terminated(
  before: FactRow | null,
  filing: FactRow,
  eventKey?: string,
): EventDraft {
  const year = yearOf(filing);
  return draft(
    filing,
    {
      type: 'plan_terminated',
      summary: `Final ${formOf(filing)} filed for ${planLabel(filing)}: the plan ends${year ? ` with plan year ${year}` : ''}`,
      changes: [changed('Final filing', before ? 'No' : null, 'Yes')],
    },
    eventKey,
  );
}

// Active participants when both filings give them, else participants at
// the beginning of the year.
function participants(
  previous: FactRow,
  filing: FactRow,
  eventKey: string,
): EventDraft[] {
  const [column, label] =
    numberOf(previous.active_participants) !== null &&
    numberOf(filing.active_participants) !== null
      ? ['active_participants', 'Active participants']
      : ['participants_boy', 'Participants'];
  const from = previous[column] ?? null;
  const to = filing[column] ?? null;
  if (!movedMuch(from, to)) return [];
  return [
    draft(
      filing,
      {
        type: 'participants_changed',
        summary: `${label} ${movement(from, to, count)} on ${planLabel(filing)}`,
        changes: [changed(label, count(from), count(to))],
      },
      eventKey,
    ),
  ];
}

function filingAdded(filing: FactRow, previous: FactRow | null): EventDraft[] {
  const events = [filed(filing)];
  if (planKeyOf(filing) !== null && !previous) events.push(newPlan(filing));
  if (isFinal(filing)) events.push(terminated(previous, filing));
  if (previous) {
    events.push(...participants(previous, filing, String(filing.source_key)));
  }
  return events;
}

// The same filing amended in place.
function filingAmended(before: FactRow, filing: FactRow): EventDraft[] {
  const key = changeKey(filing);
  return [
    ...(isFinal(filing) && !isFinal(before)
      ? [terminated(before, filing, key)]
      : []),
    ...participants(before, filing, key),
  ];
}

export const filingEvents: DatasetEvents = {
  table: 'filings',
  columns: FILING_COLUMNS,
  indexes: ['filings_ein_plan_number_idx'],
  async derive(db, _file, changes) {
    const previous = await previousFilings(
      db,
      changes.flatMap(({ before, after }) => (before ? [] : [after])),
    );
    return changes.flatMap(({ before, after }) =>
      before
        ? filingAmended(before, after)
        : filingAdded(after, previous.get(String(after.source_key)) ?? null),
    );
  },
};
