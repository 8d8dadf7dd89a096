import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { readPreference } from '../../../lib/search-preference';
import { defaultCriteriaOf, type CriteriaOf } from '../utils/search-modules';
import {
  decodeSearch,
  encodeSearch,
  SEARCH_PARAMS,
  toQueryString,
  withOtherParams,
} from '../utils/search-url-codec';
import { useCriteriaState } from './use-criteria-state';
import { useLiveCount } from './use-live-count';

// Marks the home's own address updates, so they do not reload the criteria.
const EDITOR_STATE = { isEditorUpdate: true };

function isEditorUpdate(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'isEditorUpdate' in state
  );
}

/**
 * Page size, sort and view of the results a search opens: those of the
 * results it came from (Edit search), else the user's preference.
 */
function resultsLook(module: Module, search: string) {
  const params = new URLSearchParams(search);
  const fromResults = [
    SEARCH_PARAMS.pageSize,
    SEARCH_PARAMS.sort,
    SEARCH_PARAMS.view,
  ].some((name) => params.has(name));
  if (fromResults) return decodeSearch(module, params);
  const preference = readPreference(module);
  const preferred = new URLSearchParams();
  if (preference.pageSize) {
    preferred.set(SEARCH_PARAMS.pageSize, String(preference.pageSize));
  }
  if (preference.sort) preferred.set(SEARCH_PARAMS.sort, preference.sort);
  if (preference.view) preferred.set(SEARCH_PARAMS.view, preference.view);
  // Decoded like an address: a stale or odd value reads as the default.
  return decodeSearch(module, preferred);
}

/**
 * The criteria of a module home: read from the address (an 'Edit search'
 * link), counted live, sent to the results screen by Search, reset by Clear.
 */
export function useSearchHome<M extends Module>(module: M) {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    decodeSearch(module, new URLSearchParams(location.search)),
  );
  const editor = useCriteriaState<CriteriaOf<M>>(() => initial.criteria);
  const { criteria, setCriteria } = editor;
  const count = useLiveCount(module, criteria);
  // Criteria replaced as a whole start the panels afresh (typed drafts, miles).
  const [formKey, setFormKey] = useState(0);
  const replaceCriteria = useCallback(
    (next: CriteriaOf<M>) => {
      setCriteria(next);
      setFormKey((key) => key + 1);
    },
    [setCriteria],
  );

  // Another link to this screen (the header's Search) brings its criteria.
  const handledKey = useRef(location.key);
  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (isEditorUpdate(location.state)) return;
    const params = new URLSearchParams(location.search);
    replaceCriteria(decodeSearch(module, params).criteria);
  }, [location.key, location.state, location.search, module, replaceCriteria]);

  // The address takes these criteria, keeping the params the codec does not
  // own (a saved search being edited): Back and a reload return to them.
  const rememberCriteria = async () => {
    const { pageSize, sort, view } = resultsLook(module, location.search);
    const query = toQueryString(
      withOtherParams(
        encodeSearch(module, { criteria, pageSize, sort, view }),
        new URLSearchParams(location.search),
      ),
    );
    await navigate({ search: query }, { replace: true, state: EDITOR_STATE });
    return query;
  };

  const search = async () => {
    // The count has just named invalid values: they stay marked, no search.
    const hasKnownErrors =
      !count.isCounting && Object.keys(count.fieldErrors).length > 0;
    if (hasKnownErrors) return;
    const query = await rememberCriteria();
    await navigate(`${paths.results(module)}${query}`);
  };

  // SPEC §4: clearing resets the criteria to the defaults, nothing else
  // (saved searches stay); it also ends editing a saved search (reset).
  const clear = () => {
    replaceCriteria(defaultCriteriaOf(module));
    void navigate({ search: '' }, { replace: true, state: EDITOR_STATE });
  };

  return { ...editor, formKey, count, search, clear, rememberCriteria };
}
