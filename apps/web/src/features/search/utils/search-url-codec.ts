import {
  CONTACT_ROLES,
  CONTACT_TITLE_MAX,
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  type ContactRole,
  type Module,
} from '@edge/contracts';
import { fromBase64Url, toBase64Url } from './base64url';
import { diffCriteria, isPlainObject, mergeCriteria } from './criteria-diff';
import {
  criteriaSchemaOf,
  defaultCriteriaOf,
  RESULTS_VIEWS,
  SORT_FIELDS,
  type CriteriaOf,
  type ResultsView,
  type SearchSort,
  type SearchState,
} from './search-modules';

// `q` is `<version>.<base64url JSON of the non-default criteria>`; a new
// criteria layout gets a new version, and old links fall back to defaults.
export const CRITERIA_CODEC_VERSION = '1';

const SHAPE_ISSUES = new Set([
  'invalid_type',
  'invalid_union',
  'unrecognized_keys',
]);

export const SEARCH_PARAMS = {
  criteria: 'q',
  page: 'page',
  pageSize: 'size',
  sort: 'sort',
  view: 'view',
  // The Contacts view's own: `roles=hr,benefits`, `title=risk`, `cpage=2`.
  contactRoles: 'roles',
  contactTitle: 'title',
  contactsPage: 'cpage',
} as const;

export function encodeCriteria(
  module: Module,
  criteria: object,
): string | null {
  const diff = diffCriteria(criteria, defaultCriteriaOf(module));
  if (diff === undefined) return null;
  return `${CRITERIA_CODEC_VERSION}.${toBase64Url(JSON.stringify(diff))}`;
}

export function decodeCriteria<M extends Module>(
  module: M,
  encoded: string | null,
): CriteriaOf<M> {
  const defaults = defaultCriteriaOf(module);
  if (!encoded) return defaults;
  const [version, payload] = encoded.split('.', 2);
  if (version !== CRITERIA_CODEC_VERSION || payload === undefined) {
    return defaults;
  }
  try {
    const diff: unknown = JSON.parse(fromBase64Url(payload));
    if (!isPlainObject(diff)) return defaults;
    const merged = mergeCriteria(defaults, diff);
    const parsed = criteriaSchemaOf(module).safeParse(merged);
    if (parsed.success) return parsed.data as CriteriaOf<M>;
    // A value of the right type but out of range (a 4-digit ZIP) is kept as
    // typed, for the server to name it; a value of the wrong shape is not.
    const isMisshapen = parsed.error.issues.some((issue) =>
      SHAPE_ISSUES.has(issue.code),
    );
    return isMisshapen ? defaults : (merged as CriteriaOf<M>);
  } catch {
    return defaults;
  }
}

function decodePageSize(text: string | null): number {
  const size = Number(text);
  return (RESULT_PAGE_SIZES as readonly number[]).includes(size)
    ? size
    : DEFAULT_RESULT_PAGE_SIZE;
}

function decodePage(text: string | null, pageSize: number): number {
  const page = Number(text);
  const isValid =
    Number.isInteger(page) &&
    page >= 1 &&
    (page - 1) * pageSize <= MAX_RESULT_OFFSET;
  return isValid ? page : 1;
}

function decodeSort(module: Module, text: string | null): SearchSort | null {
  if (!text) return null;
  const dot = text.lastIndexOf('.');
  const field = text.slice(0, dot);
  const direction = text.slice(dot + 1);
  if (dot < 1 || !SORT_FIELDS[module].includes(field)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  return { field, direction };
}

function decodeView(text: string | null): ResultsView {
  return RESULTS_VIEWS.find((view) => view === text) ?? 'table';
}

// Unknown roles are dropped; the known ones come in CONTACT_ROLES order.
function decodeRoles(text: string | null): ContactRole[] {
  const asked = new Set(text ? text.split(',') : []);
  return CONTACT_ROLES.filter((role) => asked.has(role));
}

/** A search from the query string; anything invalid reads as its default. */
export function decodeSearch<M extends Module>(
  module: M,
  params: URLSearchParams,
): SearchState<CriteriaOf<M>> {
  const pageSize = decodePageSize(params.get(SEARCH_PARAMS.pageSize));
  const title = params.get(SEARCH_PARAMS.contactTitle) ?? '';
  return {
    criteria: decodeCriteria(module, params.get(SEARCH_PARAMS.criteria)),
    page: decodePage(params.get(SEARCH_PARAMS.page), pageSize),
    pageSize,
    sort: decodeSort(module, params.get(SEARCH_PARAMS.sort)),
    view: decodeView(params.get(SEARCH_PARAMS.view)),
    contactRoles: decodeRoles(params.get(SEARCH_PARAMS.contactRoles)),
    contactTitle: title.slice(0, CONTACT_TITLE_MAX),
    contactsPage: decodePage(params.get(SEARCH_PARAMS.contactsPage), pageSize),
  };
}

function encodeContacts(params: URLSearchParams, state: Partial<SearchState>) {
  if (state.contactRoles && state.contactRoles.length > 0) {
    params.set(SEARCH_PARAMS.contactRoles, state.contactRoles.join(','));
  }
  if (state.contactTitle && state.contactTitle.trim() !== '') {
    params.set(SEARCH_PARAMS.contactTitle, state.contactTitle);
  }
  if (state.contactsPage && state.contactsPage > 1) {
    params.set(SEARCH_PARAMS.contactsPage, String(state.contactsPage));
  }
}

/** The query string of a search, with every default value left out. */
export function encodeSearch(
  module: Module,
  state: Partial<SearchState>,
): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.criteria ? encodeCriteria(module, state.criteria) : null;
  if (q) params.set(SEARCH_PARAMS.criteria, q);
  if (state.page && state.page > 1) {
    params.set(SEARCH_PARAMS.page, String(state.page));
  }
  if (state.pageSize && state.pageSize !== DEFAULT_RESULT_PAGE_SIZE) {
    params.set(SEARCH_PARAMS.pageSize, String(state.pageSize));
  }
  if (state.sort) {
    const { field, direction } = state.sort;
    params.set(SEARCH_PARAMS.sort, `${field}.${direction}`);
  }
  if (state.view && state.view !== 'table') {
    params.set(SEARCH_PARAMS.view, state.view);
  }
  encodeContacts(params, state);
  return params;
}

const CODEC_PARAMS = new Set<string>(Object.values(SEARCH_PARAMS));

/**
 * `params` plus the ones of `source` this codec does not own (the saved
 * search being edited), so they survive a trip to the results and back.
 */
export function withOtherParams(
  params: URLSearchParams,
  source: URLSearchParams,
): URLSearchParams {
  for (const [key, value] of source) {
    if (!CODEC_PARAMS.has(key) && !params.has(key)) params.append(key, value);
  }
  return params;
}

/** `?…` for a link, or '' when everything is default. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
