import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

interface CatalogPanel {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const CatalogPanelContext = createContext<CatalogPanel>({ open: false, setOpen: () => {} });

/**
 * The orders catalog panel (spec 000 §2): while it is open the side menu collapses; it closes on
 * every route change.
 */
export function CatalogPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => setOpen(false), [pathname]);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <CatalogPanelContext.Provider value={value}>{children}</CatalogPanelContext.Provider>;
}

export const useCatalogPanel = () => useContext(CatalogPanelContext);
