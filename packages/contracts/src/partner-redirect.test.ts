import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './partner';

describe('safeRedirectPath', () => {
  it('should keep a path of this origin with its query and hash', () => {
    expect(safeRedirectPath('/edge/pc')).toBe('/edge/pc');
    expect(safeRedirectPath('/edge/results/pc?page=2#top')).toBe(
      '/edge/results/pc?page=2#top',
    );
  });

  it('should refuse anything that could leave the origin', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'edge/pc',
      '/edge\n/pc',
      '',
      42,
      undefined,
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });
});
