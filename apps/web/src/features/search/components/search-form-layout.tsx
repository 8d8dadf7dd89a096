import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

interface SearchFormLayoutProps {
  label: string;
  /** A new key starts the sections afresh (Clear). */
  formKey: number;
  onSearch: () => void;
  summary: ReactNode;
  children: ReactNode;
}

/**
 * The filter sections beside the summary. One form, so Enter in any text
 * box runs the search.
 */
export function SearchFormLayout({
  label,
  formKey,
  onSearch,
  summary,
  children,
}: SearchFormLayoutProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={handleSubmit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box key={formKey} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {children}
      </Box>
      {summary}
    </Box>
  );
}
