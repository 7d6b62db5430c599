/**
 * The page's first GET requests, started before the app's code has downloaded. The server names
 * them in index.html (`#early-requests`, from the route's declaration: server/plugins/spa-pages.ts)
 * and loads this file as a classic async script; the http client takes the answers
 * (src/providers/http/early.ts). It imports nothing: it is built on its own (build/route-preloads.ts).
 */
interface EarlyPage {
  /** The route pattern, react-router style (`/documents/stocktaking/:id/edit`, `:id?`). */
  pattern: string;
  /** GET addresses with the pattern's parameters in them (`/v1/stocktaking_docs/:id`). */
  urls: string[];
}

interface EarlyResponse {
  at: number;
  token: string;
  response: Promise<Response>;
}

// A classic script: everything stays inside the function, nothing lands on window but the answers.
(() => {
  const SESSION = /(?:^|;\s*)jwt-token=([^;]+)/;

  function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
    const names: string[] = [];
    const source = pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
      names.push(name);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    });
    const match = new RegExp(`^${source}/?$`).exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
  }

  const declared = document.getElementById('early-requests')?.textContent;
  const cookie = SESSION.exec(document.cookie)?.[1];
  if (!declared || !cookie) return;
  const page = JSON.parse(declared) as EarlyPage;
  const params = paramsOf(page.pattern, window.location.pathname);
  if (!params) return;
  const token = decodeURIComponent(cookie);
  const store = new Map<string, EarlyResponse>();
  (window as unknown as { __earlyResponses: Map<string, EarlyResponse> }).__earlyResponses = store;
  for (const template of page.urls) {
    let complete = true;
    const url = template.replace(/:(\w+)/g, (_, name: string) => {
      if (!params[name]) complete = false;
      return params[name] ?? '';
    });
    if (!complete) continue;
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    store.set(url, { at: Date.now(), token, response: fetch(url, { headers }) });
  }
})();
