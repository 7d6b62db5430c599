import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { usePageTitle } from '@/components/layout/use-page-title';

/** The first page after registration: where to go from here. */
export default function WelcomePage() {
  usePageTitle('Добро пожаловать');
  const { userName, switcher } = useShell();
  const navigate = useNavigate();
  const available = switcher.filter((entry) => !entry.disabled);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, py: 2 }}>
      <Typography variant="h4" component="h1">
        Добро пожаловать{userName ? `, ${userName}` : ''}!
      </Typography>
      <Typography>
        Выберите, с чего начать. Разделы можно переключать в шапке сайта; подключить новые модули может
        администратор организации в разделе «Управление».
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {available.map(({ module }) => (
          <Button key={module.id} variant="outlined" size="large" onClick={() => navigate(module.target)}>
            {module.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
