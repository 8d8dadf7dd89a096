function readStatus(error: object): number | undefined {
  const record = error as Record<string, unknown>;
  const response = record.response as Record<string, unknown> | undefined;
  const candidates = [record.statusCode, record.status, response?.status];
  return candidates.find(
    (value): value is number =>
      typeof value === 'number' && value >= 400 && value < 600,
  );
}

// SPEC §8: unauthorized gives 401, forbidden or permission 403, not found 404.
const WORD_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/unauthori[sz]ed/i, 401],
  [/forbidden|permission/i, 403],
  [/not found/i, 404],
];

/** SPEC §8: the status of an unexpected error, from its fields or its words. */
export function inferErrorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const status = readStatus(error);
    if (status !== undefined) return status;
  }
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : '';
  const rule = WORD_RULES.find(([pattern]) => pattern.test(message));
  return rule ? rule[1] : 500;
}
