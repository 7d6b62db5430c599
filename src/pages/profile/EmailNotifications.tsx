import { EMAIL_MODES, EVENT_TYPES, type NotificationSettings } from '@contract/events';
import { Checkbox, FormControlLabel, FormGroup, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/providers/http';

const KEY = ['notification-settings'];
const EMAILED = (Object.keys(EVENT_TYPES) as (keyof typeof EVENT_TYPES)[]).filter(
  (t) => EVENT_TYPES[t].email,
);

/** Which notifications come by e-mail, and when: at once, as a daily digest, or never. */
export function EmailNotifications() {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => http.get<NotificationSettings>('/v1/notifications/settings'),
  });
  if (!data) return null;
  const save = async (change: Partial<NotificationSettings>) => {
    client.setQueryData(KEY, await http.put<NotificationSettings>('/v1/notifications/settings', change));
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        Уведомления на e-mail
      </Typography>
      <TextField
        select
        label="Присылать письма"
        value={data.email_mode}
        onChange={(e) => void save({ email_mode: e.target.value as NotificationSettings['email_mode'] })}
        sx={{ minWidth: 260, mb: 1 }}
      >
        {Object.entries(EMAIL_MODES).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup>
        {EMAILED.map((type) => (
          <FormControlLabel
            key={type}
            label={EVENT_TYPES[type].label}
            disabled={data.email_mode === 'off'}
            control={
              <Checkbox
                checked={data.email_types.includes(type)}
                onChange={(e) =>
                  void save({
                    email_types: e.target.checked
                      ? [...data.email_types, type]
                      : data.email_types.filter((t) => t !== type),
                  })
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Paper>
  );
}
