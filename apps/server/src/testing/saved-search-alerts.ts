import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ingestIntoApp } from './app-fixtures';
import type { AlertsTestApp } from './alerts-app';
import { firmographicsCsv } from './company-events';

/** Saves a commercial search of some states as a user; answers its id. */
export async function saveStatesSearch(
  ctx: AlertsTestApp,
  username: string,
  searchName: string,
  states: string[],
): Promise<number> {
  const response = await ctx.as(username, 'POST', '/api/v1/searches/save', {
    searchName,
    record_id: 5,
    content: {
      webappSearchCriteria: {
        locationSearch: { states },
        activityDateRange: { minDate: null },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

/** Subscribes a saved search through the API; answers the response. */
export const subscribeSearch = (
  ctx: AlertsTestApp,
  username: string,
  savedSearchId: number,
) =>
  ctx.as(username, 'POST', '/api/v1/alerts/subscriptions', {
    saved_search_id: savedSearchId,
  });

/**
 * Imports `count` new companies of one place through the importer, which
 * refreshes the search projection (a new version); answers their muns.
 */
export async function ingestCompanies(
  ctx: AlertsTestApp,
  count: number,
  place: { prefix: string; city: string; state: string; zip: string },
): Promise<string[]> {
  const t = ctx.t();
  const file = join(t.dataDir, `firmographics_${place.prefix}.csv`);
  writeFileSync(file, firmographicsCsv(count, place));
  await ingestIntoApp(t, [file]);
  const rows = await t.db
    .selectFrom('companies')
    .select('muns')
    .where('name', 'like', `${place.prefix} Company %`)
    .orderBy('muns')
    .execute();
  return rows.map((row) => row.muns);
}
