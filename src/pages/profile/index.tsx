import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useMe } from '@/providers/auth-provider';
import { messageOf } from '@/providers/form-errors';
import { EmailNotifications } from './EmailNotifications';
import { MenuVariant } from './MenuVariant';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';

export default function ProfilePage() {
  const { data: me, error, isPending } = useMe();
  const [editing, setEditing] = useState(false);

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h1">Профиль</Typography>
        {me && !editing && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Редактировать
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {me ? (
          editing ? (
            <ProfileForm me={me} onDone={() => setEditing(false)} />
          ) : (
            <ProfileView me={me} />
          )
        ) : isPending ? (
          <CircularProgress aria-label="Загрузка профиля" />
        ) : (
          <Alert severity="error">{messageOf(error)}</Alert>
        )}
      </Paper>
      {me && <MenuVariant me={me} />}
      {me && <EmailNotifications />}
    </Box>
  );
}
