import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore } from '../../lib/snackbar';
import { SnackbarHost } from './snackbar-host';

afterEach(() => vi.useRealTimers());

describe('SnackbarHost', () => {
  it('should show one message at a time and hide it after its duration', () => {
    vi.useFakeTimers();
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'First', durationMs: 3000 });
      store.show({ message: 'Second', durationMs: 3000 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('First');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    // The closing transition ends, then the next message shows.
    act(() => vi.advanceTimersByTime(500));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });
});
