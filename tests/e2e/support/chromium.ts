/** Debian's Chromium (browsers are never downloaded) with the flags of every run. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  // The calendar runs (scripts/calendar-runs.sh) preload libfaketime into every process; Chromium
  // crashes or crawls with it and gets its shifted clock from tests/e2e/support/test.ts instead.
  ...(process.env.E2E_CLOCK_OFFSET_MS ? { env: withoutFaketime(process.env) } : {}),
};

function withoutFaketime(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept = Object.entries(env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'));
  return Object.fromEntries(kept) as Record<string, string>;
}
