import { type Good, type GoodImage, type GoodInput, goodInput, VAT_CHOICES } from '@contract/goods';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Drawer,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { fieldProps, useOrganizationRecordForm } from '@/components/form-fields';
import { applyServerError } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { GoodImages } from './GoodImages';
import { flattenTree, useCategories, useMeasures } from './use-catalog-data';

interface Props {
  organizationId: number;
  record?: Good;
  readOnly: boolean;
  onClose: () => void;
}

const FIELDS = [
  'name',
  'code',
  'barcodes',
  'measure_id',
  'category_id',
  'vat_rate',
  'description',
  'base_price',
] as const;
const NO_VAT = 'none';

/** Create or edit a good; after creation the drawer stays open for photos. */
export function GoodDrawer({ organizationId, record, readOnly, onClose }: Props) {
  const [saved, setSaved] = useState<Good | undefined>(record);
  const [images, setImages] = useState<GoodImage[]>(record?.images ?? []);
  const { data: measures = [] } = useMeasures();
  const { data: categories = [] } = useCategories(organizationId);
  const invalidate = useInvalidate();
  const form = useOrganizationRecordForm<Good, GoodInput>({
    resource: 'goods',
    organizationId,
    id: saved?.id,
    resolver: zodResolver(goodInput),
    defaultValues: {
      name: record?.name ?? '',
      code: record?.code ?? '',
      barcodes: record?.barcodes ?? [],
      measure_id: record?.measure_id ?? 1,
      category_id: record?.category_id ?? null,
      vat_rate: record ? (record.vat_rate as GoodInput['vat_rate']) : 20,
      description: record?.description ?? '',
      is_published: record?.is_published ?? false,
      base_price: record?.base_price ?? '',
    },
  });
  const {
    refineCore: { onFinish, formLoading },
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await onFinish({
        ...values,
        base_price: values.base_price === '' ? null : values.base_price,
      });
      notify(saved ? 'Товар сохранён' : 'Товар создан — можно добавить фотографии');
      if (!saved && answer && 'data' in answer) setSaved(answer.data as unknown as Good);
      else onClose();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  });

  const changeImages = (next: GoodImage[]) => {
    setImages(next);
    void invalidate({ resource: 'goods', invalidates: ['list'] });
  };

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing={2} sx={{ p: 3 }}>
          <Typography variant="h5" component="h2">
            {saved ? `Товар «${saved.name}»` : 'Новый товар'}
          </Typography>
          <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack spacing={2}>
              <TextField label="Наименование" required {...fieldProps(form, 'name')} />
              <TextField label="Артикул" {...fieldProps(form, 'code')} />
              <Controller
                control={control}
                name="barcodes"
                render={({ field }) => (
                  <Autocomplete
                    multiple
                    freeSolo
                    options={[]}
                    value={field.value ?? []}
                    onChange={(_e, value) =>
                      field.onChange(value.map((v) => String(v).trim()).filter(Boolean))
                    }
                    renderTags={(value, getTagProps) =>
                      value.map((option, index) => {
                        const { key, ...itemProps } = getTagProps({ index });
                        return <Chip key={key} size="small" label={option} {...itemProps} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Штрихкоды"
                        error={Boolean(errors.barcodes)}
                        helperText={
                          (errors.barcodes as { message?: string } | undefined)?.message ??
                          (Array.isArray(errors.barcodes)
                            ? errors.barcodes.find(Boolean)?.message
                            : undefined) ??
                          'Введите штрихкод и нажмите Enter'
                        }
                      />
                    )}
                  />
                )}
              />
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  label="Ед. изм."
                  sx={{ width: 140 }}
                  {...register('measure_id')}
                  defaultValue={record?.measure_id ?? 1}
                >
                  {measures.map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Controller
                  control={control}
                  name="vat_rate"
                  render={({ field }) => (
                    <TextField
                      select
                      label="Ставка НДС"
                      sx={{ flex: 1 }}
                      value={field.value === null || field.value === undefined ? NO_VAT : String(field.value)}
                      onChange={(e) =>
                        field.onChange(e.target.value === NO_VAT ? null : Number(e.target.value))
                      }
                      error={Boolean(errors.vat_rate)}
                      helperText={errors.vat_rate?.message}
                    >
                      {VAT_CHOICES.map((choice) => (
                        <MenuItem
                          key={choice.label}
                          value={choice.value === null ? NO_VAT : String(choice.value)}
                        >
                          {choice.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Stack>
              <Controller
                control={control}
                name="category_id"
                render={({ field }) => (
                  <TextField
                    select
                    label="Категория"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    error={Boolean(errors.category_id)}
                    helperText={errors.category_id?.message}
                  >
                    <MenuItem value="">Без категории</MenuItem>
                    {flattenTree(categories).map(({ category, depth }) => (
                      <MenuItem key={category.id} value={category.id} sx={{ pl: 2 + depth * 2 }}>
                        {category.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label="Базовая цена, ₽"
                inputMode="decimal"
                {...fieldProps(form, 'base_price', 'Например: 1 234,50')}
              />
              <TextField label="Описание" multiline minRows={3} {...fieldProps(form, 'description')} />
              <Controller
                control={control}
                name="is_published"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={Boolean(field.value)} onChange={(_e, on) => field.onChange(on)} />
                    }
                    label="Показывать на витрине маркетплейса"
                  />
                )}
              />
            </Stack>
          </fieldset>
          {saved && (
            <GoodImages goodId={saved.id} images={images} readOnly={readOnly} onChange={changeImages} />
          )}
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={onClose}>{readOnly ? 'Закрыть' : 'Отмена'}</Button>
            {!readOnly && (
              <Button type="submit" variant="contained" disabled={formLoading}>
                {saved ? 'Сохранить' : 'Создать'}
              </Button>
            )}
          </Stack>
        </Stack>
      </form>
    </Drawer>
  );
}
