import type { ReactNode } from 'react';
import { z } from 'zod';
import { createSavedSearchBodySchema } from '@edge/contracts';
import { NameDialog } from '../../../components/ui/name-dialog';
import { nameErrorsOf } from '../utils/name-errors';

export interface SavedSearchNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  description?: ReactNode;
  /** Sends the name; a rejection keeps the dialog open with its messages. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The contract's name rule: trimmed, 1 to 100 characters. */
const nameSchema = z.object({
  name: createSavedSearchBodySchema.shape.searchName,
});

function nameFormErrorsOf(error: unknown) {
  const { field, form } = nameErrorsOf(error);
  return { fields: { name: field }, form };
}

/**
 * A saved search's name in a dialog (save, rename). Enter submits; a
 * refused name keeps what was typed and shows the server's words by the
 * field (STYLE §4).
 */
export function SavedSearchNameDialog(props: SavedSearchNameDialogProps) {
  return (
    <NameDialog
      title={props.title}
      label="Name"
      submitLabel={props.submitLabel}
      description={props.description}
      schema={nameSchema}
      defaultName={props.initialName ?? ''}
      onSubmit={props.onSubmit}
      errorsOf={nameFormErrorsOf}
      onClose={props.onClose}
    />
  );
}
