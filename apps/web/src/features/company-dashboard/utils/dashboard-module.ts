import { MODULES, type Module } from '@edge/contracts';

/** `?module=pc|eb`; anything else is no choice. */
export function parseModule(value: string | null): Module | null {
  return MODULES.find((module) => module === value) ?? null;
}

interface ModuleChoice {
  /** `?module=` of the address. */
  requested: Module | null;
  /** The module of the user's last search in this tab. */
  cameFrom: Module | null;
  /** Modules the user holds: the guess while the profile loads. */
  held: readonly Module[];
  /** The profile's modules, once it is in. */
  available: readonly Module[] | null;
}

/**
 * The module whose reports the dashboard shows: the address's, else the
 * one the user came from, else the first the company is visible in. Before
 * the profile arrives the user's own modules stand in, so the reports start
 * with the profile instead of after it.
 */
export function pickDashboardModule(choice: ModuleChoice): Module | null {
  const allowed = choice.available ?? choice.held;
  const preferred = [choice.requested, choice.cameFrom].find(
    (module) => module && allowed.includes(module),
  );
  return preferred ?? allowed[0] ?? null;
}
