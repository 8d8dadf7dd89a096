import { describe, expect, it } from 'vitest';
import { contractLabel, linesOf, matchContract } from './contract-history';
import type { FactRow } from './event-draft';

const contract = (
  sourceKey: string,
  carrier: string | null,
  lines: string | null,
): FactRow => ({
  source_key: sourceKey,
  carrier_name_normalized: carrier,
  lines,
});

describe('Schedule A contracts of two years', () => {
  const previous = [
    contract('A:1', 'Aetna', '|0|'),
    contract('A:2', 'Guardian', '|2|3|'),
    contract('A:3', 'Metlife', '|4|5|6|'),
    contract('A:4', 'Principal', null),
  ];

  it('should read lines of business and name a contract by them', () => {
    expect(linesOf(contract('B:1', 'Cigna', '|2|3|'))).toEqual([2, 3]);
    expect(contractLabel(contract('B:1', 'Cigna', '|2|3|'))).toBe(
      'the Cigna dental and vision contract',
    );
    expect(contractLabel(contract('B:2', 'Cigna', '|6|11|'), false)).toBe(
      'the long-term disability and wellness/EAP contract',
    );
    expect(contractLabel(contract('B:3', null, null))).toBe(
      'the insurance contract',
    );
  });

  it('should match the contract covering the same lines, whatever its carrier', () => {
    expect(
      matchContract(contract('B:1', 'Cigna', '|0|'), previous)?.source_key,
    ).toBe('A:1');
    expect(
      matchContract(contract('B:2', 'Delta Dental', '|2|'), previous)
        ?.source_key,
    ).toBe('A:2');
  });

  it('should prefer the same carrier among contracts sharing a line', () => {
    const both = [...previous, contract('A:5', 'Cigna', '|0|2|')];
    expect(
      matchContract(contract('B:1', 'Cigna', '|0|'), both)?.source_key,
    ).toBe('A:1');
    expect(
      matchContract(contract('B:1', 'Cigna', '|0|3|'), both)?.source_key,
    ).toBe('A:5');
  });

  it('should match a contract without lines with another without, and none for a new line', () => {
    expect(
      matchContract(contract('B:4', 'Principal', null), previous)?.source_key,
    ).toBe('A:4');
    expect(matchContract(contract('B:5', 'Allstate', '|7|10|'), previous)).toBe(
      null,
    );
  });
});
