import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MEDIA } from '@/modules/constants';

function Half({
  to,
  title,
  text,
  icon,
  tone,
}: {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <ButtonBase
      component={RouterLink}
      to={to}
      sx={{
        flex: 1,
        minHeight: 320,
        borderRadius: 2,
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        bgcolor: tone,
        color: 'common.white',
        textAlign: 'center',
        '&:hover, &:focus-visible': { filter: 'brightness(1.08)' },
      }}
    >
      {icon}
      <Typography variant="h3" component="h2" fontWeight={700}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
    </ButtonBase>
  );
}

/** A visitor's home: two big halves, buying and selling (spec 000 §2). */
export function VisitorsHome() {
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Закупки и продажи для бизнеса
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, [MEDIA.mobile]: { flexDirection: 'column' } }}>
        <Half
          to="/client"
          title="Закупки"
          text="Заказывайте товары у поставщиков, ведите договоры и следите за поставками."
          icon={<ShoppingCart sx={{ fontSize: 64 }} />}
          tone="#1565c0"
        />
        <Half
          to="/supplier"
          title="Продажи"
          text="Принимайте заказы клиентов, ведите прайс-листы, договоры и новости."
          icon={<Storefront sx={{ fontSize: 64 }} />}
          tone="#2e7d32"
        />
      </Box>
    </Box>
  );
}
