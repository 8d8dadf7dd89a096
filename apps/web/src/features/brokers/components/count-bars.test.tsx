import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountBars } from './count-bars';

const ITEMS = Array.from({ length: 12 }, (_, i) => ({
  key: i,
  label: `State ${i + 1}`,
  count: 1200 - i,
}));

describe('CountBars', () => {
  it('should show the first rows, then all and back with Show more and Show less', async () => {
    const user = userEvent.setup();
    render(
      <CountBars
        items={ITEMS}
        label="Clients by state"
        emptyText="None."
        initialRows={10}
      />,
    );
    const list = screen.getByRole('list', { name: 'Clients by state' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'State 11,200',
    );
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('should say so when there is nothing to count', () => {
    render(<CountBars items={[]} label="Clients by state" emptyText="None." />);
    expect(screen.getByText('None.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
