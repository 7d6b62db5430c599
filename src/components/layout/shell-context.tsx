import { createContext, useContext } from 'react';
import type { ModuleId } from '@/modules/types';
import type { NavItem } from '@/router/derive';
import type { SwitcherEntry } from '@/router/gating';
import type { ShellSession } from '@/router/session';

/** What the header, menus and module pages read about the session and navigation. */
export interface ShellState {
  session: ShellSession;
  userName: string | null;
  /** False while a logged-in user's profile is still loading (guards wait for it). */
  userLoaded: boolean;
  /** start_intro_client / start_intro_supplier; null while unknown. */
  settings: { start_intro_client: boolean; start_intro_supplier: boolean } | null;
  /** Loads the current user again (after the settings changed). */
  reloadUser: () => Promise<void>;
  activeModule: ModuleId | undefined;
  /** The top navigation of the active group, already gated. */
  nav: NavItem[];
  /** Gated navigation of every module, for the side menu. */
  navOf: (module: ModuleId) => NavItem[];
  switcher: SwitcherEntry[];
  returnToAdmin: () => Promise<void>;
  /** Opens an admin page; from an impersonated session it first restores the admin (spec 000 §4). */
  openAdminPage: (path: string) => Promise<void>;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell outside ShellProvider');
  return state;
}
