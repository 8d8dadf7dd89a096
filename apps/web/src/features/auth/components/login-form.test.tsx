import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

function setup(isSubmitting = false) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} isSubmitting={isSubmitting} />
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('should submit with Enter from the password field', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('User Name'), 'pc.broker');
    await user.type(screen.getByLabelText('Password'), 'Broker2026!{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'pc.broker',
      password: 'Broker2026!',
    });
  });

  it('should submit empty fields: the server decides, not the form', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: '', password: '' });
  });

  it('should link to the forgot form', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot Login?' })).toHaveAttribute(
      'href',
      '/edge/forgotpassword',
    );
  });

  it('should keep what was typed after a submit', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('User Name'), 'pc.broker{Enter}');
    expect(screen.getByLabelText('User Name')).toHaveValue('pc.broker');
  });
});
