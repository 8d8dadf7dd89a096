import type { CarrierSpec, Line } from './carrier-list';
import { NATIONAL_CARRIERS } from './carrier-list';
import { MORE_CARRIERS } from './carrier-list-more';
import { regionalCarriers } from './carrier-regional';
import { Weighted } from './distributions';
import { mixedCase } from './name-variants';
import { hash32, type Rng } from './prng';
import type { StateInfo } from './states';

// Picks carriers per state and line of business, and writes their names
// and contract numbers as filings do.

const NATIONAL = [...NATIONAL_CARRIERS, ...MORE_CARRIERS];

export class CarrierBook {
  private readonly tables = new Map<string, Weighted<CarrierSpec>>();

  pick(state: StateInfo, line: Line, rng: Rng): CarrierSpec {
    const key = `${state.abbr}|${line}`;
    let table = this.tables.get(key);
    if (!table) {
      const entries = [...NATIONAL, ...regionalCarriers(state)]
        .filter((spec) => (spec.lines[line] ?? 0) > 0)
        .map((spec) => [spec, spec.lines[line]!] as const);
      table = new Weighted(entries);
      this.tables.set(key, table);
    }
    return table.draw(rng);
  }
}

/** The carrier as a filer typed it: mostly the legal name, upper case. */
export function carrierName(spec: CarrierSpec, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.55 || spec.names.length === 1) return spec.names[0]!;
  if (roll < 0.75) return mixedCase(spec.names[0]!);
  return spec.names[1 + rng.int(spec.names.length - 1)]!;
}

/** A stable contract number for (key, carrier) in the carrier's format. */
export function contractNumber(spec: CarrierSpec, key: number): string {
  let out = '';
  let h = hash32(key, spec.pattern.length, spec.names[0]!.length);
  for (const ch of spec.pattern) {
    if (ch === '#' || ch === '@') {
      h = hash32(h, 0x1d);
      out +=
        ch === '#'
          ? String.fromCharCode(48 + (h % 10))
          : String.fromCharCode(65 + (h % 26));
    } else out += ch;
  }
  return out.slice(0, 15);
}
