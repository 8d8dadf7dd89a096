import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';

function setup() {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <ForgotPasswordForm onSubmit={onSubmit} isSubmitting={false} />
    </MemoryRouter>,
  );
  return {
    onSubmit,
    user: userEvent.setup(),
    lostUsername: () => screen.getByRole('checkbox', { name: 'Lost Username' }),
    lostPassword: () => screen.getByRole('checkbox', { name: 'Lost Password' }),
  };
}

describe('ForgotPasswordForm', () => {
  it('should show no button and no user name field until a box is ticked', () => {
    setup();
    expect(screen.getByLabelText('E-mail Address')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Send/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('User Name')).not.toBeInTheDocument();
  });

  it('should offer Send Username for a lost user name', async () => {
    const { user, lostUsername } = setup();
    await user.click(lostUsername());
    expect(
      screen.getByRole('button', { name: 'Send Username' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('User Name')).not.toBeInTheDocument();
  });

  it('should ask for the user name and offer Send Password for a lost password', async () => {
    const { user, lostPassword, onSubmit } = setup();
    const helpBefore = screen.getByTestId('forgot-help').textContent;
    await user.click(lostPassword());
    expect(screen.getByTestId('forgot-help').textContent).not.toBe(helpBefore);
    await user.type(screen.getByLabelText('User Name'), 'corp.admin');
    await user.type(screen.getByLabelText('E-mail Address'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Send Password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      lostUsername: false,
      lostPassword: true,
      username: 'corp.admin',
      email: 'a@b.c',
    });
  });

  it('should hide the user name field again when both are ticked', async () => {
    const { user, lostUsername, lostPassword } = setup();
    await user.click(lostPassword());
    await user.click(lostUsername());
    expect(screen.queryByLabelText('User Name')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send Username' }),
    ).toBeInTheDocument();
  });
});
