/** Where to go after logging in: the `to` parameter when it is a path of this site, else /. */
export function afterLoginPath(search: URLSearchParams, fallback = '/'): string {
  const to = search.get('to');
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : fallback;
}
