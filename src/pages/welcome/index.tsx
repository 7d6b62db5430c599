import { Alert, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useMe } from '@/providers/auth-provider';

interface Step {
  text: string;
  link: string;
  label: string;
}

const BUYER_STEPS: Step[] = [
  {
    text: 'Найдите поставщиков и товары в каталоге',
    link: '/catalog/all-categories',
    label: 'Открыть каталог',
  },
  {
    text: 'Добавьте точку продаж — адрес, куда везти заказы',
    link: '/manage/sales-points',
    label: 'Точки продаж',
  },
  { text: 'Пригласите коллег, которые будут заказывать', link: '/manage/users', label: 'Пользователи' },
];

const SELLER_STEPS: Step[] = [
  { text: 'Загрузите товары из таблицы Excel', link: '/manage/import-goods', label: 'Импорт товаров' },
  { text: 'Соберите прайс-лист для клиентов', link: '/supplier/price-lists', label: 'Прайс-листы' },
  { text: 'Пригласите клиентов по ИНН или e-mail', link: '/supplier/clients', label: 'Клиенты' },
];

/** The first page after registration: the e-mail to confirm, first steps and where to go from here. */
export default function WelcomePage() {
  usePageTitle('Добро пожаловать');
  const { userName, switcher } = useShell();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const available = switcher.filter((entry) => !entry.disabled);
  const modules = me?.modules;
  const steps = [
    ...(modules?.module_client ? BUYER_STEPS : []),
    ...(modules?.module_supplier ? SELLER_STEPS : []),
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, py: 2 }}>
      <Typography variant="h4" component="h1">
        Добро пожаловать{userName ? `, ${userName}` : ''}!
      </Typography>
      {me && !me.email_verified && (
        <Alert severity="info" role="status">
          Мы отправили письмо на <strong>{me.email}</strong>. Перейдите по ссылке из него, чтобы подтвердить
          адрес: без этого партнёры не увидят вашу организацию в поиске по ИНН. Письма нет — проверьте папку
          «Спам».
        </Alert>
      )}
      {steps.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            Первые шаги
          </Typography>
          <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
            {steps.map((step) => (
              <ListItem key={step.link} disableGutters sx={{ display: 'list-item' }}>
                <ListItemText
                  primary={
                    <>
                      {step.text} —{' '}
                      <Link component={RouterLink} to={step.link}>
                        {step.label}
                      </Link>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
      <Typography>
        Разделы можно переключать в шапке сайта; подключить новые модули может администратор организации в
        разделе «Управление».
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
