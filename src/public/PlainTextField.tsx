import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

interface Props {
  label: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputMode?: HTMLAttributes<HTMLDivElement>['inputMode'];
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  endAdornment?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The outlined TextField of the theme (small, full width), put together from its parts as MUI's
 * TextField does — same markup, label and helper-text wiring — without the select variant, whose
 * menu, popover and extra input variants the public pages of the entry would otherwise download.
 * Like TextField, `ref` and unknown props (inputMode) go to the root.
 */
export function PlainTextField({
  label,
  name,
  type,
  autoComplete,
  autoFocus,
  error = false,
  helperText,
  onChange,
  onBlur,
  endAdornment,
  ref,
  ...root
}: Props) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      size="small"
      fullWidth
      error={error}
      ref={ref}
      {...root}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={onChange}
        onBlur={onBlur}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
