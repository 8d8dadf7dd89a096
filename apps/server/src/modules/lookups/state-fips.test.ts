import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ALL_STATE_CODES, US_STATES, US_TERRITORIES } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { STATE_FIPS, stateOfFips } from '@edge/contracts';

interface StatesTopology {
  objects: {
    states: { geometries: { id: string; properties: { name: string } }[] };
  };
}

// us-atlas names the states and territories as the Census Bureau does.
const atlasStates = new Map(
  (
    JSON.parse(
      readFileSync(
        createRequire(import.meta.url).resolve('us-atlas/states-10m.json'),
        'utf8',
      ),
    ) as StatesTopology
  ).objects.states.geometries.map((g) => [g.id, g.properties.name]),
);

const CENSUS_NAMES: Record<string, string> = {
  VI: 'United States Virgin Islands',
  MP: 'Commonwealth of the Northern Mariana Islands',
};

describe('state FIPS codes', () => {
  it('should map every state, DC and territory to the us-atlas state of the same name', () => {
    const names = Object.fromEntries(
      [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
    );
    for (const code of ALL_STATE_CODES) {
      const fips = STATE_FIPS[code];
      expect(fips, code).toMatch(/^\d{2}$/);
      expect(atlasStates.get(fips!), code).toBe(
        CENSUS_NAMES[code] ?? names[code],
      );
    }
    expect(Object.keys(STATE_FIPS).sort()).toEqual([...ALL_STATE_CODES].sort());
    expect(atlasStates.size).toBe(ALL_STATE_CODES.length);
  });

  it('should find the state of a county FIPS code', () => {
    expect(stateOfFips('48453')).toBe('TX');
    expect(stateOfFips('72001')).toBe('PR');
    expect(stateOfFips('03001')).toBeUndefined();
  });
});
