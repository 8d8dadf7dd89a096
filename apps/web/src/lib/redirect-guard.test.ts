import { describe, expect, it } from 'vitest';
import {
  createRedirectGuard,
  REDIRECT_LOOP_MESSAGE,
  RedirectLoopError,
} from './redirect-guard';

function setup() {
  let time = 0;
  const guard = createRedirectGuard(sessionStorage, () => time);
  return { guard, advance: (ms: number) => (time += ms) };
}

describe('redirect guard', () => {
  it('should stop on the 3rd repeat of the same redirect and clear tracking', () => {
    const { guard } = setup();
    expect(guard.track('/edge/login', '/edge/login')).toBe(true);
    expect(guard.track('/edge/login', '/edge/login')).toBe(true);
    expect(guard.track('/edge/login', '/edge/login')).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(guard.track('/edge/login', '/edge/login')).toBe(true);
  });

  it('should count each URL on its own, catching a ping-pong', () => {
    const { guard } = setup();
    expect(guard.track('/edge/login', '/edge/pc')).toBe(true);
    expect(guard.track('/edge/pc', '/edge/login')).toBe(true);
    expect(guard.track('/edge/login', '/edge/pc')).toBe(true);
    expect(guard.track('/edge/pc', '/edge/login')).toBe(true);
    expect(guard.track('/edge/login', '/edge/pc')).toBe(false);
  });

  it('should not count sign-in redirects from pages the user opened in turn', () => {
    const { guard } = setup();
    expect(guard.track('/edge/pc', '/edge/login')).toBe(true);
    expect(guard.track('/edge/eb/favorites', '/edge/login')).toBe(true);
    expect(guard.track('/edge/results/pc', '/edge/login')).toBe(true);
    expect(guard.track('/edge/pc', '/edge/login')).toBe(true);
  });

  it('should match a redirect source to the previous target as the browser spells it', () => {
    const { guard } = setup();
    expect(guard.track('/x', '/a b')).toBe(true);
    expect(guard.track('/a%20b', '/x')).toBe(true);
    expect(guard.track('/x', '/a b')).toBe(true);
    expect(guard.track('/a%20b', '/x')).toBe(true);
    expect(guard.track('/x', '/a b')).toBe(false);
  });

  it('should not count redirects far apart in time', () => {
    const { guard, advance } = setup();
    guard.track('/edge/pc', '/edge/pc');
    advance(11_000);
    guard.track('/edge/pc', '/edge/pc');
    advance(11_000);
    expect(guard.track('/edge/pc', '/edge/pc')).toBe(true);
  });

  it('should carry the spec message and a 500 status', () => {
    const error = new RedirectLoopError();
    expect(error.message).toBe(REDIRECT_LOOP_MESSAGE);
    expect(error.message).toBe(
      'Multiple redirect attempts detected. Please contact support if this continues.',
    );
    expect(error.statusCode).toBe(500);
  });
});
