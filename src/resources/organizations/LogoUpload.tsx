import { LOGO_MAX_BYTES, LOGO_MESSAGES, type Organization } from '@contract/organizations';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Upload from '@mui/icons-material/Upload';
import { Alert, Avatar, Button, Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { FileButton } from '@/components/file-button';
import { useAction } from '@/components/form-dialog';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { organizationInitial } from './initial';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Logo with a preview; checked here for size and type, and again on the server by content. */
export function LogoUpload({ organization }: { organization: Organization }) {
  const invalidate = useInvalidate();
  const { busy, error, setError, run: act } = useAction();
  const url = `/v1/organizations/${organization.id}/logo_file_assets`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    await act(async () => {
      await action();
      await invalidate({ resource: 'organizations', invalidates: ['detail', 'list'], id: organization.id });
      notify(done);
    });
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
          {organizationInitial(organization.name)}
        </Avatar>
        <FileButton
          startIcon={<Upload />}
          disabled={busy}
          accept={IMAGE_TYPES.join(',')}
          onFiles={([file]) => void upload(file)}
        >
          Загрузить
        </FileButton>
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
