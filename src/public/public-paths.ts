/**
 * Pages a visitor without a session opens before the app shell exists: the entry renders them on
 * its own, so the login page never downloads Refine, the resources or the signed-in layout.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/forgot-password',
  '/restore-password',
  '/privacy',
  '/unsubscribe',
] as const;

export const isPublicPath = (pathname: string) =>
  (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
