import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const renderDialog = (
  props: Partial<Parameters<typeof ConfirmDeleteDialog>[0]> = {},
) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDeleteDialog
      title="Delete note?"
      confirmLabel="Delete"
      isPending={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      ‘Call back’ will be deleted.
    </ConfirmDeleteDialog>,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDeleteDialog', () => {
  it('should ask by its title and confirm or cancel', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    expect(
      screen.getByRole('dialog', { name: 'Delete note?' }),
    ).toHaveTextContent('‘Call back’ will be deleted.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should show a failure it is given', () => {
    renderDialog({ error: new Error('The note could not be deleted.') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The note could not be deleted.',
    );
  });

  it('should not close while the deletion is on its way', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ isPending: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
