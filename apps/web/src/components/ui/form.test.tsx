import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Form, FormAlert, useZodForm, type FormErrors } from './form';
import { FormTextField } from './form-text-field';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name.') });
type Values = z.input<typeof schema>;

interface ExampleProps {
  onSubmit: (values: z.output<typeof schema>) => unknown;
  errorsOf?: (error: unknown) => FormErrors<Values>;
}

function Example({ onSubmit, errorsOf }: ExampleProps) {
  const form = useZodForm(schema, { name: '' });
  return (
    <Form form={form} onSubmit={onSubmit} errorsOf={errorsOf}>
      <FormAlert />
      <FormTextField name="name" label="Name" helperText="Up to you" />
      <button type="submit">Save</button>
    </Form>
  );
}

function setup(props: ExampleProps) {
  render(<Example {...props} />);
  return { user: userEvent.setup(), field: screen.getByLabelText('Name') };
}

describe('Form', () => {
  it("should show the schema's message under the field and not submit", async () => {
    const onSubmit = vi.fn();
    const { user, field } = setup({ onSubmit });
    await user.type(field, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAccessibleDescription('Enter a name.');
    expect(field).toHaveValue('   ');
    await user.type(field, 'a');
    expect(field).toHaveAccessibleDescription('Up to you');
  });

  it("should send the schema's output", async () => {
    const onSubmit = vi.fn();
    const { user, field } = setup({ onSubmit });
    await user.type(field, '  Texas {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Texas' });
  });

  it('should put a refusal on its field and above it, keeping what was typed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('taken'));
    const { user, field } = setup({
      onSubmit,
      errorsOf: () => ({ fields: { name: 'Name taken.' }, form: 'Not saved.' }),
    });
    await user.type(field, 'Texas{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved.');
    expect(field).toHaveAccessibleDescription('Name taken.');
    expect(field).toHaveValue('Texas');
  });

  it('should send once while a submit is pending', async () => {
    const onSubmit = vi.fn(() => new Promise(() => undefined));
    const { user, field } = setup({ onSubmit });
    await user.type(field, 'Texas{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
