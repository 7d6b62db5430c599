import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Description from '@mui/icons-material/Description';
import Newspaper from '@mui/icons-material/Newspaper';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import type { ReactNode } from 'react';
import type { ModuleId } from '@/modules/types';

export const MODULE_ICONS: Partial<Record<ModuleId, ReactNode>> = {
  client: <ShoppingCart fontSize="small" />,
  supplier: <Storefront fontSize="small" />,
  inventory: <Description fontSize="small" />,
  setting: <Settings fontSize="small" />,
  news: <Newspaper fontSize="small" />,
  admin: <AdminPanelSettings fontSize="small" />,
};
