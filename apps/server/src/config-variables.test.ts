import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config-variables';

const README = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'README.md'),
  'utf8',
);

describe('README configuration table', () => {
  it('should document every variable with its default', () => {
    for (const variable of CONFIG_VARIABLES) {
      const row = `| \`${variable.name}\` | ${variable.default} |`;
      expect(README, variable.name).toContain(row);
    }
  });
});
