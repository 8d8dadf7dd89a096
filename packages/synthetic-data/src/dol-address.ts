import { drawZipStyle, zipText, type Address } from './addresses';
import type { Rng } from './prng';

// An address as typed on a DOL filing: street and unit on one or two lines,
// ZIP with or without the +4 (with or without hyphen).

export interface DolAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export function dolAddress(address: Address, rng: Rng): DolAddress {
  const together = address.unit !== '' && rng.chance(0.3);
  return {
    line1: together ? `${address.street} ${address.unit}` : address.street,
    line2: together ? '' : address.unit,
    city: address.zip.city,
    state: address.zip.state,
    zip: zipText(address, drawZipStyle(rng, 0.1, 0.2)),
  };
}
