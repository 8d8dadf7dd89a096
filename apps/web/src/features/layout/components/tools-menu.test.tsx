import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import { getToolsMenuItems } from '../utils/get-tools-menu-items';
import { ToolsMenu } from './tools-menu';

function setup(username: Parameters<typeof demoUser>[0]) {
  const onExportHistory = vi.fn();
  const items = getToolsMenuItems({
    user: demoUser(username),
    module: 'pc',
    isStatisticsEnabled: false,
  });
  render(
    <MemoryRouter>
      <ToolsMenu items={items} onExportHistory={onExportHistory} />
    </MemoryRouter>,
  );
  return { onExportHistory, user: userEvent.setup() };
}

describe('ToolsMenu', () => {
  it('should open from the keyboard and list the items', async () => {
    const { user } = setup('pc.broker');
    screen.getByRole('button', { name: 'Tools' }).focus();
    await user.keyboard('{Enter}');
    const names = screen
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Location Lookup', 'Industries', 'Track Exports']);
  });

  it('should mark Industries disabled for trial.broker', async () => {
    const { user } = setup('trial.broker');
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(
      screen.getByRole('menuitem', { name: 'Industries' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('should open Export History through its callback', async () => {
    const { user, onExportHistory } = setup('full.broker');
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export History' }));
    expect(onExportHistory).toHaveBeenCalledTimes(1);
  });
});
