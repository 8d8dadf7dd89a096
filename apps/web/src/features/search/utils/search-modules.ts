import {
  DEFAULT_RESULT_PAGE_SIZE,
  defaultEbCriteria,
  defaultPcCriteria,
  EB_SORT_FIELDS,
  ebCriteriaSchema,
  PC_SORT_FIELDS,
  pcCriteriaSchema,
  type ContactRole,
  type EbCriteria,
  type Module,
  type PcCriteria,
} from '@edge/contracts';

export type AnyCriteria = PcCriteria | EbCriteria;
export type CriteriaOf<M extends Module> = M extends 'pc'
  ? PcCriteria
  : EbCriteria;

export type SortDirection = 'asc' | 'desc';
export interface SearchSort {
  field: string;
  direction: SortDirection;
}

export const RESULTS_VIEWS = ['table', 'map', 'contacts'] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];

/**
 * What a search is: the criteria, the page (1-based), its size, the order,
 * and how the results are looked at (the Contacts view's roles, title words
 * and page of companies included).
 */
export interface SearchState<C extends AnyCriteria = AnyCriteria> {
  criteria: C;
  page: number;
  pageSize: number;
  sort: SearchSort | null;
  view: ResultsView;
  /** The roles of the contacts shown, in CONTACT_ROLES order; none: all. */
  contactRoles: ContactRole[];
  /** Words the contacts' titles hold; '' for any title. */
  contactTitle: string;
  /** The Contacts view's page of companies (1-based). */
  contactsPage: number;
}

// SPEC §7: search API suffixes, pnc for PC and eb for EB.
export const SEARCH_SUFFIX: Record<Module, string> = { pc: 'pnc', eb: 'eb' };

export const SORT_FIELDS: Record<Module, readonly string[]> = {
  pc: PC_SORT_FIELDS,
  eb: EB_SORT_FIELDS,
};

export function defaultCriteriaOf<M extends Module>(module: M): CriteriaOf<M> {
  const criteria = module === 'pc' ? defaultPcCriteria() : defaultEbCriteria();
  return criteria as CriteriaOf<M>;
}

export function criteriaSchemaOf(module: Module) {
  return module === 'pc' ? pcCriteriaSchema : ebCriteriaSchema;
}

export function defaultSearchState<M extends Module>(
  module: M,
): SearchState<CriteriaOf<M>> {
  return {
    criteria: defaultCriteriaOf(module),
    page: 1,
    pageSize: DEFAULT_RESULT_PAGE_SIZE,
    sort: null,
    view: 'table',
    contactRoles: [],
    contactTitle: '',
    contactsPage: 1,
  };
}
