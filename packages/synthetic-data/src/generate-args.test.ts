import { describe, expect, it } from 'vitest';
import { parseGenerateArgs, UsageError } from './generate-args';

describe('generate command line', () => {
  it('should read companies, seed and an output folder relative to the caller', () => {
    expect(
      parseGenerateArgs(
        ['--companies', '25000', '--seed', '7', '--out', 'data/demo'],
        '/work',
      ),
    ).toEqual({
      companies: 25000,
      seed: 7,
      out: '/work/data/demo',
      older: false,
    });
    expect(
      parseGenerateArgs(
        ['--companies=1_000', '--seed=0', '--out=/tmp/x'],
        '/work',
      ),
    ).toEqual({
      companies: 1000,
      seed: 0,
      out: '/tmp/x',
      older: false,
    });
  });

  it('should ask for the older extract with --older', () => {
    expect(
      parseGenerateArgs(
        ['--older', '--companies', '300', '--seed', '7', '--out', 'demo'],
        '/work',
      ),
    ).toEqual({ companies: 300, seed: 7, out: '/work/demo', older: true });
  });

  it('should explain what is wrong', () => {
    const message = (argv: string[]) => {
      try {
        parseGenerateArgs(argv, '/');
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(message(['--seed', '1', '--out', 'x'])).toBe(
      '--companies is required.',
    );
    expect(
      message(['--companies', 'ten', '--seed', '1', '--out', 'x']),
    ).toMatch(/whole number/);
    expect(message(['--companies', '0', '--seed', '1', '--out', 'x'])).toMatch(
      /at least 1/,
    );
    expect(
      message(['--companies', '9000000', '--seed', '1', '--out', 'x']),
    ).toMatch(/at most/);
    expect(message(['--companies', '5', '--seed', '-3', '--out', 'x'])).toMatch(
      /whole number/,
    );
    expect(message(['--companies', '5', '--seed', '1', '--out'])).toBe(
      '--out needs a value.',
    );
    expect(message(['--companies', '5', '--size', '1'])).toMatch(
      /Unknown argument/,
    );
    expect(message(['--help'])).toBe('');
  });
});
