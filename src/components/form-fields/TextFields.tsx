import { TextField, type TextFieldProps } from '@mui/material';

type StringFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
};

/** A text field that hands over its text rather than the event. */
export function StringField({ value, onChange, ...props }: StringFieldProps) {
  return <TextField value={value} onChange={(e) => onChange(e.target.value)} {...props} />;
}

/** A number typed as text (with a comma or a point): phones show their number keyboard. */
export function DecimalField(props: StringFieldProps) {
  return <StringField slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...props} />;
}

/** «Комментарий» of a document or of its line. */
export function CommentField(props: Omit<StringFieldProps, 'label'>) {
  return <StringField size="small" label="Комментарий" {...props} />;
}
