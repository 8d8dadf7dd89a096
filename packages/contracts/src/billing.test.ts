import { describe, expect, it } from 'vitest';
import { formatCents, upgradeRequestBodySchema } from './billing';
import { planMisfit, planOf, PLANS } from './plans';

const issuesOf = (value: unknown) => {
  const parsed = upgradeRequestBodySchema.safeParse(value);
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
      );
};

describe('plans', () => {
  it('should order the plans from the trial to the enterprise', () => {
    expect(PLANS.map((p) => p.name)).toEqual([
      'Trial',
      'Regional',
      'Agency',
      'Enterprise',
    ]);
  });

  it('should say why seats or modules do not fit a plan', () => {
    expect(planMisfit(planOf('regional'), 6, ['PC', 'SGR'])).toEqual({
      seats: 'Regional has at most 5 seats.',
      modules: 'Regional does not include SGR.',
    });
    expect(planMisfit(planOf('trial'), 1, ['PC', 'H-W'])).toEqual({
      modules: 'Trial includes at most 1 module.',
    });
    expect(planMisfit(planOf('enterprise'), 40, ['PC', 'H-W'])).toEqual({});
  });
});

describe('upgradeRequestBodySchema', () => {
  it('should take a plan to move to with seats and modules that fit it', () => {
    expect(
      upgradeRequestBodySchema.parse({
        plan: 'agency',
        seats: '8',
        modules: ['PC'],
        message: '  More seats for the new office.  ',
      }),
    ).toEqual({
      plan: 'agency',
      seats: 8,
      modules: ['PC'],
      message: 'More seats for the new office.',
    });
  });

  it('should name each field that is wrong', () => {
    expect(issuesOf({ plan: 'trial', seats: 1, modules: ['PC'] })).toEqual({
      plan: 'Choose a plan to move to.',
    });
    expect(issuesOf({ plan: 'enterprise', seats: 0, modules: [] })).toEqual({
      seats: 'Enter at least 1 seat.',
      modules: 'Choose at least one module.',
    });
    expect(issuesOf({ plan: 'enterprise', seats: 9, modules: ['PC'] })).toEqual(
      { seats: 'Enterprise starts at 10 seats.' },
    );
  });

  it('should write cents as dollars', () => {
    expect(formatCents(4_080_000)).toBe('$40,800.00');
  });
});
