import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../../../lib/session';
import { SessionExpiredBanner } from './session-expired-banner';

afterEach(() => vi.useRealTimers());

describe('SessionExpiredBanner', () => {
  it('should show nothing while the session is valid', () => {
    render(
      <SessionExpiredBanner onLogout={vi.fn()} store={createSessionStore()} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should show both sentences and log out after 4 s, not before', () => {
    vi.useFakeTimers();
    const store = createSessionStore();
    const onLogout = vi.fn();
    render(<SessionExpiredBanner onLogout={onLogout} store={store} />);
    act(() => store.expire());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has expired or your account was used to log in from another browser.',
    );
    expect(
      screen.getByText('You will be redirected to the login page.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3900));
    expect(onLogout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('should tell a partner user the session is being refreshed, then renew it after 4 s', () => {
    vi.useFakeTimers();
    const store = createSessionStore();
    const onLogout = vi.fn();
    render(
      <SessionExpiredBanner onLogout={onLogout} store={store} isPartner />,
    );
    act(() => store.expire());
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Your session has expired\. Refreshing your session now\.\.\.$/,
    );
    act(() => vi.advanceTimersByTime(4000));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
