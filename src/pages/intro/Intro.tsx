import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { HttpError, http } from '@/providers/http';
import { INTRO, type IntroModule } from './intro-content';

/** Onboarding of a module, shown until dismissed; the choice is saved in the user settings. */
export function Intro({ module, onDone }: { module: IntroModule; onDone: () => void }) {
  const intro = INTRO[module];
  usePageTitle(intro.title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dismiss = async () => {
    setSaving(true);
    setError(null);
    try {
      await http.put('/v1/users/', { settings: { [intro.setting]: false } });
      onDone();
    } catch (e) {
      setError(e instanceof HttpError ? e.detail : 'Не удалось сохранить настройку. Попробуйте ещё раз.');
      setSaving(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {intro.title}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
          {intro.steps.map((step) => (
            <Typography component="li" key={step}>
              {step}
            </Typography>
          ))}
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button variant="contained" onClick={() => void dismiss()} disabled={saving}>
            Понятно, начать работу
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
