import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { AdminUsersGrid } from './AdminUsersGrid';
import { ImpersonationJournal } from './ImpersonationJournal';

type TabId = 'users' | 'journal';

/** /admin/users: the users of the platform and the journal of logins as a user. */
export default function AdminUsersPage() {
  usePageTitle('Пользователи');
  const [tab, setTab] = useState<TabId>('users');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Пользователи
      </Typography>
      <Tabs value={tab} onChange={(_, value: TabId) => setTab(value)}>
        <Tab value="users" label="Все пользователи" />
        <Tab value="journal" label="Журнал входов от имени пользователей" />
      </Tabs>
      {tab === 'users' ? <AdminUsersGrid /> : <ImpersonationJournal />}
    </Stack>
  );
}
