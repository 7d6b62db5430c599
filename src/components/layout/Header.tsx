import { Box } from '@mui/material';
import { deferredComponent } from '@/router/lazy-component';
import { HeaderFrame } from './header-frame';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ModuleSwitcher } from './ModuleSwitcher';
import { ProfileBlock } from './ProfileBlock';
import { TopNav } from './TopNav';

// Loaded after the page: the bell is not what the first paint waits for.
const NotificationBell = deferredComponent(() =>
  import('@/components/notification-bell/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** Header (spec 000 §2): logo, module switcher, main navigation, profile block. */
export function Header() {
  return (
    <HeaderFrame above={<ImpersonationBanner />} below={<TopNav />}>
      <MobileMenu />
      <Logo />
      <ModuleSwitcher />
      <Box sx={{ flexGrow: 1 }} />
      <NotificationBell />
      <ProfileBlock />
    </HeaderFrame>
  );
}
