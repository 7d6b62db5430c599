/** What src/boot/early-requests.ts keeps for each GET it started. */
interface EarlyResponse {
  at: number;
  token: string;
  response: Promise<Response>;
}

/** An answer older than this is not used: the app asks again. */
const FRESH_MS = 10_000;

/**
 * The answer to a GET the boot script started before the app loaded, taken once; none when it
 * was not started, is stale, or went out with another session's token.
 */
export function takeEarlyResponse(url: string, token: string | undefined): Promise<Response> | undefined {
  const store = (window as unknown as { __earlyResponses?: Map<string, EarlyResponse> }).__earlyResponses;
  const found = store?.get(url);
  if (!found) return undefined;
  store?.delete(url);
  return found.token === token && Date.now() - found.at < FRESH_MS ? found.response : undefined;
}
