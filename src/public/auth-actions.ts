import type { AuthActionResponse } from '@refinedev/core';
import { useCallback, useState } from 'react';
// The module itself, not the folder's index: that one also brings the query client and snackbars.
import { authProvider, type LoginParams, type RegisterParams } from '@/providers/auth-provider/auth-provider';

const unsupported = async (): Promise<AuthActionResponse> => ({
  success: false,
  error: new Error('Действие недоступно'),
});

/** The auth provider's actions of the public pages (login, sign-up, password by e-mail). */
export const publicAuth = {
  login: (params: LoginParams) => authProvider.login(params),
  register: (params: RegisterParams) => authProvider.register?.(params) ?? unsupported(),
  forgotPassword: (params: { email: string }) => authProvider.forgotPassword?.(params) ?? unsupported(),
  updatePassword: (params: { token: string; password: string }) =>
    authProvider.updatePassword?.(params) ?? unsupported(),
};

/**
 * An auth-provider action as the public pages need it (pending flag + the provider's answer),
 * without Refine's context: these pages render before the app shell is loaded.
 */
export function useAuthAction<P>(action: (params: P) => Promise<AuthActionResponse>) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (params: P) => {
      setPending(true);
      try {
        return await action(params);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { mutateAsync, isPending };
}

let invalidate: (() => Promise<void>) | null = null;

/** The app shell hands over Refine's auth-store invalidation once it is loaded. */
export function registerAuthStoreInvalidation(fn: () => Promise<void>) {
  invalidate = fn;
}

/** After a login or sign-up: the shell (if it was loaded before) must not reuse the visitor's answers. */
export const invalidateAuthStore = () => invalidate?.() ?? Promise.resolve();
