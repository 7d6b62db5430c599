/** Polls check until it holds or the time runs out: for what another process makes true. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000, everyMs = 25) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
