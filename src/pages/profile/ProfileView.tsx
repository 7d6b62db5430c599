import type { Me } from '@contract/users';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LeaveOrganization } from './LeaveOrganization';
import { MyInvitations } from './MyInvitations';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, py: 1 }}>
    <Typography component="dt" color="text.secondary">
      {term}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

export function ProfileView({ me }: { me: Me }) {
  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row term="Имя">{me.name}</Row>
        <Row term="E-mail">
          {me.email}
          {!me.email_verified && (
            <Chip size="small" color="warning" label="не подтверждён" sx={{ ml: 1 }} component="span" />
          )}
        </Row>
        <Row term="Телефон">{me.phone || '—'}</Row>
      </Box>
      <MyInvitations />
      <Box component="section" aria-labelledby="profile-organizations">
        <Typography variant="h2" id="profile-organizations" sx={{ mb: 1 }}>
          Организации
        </Typography>
        {me.organizations.length === 0 ? (
          <Typography color="text.secondary">Вы пока не состоите ни в одной организации.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {me.organizations.map((org) => (
              <Box component="li" key={org.id}>
                <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                  <Typography sx={{ fontWeight: 500 }}>{org.name}</Typography>
                  <LeaveOrganization organization={org} />
                </Stack>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  flexWrap="wrap"
                  sx={{ mt: 0.5 }}
                  aria-label="Роли"
                >
                  {org.roles.map((role) => (
                    <Chip key={role.id} size="small" label={role.name} variant="outlined" />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
