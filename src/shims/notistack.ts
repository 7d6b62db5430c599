// Refine MUI's bundle imports notistack for its snackbar provider and notification provider, and
// builds the provider with a top-level styled() call, so the library rides along with every page
// that uses `useDataGrid` (≈ 8 kB gzip, issue 12). The app has its own notifications
// (src/providers/notification) and never mounts Refine MUI's: vite.config.ts aliases notistack
// here for the browser build, and using it anyway fails loudly instead of silently.
import type { ComponentType, ReactNode } from 'react';

const unavailable = (what: string): never => {
  throw new Error(`${what}: notistack is not bundled; use @/providers/notification`);
};

export const SnackbarProvider: ComponentType<{ children?: ReactNode }> = () =>
  unavailable('SnackbarProvider');
export const SnackbarContent: ComponentType<{ children?: ReactNode }> = () => unavailable('SnackbarContent');
export const useSnackbar = () => unavailable('useSnackbar');
export const withSnackbar = <P extends object>(_component: ComponentType<P>): ComponentType<P> =>
  unavailable('withSnackbar');
export const enqueueSnackbar = () => unavailable('enqueueSnackbar');
export const closeSnackbar = () => unavailable('closeSnackbar');
