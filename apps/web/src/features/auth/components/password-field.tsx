import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  FormTextInput,
  type FormTextInputProps,
} from '../../../components/ui/form-text-input';

/** A form's password input with a show/hide toggle. */
export function PasswordField(
  props: Omit<FormTextInputProps, 'type' | 'endAdornment'>,
) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormTextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            onClick={() => setIsVisible((value) => !value)}
            edge="end"
            size="small"
          >
            {isVisible ? (
              <VisibilityOffIcon fontSize="small" />
            ) : (
              <VisibilityIcon fontSize="small" />
            )}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
