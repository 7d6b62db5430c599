import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { plural } from '@/i18n/plural';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import { useNewsReading, useSaveNewsReading } from './use-news-reading';

/** Whose news the feed shows to this reader: partners only, and authors hidden one by one. */
export default function NewsReadingPage() {
  usePageTitle('Настройки чтения');
  const settings = useNewsReading();
  const save = useSaveNewsReading();
  const [partnersOnly, setPartnersOnly] = useState(false);
  const [muted, setMuted] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (!settings.data) return;
    setPartnersOnly(settings.data.partners_only);
    setMuted(new Set(settings.data.muted_organization_ids));
  }, [settings.data]);

  const toggle = (id: number) =>
    setMuted((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      { partners_only: partnersOnly, muted_organization_ids: [...muted] },
      { onSuccess: () => notify('Настройки чтения сохранены') },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button component={RouterLink} to="/news" startIcon={<ArrowBack />}>
          Новости
        </Button>
        <Typography variant="h4" component="h1">
          Настройки чтения
        </Typography>
      </Stack>
      {settings.isError && <Alert severity="error">Не удалось загрузить настройки чтения</Alert>}
      {settings.isPending && <Skeleton variant="rounded" height={160} />}
      {settings.data && (
        <>
          <FormControlLabel
            control={<Switch checked={partnersOnly} onChange={(e) => setPartnersOnly(e.target.checked)} />}
            label="Только новости моих поставщиков (новости платформы видны всегда)"
          />
          <Typography variant="h6" component="h2">
            Чьи новости показывать
          </Typography>
          {settings.data.sources.length === 0 && (
            <Typography color="text.secondary">Организации пока не публиковали новостей</Typography>
          )}
          <List dense aria-label="Авторы новостей">
            {settings.data.sources.map((source) => {
              const hiddenByPartners = partnersOnly && !source.is_partner;
              return (
                <ListItem key={source.organization_id} disableGutters>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={!muted.has(source.organization_id) && !hiddenByPartners}
                        disabled={hiddenByPartners}
                        onChange={() => toggle(source.organization_id)}
                      />
                    }
                    label={`${source.organization_name} · ${source.posts_count} ${plural(source.posts_count, 'новость', 'новости', 'новостей')}`}
                  />
                  {source.is_partner && <Chip size="small" label="Ваш поставщик" />}
                </ListItem>
              );
            })}
          </List>
          {save.isError && (
            <Alert severity="error">
              {save.error instanceof HttpError ? save.error.detail : 'Не удалось сохранить настройки'}
            </Alert>
          )}
          <Stack direction="row">
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              Сохранить
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
