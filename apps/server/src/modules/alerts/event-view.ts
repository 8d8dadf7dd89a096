import {
  eventTypeLabel,
  type CompanyEvent,
  type EventChange,
  type EventSource,
} from '@edge/contracts';
import { datasetLabel } from '../companies/index';

/** The stored columns an event is shown from. */
export interface StoredEvent {
  type: string;
  occurred_date: string;
  summary: string;
  changes: string;
  dataset: string | null;
  source_year: number | null;
  as_of_date: string | null;
  file_name: string | null;
}

function sourceOf(row: StoredEvent): EventSource | null {
  if (!row.dataset) return null;
  return {
    dataset: row.dataset,
    title: datasetLabel(row.dataset),
    file_name: row.file_name,
    year: row.source_year === null ? null : Number(row.source_year),
    as_of_date: row.as_of_date,
  };
}

/** An event as the API answers it. */
export function toCompanyEvent(id: number, row: StoredEvent): CompanyEvent {
  return {
    id,
    type: row.type,
    label: eventTypeLabel(row.type),
    occurred_date: row.occurred_date,
    summary: row.summary,
    changes: JSON.parse(row.changes) as EventChange[],
    source: sourceOf(row),
  };
}
