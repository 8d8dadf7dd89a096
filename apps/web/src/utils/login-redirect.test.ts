import { describe, expect, it } from 'vitest';
import { readLoginRedirect } from './login-redirect';

describe('readLoginRedirect', () => {
  it('should return the remembered in-app page', () => {
    expect(readLoginRedirect({ from: '/edge/pc/favorites?x=1' })).toBe(
      '/edge/pc/favorites?x=1',
    );
  });

  it('should ignore other origins, sign-in pages and junk', () => {
    expect(readLoginRedirect({ from: '//evil.example/x' })).toBeUndefined();
    expect(readLoginRedirect({ from: 'https://evil.example' })).toBeUndefined();
    expect(readLoginRedirect({ from: '/edge/logout' })).toBeUndefined();
    expect(readLoginRedirect({ from: 42 })).toBeUndefined();
    expect(readLoginRedirect(null)).toBeUndefined();
  });
});
