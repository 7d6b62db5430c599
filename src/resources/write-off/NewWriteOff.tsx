import { Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useNewDocument } from '@/components/new-document';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { writeOffApi } from './api';

/** «Новое списание»: sales point, date, comment; then the document opens for its lines. */
export function NewWriteOff() {
  usePageTitle('Новое списание');
  const navigate = useNavigate();
  const { organizationId } = useActiveOrganization('write_off_u');
  const { fields, busy, submit } = useNewDocument(organizationId, 'Не удалось создать списание');
  const create = () =>
    submit(async (salesPointId, header) => {
      const doc = await writeOffApi.create(salesPointId, header);
      navigate(`/documents/write-off/${doc.id}/edit`, { replace: true });
    });
  return (
    <Stack spacing={2} maxWidth={600}>
      <Typography variant="h4" component="h1">
        Новое списание
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <OrganizationPicker permission="write_off_u" />
          {fields}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => navigate('/documents/write-off')}>Отмена</Button>
            <Button variant="contained" disabled={busy} onClick={create}>
              Создать
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
