import { naicsAncestor, naicsTitleTree } from '../../lookups/index';

let titles: Map<string, string> | undefined;

/** A sector's title, or the code when NAICS has no such sector. */
export function sectorTitle(sector: string): string {
  titles ??= new Map(
    naicsTitleTree()
      .filter((node) => node.level === 2)
      .map((node) => [node.code, node.title]),
  );
  return titles.get(sector) ?? `NAICS ${sector}`;
}

/** Rows keyed by two-digit code, added up per sector. */
export function bySector<T extends { sector: string }>(
  rows: readonly T[],
  add: (into: T, row: T) => void,
): T[] {
  const sectors = new Map<string, T>();
  for (const row of rows) {
    // The sector of a two-digit code: '32' -> '31-33'.
    const sector = naicsAncestor(row.sector, 2);
    const into = sectors.get(sector);
    if (into) add(into, row);
    else sectors.set(sector, { ...row, sector });
  }
  return [...sectors.values()];
}
