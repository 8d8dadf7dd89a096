import {
  APPLICATION_EVENT_TYPES,
  type CompanyEventsResponse,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { modulesForState, requireCompany } from '../companies/index';
import { listCompanyEvents } from './company-events.repository';
import { toCompanyEvent } from './event-view';

/** The most events the timeline shows. */
export const TIMELINE_LIMIT = 500;

// The types of every module in which the user may see a company of this
// state (an EB event needs H-W, as EB reports do); no saved-search match.
function visibleTypes(products: ProductsMap, state: string): string[] {
  const types = new Set<string>();
  for (const module of modulesForState({ products }, state)) {
    for (const type of APPLICATION_EVENT_TYPES[module === 'pc' ? 'PC' : 'EB']) {
      if (type !== 'saved_search_match') types.add(type);
    }
  }
  return [...types];
}

/**
 * GET /api/v1/companies/{muns}/events: the dashboard's timeline, the
 * company's events of both modules, newest first. The company access rule
 * is the dashboard's (requireCompany): unknown 404, outside the permitted
 * states 403.
 */
export async function getCompanyEvents(
  db: Db,
  user: { products: ProductsMap },
  muns: string,
): Promise<CompanyEventsResponse> {
  const company = await requireCompany(db, user, muns, 'any');
  const rows = await listCompanyEvents(
    db,
    company.muns,
    visibleTypes(user.products, company.state),
    TIMELINE_LIMIT,
  );
  return { items: rows.map((row) => toCompanyEvent(row.id, row)) };
}
