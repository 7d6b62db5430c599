import { Alert, Box, Tab, Tabs } from '@mui/material';
import { Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { session } from '@/providers/session';
import { lazyComponent } from '@/router/lazy-component';
import { PageLoading } from '@/router/PageLoading';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

/** Texts of `?message=` (spec 000 §2, §8). */
const MESSAGES: Record<string, { severity: 'info' | 'warning'; text: string }> = {
  login: { severity: 'info', text: 'Войдите, чтобы продолжить' },
  session: { severity: 'warning', text: 'Сессия истекла. Войдите снова.' },
};

type TabName = 'login' | 'register';

// Most visitors only log in: the sign-up form (and its checkboxes) loads when its tab is opened,
// or already when the pointer or focus reaches the tab.
const loadRegisterForm = () => import('./RegisterForm');
const RegisterForm = lazyComponent(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm();

export default function LoginPage() {
  const [search] = useSearchParams();
  const message = search.get('message');
  const inviteToken = search.get('invite');
  const [tab, setTab] = useState<TabName>(message === 'registration' || inviteToken ? 'register' : 'login');
  if (session.getToken()) return <Navigate to="/" replace />;
  const notice = message ? MESSAGES[message] : undefined;

  return (
    <AuthCard title={tab === 'login' ? 'Вход' : 'Регистрация'}>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setTab(value)}
        variant="fullWidth"
        sx={{ mb: 2 }}
        aria-label="Вход или регистрация"
      >
        <Tab label="Вход" value="login" id="tab-login" aria-controls="panel-login" />
        <Tab
          label="Регистрация"
          value="register"
          id="tab-register"
          aria-controls="panel-register"
          onPointerEnter={preloadRegisterForm}
          onFocus={preloadRegisterForm}
        />
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <RegisterForm inviteToken={inviteToken} />
          </Suspense>
        )}
      </Box>
    </AuthCard>
  );
}
