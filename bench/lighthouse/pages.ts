// The pages each preset audits, who is signed in for them, and the mobile goals of issue 27.
export const DEMO_PASSWORD = 'demo12345';
export const USERS = {
  clientAdmin: 'anna@vkusdvor.demo',
  buyer: 'igor@vkusdvor.demo',
  storekeeper: 'olga@vkusdvor.demo',
  dairyAdmin: 'dmitry@zorka.demo',
} as const;

export interface AuditPage {
  /** A path, or one worked out through the API with the user's token (a fresh document). */
  path: string | ((base: string, token: string) => Promise<string>);
  user: string | null;
  /** The floor's page it is measured against (bench/floor): its login page or its list. */
  floor: 'login' | 'list';
}

async function api<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The storekeeper's counting screen: a new stocktaking of every good at the seeded sales point. */
export async function countingScreen(base: string, token: string): Promise<string> {
  const docs = await api<{ items: { sales_point_id: number }[] }>(
    base,
    token,
    '/v1/stocktaking_docs/?limit=1',
  );
  const point = docs.items[0]?.sales_point_id;
  if (!point) throw new Error('the demo data has no stocktaking to find the sales point from');
  const doc = await api<{ id: number }>(base, token, `/v1/stocktaking_docs/?sales_point_id=${point}`, {});
  await api(base, token, `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`, {
    all_goods: true,
  });
  return `/documents/stocktaking/${doc.id}/edit`;
}

/** The measured pages of issues 43 and 48, the same on both presets. */
const MEASURED: AuditPage[] = [
  { path: '/login', user: null, floor: 'login' },
  { path: '/client/orders', user: USERS.buyer, floor: 'list' },
  { path: '/supplier/orders', user: USERS.dairyAdmin, floor: 'list' },
  { path: '/client/orders/new', user: USERS.buyer, floor: 'list' },
  { path: countingScreen, user: USERS.storekeeper, floor: 'list' },
];

export const PAGES: Record<string, AuditPage[]> = { desktop: MEASURED, mobile: MEASURED };
