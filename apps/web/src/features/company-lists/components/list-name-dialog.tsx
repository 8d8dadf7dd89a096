import {
  companyListNameBodySchema,
  ERROR_TEXTS,
  type CompanyList,
  type Module,
} from '@edge/contracts';
import type { FormErrors } from '../../../components/ui/form';
import { NameDialog } from '../../../components/ui/name-dialog';
import { isApiError } from '../../../lib/api-error';
import { useSaveList } from '../api/change-lists';

// A name refused (taken, or not one) is the field's error; others above.
function nameErrors(error: unknown): FormErrors<{ name: string }> {
  if (!isApiError(error)) return { form: ERROR_TEXTS.FAILED_FETCH };
  if (error.statusCode === 409 || error.statusCode === 400) {
    return { fields: { name: error.message } };
  }
  return { form: error.message };
}

interface ListNameDialogProps {
  module: Module;
  /** The list to rename; left out, a new list is created. */
  list?: CompanyList;
  onSaved?: (list: CompanyList) => void;
  onClose: () => void;
}

/** Creates a list, or renames one. */
export function ListNameDialog({
  module,
  list,
  onSaved,
  onClose,
}: ListNameDialogProps) {
  const save = useSaveList(module);
  return (
    <NameDialog
      title={list ? 'Rename list' : 'New list'}
      label="List name"
      submitLabel={list ? 'Rename' : 'Create'}
      schema={companyListNameBodySchema}
      defaultName={list?.name ?? ''}
      onSubmit={async (name) => {
        onSaved?.(await save.mutateAsync({ name, id: list?.id }));
      }}
      errorsOf={nameErrors}
      onClose={onClose}
    />
  );
}
