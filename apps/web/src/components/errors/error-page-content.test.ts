import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_CONTENT, toErrorPageStatus } from './error-page-content';

describe('error page content', () => {
  it('should map 400 and unknown statuses to 500', () => {
    expect(toErrorPageStatus(400)).toBe(500);
    expect(toErrorPageStatus(502)).toBe(500);
    expect(toErrorPageStatus(403)).toBe(403);
  });

  it('should carry the spec texts', () => {
    expect(ERROR_PAGE_CONTENT[401].message).toBe(
      'Login to try accessing the page...',
    );
    expect(ERROR_PAGE_CONTENT[404].message).toBe(
      'The page may no longer exist or the URL may be incorrect',
    );
    expect(ERROR_PAGE_CONTENT[500].message).toBe(
      'The server encountered an internal error',
    );
  });
});
