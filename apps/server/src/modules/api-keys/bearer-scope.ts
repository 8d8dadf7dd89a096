/**
 * The routes an API key may call (decision 0040): reads only. The searches,
 * counts and maps are POSTs that only read; creating an export is allowed
 * as the API's way to take rows out, under the user's export limits. The
 * pipeline is read, never set, with a key.
 */
const READ_ONLY_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/v1/search/pnc',
  'POST /api/v1/search/eb',
  'POST /api/v1/search/pnc/count',
  'POST /api/v1/search/eb/count',
  'POST /api/v1/search/pnc/map',
  'POST /api/v1/search/eb/map',
  'POST /api/v1/search/pnc/map/companies',
  'POST /api/v1/search/eb/map/companies',
  'POST /api/v1/search/pnc/map/names',
  'POST /api/v1/search/eb/map/names',
  'POST /api/v1/search/pnc/contacts',
  'POST /api/v1/search/eb/contacts',
  'GET /api/v1/industries',
  'GET /api/v1/lookups/naics',
  'GET /api/v1/exports',
  'POST /api/v1/exports',
  'GET /api/v1/exports/:id',
  'GET /api/v1/exports/:id/file',
  // The user's pipeline and renewal calendar, for the agency's CRM; the
  // bulk stage read is a POST that only reads.
  'GET /api/v1/pipeline/:module',
  'POST /api/v1/pipeline/:module/stages',
  'GET /api/v1/pipeline/:module/companies/:muns',
  'GET /api/v1/renewals/:module',
]);

// Every GET of one company: its dashboard, details and reports.
const COMPANY_GET = /^\/api\/v1\/companies\/:muns(\/|$)/;

/** Whether an API key may call a route (method as Fastify lists it). */
export function isReadOnlyRoute(method: string, url: string): boolean {
  return (
    READ_ONLY_ROUTES.has(`${method} ${url}`) ||
    (method === 'GET' && COMPANY_GET.test(url))
  );
}
