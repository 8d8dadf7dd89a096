import type { AlertItem, AlertSearchResponse } from '@edge/contracts';

/** The alerts on screen, as SPEC §4 keeps them. */
export interface AlertList {
  /** The company the list is of; null for every company. */
  muns: string | null;
  items: AlertItem[];
  hits: number;
  nextPageId: string | null;
}

export const EMPTY_ALERT_LIST: AlertList = {
  muns: null,
  items: [],
  hits: 0,
  nextPageId: null,
};

/**
 * SPEC §4: the first page replaces the list, later pages append, and a page
 * for a different company resets it. An alert already listed is not listed
 * twice (a deletion moves later pages up).
 */
export function receiveAlertPage(
  list: AlertList,
  page: AlertSearchResponse,
  muns: string | null = null,
): AlertList {
  const isReset = page.pageIndex === 0 || muns !== list.muns;
  const kept = isReset ? [] : list.items;
  const seen = new Set(kept.map((item) => item.id));
  return {
    muns,
    items: [...kept, ...page.items.filter((item) => !seen.has(item.id))],
    hits: page.hits,
    nextPageId: page.next_page_id,
  };
}

/** The list the pages fetched so far make, oldest page first. */
export function collectAlertPages(
  pages: readonly AlertSearchResponse[],
  muns: string | null = null,
): AlertList {
  return pages.reduce<AlertList>(
    (list, page) => receiveAlertPage(list, page, muns),
    { ...EMPTY_ALERT_LIST, muns },
  );
}
