import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  userProductsBodySchema,
  type ManagedUser,
  type ProductsMap,
  type UserProductsBody,
} from '@edge/contracts';
import { Form, FormAlert, useZodForm } from '../../../components/ui/form';
import { useSetUserProducts } from '../api/set-user-products';
import { accountFormErrors } from './account-errors';
import { ProductsField } from './products-field';

interface EditProductsDialogProps {
  accountId: number;
  user: ManagedUser;
  bought: ProductsMap;
  onClose: () => void;
}

/** A user's products and permitted states, within what the account bought. */
export function EditProductsDialog({
  accountId,
  user,
  bought,
  onClose,
}: EditProductsDialogProps) {
  const titleId = useId();
  const save = useSetUserProducts(accountId);
  const form = useZodForm(userProductsBodySchema, { products: user.products });
  const { isSubmitting } = form.formState;
  const handleSubmit = async ({ products }: UserProductsBody) => {
    await save.mutateAsync({ userId: user.id, products });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form
        form={form}
        onSubmit={handleSubmit}
        errorsOf={accountFormErrors<UserProductsBody>}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Products of {user.username}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert />
          <ProductsField bought={bought} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
