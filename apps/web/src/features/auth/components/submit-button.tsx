import Button from '@mui/material/Button';

interface SubmitButtonProps {
  label: string;
  isSubmitting: boolean;
  spaceAbove?: number;
}

/** The full-width primary button of a sign-in form. */
export function SubmitButton({
  label,
  isSubmitting,
  spaceAbove = 0,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={isSubmitting}
      sx={{ mt: spaceAbove }}
    >
      {label}
    </Button>
  );
}
