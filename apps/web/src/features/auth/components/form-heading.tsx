import Typography from '@mui/material/Typography';

interface FormHeadingProps {
  id: string;
  title: string;
  subtitle: string;
  subtitleTestId?: string;
}

/** The title and the line under it on the sign-in screens. */
export function FormHeading(props: FormHeadingProps) {
  const { id, title, subtitle, subtitleTestId } = props;
  return (
    <>
      <Typography id={id} variant="h1" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography
        data-testid={subtitleTestId}
        sx={{ color: 'text.secondary', mb: 3 }}
      >
        {subtitle}
      </Typography>
    </>
  );
}
