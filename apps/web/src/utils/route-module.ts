import {
  getLandingModule,
  hasModule,
  type Module,
  type ProductsMap,
} from '@edge/contracts';

// SPEC §2, §5: the module a path belongs to, read from the path itself.
const MODULE_PATTERNS: ReadonlyArray<RegExp> = [
  /^\/edge\/(pc|eb)(?:\/|$)/,
  /^\/edge\/(?:results|statistics|myaccount)\/(pc|eb)(?:\/|$)/,
  /^\/edge\/alternate-addresses\/(pc|eb)(?:\/|$)/,
];

// Commercial-only screens without a module in the path.
const COMMERCIAL_PATHS: ReadonlyArray<RegExp> = [
  /^\/edge\/industries\/?$/,
  /^\/edge\/location_lookup\/?$/,
];

/** The module a route needs the user to hold, or null for module-free routes. */
export function getRouteModule(pathname: string): Module | null {
  for (const pattern of MODULE_PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return match[1] as Module;
  }
  return COMMERCIAL_PATHS.some((p) => p.test(pathname)) ? 'pc' : null;
}

export function otherModule(module: Module): Module {
  return module === 'pc' ? 'eb' : 'pc';
}

export const MODULE_LABELS: Record<Module, string> = {
  pc: 'Commercial Lines',
  eb: 'Benefits leads',
};

/**
 * SPEC §5: where a 403 page sends the user: the other module's home when
 * they hold it; with no denied module, the landing module if held.
 */
export function getSwitchTarget(
  products: ProductsMap,
  denied: Module | null,
): Module | undefined {
  const candidate = denied ? otherModule(denied) : getLandingModule(products);
  return hasModule(products, candidate) ? candidate : undefined;
}
