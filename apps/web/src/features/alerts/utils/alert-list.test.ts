import { describe, expect, it } from 'vitest';
import { alertItems, alertPage } from '../../../testing/alert-fixtures';
import {
  collectAlertPages,
  EMPTY_ALERT_LIST,
  receiveAlertPage,
} from './alert-list';

const ids = (list: { items: { id: number }[] }) =>
  list.items.map((item) => item.id);

describe('receiveAlertPage', () => {
  it('should replace the list with a first page', () => {
    const before = receiveAlertPage(
      EMPTY_ALERT_LIST,
      alertPage(alertItems(1, 3), { hits: 3 }),
    );
    const after = receiveAlertPage(
      before,
      alertPage(alertItems(10, 2), { hits: 2 }),
    );
    expect(ids(after)).toEqual([10, 11]);
    expect(after.hits).toBe(2);
  });

  it('should append a later page and keep its next page id', () => {
    const first = receiveAlertPage(
      EMPTY_ALERT_LIST,
      alertPage(alertItems(1, 2), { hits: 5, nextPageId: '1' }),
    );
    const second = receiveAlertPage(
      first,
      alertPage(alertItems(3, 2), { hits: 5, pageIndex: 1, nextPageId: '2' }),
    );
    expect(ids(second)).toEqual([1, 2, 3, 4]);
    expect(second.nextPageId).toBe('2');
  });

  it('should reset the list when a page is for a different company', () => {
    const acme = receiveAlertPage(
      EMPTY_ALERT_LIST,
      alertPage(alertItems(1, 2), { nextPageId: '1' }),
      'ACME',
    );
    const other = receiveAlertPage(
      acme,
      alertPage(alertItems(7, 1), { pageIndex: 1 }),
      'OTHER',
    );
    expect(other.muns).toBe('OTHER');
    expect(ids(other)).toEqual([7]);
  });

  it('should not list an alert twice when a deletion moved a page up', () => {
    const first = receiveAlertPage(
      EMPTY_ALERT_LIST,
      alertPage(alertItems(1, 3), { nextPageId: '1' }),
    );
    const next = receiveAlertPage(
      first,
      alertPage(alertItems(3, 2), { pageIndex: 1 }),
    );
    expect(ids(next)).toEqual([1, 2, 3, 4]);
  });
});

describe('collectAlertPages', () => {
  it('should make one list of the pages, oldest first', () => {
    const list = collectAlertPages([
      alertPage(alertItems(1, 2), { hits: 3, nextPageId: '1' }),
      alertPage(alertItems(3, 1), { hits: 3, pageIndex: 1 }),
    ]);
    expect(ids(list)).toEqual([1, 2, 3]);
    expect(list).toMatchObject({ hits: 3, nextPageId: null, muns: null });
  });

  it('should be empty without pages', () => {
    expect(collectAlertPages([])).toEqual(EMPTY_ALERT_LIST);
  });
});
