import { Box, Stack } from '@mui/material';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { ModuleSwitcher } from './ModuleSwitcher';
import { ProfileBlock } from './ProfileBlock';
import { TopNav } from './TopNav';

/** Header (spec 000 §2): logo, module switcher, main navigation, profile block. */
export function Header() {
  return (
    <Box
      component="header"
      className="no-print"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <ImpersonationBanner />
      <Stack direction="row" alignItems="center" spacing={2} sx={{ px: 2, minHeight: 56 }}>
        <MobileMenu />
        <Logo />
        <ModuleSwitcher />
        <Box sx={{ flexGrow: 1 }} />
        <ProfileBlock />
      </Stack>
      <TopNav />
    </Box>
  );
}
