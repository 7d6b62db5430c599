import {
  type Organization,
  type OrganizationCreateBody,
  organizationCreateBody,
} from '@contract/organizations';
import { DEFAULT_TIME_ZONE } from '@contract/time-zones';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { StringField } from '@/components/form-fields/TextFields';
import { usePageTitle } from '@/components/layout/use-page-title';
import { TimeZoneSelect } from '@/components/time-zone/TimeZoneSelect';
import { applyServerError } from '@/providers/form-errors';
import { LogoUpload } from './LogoUpload';
import { MODULE_FLAGS } from './modules';
import { PublicInfoForm } from './PublicInfoForm';

type TabKey = 'main' | 'modules' | 'public';
const FIELDS = ['name', 'inn', 'kpp', 'ogrn', 'time_zone', ...MODULE_FLAGS.map((m) => m.key)] as const;

/** Create and edit an organization: Основное / Модули / Публичная информация и реквизиты. */
export default function OrganizationForm() {
  const { id } = useParams<{ id: string }>();
  const [tab, setTab] = useState<TabKey>('main');
  const {
    refineCore: { onFinish, formLoading, query },
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Organization, HttpError, OrganizationCreateBody>({
    resolver: zodResolver(organizationCreateBody),
    defaultValues: {
      name: '',
      inn: '',
      kpp: '',
      ogrn: '',
      module_client: true,
      module_supplier: false,
      module_inventory: false,
      module_setting: true,
      module_news: true,
      time_zone: DEFAULT_TIME_ZONE,
    },
    refineCoreProps: {
      resource: 'organizations',
      action: id ? 'edit' : 'create',
      id,
      redirect: id ? 'show' : 'edit',
      successNotification: () => ({
        type: 'success',
        message: id ? 'Организация сохранена' : 'Организация создана',
      }),
      errorNotification: false,
    },
  });
  const organization = query?.data?.data;
  const title = id ? `Организация «${organization?.name ?? '…'}»` : 'Новая организация';
  usePageTitle(title);

  const submit = handleSubmit(async (values) => {
    try {
      await onFinish(values);
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  });
  // Controlled: the values arrive after the fields are drawn, and a label floats only over a value
  // it was told about.
  const text = (name: 'name' | 'inn' | 'kpp' | 'ogrn', label: string, required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <StringField
          label={label}
          required={required}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(errors[name])}
          helperText={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Tabs value={tab} onChange={(_e, next: TabKey) => setTab(next)} aria-label="Разделы организации">
        <Tab value="main" label="Основное" />
        <Tab value="modules" label="Модули" />
        <Tab value="public" label="Публичная информация и реквизиты" />
      </Tabs>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {tab === 'public' ? (
          organization ? (
            <PublicInfoForm organization={organization} />
          ) : (
            <Alert severity="info">Публичную информацию можно заполнить после создания организации.</Alert>
          )
        ) : (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            {tab === 'main' && (
              <>
                {text('name', 'Название', true)}
                {text('inn', 'ИНН')}
                {text('kpp', 'КПП')}
                {text('ogrn', 'ОГРН / ОГРНИП')}
                <Controller
                  control={control}
                  name="time_zone"
                  render={({ field }) => (
                    <TimeZoneSelect
                      value={field.value ?? DEFAULT_TIME_ZONE}
                      onChange={field.onChange}
                      error={errors.time_zone?.message}
                      helperText="По нему считаются время окончания приёма заказов и даты документов"
                    />
                  )}
                />
                {organization && <LogoUpload organization={organization} />}
              </>
            )}
            {tab === 'modules' && (
              <FormGroup>
                {MODULE_FLAGS.map((flag) => (
                  <Controller
                    key={flag.key}
                    control={control}
                    name={flag.key}
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={Boolean(field.value)}
                            onChange={(_e, on) => field.onChange(on)}
                          />
                        }
                        label={`${flag.label} — ${flag.hint}`}
                      />
                    )}
                  />
                ))}
              </FormGroup>
            )}
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={formLoading}>
                {id ? 'Сохранить' : 'Создать'}
              </Button>
              <Button
                component={RouterLink}
                to={id ? `/manage/organizations/${id}` : '/manage/organizations'}
              >
                Отмена
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
