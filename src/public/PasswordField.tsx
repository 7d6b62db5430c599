import { IconButton, InputAdornment } from '@mui/material';
import { type ComponentProps, useState } from 'react';
import { PlainTextField } from './PlainTextField';

type Props = Omit<ComponentProps<typeof PlainTextField>, 'type' | 'endAdornment'>;

const EYE =
  'M12 5C7 5 2.7 8.1 1 12c1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z';

/** A password input with a toggle that shows what was typed (the icon is drawn inline: the login entry stays small). */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={visible ? 'Скрыть введённые символы' : 'Показать введённые символы'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d={EYE} />
              {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
            </svg>
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
