import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

type Props = Omit<ButtonProps, 'onClick' | 'component'> & {
  accept: string;
  multiple?: boolean;
  /** The chosen files; the input is emptied so that choosing the same file again is noticed. */
  onFiles: (files: File[]) => void;
  /** Accessible name of the hidden file input (tests and assistive technology reach it). */
  inputLabel?: string;
  inputTestId?: string;
};

/**
 * A button that opens the file chooser: a real <button> (Enter and Space work, no `role` on a
 * <label>) that clicks a hidden file input.
 */
export function FileButton({
  accept,
  multiple,
  onFiles,
  inputLabel,
  inputTestId,
  children,
  ...button
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
