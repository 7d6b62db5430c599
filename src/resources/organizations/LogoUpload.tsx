import { LOGO_MAX_BYTES, LOGO_MESSAGES, type Organization } from '@contract/organizations';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Upload from '@mui/icons-material/Upload';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Logo with a preview; checked here for size and type, and again on the server by content. */
export function LogoUpload({ organization }: { organization: Organization }) {
  const invalidate = useInvalidate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/v1/organizations/${organization.id}/logo_file_assets`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await invalidate({ resource: 'organizations', invalidates: ['detail', 'list'], id: organization.id });
      notify(done);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) return setError(LOGO_MESSAGES.type);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_MESSAGES.size);
    const form = new FormData();
    form.append('upload_file', file);
    return run(() => http.upload(url, form), 'Логотип загружен');
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Логотип</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          src={organization.logo_url ?? undefined}
          alt="Логотип организации"
          variant="rounded"
          sx={{ width: 72, height: 72 }}
        >
          {organization.name.charAt(0)}
        </Avatar>
        <Button component="label" startIcon={<Upload />} disabled={busy}>
          Загрузить
          <input
            hidden
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {organization.logo_url && (
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            disabled={busy}
            onClick={() => run(() => http.delete(url), 'Логотип удалён')}
          >
            Удалить
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        PNG, JPEG, GIF или WebP, не больше 2 МБ
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
