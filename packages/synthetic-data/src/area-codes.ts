import { createRequire } from 'node:module';

// Telephone area codes by state, from the areacodes package (its table is
// NANPA's NPA report: each geographic code with its state, and the toll-free
// codes). Main numbers carry a code of the company's own state.

interface AreaCodeEntry {
  type: 'local' | 'toll-free';
  stateCode: string | null;
}

// Codes the package lists ahead of their use that NANPA has not put in
// service (planned overlays, never opened): a number never carries them.
const NOT_IN_SERVICE = new Set(['278', '627', '679']);

// Puerto Rico is one of the generator's states (states.ts) but not in the
// package's table; NANPA assigns it 787 and its overlay 939.
const MISSING: Readonly<Record<string, readonly string[]>> = {
  PR: ['787', '939'],
};

/** The toll-free codes in use, oldest first. */
export const TOLL_FREE_CODES: readonly string[] = [
  '800',
  '888',
  '877',
  '866',
  '855',
  '844',
  '833',
];

function loadAreaCodes(): ReadonlyMap<string, readonly string[]> {
  const table = createRequire(import.meta.url)(
    'areacodes/lib/data.json',
  ) as Record<string, AreaCodeEntry>;
  const byState = new Map<string, string[]>();
  for (const [code, entry] of Object.entries(table).sort()) {
    if (entry.type !== 'local' || !entry.stateCode) continue;
    if (NOT_IN_SERVICE.has(code)) continue;
    const codes = byState.get(entry.stateCode) ?? [];
    codes.push(code);
    byState.set(entry.stateCode, codes);
  }
  for (const [state, codes] of Object.entries(MISSING)) {
    byState.set(state, [...codes]);
  }
  return byState;
}

/** Geographic area codes of each state (two-letter code), ascending. */
export const AREA_CODES_BY_STATE = loadAreaCodes();

/** The area codes of a state; throws for a state without any. */
export function areaCodesOf(state: string): readonly string[] {
  const codes = AREA_CODES_BY_STATE.get(state);
  if (!codes) throw new Error(`no area codes for state ${state}`);
  return codes;
}
