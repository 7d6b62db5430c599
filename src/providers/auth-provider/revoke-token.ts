/**
 * Ends a token on the server (POST /v1/users/logout), best effort. It deliberately bypasses the
 * shared http client: the token is not the session's current one (it is being replaced or already
 * cleared), and its 401 — an expired token — must not end the session that follows.
 */
export async function revokeToken(token: string) {
  try {
    await fetch('/v1/users/logout', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
  } catch {
    /* offline: the token expires by itself */
  }
}
