import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  apiKeyCreateBodySchema,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
} from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert, useZodForm } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useCreateApiKey } from '../api/api-keys';

interface ApiKeyCreateFormProps {
  onCreated: (created: ApiKeyCreated) => void;
}

/** Names a new key; a refusal keeps the name with the server's words. */
export function ApiKeyCreateForm({ onCreated }: ApiKeyCreateFormProps) {
  const form = useZodForm(apiKeyCreateBodySchema, { name: '' });
  const create = useCreateApiKey();
  const { isSubmitting } = form.formState;

  const handleSubmit = async ({ name }: { name: string }) => {
    const created = await create.mutateAsync(name);
    form.reset({ name: '' });
    onCreated(created);
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      errorsOf={apiFormErrors<ApiKeyCreateBody>}
      sx={{ display: 'grid', gap: 1 }}
    >
      <FormAlert />
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <FormTextField
          name="name"
          label="Key name"
          helperText="What the key is for, e.g. 'Agency CRM'."
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          loading={isSubmitting}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Create key
        </Button>
      </Box>
    </Form>
  );
}
