import { evidenceState } from './company-record';
import type { CompanyEvidence } from './datasets/types';
import { addressKey, nameKey } from '../data-model/normalize';

// The keys a row is looked up by (docs/data/entity-resolution.md): its EIN,
// each of its names in its ZIP, its street address in its ZIP, each of its
// names in its state.

export interface EvidenceKeys {
  // The name key of the row's own (legal) name.
  name: string;
  ein: string | null;
  names: string[];
  addresses: string[];
  states: string[];
}

export function keysOf(evidence: CompanyEvidence): EvidenceKeys {
  const state = evidenceState(evidence);
  const street = addressKey(evidence.address);
  const name = nameKey(evidence.name);
  const names = [name, evidence.dba ? nameKey(evidence.dba) : ''].filter(
    (key) => key !== '',
  );
  const unique = [...new Set(names)];
  return {
    name,
    ein: evidence.ein ? `e:${evidence.ein}` : null,
    names: evidence.zip ? unique.map((key) => `n:${key}|${evidence.zip}`) : [],
    addresses: street && evidence.zip ? [`a:${street}|${evidence.zip}`] : [],
    states: state ? unique.map((key) => `s:${key}|${state}`) : [],
  };
}

export const allKeys = (keys: EvidenceKeys): string[] =>
  [keys.ein, ...keys.names, ...keys.addresses, ...keys.states].filter(
    (key): key is string => key !== null,
  );
