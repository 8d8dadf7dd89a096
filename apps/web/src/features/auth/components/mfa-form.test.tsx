import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MfaForm } from './mfa-form';

describe('MfaForm', () => {
  it('should focus the code field and submit it with Enter', async () => {
    const onSubmit = vi.fn();
    render(<MfaForm onSubmit={onSubmit} isSubmitting={false} />);
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveFocus();
    await userEvent.setup().type(field, '123456{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('should show the error under the field', () => {
    render(
      <MfaForm
        onSubmit={vi.fn()}
        isSubmitting={false}
        errorMessage="That verification code is not valid."
      />,
    );
    expect(
      screen.getByLabelText('Verification code'),
    ).toHaveAccessibleDescription('That verification code is not valid.');
  });
});
