import type { z } from 'zod';

/**
 * Deepest nesting of objects and arrays in a search, count or saved-search
 * body, the body itself being level 1. The deepest valid body (a saved
 * search's content.webappSearchCriteria.complianceSearch.dotYearRange) has 5.
 */
export const SEARCH_BODY_MAX_DEPTH = 8;
/**
 * Longest criteria as JSON text. The largest the schemas accept (every list
 * full, every name 200 characters) take about 52,000.
 */
export const CRITERIA_MAX_CHARS = 64_000;
/** Largest search or saved-search body in bytes, refused unread. */
export const SEARCH_BODY_MAX_BYTES = 256 * 1024;

export const UNKNOWN_FIELD_MESSAGE =
  'Unknown field: this request does not take it. Check its name.';
export const TOO_DEEP_MESSAGE = `The request is nested too deeply: at most ${SEARCH_BODY_MAX_DEPTH} levels.`;
export const CRITERIA_TOO_LARGE_MESSAGE = `These search criteria are too large: at most ${CRITERIA_MAX_CHARS.toLocaleString('en-US')} characters.`;

/** A field path and what is wrong there. */
export interface FieldIssue {
  path: string[];
  message: string;
}

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/**
 * The path of an object or array nested deeper than `maxDepth`, if any.
 * A loop, not recursion: the input may be hostile.
 */
export function pathPastDepth(
  value: unknown,
  maxDepth: number,
): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (!isContainer(item.value)) continue;
    if (item.path.length >= maxDepth) return item.path;
    for (const [key, child] of Object.entries(item.value)) {
      if (isContainer(child)) {
        stack.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return undefined;
}

function memberAt(value: unknown, path: readonly string[]): unknown {
  let member = value;
  for (const key of path) {
    if (!isContainer(member) || Array.isArray(member)) return undefined;
    member = (member as Record<string, unknown>)[key];
  }
  return member;
}

/**
 * What keeps a body from being validated at all: nesting deeper than
 * SEARCH_BODY_MAX_DEPTH, or criteria (at `criteriaPath`) longer than
 * CRITERIA_MAX_CHARS as JSON.
 */
export function searchBodyBoundsIssue(
  body: unknown,
  criteriaPath: readonly string[],
): FieldIssue | undefined {
  const deep = pathPastDepth(body, SEARCH_BODY_MAX_DEPTH);
  if (deep) return { path: deep, message: TOO_DEEP_MESSAGE };
  const criteria = memberAt(body, criteriaPath);
  // Shallow by now, so stringify cannot overflow the stack.
  const text = criteria === undefined ? '' : JSON.stringify(criteria);
  return text.length > CRITERIA_MAX_CHARS
    ? { path: [...criteriaPath], message: CRITERIA_TOO_LARGE_MESSAGE }
    : undefined;
}

/**
 * Zod issues one per field: an unknown key is named by its own path
 * (`criteria.states`), not by the object that holds it.
 */
export function fieldIssuesOf(
  issues: readonly z.core.$ZodIssue[],
): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code !== 'unrecognized_keys') {
      return [{ path, message: issue.message }];
    }
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: UNKNOWN_FIELD_MESSAGE,
    }));
  });
}
