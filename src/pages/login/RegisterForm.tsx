import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { applyServerError, fieldProps } from '@/providers/form-errors';
import { invalidateAuthStore, publicAuth, useAuthAction } from '@/public/auth-actions';
import { PasswordField } from '@/public/PasswordField';
import { PlainTextField } from '@/public/PlainTextField';
import { FormMessage } from './FormMessage';
import {
  type RegisterFormInput,
  type RegisterFormValues,
  registerForm,
  toSignupBody,
} from './register-schema';

const FIELDS = [
  'name',
  'email',
  'password',
  'organization_name',
  'inn',
  'module_client',
  'personal_data_consent',
] as const;
const SERVER_FIELDS = {
  'organization.name': 'organization_name',
  'organization.inn': 'inn',
  'organization.module_client': 'module_client',
} as const;

export function RegisterForm({ inviteToken }: { inviteToken: string | null }) {
  const navigate = useNavigate();
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      organization_name: '',
      inn: '',
      module_client: true,
      module_supplier: false,
      personal_data_consent: false,
      invite_token: inviteToken,
    },
  });
  const { control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { mutateAsync: signUp, isPending } = useAuthAction(publicAuth.register);

  const submit = handleSubmit(async (values) => {
    const result = await signUp(toSignupBody(values));
    if (!result.success) return applyServerError(result.error, setError, FIELDS, SERVER_FIELDS);
    await invalidateAuthStore();
    navigate('/welcome', { replace: true });
  });

  const field = (name: 'name' | 'email' | 'password' | 'organization_name' | 'inn') => fieldProps(form, name);

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Регистрация">
      {inviteToken && <Alert severity="info">Вы присоединитесь к организации по приглашению</Alert>}
      <FormMessage errors={errors} />
      <PlainTextField label="Имя" autoComplete="name" {...field('name')} />
      <PlainTextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <PasswordField
        label="Пароль"
        autoComplete="new-password"
        {...field('password')}
        helperText={errors.password?.message ?? 'От 8 до 128 символов'}
      />
      <Typography variant="subtitle2" component="h2" sx={{ pt: 1 }}>
        Организация (можно добавить позже)
      </Typography>
      <PlainTextField
        label="Название организации"
        autoComplete="organization"
        {...field('organization_name')}
      />
      <PlainTextField label="ИНН" inputMode="numeric" {...field('inn')} />
      <FormGroup>
        {(['module_client', 'module_supplier'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <FormControlLabel
                label={name === 'module_client' ? 'Я покупаю' : 'Я продаю'}
                control={
                  <Checkbox
                    checked={value}
                    onChange={(e) => onChange(e.target.checked)}
                    onBlur={onBlur}
                    inputRef={ref}
                  />
                }
              />
            )}
          />
        ))}
        {errors.module_client && <FormHelperText error>{errors.module_client.message}</FormHelperText>}
      </FormGroup>
      <Controller
        name="personal_data_consent"
        control={control}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <FormGroup>
            <FormControlLabel
              label={
                <>
                  Согласен на обработку персональных данных по{' '}
                  <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                    политике конфиденциальности
                  </Link>{' '}
                  (152-ФЗ)
                </>
              }
              control={
                <Checkbox
                  checked={value}
                  onChange={(e) => onChange(e.target.checked)}
                  onBlur={onBlur}
                  inputRef={ref}
                />
              }
            />
            {errors.personal_data_consent && (
              <FormHelperText error>{errors.personal_data_consent.message}</FormHelperText>
            )}
          </FormGroup>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={isPending}>
        {isPending ? 'Регистрируем…' : 'Зарегистрироваться'}
      </Button>
    </Stack>
  );
}
