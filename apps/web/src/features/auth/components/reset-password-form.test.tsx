import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm', () => {
  it('should submit the new password', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} isSubmitting={false} />);
    await userEvent
      .setup()
      .type(screen.getByLabelText('New password'), 'Harbor-Light-2031');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Set password' }));
    expect(onSubmit).toHaveBeenCalledWith('Harbor-Light-2031');
  });

  it('should keep the typed value when a field error comes back', async () => {
    const { rerender } = render(
      <ResetPasswordForm onSubmit={vi.fn()} isSubmitting={false} />,
    );
    await userEvent
      .setup()
      .type(screen.getByLabelText('New password'), 'short');
    rerender(
      <ResetPasswordForm
        onSubmit={vi.fn()}
        isSubmitting={false}
        fieldError="Use at least 10 characters."
      />,
    );
    expect(screen.getByLabelText('New password')).toHaveValue('short');
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
  });
});
