import { resolve } from 'node:path';
import { MAX_COMPANIES } from './generate';

// The generator's command line: --companies N --seed S --out DIR [--older].

/** A bad command line; the message says what to fix ('' for --help). */
export class UsageError extends Error {}

export interface GenerateArgs {
  companies: number;
  seed: number;
  out: string;
  older: boolean;
}

function wholeNumber(flag: string, value: string, max: number): number {
  if (!/^\d+$/.test(value.replace(/_/g, ''))) {
    throw new UsageError(`${flag} must be a whole number, not '${value}'.`);
  }
  const number = Number(value.replace(/_/g, ''));
  if (number > max) throw new UsageError(`${flag} must be at most ${max}.`);
  return number;
}

export function parseGenerateArgs(argv: string[], base: string): GenerateArgs {
  const values = new Map<string, string>();
  let older = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--older') {
      older = true;
      continue;
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (!['--companies', '--seed', '--out'].includes(flag)) {
      throw new UsageError(`Unknown argument '${arg}'.`);
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') {
      throw new UsageError(`${flag} needs a value.`);
    }
    values.set(flag, value);
  }
  for (const flag of ['--companies', '--seed', '--out']) {
    if (!values.has(flag)) throw new UsageError(`${flag} is required.`);
  }
  const companies = wholeNumber(
    '--companies',
    values.get('--companies')!,
    MAX_COMPANIES,
  );
  if (companies < 1) throw new UsageError('--companies must be at least 1.');
  return {
    companies,
    seed: wholeNumber('--seed', values.get('--seed')!, 0xffffffff),
    out: resolve(base, values.get('--out')!),
    older,
  };
}
