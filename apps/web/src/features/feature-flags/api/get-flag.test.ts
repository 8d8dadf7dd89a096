import { describe, expect, it } from 'vitest';
import { flagQueryOptions, FLAG_STALE_TIME_MS } from './get-flag';

describe('flag query', () => {
  it('should cache a flag for 4 minutes', () => {
    expect(FLAG_STALE_TIME_MS).toBe(240_000);
    expect(flagQueryOptions('statistics-enabled', 7).staleTime).toBe(240_000);
  });

  it("should key a flag by the user's account", () => {
    expect(flagQueryOptions('statistics-enabled', 7).queryKey).not.toEqual(
      flagQueryOptions('statistics-enabled', 8).queryKey,
    );
  });

  it('should keep flag failures out of the snackbar', () => {
    expect(flagQueryOptions('statistics-enabled', 7).meta).toEqual({
      errorHandling: 'inline',
    });
  });
});
