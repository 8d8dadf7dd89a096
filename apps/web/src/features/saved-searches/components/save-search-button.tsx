import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import type { Module } from '@edge/contracts';
import { SaveSearchDialog } from './save-search-dialog';

interface SaveSearchButtonProps {
  module: Module;
  criteria: object;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  isFullWidth?: boolean;
}

/** 'Save search' and its dialog, for the home and the results. */
export function SaveSearchButton({
  module,
  criteria,
  variant = 'outlined',
  size,
  isFullWidth = false,
}: SaveSearchButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={isFullWidth}
        startIcon={<BookmarkAddOutlinedIcon />}
        onClick={() => setIsOpen(true)}
      >
        Save search
      </Button>
      {isOpen && (
        <SaveSearchDialog
          module={module}
          criteria={criteria}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
