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
  it('should stop on the 3rd redirect to the same URL and clear tracking', () => {
    const { guard } = setup();
    expect(guard.track('/edge/login')).toBe(true);
    expect(guard.track('/edge/login')).toBe(true);
    expect(guard.track('/edge/login')).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(guard.track('/edge/login')).toBe(true);
  });

  it('should count each URL on its own, catching a ping-pong', () => {
    const { guard } = setup();
    expect(guard.track('/edge/pc')).toBe(true);
    expect(guard.track('/edge/login')).toBe(true);
    expect(guard.track('/edge/pc')).toBe(true);
    expect(guard.track('/edge/login')).toBe(true);
    expect(guard.track('/edge/pc')).toBe(false);
  });

  it('should not count redirects far apart in time', () => {
    const { guard, advance } = setup();
    guard.track('/edge/pc');
    advance(11_000);
    guard.track('/edge/pc');
    advance(11_000);
    expect(guard.track('/edge/pc')).toBe(true);
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
