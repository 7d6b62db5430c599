import { VERSION_CHECK_INTERVAL_MS, VERSION_URL } from '@/modules/constants';

export async function fetchVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(VERSION_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'version' in body) return String(body.version);
    return null;
  } catch {
    return null;
  }
}

/**
 * Checks /version.json at start and every 60 s (spec 000 §7); calls onNewVersion once when the
 * answer differs from the first one. Returns the stop function.
 */
export function pollVersion(
  onNewVersion: () => void,
  fetcher: typeof fetch = fetch,
  interval = VERSION_CHECK_INTERVAL_MS,
) {
  let known: string | null = null;
  let announced = false;
  const check = async () => {
    const version = await fetchVersion(fetcher);
    if (version === null || announced) return;
    if (known === null) known = version;
    else if (version !== known) {
      announced = true;
      onNewVersion();
    }
  };
  void check();
  const timer = setInterval(() => void check(), interval);
  return () => clearInterval(timer);
}

/** Without the dialog: confirm, or at least alert, then reload. */
export function announceWithoutDialog(
  win: Pick<Window, 'confirm' | 'alert'> & { location: { reload: () => void } } = window,
) {
  const text = 'Доступна новая версия приложения.';
  try {
    win.confirm(`Обновление\n\n${text}`);
  } catch {
    win.alert(text);
  }
  win.location.reload();
}
